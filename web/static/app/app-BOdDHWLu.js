const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["xterm-B1njb2Cr.css"])))=>i.map(i=>d[i]);
var e,t,n,r,i,a,o,s,c,l,u=Symbol.for(`pv`),d={},f=[],p=/^m(i|n|o|s|text|space)$/,m=Array.isArray,h=f.slice,g=Object.assign;function _(e){e&&e.parentNode&&e.remove()}function v(n,r,i,a,o){var s={type:n,props:r,key:i,ref:a,__k:null,__:null,__b:0,__e:null,__c:null,constructor:u,__v:o||++t,__i:-1,__u:0};return!o&&e.vnode&&e.vnode(s),s}function y(e){return e.children}function b(e,t){this.props=e,this.context=t,this.__g=0}function x(e,t){if(t==null)return e.__&&x(e.__,e.__i+1);for(var n;t<e.__k.length;t++)if((n=e.__k[t])&&n.__e)return n.__e;return typeof e.type!=`function`||e.props.__P?null:x(e)}function S(t){var n,r=t.__v,i=r.__e,a=[],o=[],s=t.__P;s&&((n=g({constructor:u},r)).__v=r.__v+1,e.vnode&&e.vnode(n),ee(s,n,r,t.__n,s.namespaceURI,32&r.__u?[i]:null,a,i||x(r),32&r.__u,o),n.__v=r.__v,n.__.__k[n.__i]=n,re(a,n,o),r.__=r.__e=null,n.__e!=i&&C(n))}function C(e){if((e=e.__)&&e.__c&&!e.props.__P)return e.__e=null,e.__k.some(function(t){return t&&(e.__e=t.__e)}),C(e)}function w(t){(8&t.__g||(t.__g|=8,n.push(t),i++))&&r==e.debounceRendering||((r=e.debounceRendering)||queueMicrotask)(T)}function T(){try{for(var e,t=1;n.length;)n.length>t&&n.sort(a),e=n.shift(),t=n.length,8&e.__g&&S(e)}finally{(i=n.length)&&(r||queueMicrotask)(T)}}function E(e,t,n,r,i,a,o,s,c,l,u){var p,m,h,g,_,v,y=r.__k||f,b=t.length;for(c=D(n,t,y,c,b),p=0;p<b;p++)(h=n.__k[p])!=null&&(m=~h.__i&&y[h.__i]||d,h.__i=p,v=ee(e,h,m,i,a,o,s,c,l,u),g=h.__e,(m.ref!=h.ref||8&m.__u)&&(m.ref&&N(m.ref,null,h,m),h.ref&&u.push(h.ref,h.__c||g,h)),_||=g,4&h.__u?(c=O(h,c,e,!m.__v),m.__e&&(m.__e=null)):typeof h.type==`function`&&v!==void 0?c=v:g&&(c=g.nextSibling),h.__u&=-21);return n.__e=_,c}function D(e,t,n,r,i){var a,o,s,c,l,d,f,p,h,g=n.length,_=g,b=0,S=0,C=e.__k=Array(i);for(a=0;a<i;a++)(o=t[a])!=null&&typeof o!=`boolean`&&typeof o!=`function`?(typeof o!=`object`||o.constructor===String?o=C[a]=v(null,o):m(o)?o=C[a]=v(y,{children:o}):o.constructor===u&&o.__b?o=C[a]=v(o.type,o.props,o.key,o.ref,o.__v):C[a]=o,c=a+b,o.__=e,o.__b=e.__b+1,s=null,~(l=o.__i=k(o,n,c,_))&&(_--,(s=n[l])&&(s.__u|=2)),s&&s.__v?(o.__u|=16,l==c-1?b--:l==c+1?b++:l!=c&&(l>c?b--:b++,S=1)):(~l||(i>g?b--:i<g&&b++),typeof o.type!=`function`&&(o.__u|=4))):C[a]=null;if(S){for(d=[],f=[],a=0;a<i;a++)if((o=C[a])&&16&o.__u){for(b=0,p=d.length;b<p;)d[h=b+p>>1]<o.__i?b=h+1:p=h;d[b]=o.__i,f[a]=b+1}for(b=d.length;a--;)f[a]&&(f[a]==b?b--:C[a].__u|=4)}if(_)for(a=0;a<g;a++)!(s=n[a])||2&s.__u||(s.__e==r&&(r=x(s)),P(s,s));return r}function O(e,t,n,r){var i,a,o,s;if(typeof e.type==`function`){if(e.props.__P)return t;if(i=e.__k)for(a=0;a<i.length;a++)i[a]&&(i[a].__=e,t=O(i[a],t,n,!1));return t}for(t&&!t.parentNode&&(t=x(e))&&!t.parentNode&&(t=null),o=e.__e,s=t;s&&s.nodeType==8;)s=s.nextSibling;for(o!=s&&(!r&&n.moveBefore&&o.parentNode?n.moveBefore(o,t):n.insertBefore(o,t||null)),t=o;(t&&=t.nextSibling)&&t.nodeType==8&&!t.data.startsWith(`$s`););return t}function k(e,t,n,r){var i,a=e.key,o=e.type,s=t[n],c=s&&!(2&s.__u);if(s===null&&a==null||c&&a==s.key&&o==s.type)return n;if(r>+!!c){for(i=n-1;i>=0;i--)if((s=t[i])&&!(2&s.__u)&&a==s.key&&o==s.type)return i;for(i=n+1;i<t.length;i++)if((s=t[i])&&!(2&s.__u)&&a==s.key&&o==s.type)return i}return-1}function A(e,t,n){n??=``,t[0]==`-`?e.setProperty(t,n):e[t]=n}function j(e,t,n,r,i){var a,o;if(t==`style`){if(typeof n==`string`)e.style.cssText=n;else{if(typeof r==`string`&&(e.style.cssText=r=``),r)for(t in r)n&&t in n||A(e.style,t);if(n)for(t in n)r&&n[t]==r[t]||A(e.style,t,n[t])}}else if(t[0]==`o`&&t[1]==`n`)typeof n!=`function`&&(n=null),typeof r!=`function`&&(r=null),(e.__e||={})[t]=n,n&&r||(o=l[t]||(l[t]=M(t)),(e.__a||={})[t]=c,a=t!=(t=t.replace(s,`$1`)),(t=t.slice(2))[0]<`a`&&(t=t.toLowerCase()),n?e.addEventListener(t,o,a):e.removeEventListener(t,o,a));else{if(i==`http://www.w3.org/2000/svg`)t=t.replace(/xlink(H|:h)/,`h`).replace(/sName$/,`s`);else if(t!=`width`&&t!=`height`&&t!=`href`&&t!=`list`&&t!=`form`&&t!=`tabIndex`&&t!=`download`&&t!=`rowSpan`&&t!=`colSpan`&&t!=`role`&&t!=`popover`&&t in e)try{e[t]=n??``;return}catch{}if(typeof n==`function`)return;n==null||!1===n&&t[4]!=`-`?e.removeAttribute(t):e.setAttribute(t,t==`popover`&&n==1?``:n)}}function M(t){return function(n){var r=this.__e;if(r){if(r=r[t],n[o]==null)n[o]=c++;else if(n[o]<this.__a[t])return;return r(e.event?e.event(n):n)}}}function ee(t,n,r,i,a,o,s,c,l,d){var p,h,v,S,C,w,T,D,O,k,A,j,M,ee,re,N,I,L,R=n.type;if(n.constructor!==u)return null;128&r.__u&&(l=32&r.__u,p=r.__c.__z)&&(n.__u|=l,h=o=[],p.nodeType==8?c=te(p,o):o.push(p),c=o[0]||c),(p=e.__b)&&p(n);n:if(typeof R==`function`){v=s.length;try{if(D=n.props,O=(p=R.prototype)&&p.render,k=(p=R.contextType)&&i[p.__c],A=p?k?k.props.value:p.__:i,(S=r.__c)?(n.__c=S,2&S.__g&&(S.__g|=1)):(O?n.__c=S=new R(D,A):(n.__c=S=new b(D,A),S.constructor=R,S.render=F),k&&k.sub(S),S.state||(S.state={}),S.__n=i,S.__g|=8,S.__h=[],S.__k=[]),O&&(S.__s||(S.__s=S.state),R.getDerivedStateFromProps&&(S.__s==S.state&&(S.__s=g({},S.__s)),g(S.__s,R.getDerivedStateFromProps(D,S.__s)))),C=S.props,w=S.state,S.__v=n,r.__c){if(D!==C&&O&&!R.getDerivedStateFromProps&&S.componentWillReceiveProps&&S.componentWillReceiveProps(D,A),n.__v==r.__v&&!(8&S.__g)||!(4&S.__g)&&S.shouldComponentUpdate&&!1===S.shouldComponentUpdate(D,S.__s,A)){n.__v!=r.__v&&(S.props=D,S.state=S.__s,S.__g&=-9),n.__e=r.__e,n.__k=r.__k,n.__k.some(function(e){e&&(e.__=n)}),f.push.apply(S.__h,S.__k),S.__k=[],S.__h.length&&s.push(S),c=x(r);break n}S.componentWillUpdate&&S.componentWillUpdate(D,S.__s,A),O&&S.componentDidUpdate&&S.__h.push(function(){S.componentDidUpdate(C,w,T)})}else O&&!R.getDerivedStateFromProps&&S.componentWillMount&&S.componentWillMount(),O&&S.componentDidMount&&S.__h.push(S.componentDidMount);S.context=A,S.props=D,S.__P=t,S.__g&=-5,j=e.__r,M=O?25:0;do S.__g&=-9,j&&j(n),p=S.render(S.props,S.state=S.__s,S.context);while(8&S.__g&&++M<25);O&&(f.push.apply(S.__h,S.__k),S.__k=[]),S.state=S.__s,S.getChildContext&&(i=g({},i,S.getChildContext())),O&&r.__c&&S.getSnapshotBeforeUpdate&&(T=S.getSnapshotBeforeUpdate(C,w)),ee=p&&p.type===y&&p.key==null?p.props.children:p,D.__P&&(p=c,a=(t=D.__P).namespaceURI,l=o=null,r.props&&r.props.__P!=t&&(r.__k.some(function(e){e&&P(e,e)}),r.__k=null),c=r.__k?x(r,0):null),c=E(t,m(ee)?ee:[ee],n,r,i,a,o,s,c,l,d),D.__P&&(n.__e=null,c=p),n.__u&=-161,h&&h.some(_),S.__h.length&&s.push(S),1&S.__g&&(S.__g&=-4)}catch(t){if(s.length=v,n.__v=null,l||o){if(t&&t.then){if(n.__u|=128|l,o){for(~(I=o.indexOf(c||void 0))||(I=o.length);(L=o[I-1])&&L.nodeType==8;)I--;for(;I<o.length;I++)if(L=o[I]){if(o[I]=null,re){if(L==N)break}else{if(L.nodeType!=8)break;L.data.startsWith(`$s`)&&(N=te(re=L))}}}if(!re){for(;c&&c.nodeType==8&&c.nextSibling;)c=c.nextSibling;re=c}(p=te(re=n.__c.__z||(n.__c.__z=re)))?(n.__e=re,c=p):n.__e=c,c&&=c.nextSibling}else o&&o.some(_)}else n.__e=r.__e;n.__k||=r.__k||[],t&&t.then||ne(n),e.__e(t,n,r)}}else c=n.__e=ie(r.__e,n,r,i,a,o,s,l,d,t);return(p=e.diffed)&&p(n),c}function te(e,t){if(e&&e.nodeType==8&&e.data.startsWith(`$s`))for(var n=1;e=e.nextSibling;){if(e.nodeType==8){if(e.data.startsWith(`$s`))n++;else if(e.data.startsWith(`/$s`)&&!--n)return e}t&&t.push(e)}}function ne(e){e&&(e.__c&&(e.__c.__g|=4),e.__k&&e.__k.some(ne))}function re(t,n,r){for(var i=0;i<r.length;)N(r[i++],r[i++],r[i++]);e.__c&&e.__c(n,t),t.some(function(n){try{t=n.__h,n.__h=[],t.some(function(e){e.call(n)})}catch(t){e.__e(t,n.__v)}})}function ie(t,n,r,i,a,o,s,c,l,u){var f,g,v,y,b,S,C,w,T=r.props||d,D=n.props,O=n.type;if(O==`svg`?a=`http://www.w3.org/2000/svg`:O==`math`?a=`http://www.w3.org/1998/Math/MathML`:a||=`http://www.w3.org/1999/xhtml`,o){for(f=0;f<o.length;f++)if((b=o[f])&&(O?b.localName==O:b.nodeType==3)){t=b,o[f]=null;break}}if(!t){if(w=u.ownerDocument||document,!O)return w.createTextNode(D);t=w.createElementNS(a,O,D.is?D:u),c&&=(e.__m&&e.__m(n,o),!1),o=null}if(O){if(u=O==`template`&&t.content||t,o=O==`textarea`&&D.defaultValue!=null?null:o&&h.call(u.childNodes),!c&&o)for(T={},f=0;f<t.attributes.length;f++)T[(b=t.attributes[f]).name]=b.value;for(f in T)b=T[f],f==`dangerouslySetInnerHTML`?v=b:f==`children`||f in D||f==`value`&&`defaultValue`in D||f==`checked`&&`defaultChecked`in D||j(t,f,null,b,a);for(f in D)b=D[f],f==`children`?y=b:f==`dangerouslySetInnerHTML`?g=b:f==`value`?S=b:f==`checked`?C=b:c&&typeof b!=`function`||T[f]===b||j(t,f,b,T[f],a);g?(c||v&&(g.__html==v.__html||g.__html==t.innerHTML)||(t.innerHTML=g.__html),n.__k=[]):(v&&(t.textContent=``),(O==`foreignObject`||a==`http://www.w3.org/1998/Math/MathML`&&p.test(O))&&(a=`http://www.w3.org/1999/xhtml`),E(u,m(y)?y:[y],n,r,i,a,o,s,o?o[0]:r.__k&&x(r,0),c,l),o&&o.some(_)),c&&O!=`textarea`||(f=`value`,O==`progress`&&S==null?t.removeAttribute(f):S==null||S===t[f]&&(O!=`progress`||S)||j(t,f,S,T[f],a),f=`checked`,C!=null&&C!=t[f]&&j(t,f,C,T[f],a))}else T===D||c&&t.data==D||(t.data=D);return t}function N(t,n,r,i){try{typeof t==`function`?n?n.__x=t(n)||1:(i&&=i.__c||i.__e)&&(n=i.__x)&&(i.__x=null,typeof n==`function`?n():t(null)):t.current=n}catch(t){e.__e(t,r)}}function P(t,n,r){var i,a,o,s;if(e.unmount&&e.unmount(t),!(i=t.ref)||i.current&&i.current!=t.__e||N(i,null,n,t),i=t.__c){if(i.componentWillUnmount)try{i.componentWillUnmount()}catch(t){e.__e(t,n)}i.__P=i.__n=null}if(i=t.__k)for(s=0;s<i.length;s++)i[s]&&P(i[s],n,typeof t.type!=`function`||r&&!t.props.__P);!r&&(i=t.__c)&&(i=i.__z)&&(a=te(i,o=[]))&&(i==t.__e&&o.some(_),_(a),_(i)),r||_(t.__e),t.__e=t.__c=t.__=null}function F(e,t,n){return this.constructor(e,n)}function I(t,n){var r,i,a,o;e.__&&e.__(t,n),n.nodeType==9&&(n=n.documentElement),i=(r=t&&32&t.__u)?null:n.__k,n.__k=v(y,{children:[t]}),a=[],o=[],ee(n,n.__k,i||d,d,n.namespaceURI,i?null:n.firstChild?h.call(n.childNodes):null,a,i?i.__e:n.firstChild,r,o),re(a,n.__k,o),n.__k.props.children=null}e={__e:function(e,t,n,r){for(var a,o,s;t=t.__;)if((a=t.__c)&&!(1&a.__g)){a.__g|=4;try{if((s=(o=a.constructor)&&o.getDerivedStateFromError)&&a.setState(o.getDerivedStateFromError(e)),a.componentDidCatch&&(a.componentDidCatch(e,r||{}),s=1),s&&8&a.__g)return void(a.__g|=2)}catch(t){e=t}}throw i=0,e}},t=0,b.prototype.setState=function(e,t){var n=this.__s;n&&n!=this.state||(n=this.__s=g({},this.state)),typeof e==`function`&&(e=e(g({},n),this.props)),e&&(g(n,e),this.__v&&(t&&this.__k.push(t),w(this)))},b.prototype.forceUpdate=function(e){this.__v&&(this.__g|=4,e&&this.__h.push(e),w(this))},b.prototype.render=y,n=[],i=0,a=function(e,t){return e.__v.__b-t.__v.__b},o=Symbol(),s=/(PointerCapture)$|Capture$/i,c=0,l={};var L,R,ae,oe,se=Object.is,ce=0,le=[],ue=[],z=e,de=z.__b,fe=z.__r,pe=z.diffed,me=z.__c,he=z.unmount,ge=z.__;function _e(e,t){z.__h&&z.__h(R,e,ce||t),ce=0;var n=R.__H||(R.__H={__:[],__h:[]});return e>=n.__.length&&n.__.push({}),n.__[e]}function B(e){return ce=1,ve(Oe,e)}function ve(e,t,n){var r=_e(L++,2);if(r.t=e,!r.__c&&(r.__=[n?n(t):Oe(void 0,t),function(e){var t=(r.__N||r.__)[0],n=r.t(t,e);se(t,n)||(r.__N=[n,r.__[1]],r.__c.setState({}))}],r.__c=R,!R.__f)){R.__f=!0;var i=R.shouldComponentUpdate;R.shouldComponentUpdate=function(e,t,n){var r=this.__H;if(!r)return!0;var a=!1,o=this.props!=e;if(r.__.some(function(e){e.__N&&(a=!0,se(e.__[0],e.__N[0])||(o=!0))}),i){var s=i.call(this,e,t,n);return a?s||o:s}return!a||o}}return r.__}function V(e,t){var n=_e(L++,3);!z.__s&&De(n.__H,t)&&(n.__P=!0,n.__=e,n.u=t,R.__H.__h.push(n))}function H(e,t){var n=_e(L++,4);!z.__s&&De(n.__H,t)&&(n.__P=!1,n.__=e,n.u=t,R.__h.push(n))}function U(e){return ce=5,ye(function(){return{current:e}},[])}function ye(e,t){var n=_e(L++,7);return De(n.__H,t)&&(n.__=e(),n.__H=t),n.__}function be(e,t){return ce=8,ye(function(){return e},t)}function xe(){var e;do{for(;e=ue.shift();)try{Te(e)}catch(t){z.__e(t,{__:(e=e.__P)&&e.__v})}for(;e=le.shift();){var t=e.__H;if(e.__P&&t)try{t.__h.some(Te),t.__h.some(Ee),t.__h=[]}catch(n){t.__h=[],z.__e(n,e.__v)}}}while(ue.length)}z.__b=function(e){R=null,de&&de(e)},z.__=function(e,t){e&&t.__k&&t.__k.__m&&(e.__m=t.__k.__m),ge&&ge(e,t)},z.__r=function(e){fe&&fe(e),L=0;var t=(R=e.__c).__H;t&&(ae==R?R.__h=[]:(t.__h.some(Te),t.__h.some(Ee),L=0),t.__h=[],t.__.some(function(e){e.__N&&(e.__=e.__N),e.u=e.__N=void 0})),ae=R},z.diffed=function(e){pe&&pe(e);var t=e.__c;t&&t.__H&&(t.__H.__h.length&&we(le.push(t)),t.__H.__.some(function(e){e.u&&(e.__H=e.u)})),ae=R=null},z.__c=function(e,t){t.some(function(e){try{e.__h.some(Te),e.__h=e.__h.filter(function(e){return!e.__||Ee(e)})}catch(t){e.__h=[function(){throw t}]}}),me&&me(e,t)},z.unmount=function(e){he&&he(e);var t,n,r=e.__c;r&&r.__H&&(r.__H.__.some(function(r){try{if(r.__P&&r.__c){if(n===void 0){for(n=e.__;n&&(!n.__c||!n.__c.__P);)n=n.__;n&&=n.__c}r.__P=n,we(ue.push(r))}else Te(r)}catch(e){t=e}}),r.__H=void 0,t&&z.__e(t,r.__v))};var Se=typeof requestAnimationFrame==`function`;function Ce(e){var t,n=function(){clearTimeout(r),Se&&cancelAnimationFrame(t),setTimeout(e)},r=setTimeout(n,35);Se&&(t=requestAnimationFrame(n))}function we(e){e!=1&&oe==z.requestAnimationFrame||((oe=z.requestAnimationFrame)||Ce)(xe)}function Te(e){var t=R,n=e.__c;typeof n==`function`&&(e.__c=void 0,n()),R=t}function Ee(e){var t=R;e.__c=e.__(),R=t}function De(e,t){return!e||e.length!=t.length||t.some(function(t,n){return!se(t,e[n])})}function Oe(e,t){return typeof t==`function`?t(e):t}function ke(e){return e===null?`null`:Array.isArray(e)?`array`:typeof e}function Ae(e){return ke(e)===`object`}function je(e){return Array.isArray(e)&&e.length>0&&e.every(e=>`message`in e)}function Me(e,t){return e.length<124?e:t}var Ne=`graphql-transport-ws`,Pe;(function(e){e[e.InternalServerError=4500]=`InternalServerError`,e[e.InternalClientError=4005]=`InternalClientError`,e[e.BadRequest=4400]=`BadRequest`,e[e.BadResponse=4004]=`BadResponse`,e[e.Unauthorized=4401]=`Unauthorized`,e[e.Forbidden=4403]=`Forbidden`,e[e.SubprotocolNotAcceptable=4406]=`SubprotocolNotAcceptable`,e[e.ConnectionInitialisationTimeout=4408]=`ConnectionInitialisationTimeout`,e[e.ConnectionAcknowledgementTimeout=4504]=`ConnectionAcknowledgementTimeout`,e[e.SubscriberAlreadyExists=4409]=`SubscriberAlreadyExists`,e[e.TooManyInitialisationRequests=4429]=`TooManyInitialisationRequests`})(Pe||={});var Fe;(function(e){e.ConnectionInit=`connection_init`,e.ConnectionAck=`connection_ack`,e.Ping=`ping`,e.Pong=`pong`,e.Subscribe=`subscribe`,e.Next=`next`,e.Error=`error`,e.Complete=`complete`})(Fe||={});function Ie(e){if(!Ae(e))throw Error(`Message is expected to be an object, but got ${ke(e)}`);if(!e.type)throw Error(`Message is missing the 'type' property`);if(typeof e.type!=`string`)throw Error(`Message is expects the 'type' property to be a string, but got ${ke(e.type)}`);switch(e.type){case Fe.ConnectionInit:case Fe.ConnectionAck:case Fe.Ping:case Fe.Pong:if(e.payload!=null&&!Ae(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an object or nullish or missing, but got "${e.payload}"`);break;case Fe.Subscribe:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${ke(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);if(!Ae(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an object, but got ${ke(e.payload)}`);if(typeof e.payload.query!=`string`)throw Error(`"${e.type}" message payload expects the 'query' property to be a string, but got ${ke(e.payload.query)}`);if(e.payload.variables!=null&&!Ae(e.payload.variables))throw Error(`"${e.type}" message payload expects the 'variables' property to be a an object or nullish or missing, but got ${ke(e.payload.variables)}`);if(e.payload.operationName!=null&&ke(e.payload.operationName)!==`string`)throw Error(`"${e.type}" message payload expects the 'operationName' property to be a string or nullish or missing, but got ${ke(e.payload.operationName)}`);if(e.payload.extensions!=null&&!Ae(e.payload.extensions))throw Error(`"${e.type}" message payload expects the 'extensions' property to be a an object or nullish or missing, but got ${ke(e.payload.extensions)}`);break;case Fe.Next:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${ke(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);if(!Ae(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an object, but got ${ke(e.payload)}`);break;case Fe.Error:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${ke(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);if(!je(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an array of GraphQL errors, but got ${JSON.stringify(e.payload)}`);break;case Fe.Complete:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${ke(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);break;default:throw Error(`Invalid message 'type' property "${e.type}"`)}return e}function Le(e,t){return Ie(typeof e==`string`?JSON.parse(e,t):e)}function Re(e,t){return Ie(e),JSON.stringify(e,t)}var ze=function(e){return this instanceof ze?(this.v=e,this):new ze(e)},Be=function(e,t,n){if(!Symbol.asyncIterator)throw TypeError(`Symbol.asyncIterator is not defined.`);var r=n.apply(e,t||[]),i,a=[];return i=Object.create((typeof AsyncIterator==`function`?AsyncIterator:Object).prototype),s(`next`),s(`throw`),s(`return`,o),i[Symbol.asyncIterator]=function(){return this},i;function o(e){return function(t){return Promise.resolve(t).then(e,d)}}function s(e,t){r[e]&&(i[e]=function(t){return new Promise(function(n,r){a.push([e,t,n,r])>1||c(e,t)})},t&&(i[e]=t(i[e])))}function c(e,t){try{l(r[e](t))}catch(e){f(a[0][3],e)}}function l(e){e.value instanceof ze?Promise.resolve(e.value.v).then(u,d):f(a[0][2],e)}function u(e){c(`next`,e)}function d(e){c(`throw`,e)}function f(e,t){e(t),a.shift(),a.length&&c(a[0][0],a[0][1])}};function Ve(e){let{url:t,connectionParams:n,lazy:r=!0,onNonLazyError:i=console.error,lazyCloseTimeout:a=0,keepAlive:o=0,disablePong:s,connectionAckWaitTimeout:c=0,retryAttempts:l=5,retryWait:u=async function(e){let t=1e3;for(let n=0;n<e;n++)t*=2;await new Promise(e=>setTimeout(e,t+Math.floor(Math.random()*2700+300)))},shouldRetry:d=Ue,isFatalConnectionProblem:f,on:p,webSocketImpl:m,generateID:h=function(){return`xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx`.replace(/[xy]/g,e=>{let t=Math.random()*16|0;return(e==`x`?t:t&3|8).toString(16)})},jsonMessageReplacer:g,jsonMessageReviver:_}=e,v;if(m){if(!Ge(m))throw Error(`Invalid WebSocket implementation provided`);v=m}else typeof WebSocket<`u`?v=WebSocket:typeof global<`u`?v=global.WebSocket||global.MozWebSocket:typeof window<`u`&&(v=window.WebSocket||window.MozWebSocket);if(!v)throw Error("WebSocket implementation missing; on Node you can `import WebSocket from 'ws';` and pass `webSocketImpl: WebSocket` to `createClient`");let y=v,b=(()=>{let e=(()=>{let e={};return{on(t,n){return e[t]=n,()=>{delete e[t]}},emit(t){var n;`id`in t&&((n=e[t.id])==null||n.call(e,t))}}})(),t={connecting:p?.connecting?[p.connecting]:[],opened:p?.opened?[p.opened]:[],connected:p?.connected?[p.connected]:[],ping:p?.ping?[p.ping]:[],pong:p?.pong?[p.pong]:[],message:p?.message?[e.emit,p.message]:[e.emit],closed:p?.closed?[p.closed]:[],error:p?.error?[p.error]:[]};return{onMessage:e.on,on(e,n){let r=t[e];return r.push(n),()=>{r.splice(r.indexOf(n),1)}},emit(e,...n){for(let r of[...t[e]])r(...n)}}})();function x(e){let t=[b.on(`error`,n=>{t.forEach(e=>e()),e(n)}),b.on(`closed`,n=>{t.forEach(e=>e()),e(n)})]}let S,C=0,w,T=!1,E=0,D=!1;async function O(){clearTimeout(w);let[e,r]=await(S??=new Promise((e,r)=>(async()=>{if(T){if(await u(E),!C)return S=void 0,r({code:1e3,reason:`All Subscriptions Gone`});E++}b.emit(`connecting`,T);let i=new y(typeof t==`function`?await t():t,Ne),a,l;function d(){isFinite(o)&&o>0&&(clearTimeout(l),l=setTimeout(()=>{i.readyState===y.OPEN&&(i.send(Re({type:Fe.Ping})),b.emit(`ping`,!1,void 0))},o))}x(e=>{S=void 0,clearTimeout(a),clearTimeout(l),r(e),e instanceof He&&(i.close(4499,`Terminated`),i.onerror=null,i.onclose=null)}),i.onerror=e=>b.emit(`error`,e),i.onclose=e=>b.emit(`closed`,e),i.onopen=async()=>{try{b.emit(`opened`,i);let e=typeof n==`function`?await n():n;if(i.readyState!==y.OPEN)return;i.send(Re(e?{type:Fe.ConnectionInit,payload:e}:{type:Fe.ConnectionInit},g)),isFinite(c)&&c>0&&(a=setTimeout(()=>{i.close(Pe.ConnectionAcknowledgementTimeout,`Connection acknowledgement timeout`)},c)),d()}catch(e){b.emit(`error`,e),i.close(Pe.InternalClientError,Me(e instanceof Error?e.message:Error(e).message,`Internal client error`))}};let f=!1;i.onmessage=({data:t})=>{try{let n=Le(t,_);if(b.emit(`message`,n),n.type===`ping`||n.type===`pong`){b.emit(n.type,!0,n.payload),n.type===`pong`?d():s||(i.send(Re(n.payload?{type:Fe.Pong,payload:n.payload}:{type:Fe.Pong})),b.emit(`pong`,!1,n.payload));return}if(f)return;if(n.type!==Fe.ConnectionAck)throw Error(`First message cannot be of type ${n.type}`);clearTimeout(a),f=!0,b.emit(`connected`,i,n.payload,T),T=!1,E=0,e([i,new Promise((e,t)=>x(t))])}catch(e){i.onmessage=null,b.emit(`error`,e),i.close(Pe.BadResponse,Me(e instanceof Error?e.message:Error(e).message,`Bad response`))}}})()));e.readyState===y.CLOSING&&await r;let i=()=>{},l=new Promise(e=>i=e);return[e,i,Promise.race([l.then(()=>{if(!C){let t=()=>e.close(1e3,`Normal Closure`);isFinite(a)&&a>0?w=setTimeout(()=>{e.readyState===y.OPEN&&t()},a):t()}}),r])]}function k(e){if(Ue(e)&&(We(e.code)||[Pe.InternalServerError,Pe.InternalClientError,Pe.BadRequest,Pe.BadResponse,Pe.Unauthorized,Pe.SubprotocolNotAcceptable,Pe.SubscriberAlreadyExists,Pe.TooManyInitialisationRequests].includes(e.code)))throw e;if(D)return!1;if(Ue(e)&&e.code===1e3)return C>0;if(!l||E>=l||!d(e)||f?.(e))throw e;return T=!0}r||(async()=>{for(C++;;)try{let[,,e]=await O();await e}catch(e){try{if(!k(e))return}catch(e){return i?.(e)}}})();function A(e,t){let n=h(e),r=!1,i=!1,a=()=>{C--,r=!0};return(async()=>{for(C++;;)try{let[o,s,c]=await O();if(r)return s();let l=b.onMessage(n,e=>{switch(e.type){case Fe.Next:t.next(e.payload);return;case Fe.Error:i=!0,r=!0,t.error(e.payload),a();return;case Fe.Complete:r=!0,a();return}});o.send(Re({id:n,type:Fe.Subscribe,payload:e},g)),a=()=>{!r&&o.readyState===y.OPEN&&o.send(Re({id:n,type:Fe.Complete},g)),C--,r=!0,s()},await c.finally(l);return}catch(e){if(!k(e))return}})().then(()=>{i||t.complete()}).catch(e=>{t.error(e)}),()=>{r||a()}}return{on:b.on,subscribe:A,iterate(e){let t=[],n={done:!1,error:null,resolve:()=>{}},r=A(e,{next(e){t.push(e),n.resolve()},error(e){n.done=!0,n.error=e,n.resolve()},complete(){n.done=!0,n.resolve()}}),i=(function(){return Be(this,arguments,function*(){for(;;){for(t.length||(yield ze(new Promise(e=>n.resolve=e)));t.length;)yield yield ze(t.shift());if(n.error)throw n.error;if(n.done)return yield ze(void 0)}})})();return i.throw=async e=>(n.done||(n.done=!0,n.error=e,n.resolve()),{done:!0,value:void 0}),i.return=async()=>(r(),{done:!0,value:void 0}),i},async dispose(){if(D=!0,S){let[e]=await S;e.close(1e3,`Normal Closure`)}},terminate(){S&&b.emit(`closed`,new He)}}}var He=class extends Error{constructor(){super(...arguments),this.name=`TerminatedCloseEvent`,this.message=`4499: Terminated`,this.code=4499,this.reason=`Terminated`,this.wasClean=!1}};function Ue(e){return Ae(e)&&`code`in e&&`reason`in e}function We(e){return![1e3,1001,1006,1005,1012,1013,1014].includes(e)&&e>=1e3&&e<=1999}function Ge(e){return typeof e==`function`&&`constructor`in e&&`CLOSED`in e&&`CLOSING`in e&&`CONNECTING`in e&&`OPEN`in e}var Ke=`everdict.token`;function qe(){return localStorage.getItem(`everdict.token`)??``}function Je(e){e?localStorage.setItem(Ke,e):localStorage.removeItem(Ke),ht()}var Ye=new Set;function Xe(){qe()&&Ye.forEach(e=>e())}function Ze(e){return Ye.add(e),()=>Ye.delete(e)}var Qe=class extends Error{code;constructor(e,t){super(e),this.code=t}get notAvailable(){return this.code===`GRAPHQL_VALIDATION_FAILED`}};function $e(e){let t=e[0];return new Qe(t.message,t.extensions?.code??`ERROR`)}async function W(e,t){return et(e.toString(),t??{})}async function et(e,t={}){let n=qe(),r;try{r=await fetch(`/graphql`,{method:`POST`,headers:{"Content-Type":`application/json`,...n?{Authorization:`Bearer ${n}`}:{}},body:JSON.stringify({query:e,variables:t})})}catch{throw lt(!0),new Qe(`The server cannot be reached. It may be restarting: this page retries when it is back.`,`NETWORK`)}r.status>=502&&r.status<=504?lt(!0):lt(!1),r.status===401&&n&&Xe();let i;try{i=await r.json()}catch{throw new Qe(`${r.status} ${r.statusText}`,r.status===401?`UNAUTHENTICATED`:`HTTP`)}if(i.errors?.length)throw $e(i.errors);if(!r.ok||i.data==null)throw new Qe(`${r.status} ${r.statusText}`,`HTTP`);return i.data}var tt=null,nt=new Set,rt=`closed`;function it(e){rt=e,nt.forEach(t=>t(e))}var at=!1,ot=new Set,st=new Set,ct=null;function lt(e){at!==e&&(at=e,ot.forEach(t=>t(e)),e&&!ct&&(ct=setInterval(()=>{fetch(`/healthz`).then(e=>e.ok&&lt(!1)).catch(()=>{})},2e3)),e||(ct&&clearInterval(ct),ct=null,st.forEach(e=>e())))}function ut(e){return ot.add(e),e(at),()=>ot.delete(e)}function dt(e){return st.add(e),()=>st.delete(e)}var ft=e=>e?.code===1e3;function pt(e){return nt.add(e),e(rt),()=>nt.delete(e)}function mt(){return tt||=Ve({url:`${location.protocol===`https:`?`wss:`:`ws:`}//${location.host}/graphql`,connectionParams:()=>({Authorization:`Bearer ${qe()}`}),retryAttempts:1/0,shouldRetry:()=>!0,retryWait:async e=>new Promise(t=>setTimeout(t,Math.min(1e3*2**e,15e3))),on:{connecting:()=>it(`connecting`),connected:()=>(it(`connected`),lt(!1)),closed:e=>{it(`closed`);let t=e?.code;if(t===4401||t===4403)return Xe();ft(e)||lt(!0)}}}),tt}function ht(){tt?.dispose(),tt=null}function gt(e,t,n){return mt().subscribe({query:e.toString(),variables:t},{next:e=>{if(e.errors?.length){let t=$e(e.errors);t.code===`UNAUTHENTICATED`&&Xe(),n.error?.(t)}else e.data&&n.next(e.data)},error:e=>{if(Array.isArray(e)){let t=$e(e);t.code===`UNAUTHENTICATED`&&Xe(),n.error?.(t)}else n.error?.(new Qe(e instanceof Error?e.message:`subscription closed`,`SUBSCRIPTION`))},complete:()=>n.complete?.()})}function _t(e){let t=e.message.replace(/^ent: /,``).replace(/[;,.]?\s*\(?set (it|them) with setSecret\)?\.?/i,` (add them on the Admin page, under Secrets)`).trim();switch(e.code){case`NOT_FOUND`:return`Not found: it does not exist, or it belongs to another tenant.`;case`UNAUTHENTICATED`:return`Your token is no longer valid (revoked or expired): sign in again.`;case`FORBIDDEN`:return`Your role may not do this: ask an admin of your tenant. (${t})`;case`NETWORK`:return t;case`UNAVAILABLE`:return`The server is busy or its database does not answer: try again in a moment.`;case`RATE_LIMITED`:return`Too many at once: ${t}`;case`INTERNAL`:{let t=/request ([\w-]+)/.exec(e.message)?.[1];return`Something went wrong on the server${t?` (request ${t})`:``}. Try again; if it keeps happening, give an operator that request id.`}}return t}function vt(e,t){return(e===`STEPS`||e===`COST`||e===`LATENCY`)&&t==null}var yt=e=>e.replace(/[;,.]?\s*\(?set (it|them) with setSecret\)?\.?/i,``).trim();function bt(e,t){return t==null?`nothing`:e===`COST`?`$${t.toFixed(4).replace(/0+$/,``).replace(/\.$/,``)}`:e===`LATENCY`?t>=1e3?`${(t/1e3).toFixed(1)} s`:`${t} ms`:String(t)}function xt(e){let t=e.error;if(t)return t.class===`CANCELED`?{tone:`canceled`,lead:`Canceled`,text:yt(t.message)||`the run was canceled`}:t.code===`CLONE_FAILED`?{tone:`error`,lead:`Error`,text:`the clone failed: ${yt(t.message)}`}:{tone:`error`,lead:`Error`,text:yt(t.message)||t.code.toLowerCase().replace(/_/g,` `)};let n=e.result;if(!n)return e.status===`QUEUED`?{tone:`pending`,lead:`Queued`,text:`waiting for a slot on its runtime`}:e.status===`RUNNING`?{tone:`pending`,lead:`Running`,text:`the harness is working`}:{tone:`pending`,lead:e.status,text:`no result`};let r=e.case?.graders??[],i=n.verdict.toUpperCase();if(i===`UNSCORED`){let e=n.graders.findIndex(e=>e.judge&&(e.judge.unscoredReason!==``||e.judge.score==null)),t=e>=0?n.graders[e].judge?.unscoredReason:``;return{tone:`unscored`,lead:`UNSCORED`,text:`the judge could not grade${t?`: ${t}`:``}`,grader:e>=0?e:void 0}}if(i===`PASS`){let e=n.graders.filter((e,t)=>!vt(e.kind,r[t]?.max)).length;return{tone:`pass`,lead:`PASS`,text:e?`every grader passed (${e})`:`the harness exited with code 0`}}for(let e=0;e<n.graders.length;e++){let t=n.graders[e],i=r[e]?.max;if(!(t.passed||vt(t.kind,i))){switch(t.kind){case`TESTS_PASS`:return{tone:`fail`,lead:`FAIL`,text:t.value==null?`the tests did not run`:`tests failed (exit ${t.value})`,grader:e};case`JUDGE`:return{tone:`fail`,lead:`FAIL`,text:`the judge failed it (score ${t.judge?.score?.toFixed(2)??`—`})`,grader:e};case`STEPS`:return{tone:`fail`,lead:`FAIL`,text:`${bt(t.kind,t.value)} steps, over the limit of ${i}`,grader:e};case`COST`:return{tone:`fail`,lead:`FAIL`,text:`cost ${bt(t.kind,t.value)}, over the limit of ${bt(t.kind,i)}`,grader:e};case`LATENCY`:return{tone:`fail`,lead:`FAIL`,text:`took ${bt(t.kind,t.value)}, over the limit of ${bt(t.kind,i)}`,grader:e}}return{tone:`fail`,lead:`FAIL`,text:`the ${t.kind} grader failed`,grader:e}}}return n.limitHit?{tone:`fail`,lead:`FAIL`,text:`the harness hit its ${n.limitHit.toLowerCase()} limit`}:n.exitCode==null?{tone:`fail`,lead:`FAIL`,text:`the harness ended without an exit code`}:n.exitCode===0?{tone:`fail`,lead:`FAIL`,text:`a grader failed`}:{tone:`fail`,lead:`FAIL`,text:`the harness exited with code ${n.exitCode}`}}function St(e,t){let n=e.toLowerCase();return n===`succeeded`&&t&&t.toUpperCase()!==`PASS`?`st-finished`:`st-${n}`}var Ct={PASS:`Every grader passed.`,FAIL:`A grader failed.`,UNSCORED:`A judge could not grade this run: neither pass nor fail, left out of pass rates.`};function wt(e){let t=e.toUpperCase();return{cls:t in Ct?`v-${t.toLowerCase()}`:`v-other`,label:t,title:Ct[t]??``}}function Tt(e){return e.judge&&(e.judge.unscoredReason!==``||e.judge.score==null)?`unscored`:e.passed?`passed`:`failed`}function Et(e){return e==null?`—`:e.toFixed(2)}var Dt=Symbol.for(`pv`),Ot=0;Array.isArray;function G(t,n,r,i,a,o){n||={};var s,c,l=n;if(`ref`in l&&typeof t!=`function`)for(c in l={},n)c==`ref`?s=n[c]:l[c]=n[c];var u={type:t,props:l,key:r,ref:s,__k:null,__:null,__b:0,__e:null,__c:null,constructor:Dt,__v:--Ot,__i:-1,__u:0};return(a||o)&&(u.__source=a,u.__self=o),e.vnode&&e.vnode(u),u}function kt({status:e,verdict:t}){let n=St(e,t),r=n===`st-finished`?`The run finished; its verdict is ${t}.`:void 0;return G(`span`,{class:`badge ${n}`,title:r,children:e})}function At({verdict:e}){if(!e)return G(`span`,{class:`muted`,children:`—`});let t=wt(e);return G(`span`,{class:`badge ${t.cls}`,title:t.title||void 0,children:t.label})}function K({error:e}){return e?e.notAvailable?G(Mt,{what:`This part of the API`}):G(`p`,{class:`error`,role:`alert`,title:e.code,children:_t(e)}):null}function jt({what:e,title:t=`Not found`}){return G(`section`,{"data-testid":`not-found`,children:[G(`h1`,{children:t}),G(`p`,{children:e}),G(`p`,{children:[G(`a`,{href:`/runs`,children:`Go to runs`}),` · `,G(`a`,{href:`/scorecards`,children:`scorecards`}),` · `,G(`a`,{href:`/runtimes`,children:`runtimes`})]})]})}function Mt({what:e,children:t}){return G(`div`,{class:`notice`,role:`status`,"data-testid":`not-available`,children:[G(`strong`,{children:`Not available on this server.`}),` `,e,` is not part of this server's API yet.`,t]})}function q({label:e,children:t,hint:n}){return G(`label`,{class:`field`,children:[G(`span`,{children:e}),t,n&&G(`small`,{class:`muted`,children:n})]})}function Nt(){return G(`p`,{class:`muted`,"aria-busy":`true`,children:`Loading…`})}function Pt({label:e,question:t,confirmLabel:n,onConfirm:r,busy:i,disabled:a,title:o}){let[s,c]=B(!1);return i?G(`button`,{class:`danger`,disabled:!0,children:i}):s?G(`span`,{class:`confirm`,role:`group`,"aria-label":t,children:[G(`span`,{children:t}),` `,G(`button`,{class:`danger`,ref:e=>e?.focus(),onClick:()=>(c(!1),r()),children:n}),` `,G(`button`,{onClick:()=>c(!1),children:`Keep`})]}):G(`button`,{class:`danger`,onClick:()=>c(!0),disabled:a,title:o,children:e})}function Ft({text:e,target:t,label:n=`Copy`}){let[r,i]=B(``);async function a(){try{await navigator.clipboard.writeText(e),i(`Copied.`)}catch{let e=t();e&&getSelection()?.selectAllChildren(e),i(`Selected: press Ctrl+C (⌘C) to copy.`)}}return G(y,{children:[G(`button`,{type:`button`,onClick:a,children:n}),G(`span`,{class:`muted`,role:`status`,children:r})]})}function It(e,t,n=!1){let[r,i]=B(null),[a,o]=B(null),[s,c]=B(!n),[l,u]=B(0);V(()=>{if(n)return;let r=!0;return c(!0),W(e,t).then(e=>r&&(i(e),o(null))).catch(e=>r&&o(Lt(e))).finally(()=>r&&c(!1)),()=>{r=!1}},[JSON.stringify(t),l,n]);let d=be(()=>u(e=>e+1),[]);return V(()=>dt(d),[]),{data:r,error:a,loading:s,reload:d,set:be(e=>i(t=>t&&e(t)),[])}}function Lt(e){return e instanceof Qe?e:new Qe(e instanceof Error?e.message:String(e),`NETWORK`)}function Rt(e=1e3){let[t,n]=B(Date.now());return V(()=>{let t=setInterval(()=>n(Date.now()),e);return()=>clearInterval(t)},[e]),t}var zt=null;function Bt(){let[e,t]=B();return V(()=>{zt??=et(`{ __schema { queryType { name fields { name } } mutationType { name fields { name } } subscriptionType { name fields { name } } } }`).then(e=>{let t=new Set;for(let n of Object.values(e.__schema))n?.fields.forEach(e=>t.add(`${n.name}.${e.name}`));return{fields:t}}).catch(()=>({fields:null})),zt.then(t)},[]),e}function Vt(){zt=null}var J=class extends String{__apiType;value;__meta__;constructor(e,t){super(e),this.value=e,this.__meta__=t}toString(){return this.value}},Ht=new J(`
    fragment RunRow on Run {
  id
  correlationId
  status
  runtime
  runtimeVersion
  harnessName
  harnessVersion
  caseID
  trigger
  createdAt
  startedAt
  finishedAt
  costUsd
  judgeCostUsd
  phase
  attemptCount
  scorecardID
  try
  result {
    verdict
    exitCode
  }
  error {
    code
    class
  }
}
    `,{fragmentName:`RunRow`}),Ut=new J(`
    fragment RunFull on Run {
  ...RunRow
  priority
  model
  placementPolicy
  liveTrace {
    traceId
    provider
    url
  }
  createdBy
  harnessVersion
  attempt
  answer
  answerCut
  waitingReason {
    code
    message
    position
  }
  case {
    id
    task
    image
    browser
    osUse
    repo {
      url
      ref
    }
    files {
      path
    }
    timeoutSec
    resources {
      memoryMb
      cpu
    }
    graders {
      kind
      command
      max
      rubric
      model
      samples
      passThreshold
      inputs
    }
    expected
  }
  harness {
    name
    version
    registered
    command
    image
    env {
      name
      secretRef
    }
  }
  result {
    verdict
    steps
    costUsd
    latencyMs
    exitCode
    limitHit
    output
    graders {
      kind
      passed
      value
      judge {
        score
        reasoning
        judgeModel
        selfGraded
        templateVersion
        unscoredReason
        attempts
        usage {
          inputTokens
          outputTokens
          costUsd
        }
      }
    }
    usage {
      inputTokens
      outputTokens
      steps
      costUsd
    }
  }
  error {
    code
    class
    message
  }
}
    fragment RunRow on Run {
  id
  correlationId
  status
  runtime
  runtimeVersion
  harnessName
  harnessVersion
  caseID
  trigger
  createdAt
  startedAt
  finishedAt
  costUsd
  judgeCostUsd
  phase
  attemptCount
  scorecardID
  try
  result {
    verdict
    exitCode
  }
  error {
    code
    class
  }
}`,{fragmentName:`RunFull`}),Wt=new J(`
    fragment TokenRow on APIToken {
  id
  subject
  role
  createdAt
  lastUsedAt
  expiresAt
  revokedAt
}
    `,{fragmentName:`TokenRow`}),Gt=new J(`
    fragment ScorecardRow on Scorecard {
  id
  name
  harnessName
  runtime
  status
  total
  createdBy
  createdAt
  finishedAt
}
    `,{fragmentName:`ScorecardRow`}),Kt=new J(`
    fragment ScorecardFull on Scorecard {
  ...ScorecardRow
  maxAttempts
  priority
  waitingReason
  aggregate {
    cases
    queued
    running
    passed
    failed
    errored
    canceled
    unscored
    retries
    passRate
    passRateLow
    passRateHigh
    costUsd
    judgeCostUsd
    latencyP50Ms
    latencyP95Ms
    runtimes {
      runtime
      cases
      passed
      failed
      errored
      costUsd
    }
    models {
      model
      cases
      passed
      failed
      errored
      passRate
      costUsd
    }
    graders {
      kind
      passed
      failed
      unscored
    }
    failures {
      class
      code
      count
    }
  }
}
    fragment ScorecardRow on Scorecard {
  id
  name
  harnessName
  runtime
  status
  total
  createdBy
  createdAt
  finishedAt
}`,{fragmentName:`ScorecardFull`}),qt=new J(`
    fragment ScorecardSide on Scorecard {
  id
  name
  status
  total
  createdAt
  aggregate {
    cases
    passed
    failed
    errored
    passRate
    passRateLow
    passRateHigh
    runtimes {
      runtime
      cases
      passed
      failed
      errored
    }
  }
}
    `,{fragmentName:`ScorecardSide`}),Jt=new J(`
    fragment ModelProviderRow on ModelProvider {
  name
  kind
  baseUrl
  apiKeySecret
  inputUsdPerMTok
  outputUsdPerMTok
  updatedAt
}
    `,{fragmentName:`ModelProviderRow`}),Yt={"\n  query Viewer {\n    viewer {\n      subject\n      role\n      tenant {\n        slug\n        weight\n        maxConcurrent\n        maxQueueDepth\n        budgetUsd\n        spentUsd\n        budgetPeriod\n        trusted\n      }\n    }\n  }\n":new J(`
    query Viewer {
  viewer {
    subject
    role
    tenant {
      slug
      weight
      maxConcurrent
      maxQueueDepth
      budgetUsd
      spentUsd
      budgetPeriod
      trusted
    }
  }
}
    `),"\n  fragment RunRow on Run {\n    id\n    correlationId\n    status\n    runtime\n    runtimeVersion\n    harnessName\n    harnessVersion\n    caseID\n    trigger\n    createdAt\n    startedAt\n    finishedAt\n    costUsd\n    judgeCostUsd\n    phase\n    attemptCount\n    scorecardID\n    try\n    result {\n      verdict\n      exitCode\n    }\n    error {\n      code\n      class\n    }\n  }\n":Ht,"\n  query Runs($first: Int!, $after: Cursor, $where: RunWhereInput, $includeChildren: Boolean) {\n    runs(first: $first, after: $after, where: $where, includeChildren: $includeChildren, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...RunRow\n        }\n      }\n    }\n  }\n":new J(`
    query Runs($first: Int!, $after: Cursor, $where: RunWhereInput, $includeChildren: Boolean) {
  runs(
    first: $first
    after: $after
    where: $where
    includeChildren: $includeChildren
    orderBy: {field: CREATED_AT, direction: DESC}
  ) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        ...RunRow
      }
    }
  }
}
    fragment RunRow on Run {
  id
  correlationId
  status
  runtime
  runtimeVersion
  harnessName
  harnessVersion
  caseID
  trigger
  createdAt
  startedAt
  finishedAt
  costUsd
  judgeCostUsd
  phase
  attemptCount
  scorecardID
  try
  result {
    verdict
    exitCode
  }
  error {
    code
    class
  }
}`),"\n  query ScorecardNames($ids: [ID!]!) {\n    scorecards(first: 100, where: { idIn: $ids }) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n":new J(`
    query ScorecardNames($ids: [ID!]!) {
  scorecards(first: 100, where: {idIn: $ids}) {
    edges {
      node {
        id
        name
      }
    }
  }
}
    `),"\n  query FindCaseRun($where: RunWhereInput) {\n    runs(first: 1, where: $where, includeChildren: true, orderBy: { field: CREATED_AT, direction: DESC }) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n":new J(`
    query FindCaseRun($where: RunWhereInput) {
  runs(
    first: 1
    where: $where
    includeChildren: true
    orderBy: {field: CREATED_AT, direction: DESC}
  ) {
    edges {
      node {
        id
      }
    }
  }
}
    `),"\n  subscription RunEvents {\n    runEvents {\n      ...RunRow\n    }\n  }\n":new J(`
    subscription RunEvents {
  runEvents {
    ...RunRow
  }
}
    fragment RunRow on Run {
  id
  correlationId
  status
  runtime
  runtimeVersion
  harnessName
  harnessVersion
  caseID
  trigger
  createdAt
  startedAt
  finishedAt
  costUsd
  judgeCostUsd
  phase
  attemptCount
  scorecardID
  try
  result {
    verdict
    exitCode
  }
  error {
    code
    class
  }
}`),"\n  fragment RunFull on Run {\n    ...RunRow\n    priority\n    model\n    placementPolicy\n    liveTrace {\n      traceId\n      provider\n      url\n    }\n    createdBy\n    harnessVersion\n    attempt\n    answer\n    answerCut\n    waitingReason {\n      code\n      message\n      position\n    }\n    case {\n      id\n      task\n      image\n      browser\n      osUse\n      repo {\n        url\n        ref\n      }\n      files {\n        path\n      }\n      timeoutSec\n      resources {\n        memoryMb\n        cpu\n      }\n      graders {\n        kind\n        command\n        max\n        rubric\n        model\n        samples\n        passThreshold\n        inputs\n      }\n      expected\n    }\n    harness {\n      name\n      version\n      registered\n      command\n      image\n      env {\n        name\n        secretRef\n      }\n    }\n    result {\n      verdict\n      steps\n      costUsd\n      latencyMs\n      exitCode\n      limitHit\n      output\n      graders {\n        kind\n        passed\n        value\n        judge {\n          score\n          reasoning\n          judgeModel\n          selfGraded\n          templateVersion\n          unscoredReason\n          attempts\n          usage {\n            inputTokens\n            outputTokens\n            costUsd\n          }\n        }\n      }\n      usage {\n        inputTokens\n        outputTokens\n        steps\n        costUsd\n      }\n    }\n    error {\n      code\n      class\n      message\n    }\n  }\n":Ut,"\n  query Run($id: ID!) {\n    run(id: $id) {\n      ...RunFull\n    }\n  }\n":new J(`
    query Run($id: ID!) {
  run(id: $id) {
    ...RunFull
  }
}
    fragment RunRow on Run {
  id
  correlationId
  status
  runtime
  runtimeVersion
  harnessName
  harnessVersion
  caseID
  trigger
  createdAt
  startedAt
  finishedAt
  costUsd
  judgeCostUsd
  phase
  attemptCount
  scorecardID
  try
  result {
    verdict
    exitCode
  }
  error {
    code
    class
  }
}
fragment RunFull on Run {
  ...RunRow
  priority
  model
  placementPolicy
  liveTrace {
    traceId
    provider
    url
  }
  createdBy
  harnessVersion
  attempt
  answer
  answerCut
  waitingReason {
    code
    message
    position
  }
  case {
    id
    task
    image
    browser
    osUse
    repo {
      url
      ref
    }
    files {
      path
    }
    timeoutSec
    resources {
      memoryMb
      cpu
    }
    graders {
      kind
      command
      max
      rubric
      model
      samples
      passThreshold
      inputs
    }
    expected
  }
  harness {
    name
    version
    registered
    command
    image
    env {
      name
      secretRef
    }
  }
  result {
    verdict
    steps
    costUsd
    latencyMs
    exitCode
    limitHit
    output
    graders {
      kind
      passed
      value
      judge {
        score
        reasoning
        judgeModel
        selfGraded
        templateVersion
        unscoredReason
        attempts
        usage {
          inputTokens
          outputTokens
          costUsd
        }
      }
    }
    usage {
      inputTokens
      outputTokens
      steps
      costUsd
    }
  }
  error {
    code
    class
    message
  }
}`),"\n  query RunArtifacts($id: ID!) {\n    run(id: $id) {\n      id\n      artifacts {\n        name\n        kind\n        size\n        sha256\n        contentType\n        url\n        attempt\n      }\n      result {\n        artifactsDropped {\n          name\n          reason\n        }\n      }\n    }\n  }\n":new J(`
    query RunArtifacts($id: ID!) {
  run(id: $id) {
    id
    artifacts {
      name
      kind
      size
      sha256
      contentType
      url
      attempt
    }
    result {
      artifactsDropped {
        name
        reason
      }
    }
  }
}
    `),"\n  subscription RunUpdated($id: ID!) {\n    runUpdated(id: $id) {\n      ...RunFull\n    }\n  }\n":new J(`
    subscription RunUpdated($id: ID!) {
  runUpdated(id: $id) {
    ...RunFull
  }
}
    fragment RunRow on Run {
  id
  correlationId
  status
  runtime
  runtimeVersion
  harnessName
  harnessVersion
  caseID
  trigger
  createdAt
  startedAt
  finishedAt
  costUsd
  judgeCostUsd
  phase
  attemptCount
  scorecardID
  try
  result {
    verdict
    exitCode
  }
  error {
    code
    class
  }
}
fragment RunFull on Run {
  ...RunRow
  priority
  model
  placementPolicy
  liveTrace {
    traceId
    provider
    url
  }
  createdBy
  harnessVersion
  attempt
  answer
  answerCut
  waitingReason {
    code
    message
    position
  }
  case {
    id
    task
    image
    browser
    osUse
    repo {
      url
      ref
    }
    files {
      path
    }
    timeoutSec
    resources {
      memoryMb
      cpu
    }
    graders {
      kind
      command
      max
      rubric
      model
      samples
      passThreshold
      inputs
    }
    expected
  }
  harness {
    name
    version
    registered
    command
    image
    env {
      name
      secretRef
    }
  }
  result {
    verdict
    steps
    costUsd
    latencyMs
    exitCode
    limitHit
    output
    graders {
      kind
      passed
      value
      judge {
        score
        reasoning
        judgeModel
        selfGraded
        templateVersion
        unscoredReason
        attempts
        usage {
          inputTokens
          outputTokens
          costUsd
        }
      }
    }
    usage {
      inputTokens
      outputTokens
      steps
      costUsd
    }
  }
  error {
    code
    class
    message
  }
}`),"\n  query RunLogs($id: ID!, $fromSeq: Int, $first: Int) {\n    run(id: $id) {\n      id\n      logs(fromSeq: $fromSeq, first: $first) {\n        seq\n        stream\n        text\n        at\n      }\n    }\n  }\n":new J(`
    query RunLogs($id: ID!, $fromSeq: Int, $first: Int) {
  run(id: $id) {
    id
    logs(fromSeq: $fromSeq, first: $first) {
      seq
      stream
      text
      at
    }
  }
}
    `),"\n  subscription RunLogTail($id: ID!, $fromSeq: Int) {\n    runLogs(id: $id, fromSeq: $fromSeq) {\n      seq\n      stream\n      text\n      at\n    }\n  }\n":new J(`
    subscription RunLogTail($id: ID!, $fromSeq: Int) {
  runLogs(id: $id, fromSeq: $fromSeq) {
    seq
    stream
    text
    at
  }
}
    `),"\n  query RunLogMeta($id: ID!) {\n    run(id: $id) {\n      id\n      lastLogSeq\n    }\n  }\n":new J(`
    query RunLogMeta($id: ID!) {
  run(id: $id) {
    id
    lastLogSeq
  }
}
    `),"\n  query RunLogSearch($id: ID!, $query: String!, $after: Int) {\n    run(id: $id) {\n      id\n      logSearch(query: $query, after: $after, first: 100) {\n        total\n        seqs\n      }\n    }\n  }\n":new J(`
    query RunLogSearch($id: ID!, $query: String!, $after: Int) {
  run(id: $id) {
    id
    logSearch(query: $query, after: $after, first: 100) {
      total
      seqs
    }
  }
}
    `),"\n  mutation CancelRun($id: ID!) {\n    cancelRun(id: $id) {\n      ...RunFull\n    }\n  }\n":new J(`
    mutation CancelRun($id: ID!) {
  cancelRun(id: $id) {
    ...RunFull
  }
}
    fragment RunRow on Run {
  id
  correlationId
  status
  runtime
  runtimeVersion
  harnessName
  harnessVersion
  caseID
  trigger
  createdAt
  startedAt
  finishedAt
  costUsd
  judgeCostUsd
  phase
  attemptCount
  scorecardID
  try
  result {
    verdict
    exitCode
  }
  error {
    code
    class
  }
}
fragment RunFull on Run {
  ...RunRow
  priority
  model
  placementPolicy
  liveTrace {
    traceId
    provider
    url
  }
  createdBy
  harnessVersion
  attempt
  answer
  answerCut
  waitingReason {
    code
    message
    position
  }
  case {
    id
    task
    image
    browser
    osUse
    repo {
      url
      ref
    }
    files {
      path
    }
    timeoutSec
    resources {
      memoryMb
      cpu
    }
    graders {
      kind
      command
      max
      rubric
      model
      samples
      passThreshold
      inputs
    }
    expected
  }
  harness {
    name
    version
    registered
    command
    image
    env {
      name
      secretRef
    }
  }
  result {
    verdict
    steps
    costUsd
    latencyMs
    exitCode
    limitHit
    output
    graders {
      kind
      passed
      value
      judge {
        score
        reasoning
        judgeModel
        selfGraded
        templateVersion
        unscoredReason
        attempts
        usage {
          inputTokens
          outputTokens
          costUsd
        }
      }
    }
    usage {
      inputTokens
      outputTokens
      steps
      costUsd
    }
  }
  error {
    code
    class
    message
  }
}`),"\n  mutation ExecInRun($id: ID!, $command: [String!]!) {\n    execInRun(id: $id, command: $command) {\n      stdout\n      stderr\n      exitCode\n      timedOut\n      truncated\n    }\n  }\n":new J(`
    mutation ExecInRun($id: ID!, $command: [String!]!) {
  execInRun(id: $id, command: $command) {
    stdout
    stderr
    exitCode
    timedOut
    truncated
  }
}
    `),"\n  mutation IssueTerminalTicket($id: ID!) {\n    issueTerminalTicket(id: $id) {\n      url\n      expiresAt\n    }\n  }\n":new J(`
    mutation IssueTerminalTicket($id: ID!) {
  issueTerminalTicket(id: $id) {
    url
    expiresAt
  }
}
    `),"\n  subscription RunScreen($id: ID!) {\n    runScreen(id: $id) {\n      at\n      png\n      unavailable\n    }\n  }\n":new J(`
    subscription RunScreen($id: ID!) {
  runScreen(id: $id) {
    at
    png
    unavailable
  }
}
    `),"\n  mutation SaveRunScreen($id: ID!) {\n    saveRunScreen(id: $id) {\n      name\n      size\n    }\n  }\n":new J(`
    mutation SaveRunScreen($id: ID!) {
  saveRunScreen(id: $id) {
    name
    size
  }
}
    `),"\n  mutation SubmitRun($input: SubmitRunInput!) {\n    submitRun(input: $input) {\n      id\n    }\n  }\n":new J(`
    mutation SubmitRun($input: SubmitRunInput!) {
  submitRun(input: $input) {
    id
  }
}
    `),"\n  query Runtimes($first: Int!, $after: Cursor) {\n    runtimes(first: $first, after: $after, orderBy: { field: NAME, direction: ASC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          kind\n          shared\n          createdAt\n          latest {\n            version\n            capabilities\n            tags\n          }\n        }\n      }\n    }\n  }\n":new J(`
    query Runtimes($first: Int!, $after: Cursor) {
  runtimes(first: $first, after: $after, orderBy: {field: NAME, direction: ASC}) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        id
        name
        kind
        shared
        createdAt
        latest {
          version
          capabilities
          tags
        }
      }
    }
  }
}
    `),"\n  query Runtime($name: String!) {\n    runtime(name: $name) {\n      id\n      name\n      kind\n      shared\n      createdAt\n      versions {\n        id\n        version\n        capabilities\n        archived\n        createdAt\n        tags\n        spec {\n          costPerHourUsd\n          capabilities\n          admission {\n            maxConcurrent\n            memoryBudgetMb\n            cpuBudget\n          }\n          local {\n            hardened\n          }\n          nomad {\n            addr\n            region\n            namespace\n            datacenters\n            driver\n            dockerRuntime\n            authSecret\n          }\n          k8s {\n            apiServer\n            context\n            namespace\n            runtimeClass\n            kubeconfigSecret\n          }\n        }\n      }\n    }\n  }\n":new J(`
    query Runtime($name: String!) {
  runtime(name: $name) {
    id
    name
    kind
    shared
    createdAt
    versions {
      id
      version
      capabilities
      archived
      createdAt
      tags
      spec {
        costPerHourUsd
        capabilities
        admission {
          maxConcurrent
          memoryBudgetMb
          cpuBudget
        }
        local {
          hardened
        }
        nomad {
          addr
          region
          namespace
          datacenters
          driver
          dockerRuntime
          authSecret
        }
        k8s {
          apiServer
          context
          namespace
          runtimeClass
          kubeconfigSecret
        }
      }
    }
  }
}
    `),"\n  mutation ValidateRuntime($input: RuntimeSpecInput!) {\n    validateRuntime(input: $input) {\n      valid\n      problems {\n        field\n        message\n      }\n      capabilities\n    }\n  }\n":new J(`
    mutation ValidateRuntime($input: RuntimeSpecInput!) {
  validateRuntime(input: $input) {
    valid
    problems {
      field
      message
    }
    capabilities
  }
}
    `),"\n  mutation RegisterRuntime($input: RuntimeSpecInput!) {\n    registerRuntime(input: $input) {\n      version\n      capabilities\n    }\n  }\n":new J(`
    mutation RegisterRuntime($input: RuntimeSpecInput!) {
  registerRuntime(input: $input) {
    version
    capabilities
  }
}
    `),"\n  mutation ProbeRuntime($name: String!, $ref: String) {\n    probeRuntime(name: $name, ref: $ref) {\n      reachable\n      authenticated\n      hardened\n      message\n      capabilities\n    }\n  }\n":new J(`
    mutation ProbeRuntime($name: String!, $ref: String) {
  probeRuntime(name: $name, ref: $ref) {
    reachable
    authenticated
    hardened
    message
    capabilities
  }
}
    `),"\n  mutation SetRuntimeVersionTags($name: String!, $version: Int!, $tags: [String!]!) {\n    setRuntimeVersionTags(name: $name, version: $version, tags: $tags) {\n      version\n      tags\n    }\n  }\n":new J(`
    mutation SetRuntimeVersionTags($name: String!, $version: Int!, $tags: [String!]!) {
  setRuntimeVersionTags(name: $name, version: $version, tags: $tags) {
    version
    tags
  }
}
    `),"\n  mutation ArchiveRuntimeVersion($name: String!, $version: Int!) {\n    archiveRuntimeVersion(name: $name, version: $version) {\n      version\n      archived\n    }\n  }\n":new J(`
    mutation ArchiveRuntimeVersion($name: String!, $version: Int!) {
  archiveRuntimeVersion(name: $name, version: $version) {
    version
    archived
  }
}
    `),"\n  mutation UnarchiveRuntimeVersion($name: String!, $version: Int!) {\n    unarchiveRuntimeVersion(name: $name, version: $version) {\n      version\n      archived\n    }\n  }\n":new J(`
    mutation UnarchiveRuntimeVersion($name: String!, $version: Int!) {
  unarchiveRuntimeVersion(name: $name, version: $version) {
    version
    archived
  }
}
    `),"\n  query CapabilityVocabulary {\n    capabilityVocabulary {\n      name\n      kind\n    }\n  }\n":new J(`
    query CapabilityVocabulary {
  capabilityVocabulary {
    name
    kind
  }
}
    `),"\n  subscription QueueSnapshot {\n    queueSnapshot {\n      generatedAt\n      tenants {\n        tenant\n        queued\n        running\n        weight\n      }\n      runtimes {\n        runtime\n        slots\n        inFlight\n        circuit\n      }\n    }\n  }\n":new J(`
    subscription QueueSnapshot {
  queueSnapshot {
    generatedAt
    tenants {
      tenant
      queued
      running
      weight
    }
    runtimes {
      runtime
      slots
      inFlight
      circuit
    }
  }
}
    `),"\n  query QueuedRuns {\n    runs(first: 50, where: { status: QUEUED }, includeChildren: true, orderBy: { field: CREATED_AT, direction: ASC }) {\n      totalCount\n      edges {\n        node {\n          id\n          correlationId\n          runtime\n          createdAt\n          waitingReason {\n            code\n            message\n            position\n          }\n        }\n      }\n    }\n  }\n":new J(`
    query QueuedRuns {
  runs(
    first: 50
    where: {status: QUEUED}
    includeChildren: true
    orderBy: {field: CREATED_AT, direction: ASC}
  ) {
    totalCount
    edges {
      node {
        id
        correlationId
        runtime
        createdAt
        waitingReason {
          code
          message
          position
        }
      }
    }
  }
}
    `),"\n  mutation SetTenantPolicy($input: TenantPolicyInput!) {\n    setTenantPolicy(input: $input) {\n      slug\n      weight\n      maxConcurrent\n      maxQueueDepth\n      budgetUsd\n      spentUsd\n      budgetPeriod\n      trusted\n    }\n  }\n":new J(`
    mutation SetTenantPolicy($input: TenantPolicyInput!) {
  setTenantPolicy(input: $input) {
    slug
    weight
    maxConcurrent
    maxQueueDepth
    budgetUsd
    spentUsd
    budgetPeriod
    trusted
  }
}
    `),"\n  mutation SetSecret($name: String!, $value: String!, $purpose: SecretPurpose, $personal: Boolean) {\n    setSecret(name: $name, value: $value, purpose: $purpose, personal: $personal) {\n      name\n      purpose\n      owner\n      updatedAt\n    }\n  }\n":new J(`
    mutation SetSecret($name: String!, $value: String!, $purpose: SecretPurpose, $personal: Boolean) {
  setSecret(name: $name, value: $value, purpose: $purpose, personal: $personal) {
    name
    purpose
    owner
    updatedAt
  }
}
    `),"\n  mutation RotateWebhookSecret {\n    rotateWebhookSecret\n  }\n":new J(`
    mutation RotateWebhookSecret {
  rotateWebhookSecret
}
    `),"\n  fragment TokenRow on APIToken {\n    id\n    subject\n    role\n    createdAt\n    lastUsedAt\n    expiresAt\n    revokedAt\n  }\n":Wt,"\n  query Tokens {\n    tokens {\n      ...TokenRow\n    }\n  }\n":new J(`
    query Tokens {
  tokens {
    ...TokenRow
  }
}
    fragment TokenRow on APIToken {
  id
  subject
  role
  createdAt
  lastUsedAt
  expiresAt
  revokedAt
}`),"\n  mutation CreateToken($role: Role!, $subject: String, $expiresIn: Int) {\n    createToken(role: $role, subject: $subject, expiresIn: $expiresIn) {\n      token\n      apiToken {\n        ...TokenRow\n      }\n    }\n  }\n":new J(`
    mutation CreateToken($role: Role!, $subject: String, $expiresIn: Int) {
  createToken(role: $role, subject: $subject, expiresIn: $expiresIn) {
    token
    apiToken {
      ...TokenRow
    }
  }
}
    fragment TokenRow on APIToken {
  id
  subject
  role
  createdAt
  lastUsedAt
  expiresAt
  revokedAt
}`),"\n  mutation RevokeToken($id: ID!) {\n    revokeToken(id: $id) {\n      ...TokenRow\n    }\n  }\n":new J(`
    mutation RevokeToken($id: ID!) {
  revokeToken(id: $id) {
    ...TokenRow
  }
}
    fragment TokenRow on APIToken {
  id
  subject
  role
  createdAt
  lastUsedAt
  expiresAt
  revokedAt
}`),"\n  query Secrets {\n    secrets {\n      name\n      purpose\n      owner\n      createdAt\n      updatedAt\n    }\n  }\n":new J(`
    query Secrets {
  secrets {
    name
    purpose
    owner
    createdAt
    updatedAt
  }
}
    `),"\n  fragment ScorecardRow on Scorecard {\n    id\n    name\n    harnessName\n    runtime\n    status\n    total\n    createdBy\n    createdAt\n    finishedAt\n  }\n":Gt,"\n  query Scorecards($first: Int!, $after: Cursor) {\n    scorecards(first: $first, after: $after, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...ScorecardRow\n          aggregate {\n            cases\n            passed\n            failed\n            errored\n            unscored\n            passRate\n          }\n        }\n      }\n    }\n  }\n":new J(`
    query Scorecards($first: Int!, $after: Cursor) {
  scorecards(
    first: $first
    after: $after
    orderBy: {field: CREATED_AT, direction: DESC}
  ) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        ...ScorecardRow
        aggregate {
          cases
          passed
          failed
          errored
          unscored
          passRate
        }
      }
    }
  }
}
    fragment ScorecardRow on Scorecard {
  id
  name
  harnessName
  runtime
  status
  total
  createdBy
  createdAt
  finishedAt
}`),"\n  fragment ScorecardFull on Scorecard {\n    ...ScorecardRow\n    maxAttempts\n    priority\n    waitingReason\n    aggregate {\n      cases\n      queued\n      running\n      passed\n      failed\n      errored\n      canceled\n      unscored\n      retries\n      passRate\n      passRateLow\n      passRateHigh\n      costUsd\n      judgeCostUsd\n      latencyP50Ms\n      latencyP95Ms\n      runtimes {\n        runtime\n        cases\n        passed\n        failed\n        errored\n        costUsd\n      }\n      models {\n        model\n        cases\n        passed\n        failed\n        errored\n        passRate\n        costUsd\n      }\n      graders {\n        kind\n        passed\n        failed\n        unscored\n      }\n      failures {\n        class\n        code\n        count\n      }\n    }\n  }\n":Kt,"\n  query Scorecard($id: ID!) {\n    scorecard(id: $id) {\n      ...ScorecardFull\n    }\n  }\n":new J(`
    query Scorecard($id: ID!) {
  scorecard(id: $id) {
    ...ScorecardFull
  }
}
    fragment ScorecardRow on Scorecard {
  id
  name
  harnessName
  runtime
  status
  total
  createdBy
  createdAt
  finishedAt
}
fragment ScorecardFull on Scorecard {
  ...ScorecardRow
  maxAttempts
  priority
  waitingReason
  aggregate {
    cases
    queued
    running
    passed
    failed
    errored
    canceled
    unscored
    retries
    passRate
    passRateLow
    passRateHigh
    costUsd
    judgeCostUsd
    latencyP50Ms
    latencyP95Ms
    runtimes {
      runtime
      cases
      passed
      failed
      errored
      costUsd
    }
    models {
      model
      cases
      passed
      failed
      errored
      passRate
      costUsd
    }
    graders {
      kind
      passed
      failed
      unscored
    }
    failures {
      class
      code
      count
    }
  }
}`),"\n  subscription ScorecardUpdated($id: ID!) {\n    scorecardUpdated(id: $id) {\n      ...ScorecardFull\n    }\n  }\n":new J(`
    subscription ScorecardUpdated($id: ID!) {
  scorecardUpdated(id: $id) {
    ...ScorecardFull
  }
}
    fragment ScorecardRow on Scorecard {
  id
  name
  harnessName
  runtime
  status
  total
  createdBy
  createdAt
  finishedAt
}
fragment ScorecardFull on Scorecard {
  ...ScorecardRow
  maxAttempts
  priority
  waitingReason
  aggregate {
    cases
    queued
    running
    passed
    failed
    errored
    canceled
    unscored
    retries
    passRate
    passRateLow
    passRateHigh
    costUsd
    judgeCostUsd
    latencyP50Ms
    latencyP95Ms
    runtimes {
      runtime
      cases
      passed
      failed
      errored
      costUsd
    }
    models {
      model
      cases
      passed
      failed
      errored
      passRate
      costUsd
    }
    graders {
      kind
      passed
      failed
      unscored
    }
    failures {
      class
      code
      count
    }
  }
}`),"\n  mutation CancelScorecard($id: ID!) {\n    cancelScorecard(id: $id) {\n      ...ScorecardFull\n    }\n  }\n":new J(`
    mutation CancelScorecard($id: ID!) {
  cancelScorecard(id: $id) {
    ...ScorecardFull
  }
}
    fragment ScorecardRow on Scorecard {
  id
  name
  harnessName
  runtime
  status
  total
  createdBy
  createdAt
  finishedAt
}
fragment ScorecardFull on Scorecard {
  ...ScorecardRow
  maxAttempts
  priority
  waitingReason
  aggregate {
    cases
    queued
    running
    passed
    failed
    errored
    canceled
    unscored
    retries
    passRate
    passRateLow
    passRateHigh
    costUsd
    judgeCostUsd
    latencyP50Ms
    latencyP95Ms
    runtimes {
      runtime
      cases
      passed
      failed
      errored
      costUsd
    }
    models {
      model
      cases
      passed
      failed
      errored
      passRate
      costUsd
    }
    graders {
      kind
      passed
      failed
      unscored
    }
    failures {
      class
      code
      count
    }
  }
}`),"\n  mutation SubmitScorecard($input: SubmitScorecardInput!) {\n    submitScorecard(input: $input) {\n      id\n    }\n  }\n":new J(`
    mutation SubmitScorecard($input: SubmitScorecardInput!) {
  submitScorecard(input: $input) {
    id
  }
}
    `),"\n  query ScorecardRuns($scorecard: Int!, $first: Int!, $after: Cursor) {\n    runs(first: $first, after: $after, where: { scorecardID: $scorecard }, orderBy: { field: CREATED_AT, direction: ASC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...RunRow\n        }\n      }\n    }\n  }\n":new J(`
    query ScorecardRuns($scorecard: Int!, $first: Int!, $after: Cursor) {
  runs(
    first: $first
    after: $after
    where: {scorecardID: $scorecard}
    orderBy: {field: CREATED_AT, direction: ASC}
  ) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        ...RunRow
      }
    }
  }
}
    fragment RunRow on Run {
  id
  correlationId
  status
  runtime
  runtimeVersion
  harnessName
  harnessVersion
  caseID
  trigger
  createdAt
  startedAt
  finishedAt
  costUsd
  judgeCostUsd
  phase
  attemptCount
  scorecardID
  try
  result {
    verdict
    exitCode
  }
  error {
    code
    class
  }
}`),"\n  fragment ScorecardSide on Scorecard {\n    id\n    name\n    status\n    total\n    createdAt\n    aggregate {\n      cases\n      passed\n      failed\n      errored\n      passRate\n      passRateLow\n      passRateHigh\n      runtimes {\n        runtime\n        cases\n        passed\n        failed\n        errored\n      }\n    }\n  }\n":qt,"\n  query CompareScorecards($a: ID!, $b: ID!) {\n    compareScorecards(a: $a, b: $b) {\n      paired\n      regressed\n      fixed\n      passRateA\n      passRateB\n      pValue\n      significant\n    }\n    a: scorecard(id: $a) {\n      ...ScorecardSide\n    }\n    b: scorecard(id: $b) {\n      ...ScorecardSide\n    }\n  }\n":new J(`
    query CompareScorecards($a: ID!, $b: ID!) {
  compareScorecards(a: $a, b: $b) {
    paired
    regressed
    fixed
    passRateA
    passRateB
    pValue
    significant
  }
  a: scorecard(id: $a) {
    ...ScorecardSide
  }
  b: scorecard(id: $b) {
    ...ScorecardSide
  }
}
    fragment ScorecardSide on Scorecard {
  id
  name
  status
  total
  createdAt
  aggregate {
    cases
    passed
    failed
    errored
    passRate
    passRateLow
    passRateHigh
    runtimes {
      runtime
      cases
      passed
      failed
      errored
    }
  }
}`),"\n  query CaseRuns($a: Int!, $b: Int!, $cases: [String!]!) {\n    a: runs(first: 100, where: { scorecardID: $a, caseIDIn: $cases }, orderBy: { field: CREATED_AT, direction: ASC }) {\n      edges {\n        node {\n          id\n          caseID\n          try\n          status\n          result {\n            verdict\n          }\n          error {\n            class\n          }\n        }\n      }\n    }\n    b: runs(first: 100, where: { scorecardID: $b, caseIDIn: $cases }, orderBy: { field: CREATED_AT, direction: ASC }) {\n      edges {\n        node {\n          id\n          caseID\n          try\n          status\n          result {\n            verdict\n          }\n          error {\n            class\n          }\n        }\n      }\n    }\n  }\n":new J(`
    query CaseRuns($a: Int!, $b: Int!, $cases: [String!]!) {
  a: runs(
    first: 100
    where: {scorecardID: $a, caseIDIn: $cases}
    orderBy: {field: CREATED_AT, direction: ASC}
  ) {
    edges {
      node {
        id
        caseID
        try
        status
        result {
          verdict
        }
        error {
          class
        }
      }
    }
  }
  b: runs(
    first: 100
    where: {scorecardID: $b, caseIDIn: $cases}
    orderBy: {field: CREATED_AT, direction: ASC}
  ) {
    edges {
      node {
        id
        caseID
        try
        status
        result {
          verdict
        }
        error {
          class
        }
      }
    }
  }
}
    `),"\n  query Harnesses($first: Int!, $after: Cursor) {\n    harnesses(first: $first, after: $after, orderBy: { field: NAME, direction: ASC }) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          shared\n          latest {\n            version\n          }\n          versions {\n            id\n            version\n            digest\n            archived\n            tags\n            createdAt\n            spec {\n              description\n              command\n              image\n              env {\n                name\n                secretRef\n              }\n              model {\n                default\n                required\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n":new J(`
    query Harnesses($first: Int!, $after: Cursor) {
  harnesses(first: $first, after: $after, orderBy: {field: NAME, direction: ASC}) {
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        id
        name
        shared
        latest {
          version
        }
        versions {
          id
          version
          digest
          archived
          tags
          createdAt
          spec {
            description
            command
            image
            env {
              name
              secretRef
            }
            model {
              default
              required
            }
          }
        }
      }
    }
  }
}
    `),"\n  fragment ModelProviderRow on ModelProvider {\n    name\n    kind\n    baseUrl\n    apiKeySecret\n    inputUsdPerMTok\n    outputUsdPerMTok\n    updatedAt\n  }\n":Jt,"\n  query ModelProviders {\n    modelProviders {\n      ...ModelProviderRow\n    }\n  }\n":new J(`
    query ModelProviders {
  modelProviders {
    ...ModelProviderRow
  }
}
    fragment ModelProviderRow on ModelProvider {
  name
  kind
  baseUrl
  apiKeySecret
  inputUsdPerMTok
  outputUsdPerMTok
  updatedAt
}`),"\n  mutation RegisterModelProvider($input: ModelProviderInput!) {\n    registerModelProvider(input: $input) {\n      ...ModelProviderRow\n    }\n  }\n":new J(`
    mutation RegisterModelProvider($input: ModelProviderInput!) {
  registerModelProvider(input: $input) {
    ...ModelProviderRow
  }
}
    fragment ModelProviderRow on ModelProvider {
  name
  kind
  baseUrl
  apiKeySecret
  inputUsdPerMTok
  outputUsdPerMTok
  updatedAt
}`),"\n  mutation DeleteModelProvider($name: String!) {\n    deleteModelProvider(name: $name)\n  }\n":new J(`
    mutation DeleteModelProvider($name: String!) {
  deleteModelProvider(name: $name)
}
    `)};function Y(e){return Yt[e]??{}}var Xt=Y(`
  query Viewer {
    viewer {
      subject
      role
      tenant {
        slug
        weight
        maxConcurrent
        maxQueueDepth
        budgetUsd
        spentUsd
        budgetPeriod
        trusted
      }
    }
  }
`);Y(`
  fragment RunRow on Run {
    id
    correlationId
    status
    runtime
    runtimeVersion
    harnessName
    harnessVersion
    caseID
    trigger
    createdAt
    startedAt
    finishedAt
    costUsd
    judgeCostUsd
    phase
    attemptCount
    scorecardID
    try
    result {
      verdict
      exitCode
    }
    error {
      code
      class
    }
  }
`);var Zt=Y(`
  query Runs($first: Int!, $after: Cursor, $where: RunWhereInput, $includeChildren: Boolean) {
    runs(first: $first, after: $after, where: $where, includeChildren: $includeChildren, orderBy: { field: CREATED_AT, direction: DESC }) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...RunRow
        }
      }
    }
  }
`),Qt=Y(`
  query ScorecardNames($ids: [ID!]!) {
    scorecards(first: 100, where: { idIn: $ids }) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`),$t=Y(`
  query FindCaseRun($where: RunWhereInput) {
    runs(first: 1, where: $where, includeChildren: true, orderBy: { field: CREATED_AT, direction: DESC }) {
      edges {
        node {
          id
        }
      }
    }
  }
`),en=Y(`
  subscription RunEvents {
    runEvents {
      ...RunRow
    }
  }
`);Y(`
  fragment RunFull on Run {
    ...RunRow
    priority
    model
    placementPolicy
    liveTrace {
      traceId
      provider
      url
    }
    createdBy
    harnessVersion
    attempt
    answer
    answerCut
    waitingReason {
      code
      message
      position
    }
    case {
      id
      task
      image
      browser
      osUse
      repo {
        url
        ref
      }
      files {
        path
      }
      timeoutSec
      resources {
        memoryMb
        cpu
      }
      graders {
        kind
        command
        max
        rubric
        model
        samples
        passThreshold
        inputs
      }
      expected
    }
    harness {
      name
      version
      registered
      command
      image
      env {
        name
        secretRef
      }
    }
    result {
      verdict
      steps
      costUsd
      latencyMs
      exitCode
      limitHit
      output
      graders {
        kind
        passed
        value
        judge {
          score
          reasoning
          judgeModel
          selfGraded
          templateVersion
          unscoredReason
          attempts
          usage {
            inputTokens
            outputTokens
            costUsd
          }
        }
      }
      usage {
        inputTokens
        outputTokens
        steps
        costUsd
      }
    }
    error {
      code
      class
      message
    }
  }
`);var tn=Y(`
  query Run($id: ID!) {
    run(id: $id) {
      ...RunFull
    }
  }
`),nn=Y(`
  query RunArtifacts($id: ID!) {
    run(id: $id) {
      id
      artifacts {
        name
        kind
        size
        sha256
        contentType
        url
        attempt
      }
      result {
        artifactsDropped {
          name
          reason
        }
      }
    }
  }
`),rn=Y(`
  subscription RunUpdated($id: ID!) {
    runUpdated(id: $id) {
      ...RunFull
    }
  }
`);Y(`
  query RunLogs($id: ID!, $fromSeq: Int, $first: Int) {
    run(id: $id) {
      id
      logs(fromSeq: $fromSeq, first: $first) {
        seq
        stream
        text
        at
      }
    }
  }
`);var an=Y(`
  subscription RunLogTail($id: ID!, $fromSeq: Int) {
    runLogs(id: $id, fromSeq: $fromSeq) {
      seq
      stream
      text
      at
    }
  }
`),on=Y(`
  query RunLogMeta($id: ID!) {
    run(id: $id) {
      id
      lastLogSeq
    }
  }
`),sn=Y(`
  query RunLogSearch($id: ID!, $query: String!, $after: Int) {
    run(id: $id) {
      id
      logSearch(query: $query, after: $after, first: 100) {
        total
        seqs
      }
    }
  }
`),cn=Y(`
  mutation CancelRun($id: ID!) {
    cancelRun(id: $id) {
      ...RunFull
    }
  }
`),ln=Y(`
  mutation ExecInRun($id: ID!, $command: [String!]!) {
    execInRun(id: $id, command: $command) {
      stdout
      stderr
      exitCode
      timedOut
      truncated
    }
  }
`),un=Y(`
  mutation IssueTerminalTicket($id: ID!) {
    issueTerminalTicket(id: $id) {
      url
      expiresAt
    }
  }
`),dn=Y(`
  subscription RunScreen($id: ID!) {
    runScreen(id: $id) {
      at
      png
      unavailable
    }
  }
`),fn=Y(`
  mutation SaveRunScreen($id: ID!) {
    saveRunScreen(id: $id) {
      name
      size
    }
  }
`),pn=Y(`
  mutation SubmitRun($input: SubmitRunInput!) {
    submitRun(input: $input) {
      id
    }
  }
`),mn=Y(`
  query Runtimes($first: Int!, $after: Cursor) {
    runtimes(first: $first, after: $after, orderBy: { field: NAME, direction: ASC }) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          name
          kind
          shared
          createdAt
          latest {
            version
            capabilities
            tags
          }
        }
      }
    }
  }
`),hn=Y(`
  query Runtime($name: String!) {
    runtime(name: $name) {
      id
      name
      kind
      shared
      createdAt
      versions {
        id
        version
        capabilities
        archived
        createdAt
        tags
        spec {
          costPerHourUsd
          capabilities
          admission {
            maxConcurrent
            memoryBudgetMb
            cpuBudget
          }
          local {
            hardened
          }
          nomad {
            addr
            region
            namespace
            datacenters
            driver
            dockerRuntime
            authSecret
          }
          k8s {
            apiServer
            context
            namespace
            runtimeClass
            kubeconfigSecret
          }
        }
      }
    }
  }
`),gn=Y(`
  mutation ValidateRuntime($input: RuntimeSpecInput!) {
    validateRuntime(input: $input) {
      valid
      problems {
        field
        message
      }
      capabilities
    }
  }
`),_n=Y(`
  mutation RegisterRuntime($input: RuntimeSpecInput!) {
    registerRuntime(input: $input) {
      version
      capabilities
    }
  }
`),vn=Y(`
  mutation ProbeRuntime($name: String!, $ref: String) {
    probeRuntime(name: $name, ref: $ref) {
      reachable
      authenticated
      hardened
      message
      capabilities
    }
  }
`),yn=Y(`
  mutation SetRuntimeVersionTags($name: String!, $version: Int!, $tags: [String!]!) {
    setRuntimeVersionTags(name: $name, version: $version, tags: $tags) {
      version
      tags
    }
  }
`),bn=Y(`
  mutation ArchiveRuntimeVersion($name: String!, $version: Int!) {
    archiveRuntimeVersion(name: $name, version: $version) {
      version
      archived
    }
  }
`),xn=Y(`
  mutation UnarchiveRuntimeVersion($name: String!, $version: Int!) {
    unarchiveRuntimeVersion(name: $name, version: $version) {
      version
      archived
    }
  }
`);Y(`
  query CapabilityVocabulary {
    capabilityVocabulary {
      name
      kind
    }
  }
`);var Sn=Y(`
  subscription QueueSnapshot {
    queueSnapshot {
      generatedAt
      tenants {
        tenant
        queued
        running
        weight
      }
      runtimes {
        runtime
        slots
        inFlight
        circuit
      }
    }
  }
`),Cn=Y(`
  query QueuedRuns {
    runs(first: 50, where: { status: QUEUED }, includeChildren: true, orderBy: { field: CREATED_AT, direction: ASC }) {
      totalCount
      edges {
        node {
          id
          correlationId
          runtime
          createdAt
          waitingReason {
            code
            message
            position
          }
        }
      }
    }
  }
`),wn=Y(`
  mutation SetTenantPolicy($input: TenantPolicyInput!) {
    setTenantPolicy(input: $input) {
      slug
      weight
      maxConcurrent
      maxQueueDepth
      budgetUsd
      spentUsd
      budgetPeriod
      trusted
    }
  }
`),Tn=Y(`
  mutation SetSecret($name: String!, $value: String!, $purpose: SecretPurpose, $personal: Boolean) {
    setSecret(name: $name, value: $value, purpose: $purpose, personal: $personal) {
      name
      purpose
      owner
      updatedAt
    }
  }
`),En=Y(`
  mutation RotateWebhookSecret {
    rotateWebhookSecret
  }
`);Y(`
  fragment TokenRow on APIToken {
    id
    subject
    role
    createdAt
    lastUsedAt
    expiresAt
    revokedAt
  }
`);var Dn=Y(`
  query Tokens {
    tokens {
      ...TokenRow
    }
  }
`),On=Y(`
  mutation CreateToken($role: Role!, $subject: String, $expiresIn: Int) {
    createToken(role: $role, subject: $subject, expiresIn: $expiresIn) {
      token
      apiToken {
        ...TokenRow
      }
    }
  }
`),kn=Y(`
  mutation RevokeToken($id: ID!) {
    revokeToken(id: $id) {
      ...TokenRow
    }
  }
`),An=Y(`
  query Secrets {
    secrets {
      name
      purpose
      owner
      createdAt
      updatedAt
    }
  }
`);Y(`
  fragment ScorecardRow on Scorecard {
    id
    name
    harnessName
    runtime
    status
    total
    createdBy
    createdAt
    finishedAt
  }
`);var jn=Y(`
  query Scorecards($first: Int!, $after: Cursor) {
    scorecards(first: $first, after: $after, orderBy: { field: CREATED_AT, direction: DESC }) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...ScorecardRow
          aggregate {
            cases
            passed
            failed
            errored
            unscored
            passRate
          }
        }
      }
    }
  }
`);Y(`
  fragment ScorecardFull on Scorecard {
    ...ScorecardRow
    maxAttempts
    priority
    waitingReason
    aggregate {
      cases
      queued
      running
      passed
      failed
      errored
      canceled
      unscored
      retries
      passRate
      passRateLow
      passRateHigh
      costUsd
      judgeCostUsd
      latencyP50Ms
      latencyP95Ms
      runtimes {
        runtime
        cases
        passed
        failed
        errored
        costUsd
      }
      models {
        model
        cases
        passed
        failed
        errored
        passRate
        costUsd
      }
      graders {
        kind
        passed
        failed
        unscored
      }
      failures {
        class
        code
        count
      }
    }
  }
`);var Mn=Y(`
  query Scorecard($id: ID!) {
    scorecard(id: $id) {
      ...ScorecardFull
    }
  }
`),Nn=Y(`
  subscription ScorecardUpdated($id: ID!) {
    scorecardUpdated(id: $id) {
      ...ScorecardFull
    }
  }
`),Pn=Y(`
  mutation CancelScorecard($id: ID!) {
    cancelScorecard(id: $id) {
      ...ScorecardFull
    }
  }
`),Fn=Y(`
  mutation SubmitScorecard($input: SubmitScorecardInput!) {
    submitScorecard(input: $input) {
      id
    }
  }
`),In=Y(`
  query ScorecardRuns($scorecard: Int!, $first: Int!, $after: Cursor) {
    runs(first: $first, after: $after, where: { scorecardID: $scorecard }, orderBy: { field: CREATED_AT, direction: ASC }) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...RunRow
        }
      }
    }
  }
`);Y(`
  fragment ScorecardSide on Scorecard {
    id
    name
    status
    total
    createdAt
    aggregate {
      cases
      passed
      failed
      errored
      passRate
      passRateLow
      passRateHigh
      runtimes {
        runtime
        cases
        passed
        failed
        errored
      }
    }
  }
`);var Ln=Y(`
  query CompareScorecards($a: ID!, $b: ID!) {
    compareScorecards(a: $a, b: $b) {
      paired
      regressed
      fixed
      passRateA
      passRateB
      pValue
      significant
    }
    a: scorecard(id: $a) {
      ...ScorecardSide
    }
    b: scorecard(id: $b) {
      ...ScorecardSide
    }
  }
`),Rn=Y(`
  query CaseRuns($a: Int!, $b: Int!, $cases: [String!]!) {
    a: runs(first: 100, where: { scorecardID: $a, caseIDIn: $cases }, orderBy: { field: CREATED_AT, direction: ASC }) {
      edges {
        node {
          id
          caseID
          try
          status
          result {
            verdict
          }
          error {
            class
          }
        }
      }
    }
    b: runs(first: 100, where: { scorecardID: $b, caseIDIn: $cases }, orderBy: { field: CREATED_AT, direction: ASC }) {
      edges {
        node {
          id
          caseID
          try
          status
          result {
            verdict
          }
          error {
            class
          }
        }
      }
    }
  }
`),zn=Y(`
  query Harnesses($first: Int!, $after: Cursor) {
    harnesses(first: $first, after: $after, orderBy: { field: NAME, direction: ASC }) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          name
          shared
          latest {
            version
          }
          versions {
            id
            version
            digest
            archived
            tags
            createdAt
            spec {
              description
              command
              image
              env {
                name
                secretRef
              }
              model {
                default
                required
              }
            }
          }
        }
      }
    }
  }
`);Y(`
  fragment ModelProviderRow on ModelProvider {
    name
    kind
    baseUrl
    apiKeySecret
    inputUsdPerMTok
    outputUsdPerMTok
    updatedAt
  }
`);var Bn=Y(`
  query ModelProviders {
    modelProviders {
      ...ModelProviderRow
    }
  }
`),Vn=Y(`
  mutation RegisterModelProvider($input: ModelProviderInput!) {
    registerModelProvider(input: $input) {
      ...ModelProviderRow
    }
  }
`),Hn=Y(`
  mutation DeleteModelProvider($name: String!) {
    deleteModelProvider(name: $name)
  }
`);function Un(e){return e==null?`—`:e===0?`$0`:Math.abs(e)<.01?`$${e.toFixed(4)}`:`$${e.toFixed(2)}`}function Wn(e){if(e==null||!Number.isFinite(e)||e<0)return`—`;if(e<1e3)return`${Math.round(e)}ms`;let t=e/1e3;if(t<60)return`${t.toFixed(1)}s`;let n=Math.floor(t/60);return n<60?`${n}m ${String(Math.floor(t%60)).padStart(2,`0`)}s`:`${Math.floor(n/60)}h ${String(n%60).padStart(2,`0`)}m`}function Gn(e,t,n){return e?Wn((t?Date.parse(t):n)-Date.parse(e)):`—`}function Kn(e,t){let n=Math.max(0,Math.round((t-Date.parse(e))/1e3));return n<5?`just now`:n<60?`${n}s ago`:n<3600?`${Math.floor(n/60)}m ago`:n<86400?`${Math.floor(n/3600)}h ago`:`${Math.floor(n/86400)}d ago`}function qn(e){return e==null?`—`:e.toLocaleString(`en-US`)}function Jn(e){let t=/^\s*(?:evd-run-)?(\d+)\s*$/i.exec(e);return t?t[1]:null}function Yn(e){let t=e.trim();if(!t)return null;let n=Jn(t);if(n)return{run:n};let r=/^evd-(\d+)-(.+?)(?:-t(\d+))?$/.exec(t);return r?r[3]?{scorecard:r[1],caseId:r[2],try:Number(r[3])}:{scorecard:r[1],caseId:r[2]}:{caseId:t}}function Xn(e){return[`sh`,`-c`,e]}function Zn(e){if(!e)return null;try{let t=new URL(e);return t.protocol===`https:`||t.protocol===`http:`?t.href:null}catch{return null}}function Qn({t:e}){return G(`dl`,{class:`facts`,"data-testid":`tenant-policy`,children:[G(`dt`,{children:`Tenant`}),G(`dd`,{children:e.slug}),G(`dt`,{children:`Weight`}),G(`dd`,{children:e.weight}),G(`dt`,{children:`Max concurrent`}),G(`dd`,{children:e.maxConcurrent||`no quota`}),G(`dt`,{children:`Max queue depth`}),G(`dd`,{children:e.maxQueueDepth||`no limit`}),G(`dt`,{children:`Budget`}),G(`dd`,{children:[e.budgetUsd==null?`none`:Un(e.budgetUsd),` `,G(`span`,{class:`muted`,children:[`(`,e.budgetPeriod.toLowerCase(),`)`]})]}),G(`dt`,{children:`Spent`}),G(`dd`,{children:Un(e.spentUsd)}),G(`dt`,{children:`Trusted`}),G(`dd`,{children:e.trusted?`yes`:`no`})]})}function $n(e){let t={tenant:e.tenant.trim()},n=e=>e.trim()===``?void 0:Math.trunc(Number(e));return n(e.weight)!=null&&(t.weight=n(e.weight)),n(e.maxConcurrent)!=null&&(t.maxConcurrent=n(e.maxConcurrent)),n(e.maxQueueDepth)!=null&&(t.maxQueueDepth=n(e.maxQueueDepth)),e.budgetUsd.trim()===`none`?t.budgetUsd=null:e.budgetUsd.trim()!==``&&(t.budgetUsd=Number(e.budgetUsd)),e.budgetPeriod&&(t.budgetPeriod=e.budgetPeriod),e.trusted&&(t.trusted=e.trusted===`yes`),t}function er({viewer:e}){let[t,n]=B({tenant:e.tenant.slug,weight:``,maxConcurrent:``,maxQueueDepth:``,budgetUsd:``,budgetPeriod:``,trusted:``}),[r,i]=B(null),[a,o]=B(null),s=e=>t=>{let r=t.currentTarget.value;n(t=>({...t,[e]:r}))};async function c(e){e.preventDefault(),o(null);try{let e=await W(wn,{input:$n(t)});i(e.setTenantPolicy)}catch(e){o(Lt(e))}}return G(`form`,{class:`stack card`,onSubmit:c,"aria-label":`Tenant policy`,children:[G(`h2`,{children:`Tenant policy`}),G(`p`,{class:`muted`,children:`Blank fields stay as they are. 0 clears a quota or limit; budget "none" clears the budget.`}),G(`div`,{class:`row`,children:[G(q,{label:`Tenant`,children:G(`input`,{name:`tenant`,required:!0,value:t.tenant,onInput:s(`tenant`)})}),G(q,{label:`Weight`,children:G(`input`,{name:`weight`,type:`number`,min:1,value:t.weight,onInput:s(`weight`)})}),G(q,{label:`Max concurrent`,children:G(`input`,{name:`maxConcurrent`,type:`number`,min:0,value:t.maxConcurrent,onInput:s(`maxConcurrent`)})}),G(q,{label:`Max queue depth`,children:G(`input`,{name:`maxQueueDepth`,type:`number`,min:0,value:t.maxQueueDepth,onInput:s(`maxQueueDepth`)})})]}),G(`div`,{class:`row`,children:[G(q,{label:`Budget (USD or none)`,children:G(`input`,{name:`budgetUsd`,value:t.budgetUsd,onInput:s(`budgetUsd`)})}),G(q,{label:`Budget period`,children:G(`select`,{name:`budgetPeriod`,value:t.budgetPeriod,onChange:s(`budgetPeriod`),children:[G(`option`,{value:``,children:`unchanged`}),G(`option`,{value:`NONE`,children:`none`}),G(`option`,{value:`MONTH`,children:`month`})]})}),G(q,{label:`Trusted`,children:G(`select`,{name:`trusted`,value:t.trusted,onChange:s(`trusted`),children:[G(`option`,{value:``,children:`unchanged`}),G(`option`,{value:`yes`,children:`yes`}),G(`option`,{value:`no`,children:`no`})]})})]}),G(`button`,{class:`primary`,children:`Save policy`}),G(K,{error:a}),r&&G(Qn,{t:r})]})}function tr({hasList:e,admin:t}){let[n,r]=B(``),[i,a]=B(``),[o,s]=B(`HARNESS`),[c,l]=B(!t),[u,d]=B(``),[f,p]=B(null),m=It(An,{},!e),h=U(null),g=Rt(3e4);async function _(e){e.preventDefault(),p(null);try{let e=await W(Tn,{name:n.trim(),value:i,purpose:c?`HARNESS`:o,personal:c||void 0});d(`${e.setSecret.owner?`Your personal secret`:`Secret`} ${e.setSecret.name} (${e.setSecret.purpose.toLowerCase()}) saved.`),a(``),m.reload()}catch(e){p(Lt(e))}}function v(e,t,n){r(e),s(t),l(n),a(``),d(``),h.current?.focus()}let y=m.data?.secrets??[];return G(`form`,{class:`stack card`,onSubmit:_,"aria-label":`Secrets`,children:[G(`h2`,{children:`Secrets`}),G(`p`,{class:`muted`,children:`Write-only: setting an existing name rotates it. No value is ever shown again. A personal secret is yours alone: it shadows the tenant's of that name in the runs you submit, and no other member sees it.`}),!e&&G(`p`,{class:`muted`,children:`Listing secret names is not available on this server.`}),e&&G(K,{error:m.error}),e&&m.data&&G(`div`,{class:`scroll`,children:G(`table`,{class:`compact`,"data-testid":`secrets`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Name`}),G(`th`,{children:`Purpose`}),G(`th`,{children:`Owner`}),G(`th`,{children:`Set`}),G(`th`,{children:G(`span`,{class:`sr`,children:`Rotate`})})]})}),G(`tbody`,{children:[y.map(e=>G(`tr`,{children:[G(`td`,{children:G(`code`,{children:e.name})}),G(`td`,{children:e.purpose.toLowerCase()}),G(`td`,{children:e.owner?G(`span`,{"data-testid":`secret-owner`,children:[e.owner,` (personal)`]}):G(`span`,{class:`muted`,children:`the tenant`})}),G(`td`,{title:e.updatedAt,children:Kn(e.updatedAt,g)}),G(`td`,{children:(t||e.owner)&&G(`button`,{type:`button`,onClick:()=>v(e.name,e.purpose,!!e.owner),"aria-label":`Rotate ${e.name}`,children:`Rotate`})})]},`${e.owner??``}/${e.name}`)),y.length===0&&G(`tr`,{children:G(`td`,{colSpan:5,class:`muted`,children:`No secrets yet.`})})]})]})}),G(`div`,{class:`row`,children:[G(q,{label:`Name`,children:G(`input`,{name:`secretName`,required:!0,value:n,onInput:e=>r(e.currentTarget.value)})}),G(q,{label:`Value`,children:G(`input`,{ref:h,name:`secretValue`,type:`password`,autocomplete:`new-password`,required:!0,value:i,onInput:e=>a(e.currentTarget.value)})}),G(q,{label:`Purpose`,children:G(`select`,{name:`purpose`,value:c?`HARNESS`:o,disabled:c,onChange:e=>s(e.currentTarget.value),children:[G(`option`,{value:`HARNESS`,children:`harness env`}),G(`option`,{value:`CLUSTER`,children:`cluster credential`}),G(`option`,{value:`MODEL`,children:`model API key`}),G(`option`,{value:`TRACE`,children:`trace API key`})]})})]}),G(`label`,{class:`check`,children:[G(`input`,{type:`checkbox`,name:`personal`,checked:c,disabled:!t,onChange:e=>l(e.currentTarget.checked)}),` `,`Personal: mine alone, for a harness env`,!t&&` (a member sets only personal secrets)`]}),G(`button`,{class:`primary`,children:`Set secret`}),u&&G(`p`,{class:`ok`,children:u}),G(K,{error:f})]})}var nr=[`MEMBER`,`ADMIN`,`OPERATOR`],rr=[[`never`,0],[`1 day`,86400],[`7 days`,604800],[`30 days`,2592e3],[`90 days`,7776e3],[`1 year`,31536e3]],ir=e=>e?.focus();function ar(e,t){return e.revokedAt?`revoked`:e.expiresAt&&Date.parse(e.expiresAt)<=t?`expired`:`active`}function or({viewer:e}){let t=It(Dn,{}),n=Rt(3e4),r=e.role!==`MEMBER`,i=nr.slice(0,nr.indexOf(e.role)+1),[a,o]=B({subject:``,role:`MEMBER`,lifetime:`0`}),[s,c]=B(null),[l,u]=B(``),[d,f]=B(null),p=U(null);async function m(e){e.preventDefault(),f(null);try{let e=Number(a.lifetime),n=(await W(On,{role:a.role,subject:r&&a.subject.trim()?a.subject.trim():null,expiresIn:e>0?e:null})).createToken;c({token:n.token,subject:n.apiToken.subject,role:n.apiToken.role}),t.set(e=>({tokens:[n.apiToken,...e.tokens]}))}catch(e){f(Lt(e))}}async function h(e){f(null),u(``);try{let n=await W(kn,{id:e});t.set(t=>({tokens:t.tokens.map(t=>t.id===e?n.revokeToken:t)}))}catch(e){f(Lt(e))}}let g=t.data?.tokens??[];return G(`div`,{class:`card`,"data-testid":`tokens-card`,children:[G(`h2`,{id:`tokens`,children:`Tokens`}),G(`p`,{class:`muted`,children:[r?`Your tenant's tokens.`:`Your own tokens.`,` A token's value is shown once, when it is made; revoking one refuses it from its next request on.`]}),G(`form`,{class:`row align-end`,onSubmit:m,"aria-label":`Create a token`,children:[G(q,{label:`Subject`,children:G(`input`,{name:`tokenSubject`,value:r?a.subject:e.subject,disabled:!r,placeholder:e.subject,onInput:e=>o({...a,subject:e.currentTarget.value})})}),G(q,{label:`Role`,children:G(`select`,{name:`tokenRole`,value:a.role,onChange:e=>o({...a,role:e.currentTarget.value}),children:i.map(e=>G(`option`,{value:e,children:e.toLowerCase()}))})}),G(q,{label:`Expires`,children:G(`select`,{name:`tokenLifetime`,value:a.lifetime,onChange:e=>o({...a,lifetime:e.currentTarget.value}),children:rr.map(([e,t])=>G(`option`,{value:String(t),children:t?`in ${e}`:e}))})}),G(`button`,{class:`primary`,children:`Create token`})]}),s&&G(`div`,{class:`notice`,"data-testid":`new-token`,role:`status`,children:[G(`p`,{children:[G(`strong`,{children:[`New `,s.role.toLowerCase(),` token for `,s.subject,`.`]}),` `,`Copy it now: it is not shown again.`]}),G(`p`,{class:`secret-line`,children:[G(`code`,{class:`secret`,ref:p,children:s.token}),` `,G(Ft,{text:s.token,target:()=>p.current})]}),G(`button`,{type:`button`,class:`link`,onClick:()=>c(null),children:`Done, hide it`})]}),G(K,{error:d??t.error}),t.loading&&!t.data?G(Nt,{}):G(`div`,{class:`scroll`,children:G(`table`,{"data-testid":`tokens`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Subject`}),G(`th`,{children:`Role`}),G(`th`,{children:`State`}),G(`th`,{class:`hide-sm`,children:`Created`}),G(`th`,{class:`hide-sm`,children:`Last used`}),G(`th`,{class:`hide-sm`,children:`Expires`}),G(`th`,{children:G(`span`,{class:`sr`,children:`Revoke`})})]})}),G(`tbody`,{children:[g.map(e=>{let t=ar(e,n);return G(`tr`,{"data-token":e.id,"data-state":t,class:t===`active`?void 0:`archived`,children:[G(`td`,{children:e.subject}),G(`td`,{children:e.role.toLowerCase()}),G(`td`,{children:G(`span`,{class:`badge tok-${t}`,children:t})}),G(`td`,{class:`hide-sm`,title:e.createdAt,children:Kn(e.createdAt,n)}),G(`td`,{class:`hide-sm`,title:e.lastUsedAt??void 0,children:e.lastUsedAt?Kn(e.lastUsedAt,n):G(`span`,{class:`muted`,children:`never`})}),G(`td`,{class:`hide-sm`,title:e.expiresAt??void 0,children:e.expiresAt?new Date(e.expiresAt).toLocaleDateString():G(`span`,{class:`muted`,children:`never`})}),G(`td`,{class:`actions`,children:t===`active`&&(l===e.id?G(y,{children:[G(`button`,{class:`danger`,ref:ir,onClick:()=>h(e.id),children:`Confirm revoke`}),G(`button`,{onClick:()=>u(``),children:`Keep`})]}):G(`button`,{onClick:()=>u(e.id),"aria-label":`Revoke the token of ${e.subject} made ${new Date(e.createdAt).toLocaleString()}`,children:`Revoke`}))})]},e.id)}),g.length===0&&G(`tr`,{children:G(`td`,{colSpan:7,class:`muted`,children:`No tokens.`})})]})]})})]})}function sr(){let[e,t]=B(``),[n,r]=B(null);return G(`div`,{class:`stack card`,children:[G(`h2`,{children:`Webhook signing secret`}),G(`p`,{class:`muted`,children:`Rotating makes a new secret at once; the old one stops verifying. It is shown once.`}),G(`button`,{onClick:async()=>{r(null);try{t((await W(En,{})).rotateWebhookSecret)}catch(e){r(Lt(e))}},children:`Rotate webhook secret`}),e&&G(`p`,{children:[`New secret (copy it now): `,G(`code`,{class:`secret`,children:e})]}),G(K,{error:n})]})}function cr({viewer:e}){let t=Bt(),n=e=>t?.fields?.has(e)??!1,r=e.role===`ADMIN`||e.role===`OPERATOR`;return G(`section`,{children:[G(`h1`,{children:`Admin`}),G(`div`,{class:`grid2`,children:[G(`div`,{class:`card`,children:[G(`h2`,{children:`Your tenant`}),G(Qn,{t:e.tenant}),G(`p`,{class:`muted`,children:[`Signed in as `,e.subject,` (`,e.role.toLowerCase(),`).`]})]}),e.role===`OPERATOR`?G(er,{viewer:e}):G(`p`,{class:`muted`,children:`Tenant policy is set by an operator.`})]}),n(`Query.tokens`)?G(or,{viewer:e}):G(y,{children:[G(`h2`,{children:`Tokens`}),G(Mt,{what:`Token management (list, create, revoke)`,children:[` `,`Create tokens with `,G(`code`,{children:`everdict token create`}),`.`]})]}),r?G(`div`,{class:`grid2`,children:[G(tr,{hasList:n(`Query.secrets`),admin:!0}),G(sr,{})]}):G(y,{children:[G(tr,{hasList:n(`Query.secrets`),admin:!1}),G(`p`,{class:`muted`,children:`The tenant's secrets and the webhook secret need an admin token.`})]})]})}var lr={back:[],after:``};function ur(e,t){return t?{back:[...e.back,e.after],after:t}:e}function dr(e){return e.back.length===0?e:{back:e.back.slice(0,-1),after:e.back[e.back.length-1]}}function fr(e){return e.back.length+1}function pr(e){return e.after?[...e.back,e.after].join(`~`):``}function mr(e){if(!e)return lr;let t=e.split(`~`);return{back:t.slice(0,-1),after:t[t.length-1]}}function hr(e){let t=e.replace(/\/+$/,``).split(`/`).filter(Boolean).map(decodeURIComponent);if(t.length===0)return{page:`runs`};let[n,r,...i]=t;if(i.length>0)return{page:`notfound`};switch(n){case`signin`:case`submit`:case`queue`:case`admin`:case`providers`:case`harnesses`:return r===void 0?{page:n}:{page:`notfound`};case`scorecards`:return r===void 0?{page:`scorecards`}:r===`compare`?{page:`compare`}:{page:`scorecard`,id:r};case`runs`:return r===void 0?{page:`runs`}:{page:`run`,id:r};case`runtimes`:return r===void 0?{page:`runtimes`}:{page:`runtime`,name:r}}return{page:`notfound`}}function gr(e){return`/runs/${encodeURIComponent(e)}`}function _r(e){return`/scorecards/${encodeURIComponent(e)}`}function vr(e){return`/runtimes/${encodeURIComponent(e)}`}var yr=new Set;window.addEventListener(`popstate`,()=>yr.forEach(e=>e()));function br(e,t=!1){t?history.replaceState(null,``,e):history.pushState(null,``,e),yr.forEach(e=>e()),e.includes(`#`)||window.scrollTo(0,0)}function xr(){let[,e]=B(0);return V(()=>{let t=()=>e(e=>e+1);return yr.add(t),()=>{yr.delete(t)}},[]),new URL(location.href)}function Sr(e){e.addEventListener(`click`,e=>{if(e.defaultPrevented||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;let t=e.target.closest(`a`);!t||t.target||t.hasAttribute(`download`)||t.origin!==location.origin||t.pathname===`/graphiql`||t.pathname.startsWith(`/static/`)||t.pathname===location.pathname&&t.search===location.search&&t.hash||(e.preventDefault(),br(t.pathname+t.search+t.hash))})}function Cr(){let e=mr(xr().searchParams.get(`page`)),t=It(zn,{first:25,after:e.after||null}),n=(t.data?.harnesses.edges??[]).flatMap(e=>e?.node?[e.node]:[]),r=e=>br(e?`/harnesses?page=${encodeURIComponent(e)}`:`/harnesses`,!0);return G(`section`,{children:[G(`h1`,{children:`Harnesses`}),G(`p`,{class:`muted`,children:[`Agents registered in immutable versions: run one by reference (`,G(`code`,{children:`name`}),`, `,G(`code`,{children:`name@tag`}),` or `,G(`code`,{children:`name@3`}),`) from `,G(`a`,{href:`/submit`,children:`Submit`}),`, `,G(`code`,{children:`everdict run submit --harness`}),` or MCP. Register with`,` `,G(`code`,{children:`everdict harness register -f harness.yaml`}),`.`]}),G(K,{error:t.error}),t.loading&&!t.data?G(Nt,{}):G(`div`,{class:`scroll`,children:G(`table`,{"data-testid":`harnesses`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Harness`}),G(`th`,{children:`Version`}),G(`th`,{children:`Tags`}),G(`th`,{children:`Digest`}),G(`th`,{class:`hide-sm`,children:`Command`}),G(`th`,{class:`hide-sm`,children:`Env`}),G(`th`,{children:`Model`})]})}),G(`tbody`,{children:[n.flatMap(e=>[...e.versions].sort((e,t)=>t.version-e.version).map((t,n)=>G(`tr`,{"data-harness":e.name,"data-version":t.version,class:t.archived?`muted`:void 0,children:[G(`td`,{children:n===0&&G(y,{children:[G(`strong`,{children:e.name}),` `,e.shared&&G(`span`,{class:`chip`,children:`shared`}),!e.latest&&G(`span`,{class:`chip`,children:`all archived`})]})}),G(`td`,{children:[`v`,t.version,e.latest?.version===t.version&&G(`span`,{class:`chip`,children:`latest`}),t.archived&&G(`span`,{class:`chip`,children:`archived`})]}),G(`td`,{children:t.tags.map(e=>G(`span`,{class:`chip`,children:e}))}),G(`td`,{children:G(`code`,{title:t.digest,children:t.digest.slice(0,12)})}),G(`td`,{class:`hide-sm`,children:G(`code`,{children:t.spec.command.join(` `)})}),G(`td`,{class:`hide-sm`,"data-testid":`env`,children:t.spec.env.map(e=>G(`span`,{class:`chip`,children:e.secretRef?`${e.name} ← @${e.secretRef}`:e.name}))}),G(`td`,{children:[t.spec.model.default||G(`span`,{class:`muted`,children:`—`}),t.spec.model.required&&G(`span`,{class:`chip`,children:`required`})]})]},t.id))),n.length===0&&G(`tr`,{children:G(`td`,{colSpan:7,class:`muted`,children:[`No harnesses yet: register one with `,G(`code`,{children:`everdict harness register -f harness.yaml`}),`.`]})})]})]})}),(e.back.length>0||t.data?.harnesses.pageInfo.hasNextPage)&&G(`nav`,{class:`pager`,"aria-label":`pages`,children:[G(`button`,{disabled:e.back.length===0,onClick:()=>r(pr(dr(e))),children:`← Previous`}),G(`button`,{disabled:!t.data?.harnesses.pageInfo.hasNextPage,onClick:()=>r(pr(ur(e,t.data?.harnesses.pageInfo.endCursor))),children:`Next →`})]})]})}var wr=[[`OPENAI_COMPATIBLE`,`OpenAI-compatible`],[`ANTHROPIC`,`Anthropic`]],Tr={name:``,kind:`OPENAI_COMPATIBLE`,baseUrl:``,apiKeySecret:``,inputUsdPerMTok:``,outputUsdPerMTok:``};function Er(e){let t={name:e.name.trim(),kind:e.kind,baseUrl:e.baseUrl.trim(),apiKeySecret:e.apiKeySecret.trim()};return e.inputUsdPerMTok.trim()!==``&&(t.inputUsdPerMTok=Number(e.inputUsdPerMTok)),e.outputUsdPerMTok.trim()!==``&&(t.outputUsdPerMTok=Number(e.outputUsdPerMTok)),t}function Dr({viewer:e}){let t=Bt(),n=t?.fields==null||t.fields.has(`Query.modelProviders`),r=e.role===`ADMIN`||e.role===`OPERATOR`,i=It(Bn,{},!n),[a,o]=B(Tr),[s,c]=B(``),[l,u]=B(null),d=Rt(3e4),f=e=>t=>{let n=t.currentTarget.value;o(t=>({...t,[e]:n}))};if(!n)return G(`section`,{children:[G(`h1`,{children:`Model providers`}),G(Mt,{what:`Model providers`})]});async function p(e){e.preventDefault(),u(null),c(``);try{let e=await W(Vn,{input:Er(a)});c(`Model provider ${e.registerModelProvider.name} registered.`),o(Tr),i.reload()}catch(e){u(Lt(e))}}async function m(e){if(confirm(`Delete model provider ${e}? Judge graders naming it become unscored.`)){u(null),c(``);try{await W(Hn,{name:e}),c(`Model provider ${e} deleted.`),i.reload()}catch(e){u(Lt(e))}}}let h=i.data?.modelProviders??[];return G(`section`,{children:[G(`h1`,{children:`Model providers`}),G(`p`,{class:`muted`,children:[`Where judge models are called: a JUDGE grader's model `,G(`code`,{children:`provider/model`}),` names a provider here by its first segment. Each provider's API key is a `,G(`a`,{href:`/admin`,children:`secret`}),` of purpose `,G(`em`,{children:`model`}),`, named here and never shown.`]}),i.loading&&!i.data&&G(Nt,{}),G(K,{error:i.error}),i.data&&G(`div`,{class:`scroll`,children:G(`table`,{"data-testid":`providers`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Name`}),G(`th`,{children:`Kind`}),G(`th`,{children:`Base URL`}),G(`th`,{children:`API key secret`}),G(`th`,{class:`hide-sm`,children:`USD / MTok in · out`}),G(`th`,{class:`hide-sm`,children:`Updated`}),r&&G(`th`,{children:G(`span`,{class:`sr`,children:`Delete`})})]})}),G(`tbody`,{children:[h.map(e=>G(`tr`,{children:[G(`td`,{children:G(`code`,{children:e.name})}),G(`td`,{children:wr.find(([t])=>t===e.kind)?.[1]??e.kind}),G(`td`,{children:G(`code`,{children:e.baseUrl})}),G(`td`,{children:G(`code`,{children:e.apiKeySecret})}),G(`td`,{class:`hide-sm`,children:[e.inputUsdPerMTok??`—`,` · `,e.outputUsdPerMTok??`—`]}),G(`td`,{class:`hide-sm`,title:e.updatedAt,children:Kn(e.updatedAt,d)}),r&&G(`td`,{children:G(`button`,{type:`button`,class:`danger`,onClick:()=>m(e.name),"aria-label":`Delete ${e.name}`,children:`Delete`})})]},e.name)),h.length===0&&G(`tr`,{children:G(`td`,{colSpan:r?7:6,class:`muted`,children:`No model providers yet.`})})]})]})}),s&&G(`p`,{class:`ok`,children:s}),r?G(`form`,{class:`stack card`,onSubmit:p,"aria-label":`Register a model provider`,children:[G(`h2`,{children:`Register a model provider`}),G(`div`,{class:`row`,children:[G(q,{label:`Name`,hint:`the first segment of its models: name/model`,children:G(`input`,{name:`providerName`,required:!0,value:a.name,onInput:f(`name`)})}),G(q,{label:`Kind`,children:G(`select`,{name:`kind`,value:a.kind,onChange:f(`kind`),children:wr.map(([e,t])=>G(`option`,{value:e,children:t}))})}),G(q,{label:`Base URL`,hint:`e.g. https://api.openai.com/v1`,children:G(`input`,{name:`baseUrl`,type:`url`,required:!0,value:a.baseUrl,onInput:f(`baseUrl`)})}),G(q,{label:`API key secret`,hint:`a secret of purpose model`,children:G(`input`,{name:`apiKeySecret`,required:!0,value:a.apiKeySecret,onInput:f(`apiKeySecret`)})})]}),G(`div`,{class:`row`,children:[G(q,{label:`USD per M input tokens`,hint:`optional, for a provider that reports no cost`,children:G(`input`,{name:`inputUsdPerMTok`,inputMode:`decimal`,value:a.inputUsdPerMTok,onInput:f(`inputUsdPerMTok`)})}),G(q,{label:`USD per M output tokens`,children:G(`input`,{name:`outputUsdPerMTok`,inputMode:`decimal`,value:a.outputUsdPerMTok,onInput:f(`outputUsdPerMTok`)})})]}),G(`button`,{class:`primary`,children:`Register`})]}):G(`p`,{class:`muted`,children:`Registering and deleting model providers needs an admin token.`}),G(K,{error:l})]})}var Or=!0,kr=`uplot`,Ar=`u-hz`,jr=`u-vt`,Mr=`u-title`,Nr=`u-wrap`,Pr=`u-under`,Fr=`u-over`,Ir=`u-axis`,Lr=`u-off`,Rr=`u-select`,zr=`u-cursor-x`,Br=`u-cursor-y`,Vr=`u-cursor-pt`,Hr=`u-legend`,Ur=`u-live`,Wr=`u-inline`,Gr=`u-series`,Kr=`u-marker`,qr=`u-label`,Jr=`u-value`,Yr=`width`,Xr=`height`,Zr=`top`,Qr=`bottom`,$r=`left`,ei=`right`,ti=`#000`,ni=`#0000`,ri=`mousemove`,ii=`mousedown`,ai=`mouseup`,oi=`mouseenter`,si=`mouseleave`,ci=`dblclick`,li=`resize`,ui=`scroll`,di=`change`,fi=`dppxchange`,pi=`--`,mi=typeof window<`u`,hi=mi?document:null,gi=mi?window:null,_i=mi?navigator:null,X,vi;function yi(){let e=devicePixelRatio;X!=e&&(X=e,vi&&Pi(di,vi,yi),vi=matchMedia(`(min-resolution: ${X-.001}dppx) and (max-resolution: ${X+.001}dppx)`),Ni(di,vi,yi),gi.dispatchEvent(new CustomEvent(fi)))}function bi(e,t){if(t!=null){let n=e.classList;!n.contains(t)&&n.add(t)}}function xi(e,t){let n=e.classList;n.contains(t)&&n.remove(t)}function Si(e,t,n){e.style[t]=n+`px`}function Ci(e,t,n,r){let i=hi.createElement(e);return t!=null&&bi(i,t),n?.insertBefore(i,r),i}function wi(e,t){return Ci(`div`,e,t)}var Ti=new WeakMap;function Ei(e,t,n,r,i){let a=`translate(`+t+`px,`+n+`px)`;a!=Ti.get(e)&&(e.style.transform=a,Ti.set(e,a),t<0||n<0||t>r||n>i?bi(e,Lr):xi(e,Lr))}var Di=new WeakMap;function Oi(e,t,n){let r=t+n;r!=Di.get(e)&&(Di.set(e,r),e.style.background=t,e.style.borderColor=n)}var ki=new WeakMap;function Ai(e,t,n,r){let i=t+``+n;i!=ki.get(e)&&(ki.set(e,i),e.style.height=n+`px`,e.style.width=t+`px`,e.style.marginLeft=r?-t/2+`px`:0,e.style.marginTop=r?-n/2+`px`:0)}var ji={passive:!0},Mi={...ji,capture:!0};function Ni(e,t,n,r){t.addEventListener(e,n,r?Mi:ji)}function Pi(e,t,n,r){t.removeEventListener(e,n,ji)}mi&&yi();function Fi(e,t,n,r){let i;n||=0,r||=t.length-1;let a=r<=2147483647;for(;r-n>1;)i=a?n+r>>1:na((n+r)/2),t[i]<e?n=i:r=i;return e-t[n]<=t[r]-e?n:r}function Ii(e){return(t,n,r)=>{let i=-1,a=-1;for(let a=n;a<=r;a++)if(e(t[a])){i=a;break}for(let i=r;i>=n;i--)if(e(t[i])){a=i;break}return[i,a]}}var Li=e=>e!=null,Ri=e=>e!=null&&e>0,zi=Ii(Li),Bi=Ii(Ri);function Vi(e,t,n,r=0,i=!1){let a=i?Bi:zi,o=i?Ri:Li;[t,n]=a(e,t,n);let s=e[t],c=e[t];if(t>-1){if(r==1)s=e[t],c=e[n];else if(r==-1)s=e[n],c=e[t];else for(let r=t;r<=n;r++){let t=e[r];o(t)&&(t<s?s=t:t>c&&(c=t))}}return[s??pa,c??-pa]}function Hi(e,t,n,r){let i=ca(e),a=ca(t);e==t&&(i==-1?(e*=n,t/=n):(e/=n,t*=n));let o=n==10?la:ua,s=i==1?na:ia,c=a==1?ia:na,l=s(o(ta(e))),u=c(o(ta(t))),d=sa(n,l),f=sa(n,u);return n==10&&(l<0&&(d=Oa(d,-l)),u<0&&(f=Oa(f,-u))),r||n==2?(e=d*i,t=f*a):(e=Da(e,d),t=Ea(t,f)),[e,t]}function Ui(e,t,n,r){let i=Hi(e,t,n,r);return e==0&&(i[0]=0),t==0&&(i[1]=0),i}var Wi=.1,Gi={mode:3,pad:Wi},Ki={pad:0,soft:null,mode:0},qi={min:Ki,max:Ki};function Ji(e,t,n,r){return za(n)?Xi(e,t,n):(Ki.pad=n,Ki.soft=r?0:null,Ki.mode=r?3:0,Xi(e,t,qi))}function Z(e,t){return e??t}function Yi(e,t,n){for(t=Z(t,0),n=Z(n,e.length-1);t<=n;){if(e[t]!=null)return!0;t++}return!1}function Xi(e,t,n){let r=n.min,i=n.max,a=Z(r.pad,0),o=Z(i.pad,0),s=Z(r.hard,-pa),c=Z(i.hard,pa),l=Z(r.soft,pa),u=Z(i.soft,-pa),d=Z(r.mode,0),f=Z(i.mode,0),p=t-e,m=la(p),h=oa(ta(e),ta(t)),g=ta(la(h)-m);(p<1e-24||g>10)&&(p=0,(e==0||t==0)&&(p=1e-24,d==2&&l!=pa&&(a=0),f==2&&u!=-pa&&(o=0)));let _=p||h||1e3,v=sa(10,na(la(_))),y=Oa(Da(e-_*(p==0?e==0?.1:1:a),v/10),24),b=e>=l&&(d==1||d==3&&y<=l||d==2&&y>=l)?l:pa,x=oa(s,y<b&&e>=b?b:aa(b,y)),S=Oa(Ea(t+_*(p==0?t==0?.1:1:o),v/10),24),C=t<=u&&(f==1||f==3&&S>=u||f==2&&S<=u)?u:-pa,w=aa(c,S>C&&t<=C?C:oa(C,S));return x==w&&x==0&&(w=100),[x,w]}var Zi=new Intl.NumberFormat(mi?_i.language:`en-US`),Qi=e=>Zi.format(e),$i=Math,ea=$i.PI,ta=$i.abs,na=$i.floor,ra=$i.round,ia=$i.ceil,aa=$i.min,oa=$i.max,sa=$i.pow,ca=$i.sign,la=$i.log10,ua=$i.log2,da=(e,t=1)=>$i.sinh(e)*t,fa=(e,t=1)=>$i.asinh(e/t),pa=1/0;function ma(e){return(la((e^e>>31)-(e>>31))|0)+1}function ha(e,t,n){return aa(oa(e,t),n)}function ga(e){return typeof e==`function`}function Q(e){return ga(e)?e:()=>e}var _a=()=>{},va=e=>e,ya=(e,t)=>t,ba=e=>null,xa=e=>!0,Sa=(e,t)=>e==t,Ca=/\.\d*?(?=9{6,}|0{6,})/gm,wa=e=>{if(Ia(e)||ka.has(e))return e;let t=`${e}`,n=t.match(Ca);if(n==null)return e;let r=n[0].length-1;if(t.indexOf(`e-`)!=-1){let[e,n]=t.split(`e`);return+`${wa(e)}e${n}`}return Oa(e,r)};function Ta(e,t){return wa(Oa(wa(e/t))*t)}function Ea(e,t){return wa(ia(wa(e/t))*t)}function Da(e,t){return wa(na(wa(e/t))*t)}function Oa(e,t=0){if(Ia(e))return e;let n=10**t;return ra(e*n*(1+2**-52))/n}var ka=new Map;function Aa(e){return((``+e).split(`.`)[1]||``).length}function ja(e,t,n,r){let i=[],a=r.map(Aa);for(let o=t;o<n;o++){let t=ta(o),n=Oa(sa(e,o),t);for(let s=0;s<r.length;s++){let c=e==10?+`${r[s]}e${o}`:r[s]*n,l=(o>=0?0:t)+(o>=a[s]?0:a[s]),u=e==10?c:Oa(c,l);i.push(u),ka.set(u,l)}}return i}var Ma={},Na=[],Pa=[null,null],Fa=Array.isArray,Ia=Number.isInteger,La=e=>e===void 0;function Ra(e){return typeof e==`string`}function za(e){let t=!1;if(e!=null){let n=e.constructor;t=n==null||n==Object}return t}function Ba(e){return typeof e==`object`&&!!e}var Va=Object.getPrototypeOf(Uint8Array),Ha=`__proto__`;function Ua(e,t=za){let n;if(Fa(e)){let r=e.find(e=>e!=null);if(Fa(r)||t(r)){n=Array(e.length);for(let r=0;r<e.length;r++)n[r]=Ua(e[r],t)}else n=e.slice()}else if(e instanceof Va)n=e.slice();else if(t(e)){n={};for(let r in e)r!=Ha&&(n[r]=Ua(e[r],t))}else n=e;return n}function Wa(e){let t=arguments;for(let n=1;n<t.length;n++){let r=t[n];for(let t in r)t!=Ha&&(za(e[t])?Wa(e[t],Ua(r[t])):e[t]=Ua(r[t]))}return e}var Ga=0,Ka=1,qa=2;function Ja(e,t,n){for(let r=0,i,a=-1;r<t.length;r++){let o=t[r];if(o>a){for(i=o-1;i>=0&&e[i]==null;)e[i--]=null;for(i=o+1;i<n&&e[i]==null;)e[a=i++]=null}}}function Ya(e,t){if(Qa(e)){let t=e[0].slice();for(let n=1;n<e.length;n++)t.push(...e[n].slice(1));return $a(t[0])||(t=Za(t)),t}let n=new Set;for(let t=0;t<e.length;t++){let r=e[t][0],i=r.length;for(let e=0;e<i;e++)n.add(r[e])}let r=[Array.from(n).sort((e,t)=>e-t)],i=r[0].length,a=new Map;for(let e=0;e<i;e++)a.set(r[0][e],e);for(let n=0;n<e.length;n++){let o=e[n],s=o[0];for(let e=1;e<o.length;e++){let c=o[e],l=Array(i).fill(void 0),u=t?t[n][e]:Ka,d=[];for(let e=0;e<c.length;e++){let t=c[e],n=a.get(s[e]);t===null?u!=Ga&&(l[n]=t,u==qa&&d.push(n)):l[n]=t}Ja(l,d,i),r.push(l)}}return r}var Xa=typeof queueMicrotask>`u`?e=>Promise.resolve().then(e):queueMicrotask;function Za(e){let t=e[0],n=t.length,r=Array(n);for(let e=0;e<r.length;e++)r[e]=e;r.sort((e,n)=>t[e]-t[n]);let i=[];for(let t=0;t<e.length;t++){let a=e[t],o=Array(n);for(let e=0;e<n;e++)o[e]=a[r[e]];i.push(o)}return i}function Qa(e){let t=e[0][0],n=t.length;for(let r=1;r<e.length;r++){let i=e[r][0];if(i.length!=n)return!1;if(i!=t){for(let e=0;e<n;e++)if(i[e]!=t[e])return!1}}return!0}function $a(e,t=100){let n=e.length;if(n<=1)return!0;let r=0,i=n-1;for(;r<=i&&e[r]==null;)r++;for(;i>=r&&e[i]==null;)i--;if(i<=r)return!0;let a=oa(1,na((i-r+1)/t));for(let t=e[r],n=r+a;n<=i;n+=a){let r=e[n];if(r!=null){if(r<=t)return!1;t=r}}return!0}var eo=[`January`,`February`,`March`,`April`,`May`,`June`,`July`,`August`,`September`,`October`,`November`,`December`],to=[`Sunday`,`Monday`,`Tuesday`,`Wednesday`,`Thursday`,`Friday`,`Saturday`];function no(e){return e.slice(0,3)}var ro=to.map(no),io={MMMM:eo,MMM:eo.map(no),WWWW:to,WWW:ro};function ao(e){return(e<10?`0`:``)+e}function oo(e){return(e<10?`00`:e<100?`0`:``)+e}var so={YYYY:e=>e.getFullYear(),YY:e=>(e.getFullYear()+``).slice(2),MMMM:(e,t)=>t.MMMM[e.getMonth()],MMM:(e,t)=>t.MMM[e.getMonth()],MM:e=>ao(e.getMonth()+1),M:e=>e.getMonth()+1,DD:e=>ao(e.getDate()),D:e=>e.getDate(),WWWW:(e,t)=>t.WWWW[e.getDay()],WWW:(e,t)=>t.WWW[e.getDay()],HH:e=>ao(e.getHours()),H:e=>e.getHours(),h:e=>{let t=e.getHours();return t==0?12:t>12?t-12:t},AA:e=>e.getHours()>=12?`PM`:`AM`,aa:e=>e.getHours()>=12?`pm`:`am`,a:e=>e.getHours()>=12?`p`:`a`,mm:e=>ao(e.getMinutes()),m:e=>e.getMinutes(),ss:e=>ao(e.getSeconds()),s:e=>e.getSeconds(),fff:e=>oo(e.getMilliseconds())};function co(e,t){t||=io;let n=[],r=/\{([a-z]+)\}|[^{]+/gi,i;for(;i=r.exec(e);)n.push(i[0][0]==`{`?so[i[1]]:i[0]);return e=>{let r=``;for(let i=0;i<n.length;i++)r+=typeof n[i]==`string`?n[i]:n[i](e,t);return r}}var lo=new Intl.DateTimeFormat().resolvedOptions().timeZone;function uo(e,t){let n;return t==`UTC`||t==`Etc/UTC`?n=new Date(+e+e.getTimezoneOffset()*6e4):t==lo?n=e:(n=new Date(e.toLocaleString(`en-US`,{timeZone:t})),n.setMilliseconds(e.getMilliseconds())),n}var fo=e=>e%1==0,po=[1,2,2.5,5],mo=ja(10,-32,0,po),ho=ja(10,0,32,po),go=ho.filter(fo),_o=mo.concat(ho),vo=`
`,yo=`{YYYY}`,bo=vo+yo,xo=`{M}/{D}`,So=vo+xo,Co=So+`/{YY}`,wo=`{aa}`,To=`{h}:{mm}`+wo,Eo=vo+To,Do=`:{ss}`,$=null;function Oo(e){let t=e*1e3,n=t*60,r=n*60,i=r*24,a=i*30,o=i*365,s=(e==1?ja(10,0,3,po).filter(fo):ja(10,-3,0,po)).concat([t,t*5,t*10,t*15,t*30,n,n*5,n*10,n*15,n*30,r,r*2,r*3,r*4,r*6,r*8,r*12,i,i*2,i*3,i*4,i*5,i*6,i*7,i*8,i*9,i*10,i*15,a,a*2,a*3,a*4,a*6,o,o*2,o*5,o*10,o*25,o*50,o*100]),c=[[o,yo,$,$,$,$,$,$,1],[i*28,`{MMM}`,bo,$,$,$,$,$,1],[i,xo,bo,$,$,$,$,$,1],[r,`{h}`+wo,Co,$,So,$,$,$,1],[n,To,Co,$,So,$,$,$,1],[t,Do,Co+` `+To,$,So+` `+To,$,Eo,$,1],[e,Do+`.{fff}`,Co+` `+To,$,So+` `+To,$,Eo,$,1]];function l(t){return(s,c,l,u,d,f)=>{let p=[],m=d>=o,h=d>=a&&d<o,g=t(l),_=Oa(g*e,3),v=Ro(g.getFullYear(),m?0:g.getMonth(),h||m?1:g.getDate()),y=Oa(v*e,3);if(h||m){let n=h?d/a:0,r=m?d/o:0,i=_==y?_:Oa(Ro(v.getFullYear()+r,v.getMonth()+n,1)*e,3),s=new Date(ra(i/e)),c=s.getFullYear(),l=s.getMonth();for(let a=0;i<=u;a++){let o=Ro(c+r*a,l+n*a,1),s=o-t(Oa(o*e,3));i=Oa((+o+s)*e,3),i<=u&&p.push(i)}}else{let a=d>=i?i:d,o=y+(na(l)-na(_))+Ea(_-y,a);p.push(o);let m=t(o),h=m.getHours()+m.getMinutes()/n+m.getSeconds()/r,g=d/r,v=f/s.axes[c]._space;for(;o=Oa(o+d,e==1?0:3),!(o>u);)if(g>1){let e=na(Oa(h+g,6))%24,n=t(o).getHours()-e;n>1&&(n=-1),o-=n*r,h=(h+g)%24;let i=p[p.length-1];Oa((o-i)/d,3)*v>=.7&&p.push(o)}else p.push(o)}return p}}return[s,c,l]}var[ko,Ao,jo]=Oo(1),[Mo,No,Po]=Oo(.001);ja(2,-53,53,[1]);function Fo(e,t){return e.map(e=>e.map((n,r)=>r==0||r==8||n==null?n:t(r==1||e[8]==0?n:e[1]+n)))}function Io(e,t){return(n,r,i,a,o)=>{let s=t.find(e=>o>=e[0])||t[t.length-1],c,l,u,d,f,p;return r.map(t=>{let n=e(t),r=n.getFullYear(),i=n.getMonth(),a=n.getDate(),o=n.getHours(),m=n.getMinutes(),h=n.getSeconds(),g=r!=c&&s[2]||i!=l&&s[3]||a!=u&&s[4]||o!=d&&s[5]||m!=f&&s[6]||h!=p&&s[7]||s[1];return c=r,l=i,u=a,d=o,f=m,p=h,g(n)})}}function Lo(e,t){let n=co(t);return(t,r,i,a,o)=>r.map(t=>n(e(t)))}function Ro(e,t,n){return new Date(e,t,n)}function zo(e,t){return t(e)}var Bo=`{YYYY}-{MM}-{DD} {h}:{mm}{aa}`;function Vo(e,t){return(n,r,i,a)=>a==null?pi:t(e(r))}function Ho(e,t){let n=e.series[t];return n.width?n.stroke(e,t):n.points.width?n.points.stroke(e,t):null}function Uo(e,t){return e.series[t].fill(e,t)}var Wo={show:!0,live:!0,isolate:!1,mount:_a,markers:{show:!0,width:2,stroke:Ho,fill:Uo,dash:`solid`},idx:null,idxs:null,values:[]};function Go(e,t){let n=e.cursor.points,r=wi(),i=n.size(e,t);Si(r,Yr,i),Si(r,Xr,i);let a=i/-2;Si(r,`marginLeft`,a),Si(r,`marginTop`,a);let o=n.width(e,t,i);return o&&Si(r,`borderWidth`,o),r}function Ko(e,t){let n=e.series[t].points;return n._fill||n._stroke}function qo(e,t){let n=e.series[t].points;return n._stroke||n._fill}function Jo(e,t){return e.series[t].points.size}var Yo=[0,0];function Xo(e,t,n){return Yo[0]=t,Yo[1]=n,Yo}function Zo(e,t,n,r=!0){return e=>{e.button!=0||r&&e.target!=t||n(e)}}function Qo(e,t,n,r=!0){return e=>{r&&e.target!=t||n(e)}}var $o={show:!0,x:!0,y:!0,lock:!1,move:Xo,points:{one:!1,show:Go,size:Jo,width:0,stroke:qo,fill:Ko},bind:{mousedown:Zo,mouseup:Zo,click:Zo,dblclick:Zo,mousemove:Qo,mouseleave:Qo,mouseenter:Qo},drag:{setScale:!0,x:!0,y:!1,dist:0,uni:null,click:(e,t)=>{t.stopPropagation(),t.stopImmediatePropagation()},_x:!1,_y:!1},focus:{dist:(e,t,n,r,i)=>r-i,prox:-1,bias:0},hover:{skip:[void 0],prox:null,bias:0},left:-10,top:-10,idx:null,dataIdx:null,idxs:null,event:null},es={show:!0,stroke:`rgba(0,0,0,0.07)`,width:2},ts=Wa({},es,{filter:ya}),ns=Wa({},ts,{size:10}),rs=Wa({},es,{show:!1}),is=`12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji"`,as=`bold `+is,os=1.5,ss={show:!0,scale:`x`,stroke:ti,space:50,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:as,side:2,grid:ts,ticks:ns,border:rs,font:is,lineGap:os,rotate:0},cs=`Value`,ls=`Time`,us={show:!0,scale:`x`,auto:!1,sorted:1,min:pa,max:-1/0,idxs:[]};function ds(e,t,n,r,i){return t.map(e=>e==null?``:Qi(e))}function fs(e,t,n,r,i,a,o){let s=[],c=ka.get(i)||0;n=o?n:Oa(Ea(n,i),c);for(let e=n;e<=r;e=Oa(e+i,c))s.push(Object.is(e,-0)?0:e);return s}function ps(e,t,n,r,i,a,o){let s=[],c=e.scales[e.axes[t].scale].log;i=sa(c,na((c==10?la:ua)(n))),c==10&&(i=_o[Fi(i,_o)]);let l=n,u=i*c;c==10&&(u=_o[Fi(u,_o)]);do s.push(l),l+=i,c==10&&!ka.has(l)&&(l=Oa(l,ka.get(i))),l>=u&&(i=l,u=i*c,c==10&&(u=_o[Fi(u,_o)]));while(l<=r);return s}function ms(e,t,n,r,i,a,o){let s=e.scales[e.axes[t].scale].asinh,c=r>s?ps(e,t,oa(s,n),r,i):[s],l=r>=0&&n<=0?[0]:[];return(n<-s?ps(e,t,oa(s,-r),-n,i):[s]).reverse().map(e=>-e).concat(l,c)}var hs=/./,gs=/[12357]/,_s=/[125]/,vs=/1/,ys=(e,t,n,r)=>e.map((e,i)=>t==4&&e==0||i%r==0&&n.test(e.toExponential()[+(e<0)])?e:null);function bs(e,t,n,r,i){let a=e.axes[n],o=a.scale,s=e.scales[o],c=e.valToPos,l=a._space,u=c(10,o),d=c(9,o)-u>=l?hs:c(7,o)-u>=l?gs:c(5,o)-u>=l?_s:vs;if(d==vs){let e=ta(c(1,o)-u);if(e<l)return ys(t.slice().reverse(),s.distr,d,ia(l/e)).reverse()}return ys(t,s.distr,d,1)}function xs(e,t,n,r,i){let a=e.axes[n],o=a.scale,s=a._space,c=e.valToPos,l=ta(c(1,o)-c(2,o));return l<s?ys(t.slice().reverse(),3,hs,ia(s/l)).reverse():t}function Ss(e,t,n,r){return r==null?pi:t==null?``:Qi(t)}var Cs={show:!0,scale:`y`,stroke:ti,space:30,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:as,side:3,grid:ts,ticks:ns,border:rs,font:is,lineGap:os,rotate:0};function ws(e,t){return Oa((3+(e||1)*2)*t,3)}function Ts(e,t){let{scale:n,idxs:r}=e.series[0],i=e._data[0],a=e.valToPos(i[r[0]],n,!0),o=ta(e.valToPos(i[r[1]],n,!0)-a)/(e.series[t].points.space*X);return r[1]-r[0]<=o}var Es={scale:null,auto:!0,sorted:0,min:pa,max:-1/0},Ds=(e,t,n,r,i)=>i,Os={show:!0,auto:!0,sorted:0,gaps:Ds,alpha:1,facets:[Wa({},Es,{scale:`x`}),Wa({},Es,{scale:`y`})]},ks={scale:`y`,auto:!0,sorted:0,show:!0,spanGaps:!1,gaps:Ds,alpha:1,points:{show:Ts,filter:null},values:null,min:pa,max:-1/0,idxs:[],path:null,clip:null};function As(e,t,n,r,i){return n/10}var js={time:Or,auto:!0,distr:1,log:10,asinh:1,min:null,max:null,dir:1,ori:0},Ms=Wa({},js,{time:!1,ori:1}),Ns={};function Ps(e,t){let n=Ns[e];return n||(n={key:e,plots:[],sub(e){n.plots.push(e)},unsub(e){n.plots=n.plots.filter(t=>t!=e)},pub(e,t,r,i,a,o,s){for(let c=0;c<n.plots.length;c++)n.plots[c]!=t&&n.plots[c].pub(e,t,r,i,a,o,s)}},e!=null&&(Ns[e]=n)),n}var Fs=1,Is=2;function Ls(e,t,n){let r=e.mode,i=e.series[t],a=r==2?e._data[t]:e._data,o=e.scales,s=e.bbox,c=a[0],l=r==2?a[1]:a[t],u=r==2?o[i.facets[0].scale]:o[e.series[0].scale],d=r==2?o[i.facets[1].scale]:o[i.scale],f=s.left,p=s.top,m=s.width,h=s.height,g=e.valToPosH,_=e.valToPosV;return u.ori==0?n(i,c,l,u,d,g,_,f,p,m,h,Ks,Js,Xs,Qs,ec):n(i,c,l,u,d,_,g,p,f,h,m,qs,Ys,Zs,$s,tc)}function Rs(e,t){let n=0,r=0,i=Z(e.bands,Na);for(let e=0;e<i.length;e++){let a=i[e];a.series[0]==t?n=a.dir:a.series[1]==t&&(a.dir==1?r|=1:r|=2)}return[n,r==1?-1:r==2?1:r==3?2:0]}function zs(e,t,n,r,i){let a=e.mode,o=e.series[t],s=a==2?o.facets[1].scale:o.scale,c=e.scales[s];return i==-1?c.min:i==1?c.max:c.distr==3?c.dir==1?c.min:c.max:0}function Bs(e,t,n,r,i,a){return Ls(e,t,(e,t,o,s,c,l,u,d,f,p,m)=>{let h=e.pxRound,g=s.dir*(s.ori==0?1:-1),_=s.ori==0?Js:Ys,v,y;g==1?(v=n,y=r):(v=r,y=n);let b=h(l(t[v],s,p,d)),x=h(u(o[v],c,m,f)),S=h(l(t[y],s,p,d)),C=h(u(a==1?c.max:c.min,c,m,f)),w=new Path2D(i);return _(w,S,C),_(w,b,C),_(w,b,x),w})}function Vs(e,t,n,r,i,a){let o=null;if(e.length>0){o=new Path2D;let s=t==0?Xs:Zs,c=n;for(let t=0;t<e.length;t++){let n=e[t];if(n[1]>n[0]){let e=n[0]-c;e>0&&s(o,c,r,e,r+a),c=n[1]}}let l=n+i-c;l>0&&s(o,c,r-5,l,r+a+10)}return o}function Hs(e,t,n){let r=e[e.length-1];r&&r[0]==t?r[1]=n:e.push([t,n])}function Us(e,t,n,r,i,a,o){let s=[],c=e.length;for(let l=i==1?n:r;l>=n&&l<=r;l+=i)if(t[l]===null){let u=l,d=l;if(i==1)for(;++l<=r&&t[l]===null;)d=l;else for(;--l>=n&&t[l]===null;)d=l;let f=a(e[u]),p=d==u?f:a(e[d]),m=u-i;f=o<=0&&m>=0&&m<c?a(e[m]):f;let h=d+i;p=o>=0&&h>=0&&h<c?a(e[h]):p,p>=f&&s.push([f,p])}return s}function Ws(e){return e==0?va:e==1?ra:t=>Ta(t,e)}function Gs(e){let t=e==0?Ks:qs,n=e==0?(e,t,n,r,i,a)=>{e.arcTo(t,n,r,i,a)}:(e,t,n,r,i,a)=>{e.arcTo(n,t,i,r,a)},r=e==0?(e,t,n,r,i)=>{e.rect(t,n,r,i)}:(e,t,n,r,i)=>{e.rect(n,t,i,r)};return(e,i,a,o,s,c=0,l=0)=>{c==0&&l==0?r(e,i,a,o,s):(c=aa(c,o/2,s/2),l=aa(l,o/2,s/2),t(e,i+c,a),n(e,i+o,a,i+o,a+s,c),n(e,i+o,a+s,i,a+s,l),n(e,i,a+s,i,a,l),n(e,i,a,i+o,a,c),e.closePath())}}var Ks=(e,t,n)=>{e.moveTo(t,n)},qs=(e,t,n)=>{e.moveTo(n,t)},Js=(e,t,n)=>{e.lineTo(t,n)},Ys=(e,t,n)=>{e.lineTo(n,t)},Xs=Gs(0),Zs=Gs(1),Qs=(e,t,n,r,i,a)=>{e.arc(t,n,r,i,a)},$s=(e,t,n,r,i,a)=>{e.arc(n,t,r,i,a)},ec=(e,t,n,r,i,a,o)=>{e.bezierCurveTo(t,n,r,i,a,o)},tc=(e,t,n,r,i,a,o)=>{e.bezierCurveTo(n,t,i,r,o,a)};function nc(e){return(e,t,n,r,i)=>Ls(e,t,(t,a,o,s,c,l,u,d,f,p,m)=>{let{pxRound:h,points:g}=t,_,v;s.ori==0?(_=Ks,v=Qs):(_=qs,v=$s);let y=Oa(g.width*X,3),b=(g.size-g.width)/2*X,x=Oa(b*2,3),S=new Path2D,C=new Path2D,{left:w,top:T,width:E,height:D}=e.bbox;Xs(C,w-x,T-x,E+x*2,D+x*2);let O=e=>{if(o[e]!=null){let t=h(l(a[e],s,p,d)),n=h(u(o[e],c,m,f));_(S,t+b,n),v(S,t,n,b,0,ea*2)}};if(i)i.forEach(O);else for(let e=n;e<=r;e++)O(e);return{stroke:y>0?S:null,fill:S,clip:C,flags:3}})}function rc(e){return(t,n,r,i,a,o)=>{r!=i&&(a!=r&&o!=r&&e(t,n,r),a!=i&&o!=i&&e(t,n,i),e(t,n,o))}}var ic=rc(Js),ac=rc(Ys);function oc(e){let t=Z(e?.alignGaps,0);return(e,n,r,i)=>Ls(e,n,(a,o,s,c,l,u,d,f,p,m,h)=>{[r,i]=zi(s,r,i);let g=a.pxRound,_=e=>g(u(e,c,m,f)),v=e=>g(d(e,l,h,p)),y,b;c.ori==0?(y=Js,b=ic):(y=Ys,b=ac);let x=c.dir*(c.ori==0?1:-1),S={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:Fs},C=S.stroke,w=!1;if(i-r>=m*4){let t=t=>e.posToVal(t,c.key,!0),n=null,a=null,l,u,d,f=_(o[x==1?r:i]),p=_(o[r]),m=_(o[i]),h=t(x==1?p+1:m-1);for(let e=x==1?r:i;e>=r&&e<=i;e+=x){let r=o[e],i=(x==1?r<h:r>h)?f:_(r),c=s[e];i==f?c==null?c===null&&(w=!0):(u=c,n==null?(y(C,i,v(u)),l=n=a=u):u<n?n=u:u>a&&(a=u)):(n!=null&&b(C,f,v(n),v(a),v(l),v(u)),c==null?(n=a=null,c===null&&(w=!0)):(u=c,y(C,i,v(u)),n=a=l=u),f=i,h=t(f+x))}n!=null&&n!=a&&d!=f&&b(C,f,v(n),v(a),v(l),v(u))}else for(let e=x==1?r:i;e>=r&&e<=i;e+=x){let t=s[e];t===null?w=!0:t!=null&&y(C,_(o[e]),v(t))}let[T,E]=Rs(e,n);if(a.fill!=null||T!=0){let t=S.fill=new Path2D(C),s=v(a.fillTo(e,n,a.min,a.max,T)),c=_(o[r]),l=_(o[i]);x==-1&&([l,c]=[c,l]),y(t,l,s),y(t,c,s)}if(!a.spanGaps){let l=[];w&&l.push(...Us(o,s,r,i,x,_,t)),S.gaps=l=a.gaps(e,n,r,i,l),S.clip=Vs(l,c.ori,f,p,m,h)}return E!=0&&(S.band=E==2?[Bs(e,n,r,i,C,-1),Bs(e,n,r,i,C,1)]:Bs(e,n,r,i,C,E)),S})}function sc(e){let t=Z(e.align,1),n=Z(e.ascDesc,!1),r=Z(e.alignGaps,0),i=Z(e.extend,!1);return(e,a,o,s)=>Ls(e,a,(c,l,u,d,f,p,m,h,g,_,v)=>{[o,s]=zi(u,o,s);let y=c.pxRound,{left:b,width:x}=e.bbox,S=e=>y(p(e,d,_,h)),C=e=>y(m(e,f,v,g)),w=d.ori==0?Js:Ys,T={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:Fs},E=T.stroke,D=d.dir*(d.ori==0?1:-1),O=C(u[D==1?o:s]),k=S(l[D==1?o:s]),A=k,j=k;i&&t==-1&&(j=b,w(E,j,O)),w(E,k,O);for(let e=D==1?o:s;e>=o&&e<=s;e+=D){let n=u[e];if(n==null)continue;let r=S(l[e]),i=C(n);t==1?w(E,r,O):w(E,A,i),w(E,r,i),O=i,A=r}let M=A;i&&t==1&&(M=b+x,w(E,M,O));let[ee,te]=Rs(e,a);if(c.fill!=null||ee!=0){let t=T.fill=new Path2D(E),n=C(c.fillTo(e,a,c.min,c.max,ee));w(t,M,n),w(t,j,n)}if(!c.spanGaps){let i=[];i.push(...Us(l,u,o,s,D,S,r));let f=c.width*X/2,p=n||t==1?f:-f,m=n||t==-1?-f:f;i.forEach(e=>{e[0]+=p,e[1]+=m}),T.gaps=i=c.gaps(e,a,o,s,i),T.clip=Vs(i,d.ori,h,g,_,v)}return te!=0&&(T.band=te==2?[Bs(e,a,o,s,E,-1),Bs(e,a,o,s,E,1)]:Bs(e,a,o,s,E,te)),T})}function cc(e,t,n,r,i,a,o=pa){if(e.length>1){let s=null;for(let c=0,l=1/0;c<e.length;c++)if(t[c]!==void 0){if(s!=null){let t=ta(e[c]-e[s]);t<l&&(l=t,o=ta(n(e[c],r,i,a)-n(e[s],r,i,a)))}s=c}}return o}function lc(e){e||=Ma;let t=Z(e.size,[.6,pa,1]),n=e.align||0,r=e.gap||0,i=e.radius;i=i==null?[0,0]:typeof i==`number`?[i,0]:i;let a=Q(i),o=1-t[0],s=Z(t[1],pa),c=Z(t[2],1),l=Z(e.disp,Ma),u=Z(e.each,e=>{}),{fill:d,stroke:f}=l;return(e,t,i,p)=>Ls(e,t,(m,h,g,_,v,y,b,x,S,C,w)=>{let T=m.pxRound,E=n,D=r*X,O=s*X,k=c*X,A,j;_.ori==0?[A,j]=a(e,t):[j,A]=a(e,t);let M=_.dir*(_.ori==0?1:-1),ee=_.ori==0?Xs:Zs,te=_.ori==0?u:(e,t,n,r,i,a,o)=>{u(e,t,n,i,r,o,a)},ne=Z(e.bands,Na).find(e=>e.series[0]==t),re=ne==null?0:ne.dir,ie=m.fillTo(e,t,m.min,m.max,re),N=T(b(ie,v,w,S)),P,F,I,L=C,R=T(m.width*X),ae=!1,oe=null,se=null,ce=null,le=null;d!=null&&(R==0||f!=null)&&(ae=!0,oe=d.values(e,t,i,p),se=new Map,new Set(oe).forEach(e=>{e!=null&&se.set(e,new Path2D)}),R>0&&(ce=f.values(e,t,i,p),le=new Map,new Set(ce).forEach(e=>{e!=null&&le.set(e,new Path2D)})));let{x0:ue,size:z}=l;if(ue!=null&&z!=null){E=1,h=ue.values(e,t,i,p),ue.unit==2&&(h=h.map(t=>e.posToVal(x+t*C,_.key,!0)));let n=z.values(e,t,i,p);F=z.unit==2?n[0]*C:y(n[0],_,C,x)-y(0,_,C,x),L=cc(h,g,y,_,C,x,L),I=L-F+D}else L=cc(h,g,y,_,C,x,L),I=L*o+D,F=L-I;I<1&&(I=0),R>=F/2&&(R=0),I<5&&(T=va);let de=I>0,fe=L-I-(de?R:0);F=T(ha(fe,k,O)),P=(E==0?F/2:E==M?0:F)-E*M*((E==0?D/2:0)+(de?R/2:0));let pe={stroke:null,fill:null,clip:null,band:null,gaps:null,flags:0},me=ae?null:new Path2D,he=null;if(ne!=null)he=e.data[ne.series[1]];else{let{y0:n,y1:r}=l;n!=null&&r!=null&&(g=r.values(e,t,i,p),he=n.values(e,t,i,p))}let ge=A*F,_e=j*F;for(let n=M==1?i:p;n>=i&&n<=p;n+=M){let r=g[n];if(r==null)continue;if(he!=null){let e=he[n]??0;if(r-e==0)continue;N=b(e,v,w,S)}let i=y(_.distr!=2||l!=null?h[n]:n,_,C,x),a=b(Z(r,ie),v,w,S),o=T(i-P),s=T(oa(a,N)),c=T(aa(a,N)),u=s-c;if(r!=null){let i=r<0?_e:ge,a=r<0?ge:_e;ae?(R>0&&ce[n]!=null&&ee(le.get(ce[n]),o,c+na(R/2),F,oa(0,u-R),i,a),oe[n]!=null&&ee(se.get(oe[n]),o,c+na(R/2),F,oa(0,u-R),i,a)):ee(me,o,c+na(R/2),F,oa(0,u-R),i,a),te(e,t,n,o-R/2,c,F+R,u)}}return R>0?pe.stroke=ae?le:me:ae||(pe._fill=m.width==0?m._fill:m._stroke??m._fill,pe.width=0),pe.fill=ae?se:me,pe})}function uc(e,t){let n=Z(t?.alignGaps,0);return(t,r,i,a)=>Ls(t,r,(o,s,c,l,u,d,f,p,m,h,g)=>{[i,a]=zi(c,i,a);let _=o.pxRound,v=e=>_(d(e,l,h,p)),y=e=>_(f(e,u,g,m)),b,x,S;l.ori==0?(b=Ks,S=Js,x=ec):(b=qs,S=Ys,x=tc);let C=l.dir*(l.ori==0?1:-1),w=v(s[C==1?i:a]),T=w,E=[],D=[];for(let e=C==1?i:a;e>=i&&e<=a;e+=C)if(c[e]!=null){let t=s[e],n=v(t);E.push(T=n),D.push(y(c[e]))}let O={stroke:e(E,D,b,S,x,_),fill:null,clip:null,band:null,gaps:null,flags:Fs},k=O.stroke,[A,j]=Rs(t,r);if(o.fill!=null||A!=0){let e=O.fill=new Path2D(k),n=y(o.fillTo(t,r,o.min,o.max,A));S(e,T,n),S(e,w,n)}if(!o.spanGaps){let e=[];e.push(...Us(s,c,i,a,C,v,n)),O.gaps=e=o.gaps(t,r,i,a,e),O.clip=Vs(e,l.ori,p,m,h,g)}return j!=0&&(O.band=j==2?[Bs(t,r,i,a,k,-1),Bs(t,r,i,a,k,1)]:Bs(t,r,i,a,k,j)),O})}function dc(e){return uc(fc,e)}function fc(e,t,n,r,i,a){let o=e.length;if(o<2)return null;let s=new Path2D;if(n(s,e[0],t[0]),o==2)r(s,e[1],t[1]);else{let n=Array(o),r=Array(o-1),a=Array(o-1),c=Array(o-1);for(let n=0;n<o-1;n++)a[n]=t[n+1]-t[n],c[n]=e[n+1]-e[n],r[n]=a[n]/c[n];n[0]=r[0];for(let e=1;e<o-1;e++)r[e]===0||r[e-1]===0||r[e-1]>0!=r[e]>0?n[e]=0:(n[e]=3*(c[e-1]+c[e])/((2*c[e]+c[e-1])/r[e-1]+(c[e]+2*c[e-1])/r[e]),isFinite(n[e])||(n[e]=0));n[o-1]=r[o-2];for(let r=0;r<o-1;r++)i(s,e[r]+c[r]/3,t[r]+n[r]*c[r]/3,e[r+1]-c[r]/3,t[r+1]-n[r+1]*c[r]/3,e[r+1],t[r+1])}return s}var pc=new Set;function mc(){for(let e of pc)e.syncRect(!0)}mi&&(Ni(li,gi,mc),Ni(ui,gi,mc,!0),Ni(fi,gi,()=>{Ac.pxRatio=X}));var hc=oc(),gc=nc();function _c(e,t,n,r){return(r?[e[0],e[1]].concat(e.slice(2)):[e[0]].concat(e.slice(1))).map((e,r)=>yc(e,r,t,n))}function vc(e,t){return e.map((e,n)=>n==0?{}:Wa({},t,e))}function yc(e,t,n,r){return Wa({},t==0?n:r,e)}function bc(e,t,n){return t==null?Pa:[t,n]}var xc=bc;function Sc(e,t,n){return t==null?Pa:Ji(t,n,Wi,!0)}function Cc(e,t,n,r){return t==null?Pa:Hi(t,n,e.scales[r].log,!1)}var wc=Cc;function Tc(e,t,n,r){return t==null?Pa:Ui(t,n,e.scales[r].log,!1)}var Ec=Tc;function Dc(e,t,n,r,i){let a=oa(ma(e),ma(t)),o=t-e,s=Fi(i/r*o,n);do{let e=n[s],t=r*e/o;if(t>=i&&a+(e<5?ka.get(e):0)<=17)return[e,t]}while(++s<n.length);return[0,0]}function Oc(e){let t,n;return e=e.replace(/(\d+)px/,(e,r)=>(t=ra((n=+r)*X))+`px`),[e,t,n]}function kc(e){e.show&&[e.font,e.labelFont].forEach(e=>{let t=Oa(e[2]*X,1);e[0]=e[0].replace(/[0-9.]+px/,t+`px`),e[1]=t})}function Ac(e,t,n){let r={mode:Z(e.mode,1)},i=r.mode;function a(e,t,n,r){let i=t.valToPct(e);return r+n*(t.dir==-1?1-i:i)}function o(e,t,n,r){let i=t.valToPct(e);return r+n*(t.dir==-1?i:1-i)}function s(e,t,n,r){return t.ori==0?a(e,t,n,r):o(e,t,n,r)}r.valToPosH=a,r.valToPosV=o;let c=!1;r.status=0;let l=r.root=wi(kr);if(e.id!=null&&(l.id=e.id),bi(l,e.class),e.title){let t=wi(Mr,l);t.textContent=e.title}let u=Ci(`canvas`),d=r.ctx=u.getContext(`2d`),f=wi(Nr,l);Ni(`click`,f,e=>{e.target===m&&(Qt!=Yt||$t!=Y)&&tn.click(r,e)},!0);let p=r.under=wi(Pr,f);f.appendChild(u);let m=r.over=wi(Fr,f);e=Ua(e);let h=+Z(e.pxAlign,1),g=Ws(h);(e.plugins||[]).forEach(t=>{t.opts&&(e=t.opts(r,e)||e)});let _=e.ms||.001,v=r.series=i==1?_c(e.series||[],us,ks,!1):vc(e.series||[null],Os),y=r.axes=_c(e.axes||[],ss,Cs,!0),b=r.scales={},x=r.bands=e.bands||[];x.forEach(e=>{e.fill=Q(e.fill||null),e.dir=Z(e.dir,-1)});let S=i==2?v[1].facets[0].scale:v[0].scale,C={axes:Pt,series:Et},w=(e.drawOrder||[`axes`,`series`]).map(e=>C[e]);function T(e){let t=e.distr==3?t=>la(t>0?t:e.clamp(r,t,e.min,e.max,e.key)):e.distr==4?t=>fa(t,e.asinh):e.distr==100?t=>e.fwd(t):e=>e;return n=>{let r=t(n),{_min:i,_max:a}=e,o=a-i;return(r-i)/o}}function E(t){let n=b[t];if(n==null){let r=(e.scales||Ma)[t]||Ma;if(r.from!=null){E(r.from);let e=Wa({},b[r.from],r,{key:t});e.valToPct=T(e),b[t]=e}else{n=b[t]=Wa({},t==S?js:Ms,r),n.key=t;let e=n.time,a=n.range,o=Fa(a);if((t!=S||i==2&&!e)&&(o&&(a[0]==null||a[1]==null)&&(a={min:a[0]==null?Gi:{mode:1,hard:a[0],soft:a[0]},max:a[1]==null?Gi:{mode:1,hard:a[1],soft:a[1]}},o=!1),!o&&za(a))){let e=a;a=(t,n,r)=>n==null?Pa:Ji(n,r,e)}n.range=Q(a||(e?xc:t==S?n.distr==3?wc:n.distr==4?Ec:bc:n.distr==3?Cc:n.distr==4?Tc:Sc)),n.auto=Q(!o&&n.auto),n.clamp=Q(n.clamp||As),n._min=n._max=null,n.valToPct=T(n)}}}E(`x`),E(`y`),i==1&&v.forEach(e=>{E(e.scale)}),y.forEach(e=>{E(e.scale)});for(let t in e.scales)E(t);let D=b[S],O=D.distr,k,A;D.ori==0?(bi(l,Ar),k=a,A=o):(bi(l,jr),k=o,A=a);let j={};for(let e in b){let t=b[e];(t.min!=null||t.max!=null)&&(j[e]={min:t.min,max:t.max},t.min=t.max=null)}let M=e.tzDate||(e=>new Date(ra(e/_))),ee=e.fmtDate||co,te=_==1?jo(M):Po(M),ne=Io(M,Fo(_==1?Ao:No,ee)),re=Vo(M,zo(Bo,ee)),ie=[],N=r.legend=Wa({},Wo,e.legend),P=r.cursor=Wa({},$o,{drag:{y:i==2}},e.cursor),F=N.show,I=P.show,L=N.markers;N.idxs=ie,L.width=Q(L.width),L.dash=Q(L.dash),L.stroke=Q(L.stroke),L.fill=Q(L.fill);let R,ae,oe,se=[],ce=[],le,ue=!1,z={};if(N.live){let e=v[1]?v[1].values:null;ue=e!=null,le=ue?e(r,1,0):{_:0};for(let e in le)z[e]=pi}if(F){if(R=Ci(`table`,Hr,l),oe=Ci(`tbody`,null,R),N.mount(r,R),ue){ae=Ci(`thead`,null,R,oe);let e=Ci(`tr`,null,ae);for(var de in Ci(`th`,null,e),le)Ci(`th`,qr,e).textContent=de}else bi(R,Wr),N.live&&bi(R,Ur)}let fe={show:!0},pe={show:!1};function me(e,t){if(t==0&&(ue||!N.live||i==2))return Pa;let n=[],a=Ci(`tr`,Gr,oe,oe.childNodes[t]);bi(a,e.class),e.show||bi(a,Lr);let o=Ci(`th`,null,a);if(L.show){let e=wi(Kr,o);if(t>0){let n=L.width(r,t);n&&(e.style.border=n+`px `+L.dash(r,t)+` `+L.stroke(r,t)),e.style.background=L.fill(r,t)}}let s=wi(qr,o);for(var c in e.label instanceof HTMLElement?s.appendChild(e.label):s.textContent=e.label,t>0&&(L.show||(s.style.color=e.width>0?L.stroke(r,t):L.fill(r,t)),ge(`click`,o,t=>{if(P._lock)return;Be(t);let n=v.indexOf(e);if((t.ctrlKey||t.metaKey)!=N.isolate){let e=v.some((e,t)=>t>0&&t!=n&&e.show);v.forEach((t,r)=>{r>0&&un(r,e?r==n?fe:pe:fe,!0,Yn.setSeries)})}else un(n,{show:!e.show},!0,Yn.setSeries)},!1),Ue&&ge(oi,o,t=>{P._lock||(Be(t),un(v.indexOf(e),vn,!0,Yn.setSeries))},!1)),le){let e=Ci(`td`,Jr,a);e.textContent=`--`,n.push(e)}return[a,n]}let he=new Map;function ge(e,t,n,i=!0){let a=he.get(t)||{},o=P.bind[e](r,t,n,i);o&&(Ni(e,t,a[e]=o),he.set(t,a))}function _e(e,t,n){let r=he.get(t)||{};for(let n in r)(e==null||n==e)&&(Pi(n,t,r[n]),delete r[n]);e??he.delete(t)}let B=0,ve=0,V=0,H=0,U=0,ye=0,be=U,xe=ye,Se=V,Ce=H,we=0,Te=0,Ee=0,De=0;r.bbox={};let Oe=!1,ke=!1,Ae=!1,je=!1,Me=!1,Ne=!1;function Pe(e,t,n){(n||e!=r.width||t!=r.height)&&Fe(e,t),Ft(!1),Ae=!0,ke=!0,Bt()}function Fe(e,t){r.width=B=V=e,r.height=ve=H=t,U=ye=0,Re(),ze();let n=r.bbox;we=n.left=Ta(U*X,.5),Te=n.top=Ta(ye*X,.5),Ee=n.width=Ta(V*X,.5),De=n.height=Ta(H*X,.5)}function Ie(){let e=!1,t=0;for(;!e;){t++;let n=q(t),i=Nt(t);e=t==3||n&&i,e||(Fe(r.width,r.height),ke=!0)}}function Le({width:e,height:t}){Pe(e,t)}r.setSize=Le;function Re(){let e=!1,t=!1,n=!1,r=!1;y.forEach((i,a)=>{if(i.show&&i._show){let{side:a,_size:o}=i,s=a%2,c=o+(i.label==null?0:i.labelSize);c>0&&(s?(V-=c,a==3?(U+=c,r=!0):n=!0):(H-=c,a==0?(ye+=c,e=!0):t=!0))}}),Qe[0]=e,Qe[1]=n,Qe[2]=t,Qe[3]=r,V-=tt[1]+tt[3],U+=tt[3],H-=tt[2]+tt[0],ye+=tt[0]}function ze(){let e=U+V,t=ye+H,n=U,r=ye;function i(i,a){switch(i){case 1:return e+=a,e-a;case 2:return t+=a,t-a;case 3:return n-=a,n+a;case 0:return r-=a,r+a}}y.forEach((e,t)=>{if(e.show&&e._show){let t=e.side;e._pos=i(t,e._size),e.label!=null&&(e._lpos=i(t,e.labelSize))}})}if(P.dataIdx==null){let e=P.hover,n=e.skip=new Set(e.skip??[]);n.add(void 0);let r=e.prox=Q(e.prox),i=e.bias??=0;P.dataIdx=(e,a,o,s)=>{if(a==0)return o;let c=o,l=r(e,a,o,s)??pa,u=l>=0&&l<pa,d=D.ori==0?V:H,f=P.left,p=t[0],m=t[a];if(n.has(m[o])){c=null;let e=null,t=null,r;if(i==0||i==-1)for(r=o;e==null&&r-->0;)n.has(m[r])||(e=r);if(i==0||i==1)for(r=o;t==null&&r++<m.length;)n.has(m[r])||(t=r);if(e!=null||t!=null){if(u){let n=e==null?-1/0:k(p[e],D,d,0),r=t==null?1/0:k(p[t],D,d,0),i=f-n,a=r-f;i<=a?i<=l&&(c=e):a<=l&&(c=t)}else c=t==null?e:e==null?t:o-e<=t-o?e:t}}else u&&ta(f-k(p[o],D,d,0))>l&&(c=null);return c}}let Be=e=>{P.event=e};P.idxs=ie,P._lock=!1;let Ve=P.points;Ve.show=Q(Ve.show),Ve.size=Q(Ve.size),Ve.stroke=Q(Ve.stroke),Ve.width=Q(Ve.width),Ve.fill=Q(Ve.fill);let He=r.focus=Wa({},e.focus||{alpha:.3},P.focus),Ue=He.prox>=0,We=Ue&&Ve.one,Ge=[],Ke=[],qe=[];function Je(e,t){let n=Ve.show(r,t);if(n instanceof HTMLElement)return bi(n,Vr),bi(n,e.class),Ei(n,-10,-10,V,H),m.insertBefore(n,Ge[t]),n}function Ye(e,t){if(i==1||t>0){let t=i==1&&b[e.scale].time,n=e.value;e.value=t?Ra(n)?Vo(M,zo(n,ee)):n||re:n||Ss,e.label=e.label||(t?ls:cs)}if(We||t>0){e.width=e.width==null?1:e.width,e.paths=e.paths||hc||ba,e.fillTo=Q(e.fillTo||zs),e.pxAlign=+Z(e.pxAlign,h),e.pxRound=Ws(e.pxAlign),e.stroke=Q(e.stroke||null),e.fill=Q(e.fill||null),e._stroke=e._fill=e._paths=e._focus=null;let t=ws(oa(1,e.width),1),n=e.points=Wa({},{size:t,width:oa(1,t*.2),stroke:e.stroke,space:t*2,paths:gc,_stroke:null,_fill:null},e.points);n.show=Q(n.show),n.filter=Q(n.filter),n.fill=Q(n.fill),n.stroke=Q(n.stroke),n.paths=Q(n.paths),n.pxAlign=e.pxAlign}if(F){let n=me(e,t);se.splice(t,0,n[0]),ce.splice(t,0,n[1]),N.values.push(null)}if(I){ie.splice(t,0,null);let n=null;We?t==0&&(n=Je(e,t)):t>0&&(n=Je(e,t)),Ge.splice(t,0,n),Ke.splice(t,0,0),qe.splice(t,0,0)}qn(`addSeries`,t)}function Xe(e,t){t??=v.length,e=i==1?yc(e,t,us,ks):yc(e,t,{},Os),v.splice(t,0,e),Ye(v[t],t)}r.addSeries=Xe;function Ze(e){if(v.splice(e,1),F){N.values.splice(e,1),ce.splice(e,1);let t=se.splice(e,1)[0];_e(null,t.firstChild),t.remove()}I&&(ie.splice(e,1),Ge.splice(e,1)[0].remove(),Ke.splice(e,1),qe.splice(e,1)),qn(`delSeries`,e)}r.delSeries=Ze;let Qe=[!1,!1,!1,!1];function $e(e,t){if(e._show=e.show,e.show){let n=e.side%2,i=b[e.scale];i??=(e.scale=n?v[1].scale:S,b[e.scale]);let a=i.time;e.size=Q(e.size),e.space=Q(e.space),e.rotate=Q(e.rotate),Fa(e.incrs)&&e.incrs.forEach(e=>{!ka.has(e)&&ka.set(e,Aa(e))}),e.incrs=Q(e.incrs||(i.distr==2?go:a?_==1?ko:Mo:_o)),e.splits=Q(e.splits||(a&&i.distr==1?te:i.distr==3?ps:i.distr==4?ms:fs)),e.stroke=Q(e.stroke),e.grid.stroke=Q(e.grid.stroke),e.ticks.stroke=Q(e.ticks.stroke),e.border.stroke=Q(e.border.stroke);let o=e.values;e.values=Fa(o)&&!Fa(o[0])?Q(o):a?Fa(o)?Io(M,Fo(o,ee)):Ra(o)?Lo(M,o):o||ne:o||ds,e.filter=Q(e.filter||(i.distr>=3&&i.log==10?bs:i.distr==3&&i.log==2?xs:ya)),e.font=Oc(e.font),e.labelFont=Oc(e.labelFont),e._size=e.size(r,null,t,0),e._space=e._rotate=e._incrs=e._found=e._splits=e._values=null,e._size>0&&(Qe[t]=!0,e._el=wi(Ir,f))}}function W(e,t,n,r){let[i,a,o,s]=n,c=t%2,l=0;return c==0&&(s||a)&&(l=t==0&&!i||t==2&&!o?ra(ss.size/3):0),c==1&&(i||o)&&(l=t==1&&!a||t==3&&!s?ra(Cs.size/2):0),l}let et=r.padding=(e.padding||[W,W,W,W]).map(e=>Q(Z(e,W))),tt=r._padding=et.map((e,t)=>e(r,t,Qe,0)),nt,rt=null,it=null,at=i==1?v[0].idxs:null,ot=null,st=!1;function ct(e,n){if(t=e??[],r.data=r._data=t,i==2){nt=0;for(let e=1;e<v.length;e++)nt+=t[e][0].length}else{t.length==0&&(r.data=r._data=t=[[]]),ot=t[0],nt=ot.length;let e=t;if(O==2){e=t.slice();let n=e[0]=Array(nt);for(let e=0;e<nt;e++)n[e]=e}r._data=t=e}if(Ft(!0),qn(`setData`),O==2&&(Ae=!0),n!==!1){let e=D;e.auto(r,st)?lt():ln(S,e.min,e.max),je||=P.left>=0,Ne=!0,Bt()}}r.setData=ct;function lt(){st=!0;let e,n;i==1&&(nt>0?(rt=at[0]=0,it=at[1]=nt-1,e=t[0][rt],n=t[0][it],O==2?(e=rt,n=it):e==n&&(O==3?[e,n]=Hi(e,e,D.log,!1):O==4?[e,n]=Ui(e,e,D.log,!1):D.time?n=e+ra(86400/_):[e,n]=Ji(e,n,Wi,!0))):(rt=at[0]=e=null,it=at[1]=n=null)),ln(S,e,n)}let ut,dt,ft,pt,mt,ht,gt,_t,vt,yt;function bt(e,t,n,r,i,a){e??=ni,n??=Na,r??=`butt`,i??=ni,a??=`round`,e!=ut&&(d.strokeStyle=ut=e),i!=dt&&(d.fillStyle=dt=i),t!=ft&&(d.lineWidth=ft=t),a!=mt&&(d.lineJoin=mt=a),r!=ht&&(d.lineCap=ht=r),n!=pt&&d.setLineDash(pt=n)}function xt(e,t,n,r){t!=dt&&(d.fillStyle=dt=t),e!=gt&&(d.font=gt=e),n!=_t&&(d.textAlign=_t=n),r!=vt&&(d.textBaseline=vt=r)}function St(e,t,n,i,a=0){if(i.length>0&&e.auto(r,st)&&(t==null||t.min==null)){let t=Z(rt,0),r=Z(it,i.length-1),o=n.min==null?Vi(i,t,r,a,e.distr==3):[n.min,n.max];e.min=aa(e.min,n.min=o[0]),e.max=oa(e.max,n.max=o[1])}}let Ct={min:null,max:null};function wt(){for(let e in b){let t=b[e];j[e]==null&&(t.min==null||j[S]!=null&&t.auto(r,st))&&(j[e]=Ct)}for(let e in b){let t=b[e];j[e]==null&&t.from!=null&&j[t.from]!=null&&(j[e]=Ct)}j[S]!=null&&Ft(!0);let e={};for(let t in j){let n=j[t];if(n!=null){let a=e[t]=Ua(b[t],Ba);if(n.min!=null)Wa(a,n);else if(t!=S||i==2){if(nt==0&&a.from==null){let e=a.range(r,null,null,t);a.min=e[0],a.max=e[1]}else a.min=pa,a.max=-1/0}}}if(nt>0){v.forEach((n,a)=>{if(i==1){let i=n.scale,o=j[i];if(o==null)return;let s=e[i];if(a==0){let e=s.range(r,s.min,s.max,i);s.min=e[0],s.max=e[1],rt=Fi(s.min,t[0]),it=Fi(s.max,t[0]),it-rt>1&&(t[0][rt]<s.min&&rt++,t[0][it]>s.max&&it--),n.min=ot[rt],n.max=ot[it]}else n.show&&n.auto&&St(s,o,n,t[a],n.sorted);n.idxs[0]=rt,n.idxs[1]=it}else if(a>0&&n.show&&n.auto){let[r,i]=n.facets,o=r.scale,s=i.scale,[c,l]=t[a],u=e[o],d=e[s];u!=null&&St(u,j[o],r,c,r.sorted),d!=null&&St(d,j[s],i,l,i.sorted),n.min=i.min,n.max=i.max}});for(let t in e){let n=e[t],i=j[t];if(n.from==null&&(i==null||i.min==null)){let e=n.range(r,n.min==pa?null:n.min,n.max==-1/0?null:n.max,t);n.min=e[0],n.max=e[1]}}}for(let t in e){let n=e[t];if(n.from!=null){let i=e[n.from];if(i.min==null)n.min=n.max=null;else{let e=n.range(r,i.min,i.max,t);n.min=e[0],n.max=e[1]}}}let n={},a=!1;for(let t in e){let r=e[t],i=b[t];if(i.min!=r.min||i.max!=r.max){i.min=r.min,i.max=r.max;let e=i.distr;i._min=e==3?la(i.min):e==4?fa(i.min,i.asinh):e==100?i.fwd(i.min):i.min,i._max=e==3?la(i.max):e==4?fa(i.max,i.asinh):e==100?i.fwd(i.max):i.max,n[t]=a=!0}}if(a){v.forEach((e,t)=>{i==2?t>0&&n.y&&(e._paths=null):n[e.scale]&&(e._paths=null)});for(let e in n)Ae=!0,qn(`setScale`,e);I&&P.left>=0&&(je=Ne=!0)}for(let e in j)j[e]=null}function Tt(e){let t=ha(rt-1,0,nt-1),n=ha(it+1,0,nt-1);for(;e[t]==null&&t>0;)t--;for(;e[n]==null&&n<nt-1;)n++;return[t,n]}function Et(){if(nt>0){let e=v.some(e=>e._focus)&&yt!=He.alpha;e&&(d.globalAlpha=yt=He.alpha),v.forEach((e,n)=>{if(n>0&&e.show&&(Dt(n,!1),Dt(n,!0),e._paths==null)){let a=yt;yt!=e.alpha&&(d.globalAlpha=yt=e.alpha);let o=i==2?[0,t[n][0].length-1]:Tt(t[n]);e._paths=e.paths(r,n,o[0],o[1]),yt!=a&&(d.globalAlpha=yt=a)}}),v.forEach((e,t)=>{if(t>0&&e.show){let n=yt;yt!=e.alpha&&(d.globalAlpha=yt=e.alpha),e._paths!=null&&Ot(t,!1);{let n=e._paths==null?null:e._paths.gaps,i=e.points.show(r,t,rt,it,n),a=e.points.filter(r,t,i,n);(i||a)&&(e.points._paths=e.points.paths(r,t,rt,it,a),Ot(t,!0))}yt!=n&&(d.globalAlpha=yt=n),qn(`drawSeries`,t)}}),e&&(d.globalAlpha=yt=1)}}function Dt(e,t){let n=t?v[e].points:v[e];n._stroke=n.stroke(r,e),n._fill=n.fill(r,e)}function Ot(e,t){let n=t?v[e].points:v[e],{stroke:r,fill:i,clip:a,flags:o,_stroke:s=n._stroke,_fill:c=n._fill,_width:l=n.width}=n._paths;l=Oa(l*X,3);let u=null,f=l%2/2;t&&c==null&&(c=l>0?`#fff`:s);let p=n.pxAlign==1&&f>0;if(p&&d.translate(f,f),!t){let e=we-l/2,t=Te-l/2,n=Ee+l,r=De+l;u=new Path2D,u.rect(e,t,n,r)}t?kt(s,l,n.dash,n.cap,c,r,i,o,a):G(e,s,l,n.dash,n.cap,c,r,i,o,u,a),p&&d.translate(-f,-f)}function G(e,n,i,a,o,s,c,l,u,d,f){let p=!1;u!=0&&x.forEach((m,h)=>{if(m.series[0]==e){let e=v[m.series[1]],g=t[m.series[1]],_=(e._paths||Ma).band;Fa(_)&&(_=m.dir==1?_[0]:_[1]);let y,b=null;e.show&&_&&Yi(g,rt,it)?(b=m.fill(r,h)||s,y=e._paths.clip):_=null,kt(n,i,a,o,b,c,l,u,d,f,y,_),p=!0}}),p||kt(n,i,a,o,s,c,l,u,d,f)}function kt(e,t,n,r,i,a,o,s,c,l,u,f){bt(e,t,n,r,i),(c||l||f)&&(d.save(),c&&d.clip(c),l&&d.clip(l)),f?(s&3)==3?(d.clip(f),u&&d.clip(u),K(i,o),At(e,a,t)):s&Is?(K(i,o),d.clip(f),At(e,a,t)):s&Fs&&(d.save(),d.clip(f),u&&d.clip(u),K(i,o),d.restore(),At(e,a,t)):(K(i,o),At(e,a,t)),(c||l||f)&&d.restore()}function At(e,t,n){n>0&&(t instanceof Map?t.forEach((e,t)=>{d.strokeStyle=ut=t,d.stroke(e)}):t!=null&&e&&d.stroke(t))}function K(e,t){t instanceof Map?t.forEach((e,t)=>{d.fillStyle=dt=t,d.fill(e)}):t!=null&&e&&d.fill(t)}function jt(e,t,n,i){let a=y[e],o;if(i<=0)o=[0,0];else{let s=a._space=a.space(r,e,t,n,i);o=Dc(t,n,a._incrs=a.incrs(r,e,t,n,i,s),i,s)}return a._found=o}function Mt(e,t,n,r,i,a,o,s,c,l){let u=o%2/2;h==1&&d.translate(u,u),bt(s,o,c,l,s),d.beginPath();let f,p,m,g,_=i+(r==0||r==3?-a:a);n==0?(p=i,g=_):(f=i,m=_);for(let r=0;r<e.length;r++)t[r]!=null&&(n==0?f=m=e[r]:p=g=e[r],d.moveTo(f,p),d.lineTo(m,g));d.stroke(),h==1&&d.translate(-u,-u)}function q(e){let t=!0;return y.forEach((n,i)=>{if(!n.show)return;let a=b[n.scale];if(a.min==null){n._show&&(t=!1,n._show=!1,Ft(!1));return}n._show||(t=!1,n._show=!0,Ft(!1));let o=n.side,s=o%2,{min:c,max:l}=a,[u,d]=jt(i,c,l,s==0?V:H);if(d==0)return;let f=a.distr==2,p=n._splits=n.splits(r,i,c,l,u,d,f),m=a.distr==2?p.map(e=>ot[e]):p,h=a.distr==2?ot[p[1]]-ot[p[0]]:u,g=n._values=n.values(r,n.filter(r,m,i,d,h),i,d,h);n._rotate=o==2?n.rotate(r,g,i,d):0;let _=n._size;n._size=ia(n.size(r,g,i,e)),_!=null&&n._size!=_&&(t=!1)}),t}function Nt(e){let t=!0;return et.forEach((n,i)=>{let a=n(r,i,Qe,e);a!=tt[i]&&(t=!1),tt[i]=a}),t}function Pt(){for(let e=0;e<y.length;e++){let t=y[e];if(!t.show||!t._show)continue;let n=t.side,i=n%2,a,o,c=t.stroke(r,e),l=n==0||n==3?-1:1,[u,f]=t._found;if(t.label!=null){let s=t.labelGap*l,p=ra((t._lpos+s)*X);xt(t.labelFont[0],c,`center`,n==2?Zr:Qr),d.save(),i==1?(a=o=0,d.translate(p,ra(Te+De/2)),d.rotate((n==3?-ea:ea)/2)):(a=ra(we+Ee/2),o=p);let m=ga(t.label)?t.label(r,e,u,f):t.label;d.fillText(m,a,o),d.restore()}if(f==0)continue;let p=b[t.scale],m=i==0?Ee:De,h=i==0?we:Te,_=t._splits,v=p.distr==2?_.map(e=>ot[e]):_,x=p.distr==2?ot[_[1]]-ot[_[0]]:u,S=t.ticks,C=t.border,w=S.show?S.size:0,T=ra(w*X),E=ra((t.alignTo==2?t._size-w-t.gap:t.gap)*X),D=t._rotate*-ea/180,O=g(t._pos*X),k=O+(T+E)*l;o=i==0?k:0,a=i==1?k:0;let A=t.font[0];xt(A,c,t.align==1?$r:t.align==2?ei:D>0?$r:D<0?ei:i==0?`center`:n==3?ei:$r,D||i==1?`middle`:n==2?Zr:Qr);let j=t.font[1]*t.lineGap,M=_.map(e=>g(s(e,p,m,h))),ee=t._values;for(let e=0;e<ee.length;e++){let t=ee[e];if(t!=null){i==0?a=M[e]:o=M[e],t=``+t;let n=t.indexOf(`
`)==-1?[t]:t.split(/\n/gm);for(let e=0;e<n.length;e++){let t=n[e];D?(d.save(),d.translate(a,o+e*j),d.rotate(D),d.fillText(t,0,0),d.restore()):d.fillText(t,a,o+e*j)}}}S.show&&Mt(M,S.filter(r,v,e,f,x),i,n,O,T,Oa(S.width*X,3),S.stroke(r,e),S.dash,S.cap);let te=t.grid;te.show&&Mt(M,te.filter(r,v,e,f,x),i,i==0?2:1,i==0?Te:we,i==0?De:Ee,Oa(te.width*X,3),te.stroke(r,e),te.dash,te.cap),C.show&&Mt([O],[1],+(i==0),i==0?1:2,i==1?Te:we,i==1?De:Ee,Oa(C.width*X,3),C.stroke(r,e),C.dash,C.cap)}qn(`drawAxes`)}function Ft(e){v.forEach((t,n)=>{n>0&&(t._paths=null,e&&(i==1?(t.min=null,t.max=null):t.facets.forEach(e=>{e.min=null,e.max=null})))})}let It=!1,Lt=!1,Rt=[];function zt(){Lt=!1;for(let e=0;e<Rt.length;e++)qn(...Rt[e]);Rt.length=0}function Bt(){It||=(Xa(J),!0)}function Vt(e,t=!1){It=!0,Lt=t,e(r),J(),t&&Rt.length>0&&queueMicrotask(zt)}r.batch=Vt;function J(){if(Oe&&=(wt(),!1),Ae&&=(Ie(),!1),ke){if(Si(p,$r,U),Si(p,Zr,ye),Si(p,Yr,V),Si(p,Xr,H),Si(m,$r,U),Si(m,Zr,ye),Si(m,Yr,V),Si(m,Xr,H),Si(f,Yr,B),Si(f,Xr,ve),u.width=ra(B*X),u.height=ra(ve*X),y.forEach(({_el:e,_show:t,_size:n,_pos:r,side:i})=>{if(e!=null){if(t){let t=i===3||i===0?n:0,a=i%2==1;Si(e,a?`left`:`top`,r-t),Si(e,a?`width`:`height`,n),Si(e,a?`top`:`left`,a?ye:U),Si(e,a?`height`:`width`,a?H:V),xi(e,Lr)}else bi(e,Lr)}}),ut=dt=ft=mt=ht=gt=_t=vt=pt=null,yt=1,jn(!0),U!=be||ye!=xe||V!=Se||H!=Ce){Ft(!1);let e=V/Se,t=H/Ce;if(I&&!je&&P.left>=0){P.left*=e,P.top*=t,Gt&&Ei(Gt,ra(P.left),0,V,H),Kt&&Ei(Kt,0,ra(P.top),V,H);for(let n=0;n<Ge.length;n++){let r=Ge[n];r!=null&&(Ke[n]*=e,qe[n]*=t,Ei(r,ia(Ke[n]),ia(qe[n]),V,H))}}if(an.show&&!Me&&an.left>=0&&an.width>0){an.left*=e,an.width*=e,an.top*=t,an.height*=t;for(let e in Pn)Si(on,e,an[e])}be=U,xe=ye,Se=V,Ce=H}qn(`setSize`),ke=!1}B>0&&ve>0&&(d.clearRect(0,0,u.width,u.height),qn(`drawClear`),w.forEach(e=>e()),qn(`draw`)),an.show&&Me&&(sn(an),Me=!1),I&&je&&(kn(null,!0,!1),je=!1),N.show&&N.live&&Ne&&(Dn(),Ne=!1),c||(c=!0,r.status=1,qn(`ready`)),st=!1,It=!1}r.redraw=(e,t)=>{Ae=t||!1,e===!1?Bt():ln(S,D.min,D.max)};function Ht(e,n){let i=b[e];if(i.from==null){if(nt==0){let t=i.range(r,n.min,n.max,e);n.min=t[0],n.max=t[1]}if(n.min>n.max){let e=n.min;n.min=n.max,n.max=e}if(nt>1&&n.min!=null&&n.max!=null&&n.max-n.min<1e-16)return;e==S&&i.distr==2&&nt>0&&(n.min=Fi(n.min,t[0]),n.max=Fi(n.max,t[0]),n.min==n.max&&n.max++),j[e]=n,Oe=!0,Bt()}}r.setScale=Ht;let Ut,Wt,Gt,Kt,qt,Jt,Yt,Y,Xt,Zt,Qt,$t,en=!1,tn=P.drag,nn=tn.x,rn=tn.y;I&&(P.x&&(Ut=wi(zr,m)),P.y&&(Wt=wi(Br,m)),D.ori==0?(Gt=Ut,Kt=Wt):(Gt=Wt,Kt=Ut),Qt=P.left,$t=P.top);let an=r.select=Wa({show:!0,over:!0,left:0,width:0,top:0,height:0},e.select),on=an.show?wi(Rr,an.over?m:p):null;function sn(e,t){if(an.show){for(let t in e)an[t]=e[t],t in Pn&&Si(on,t,e[t]);t!==!1&&qn(`setSelect`)}}r.setSelect=sn;function cn(e){if(v[e].show)F&&xi(se[e],Lr);else if(F&&bi(se[e],Lr),I){let t=We?Ge[0]:Ge[e];t!=null&&Ei(t,-10,-10,V,H)}}function ln(e,t,n){Ht(e,{min:t,max:n})}function un(e,t,n,a){t.focus!=null&&yn(e),t.show!=null&&v.forEach((n,r)=>{r>0&&(e==r||e==null)&&(n.show=t.show,cn(r),i==2?(ln(n.facets[0].scale,null,null),ln(n.facets[1].scale,null,null)):ln(n.scale,null,null),Bt())}),n!==!1&&qn(`setSeries`,e,t),a&&Qn(`setSeries`,r,e,t)}r.setSeries=un;function dn(e,t){Wa(x[e],t)}function fn(e,t){e.fill=Q(e.fill||null),e.dir=Z(e.dir,-1),t??=x.length,x.splice(t,0,e)}function pn(e){e==null?x.length=0:x.splice(e,1)}r.addBand=fn,r.setBand=dn,r.delBand=pn;function mn(e,t){v[e].alpha=t,I&&Ge[e]!=null&&(Ge[e].style.opacity=t),F&&se[e]&&(se[e].style.opacity=t)}let hn,gn,_n,vn={focus:!0};function yn(e){if(e!=_n){let t=e==null,n=He.alpha!=1;v.forEach((r,a)=>{if(i==1||a>0){let i=t||a==0||a==e;r._focus=t?null:i,n&&mn(a,i?1:He.alpha)}}),_n=e,n&&Bt()}}F&&Ue&&ge(si,R,e=>{P._lock||(Be(e),_n!=null&&un(null,vn,!0,Yn.setSeries))});function bn(e,t,n){let r=b[t];n&&(e=e/X-(r.ori==1?ye:U));let i=V;r.ori==1&&(i=H,e=i-e),r.dir==-1&&(e=i-e);let a=r._min,o=r._max,s=e/i,c=a+(o-a)*s,l=r.distr;return l==3?sa(10,c):l==4?da(c,r.asinh):l==100?r.bwd(c):c}function xn(e,n){return Fi(bn(e,S,n),t[0],rt,it)}r.valToIdx=e=>Fi(e,t[0]),r.posToIdx=xn,r.posToVal=bn,r.valToPos=(e,t,n)=>b[t].ori==0?a(e,b[t],n?Ee:V,n?we:0):o(e,b[t],n?De:H,n?Te:0),r.setCursor=(e,t,n)=>{Qt=e.left,$t=e.top,kn(null,t,n)};function Sn(e,t){Si(on,$r,an.left=e),Si(on,Yr,an.width=t)}function Cn(e,t){Si(on,Zr,an.top=e),Si(on,Xr,an.height=t)}let wn=D.ori==0?Sn:Cn,Tn=D.ori==1?Sn:Cn;function En(){if(F&&N.live)for(let e=+(i==2);e<v.length;e++){if(e==0&&ue)continue;let t=N.values[e],n=0;for(let r in t)ce[e][n++].firstChild.nodeValue=t[r]}}function Dn(e,t){if(e!=null&&(e.idxs?e.idxs.forEach((e,t)=>{ie[t]=e}):La(e.idx)||ie.fill(e.idx),N.idx=ie[0]),F&&N.live){for(let e=0;e<v.length;e++)(e>0||i==1&&!ue)&&On(e,ie[e]);En()}Ne=!1,t!==!1&&qn(`setLegend`)}r.setLegend=Dn;function On(e,n){let i=v[e],a=e==0&&O==2?ot:t[e],o;ue?o=i.values(r,e,n)??z:(o=i.value(r,n==null?null:a[n],e,n),o=o==null?z:{_:o}),N.values[e]=o}function kn(e,n,a){Xt=Qt,Zt=$t,[Qt,$t]=P.move(r,Qt,$t),P.left=Qt,P.top=$t,I&&(Gt&&Ei(Gt,ra(Qt),0,V,H),Kt&&Ei(Kt,0,ra($t),V,H));let o,s=rt>it;hn=pa,gn=null;let c=D.ori==0?V:H,l=D.ori==1?V:H;if(Qt<0||nt==0||s){o=P.idx=null;for(let e=0;e<v.length;e++){let t=Ge[e];t!=null&&Ei(t,-10,-10,V,H)}Ue&&un(null,vn,!0,e==null&&Yn.setSeries),N.live&&(ie.fill(o),Ne=!0)}else{let e,n,a;i==1&&(e=D.ori==0?Qt:$t,n=bn(e,S),o=P.idx=Fi(n,t[0],rt,it),a=k(t[0][o],D,c,0));let s=-10,u=-10,d=0,f=0,p=!0,m=``,h=``;for(let e=+(i==2);e<v.length;e++){let g=v[e],_=ie[e],y=_==null?null:i==1?t[e][_]:t[e][1][_],x=P.dataIdx(r,e,o,n),S=x==null?null:i==1?t[e][x]:t[e][1][x];if(Ne=Ne||S!=y||x!=_,ie[e]=x,e>0&&g.show){let n=x==null?-10:x==o?a:k(i==1?t[0][x]:t[e][0][x],D,c,0),_=S==null?-10:A(S,i==1?b[g.scale]:b[g.facets[1].scale],l,0);if(Ue&&S!=null){let t=D.ori==1?Qt:$t,n=ta(He.dist(r,e,x,_,t));if(n<hn){let r=He.bias;if(r!=0){let i=bn(t,g.scale),a=S>=0?1:-1,o=i>=0?1:-1;o==a&&(o==1?r==1?S>=i:S<=i:r==1?S<=i:S>=i)&&(hn=n,gn=e)}else hn=n,gn=e}}if(Ne||We){let t,i;D.ori==0?(t=n,i=_):(t=_,i=n);let a,o,c,l,g,v,y=!0,b=Ve.bbox;if(b!=null){y=!1;let t=b(r,e);c=t.left,l=t.top,a=t.width,o=t.height}else c=t,l=i,a=o=Ve.size(r,e);if(v=Ve.fill(r,e),g=Ve.stroke(r,e),We)e==gn&&hn<=He.prox&&(s=c,u=l,d=a,f=o,p=y,m=v,h=g);else{let t=Ge[e];t!=null&&(Ke[e]=c,qe[e]=l,Ai(t,a,o,y),Oi(t,v,g),Ei(t,ia(c),ia(l),V,H))}}}}if(We){let e=He.prox;if(Ne||(_n==null?hn<=e:hn>e||gn!=_n)){let e=Ge[0];e!=null&&(Ke[0]=s,qe[0]=u,Ai(e,d,f,p),Oi(e,m,h),Ei(e,ia(s),ia(u),V,H))}}}if(an.show&&en){if(e!=null){let[t,n]=Yn.scales,[r,i]=Yn.match,[a,o]=e.cursor.sync.scales,s=e.cursor.drag;if(nn=s._x,rn=s._y,nn||rn){let{left:s,top:u,width:d,height:f}=e.select,p=e.scales[a].ori,m=e.posToVal,h,g,_,v,y,x=t!=null&&r(t,a),S=n!=null&&i(n,o);x&&nn?(p==0?(h=s,g=d):(h=u,g=f),_=b[t],v=k(m(h,a),_,c,0),y=k(m(h+g,a),_,c,0),wn(aa(v,y),ta(y-v))):wn(0,c),S&&rn?(p==1?(h=s,g=d):(h=u,g=f),_=b[n],v=A(m(h,o),_,l,0),y=A(m(h+g,o),_,l,0),Tn(aa(v,y),ta(y-v))):Tn(0,l)}else Fn()}else{let e=ta(Xt-qt),t=ta(Zt-Jt);if(D.ori==1){let n=e;e=t,t=n}nn=tn.x&&e>=tn.dist,rn=tn.y&&t>=tn.dist;let n=tn.uni;n==null?tn.x&&tn.y&&(nn||rn)&&(nn=rn=!0):nn&&rn&&(nn=e>=n,rn=t>=n,!nn&&!rn&&(t>e?rn=!0:nn=!0));let r,i;nn&&(D.ori==0?(r=Yt,i=Qt):(r=Y,i=$t),wn(aa(r,i),ta(i-r)),rn||Tn(0,l)),rn&&(D.ori==1?(r=Yt,i=Qt):(r=Y,i=$t),Tn(aa(r,i),ta(i-r)),nn||wn(0,c)),!nn&&!rn&&(wn(0,0),Tn(0,0))}}if(tn._x=nn,tn._y=rn,e==null){if(a){if(Xn!=null){let[e,t]=Yn.scales;Yn.values[0]=e==null?null:bn(D.ori==0?Qt:$t,e),Yn.values[1]=t==null?null:bn(D.ori==1?Qt:$t,t)}Qn(ri,r,Qt,$t,V,H,o)}if(Ue){let e=a&&Yn.setSeries,t=He.prox;_n==null?hn<=t&&un(gn,vn,!0,e):hn>t?un(null,vn,!0,e):gn!=_n&&un(gn,vn,!0,e)}}Ne&&(N.idx=o,Dn()),n!==!1&&qn(`setCursor`)}let An=null;Object.defineProperty(r,"rect",{get(){return An??jn(!1),An}});function jn(e=!1){e?An=null:(An=m.getBoundingClientRect(),qn(`syncRect`,An))}function Mn(e,t,n,r,i,a,o){P._lock||en&&e!=null&&e.movementX==0&&e.movementY==0||(Nn(e,t,n,r,i,a,o,!1,e!=null),e==null?kn(t,!0,!1):kn(null,!0,!0))}function Nn(e,t,n,i,a,o,c,l,u){if(An??jn(!1),Be(e),e!=null)n=e.clientX-An.left,i=e.clientY-An.top;else{if(n<0||i<0){Qt=-10,$t=-10;return}let[e,r]=Yn.scales,c=t.cursor.sync,[l,u]=c.values,[d,f]=c.scales,[p,m]=Yn.match,h=t.axes[0].side%2==1,g=D.ori==0?V:H,_=D.ori==1?V:H,v=h?o:a,y=h?a:o,x=h?i:n,S=h?n:i;if(n=d==null?x/v*g:p(e,d)?s(l,b[e],g,0):-10,i=f==null?S/y*_:m(r,f)?s(u,b[r],_,0):-10,D.ori==1){let e=n;n=i,i=e}}u&&(t==null||t.cursor.event.type==ri)&&((n<=1||n>=V-1)&&(n=Ta(n,V)),(i<=1||i>=H-1)&&(i=Ta(i,H))),l?(qt=n,Jt=i,[Yt,Y]=P.move(r,n,i)):(Qt=n,$t=i)}let Pn={width:0,height:0,left:0,top:0};function Fn(){sn(Pn,!1)}let In,Ln,Rn,zn;function Bn(e,t,n,i,a,o,s){en=!0,nn=rn=tn._x=tn._y=!1,Nn(e,t,n,i,a,o,s,!0,!1),e!=null&&(ge(ai,hi,Vn,!1),Qn(ii,r,Yt,Y,V,H,null));let{left:c,top:l,width:u,height:d}=an;In=c,Ln=l,Rn=u,zn=d}function Vn(e,t,n,i,a,o,s){en=tn._x=tn._y=!1,Nn(e,t,n,i,a,o,s,!1,!0);let{left:c,top:l,width:u,height:d}=an,f=u>0||d>0,p=In!=c||Ln!=l||Rn!=u||zn!=d;if(f&&p&&sn(an),tn.setScale&&f&&p){let e=c,t=u,n=l,r=d;if(D.ori==1&&(e=l,t=d,n=c,r=u),nn&&ln(S,bn(e,S),bn(e+t,S)),rn)for(let e in b){let t=b[e];e!=S&&t.from==null&&t.min!=pa&&ln(e,bn(n+r,e),bn(n,e))}Fn()}else P.lock&&(P._lock=!P._lock,kn(t,!0,e!=null));e!=null&&(_e(ai,hi),Qn(ai,r,Qt,$t,V,H,null))}function Hn(e,t,n,r,i,a,o){if(P._lock)return;Be(e);let s=en;if(en){let e=!0,t=!0,n,r;D.ori==0?(n=nn,r=rn):(n=rn,r=nn),n&&r&&(e=Qt<=10||Qt>=V-10,t=$t<=10||$t>=H-10),n&&e&&(Qt=Qt<Yt?0:V),r&&t&&($t=$t<Y?0:H),kn(null,!0,!0),en=!1}Qt=-10,$t=-10,ie.fill(null),kn(null,!0,!0),s&&(en=s)}function Un(e,t,n,i,a,o,s){P._lock||(Be(e),lt(),Fn(),e!=null&&Qn(ci,r,Qt,$t,V,H,null))}function Wn(){y.forEach(kc),Pe(r.width,r.height,!0)}Ni(fi,gi,Wn);let Gn={};Gn.mousedown=Bn,Gn.mousemove=Mn,Gn.mouseup=Vn,Gn.dblclick=Un,Gn.setSeries=(e,t,n,i)=>{let a=Yn.match[2];n=a(r,t,n),n!=-1&&un(n,i,!0,!1)},I&&(ge(ii,m,Bn),ge(ri,m,Mn),ge(oi,m,e=>{Be(e),jn(!1)}),ge(si,m,Hn),ge(ci,m,Un),pc.add(r),r.syncRect=jn);let Kn=r.hooks=e.hooks||{};function qn(e,t,n){Lt?Rt.push([e,t,n]):e in Kn&&Kn[e].forEach(e=>{e.call(null,r,t,n)})}(e.plugins||[]).forEach(e=>{for(let t in e.hooks)Kn[t]=(Kn[t]||[]).concat(e.hooks[t])});let Jn=(e,t,n)=>n,Yn=Wa({key:null,setSeries:!1,filters:{pub:xa,sub:xa},scales:[S,v[1]?v[1].scale:null],match:[Sa,Sa,Jn],values:[null,null]},P.sync);Yn.match.length==2&&Yn.match.push(Jn),P.sync=Yn;let Xn=Yn.key,Zn=Ps(Xn);function Qn(e,t,n,r,i,a,o){Yn.filters.pub(e,t,n,r,i,a,o)&&Zn.pub(e,t,n,r,i,a,o)}Zn.sub(r);function $n(e,t,n,r,i,a,o){Yn.filters.sub(e,t,n,r,i,a,o)&&Gn[e](null,t,n,r,i,a,o)}r.pub=$n;function er(){Zn.unsub(r),pc.delete(r),he.clear(),Pi(fi,gi,Wn),l.remove(),R?.remove(),qn(`destroy`)}r.destroy=er;function tr(){qn(`init`,e,t),ct(t||e.data,!1),j[S]?Ht(S,j[S]):lt(),Me=an.show&&(an.width>0||an.height>0),je=Ne=!0,Pe(e.width,e.height)}return v.forEach(Ye),y.forEach($e),n?n instanceof HTMLElement?(n.appendChild(l),tr()):n(r,tr):tr(),r}Ac.assign=Wa,Ac.fmtNum=Qi,Ac.rangeNum=Ji,Ac.rangeLog=Hi,Ac.rangeAsinh=Ui,Ac.orient=Ls,Ac.pxRatio=X,Ac.join=Ya,Ac.fmtDate=co,Ac.tzDate=uo,Ac.sync=Ps;{Ac.addGap=Hs,Ac.clipGaps=Vs;let e=Ac.paths={points:nc};e.linear=oc,e.stepped=sc,e.bars=lc,e.spline=dc}var jc=e=>e===`SUCCEEDED`||e===`CANCELED`;function Mc(e){if(e==null||!Number.isFinite(e))return`—`;let t=e*100;return Number.isInteger(t)||t>=10&&t<=90?`${Math.round(t)}%`:`${t.toFixed(1)}%`}function Nc(e,t){return`${Mc(e).replace(`%`,``)}–${Mc(t)}`}function Pc(e){return e.passed+e.failed+e.errored}function Fc(e){let t=Pc(e);return t===0?null:e.passed/t}function Ic(e){let t=Pc(e)+(e.unscored??0)+e.canceled;return{done:t,total:e.cases,fraction:e.cases===0?0:t/e.cases}}function Lc(e){let t=[...e].sort((e,t)=>e.runtime.localeCompare(t.runtime));return{labels:t.map(e=>e.runtime),series:[{label:`passed`,values:t.map(e=>e.passed),color:`#059669`},{label:`failed`,values:t.map(e=>e.failed),color:`#dc2626`},{label:`errored`,values:t.map(e=>e.errored),color:`#d97706`},{label:`not done`,values:t.map(e=>Math.max(0,e.cases-Pc(e))),color:`#94a3b8`}]}}function Rc(e){let t=[];return e.forEach((e,n)=>t.push(e.map((e,r)=>e+(n>0?t[n-1][r]:0)))),t}function zc(e){return Number.isFinite(e)?e<.001?`p < 0.001`:e>=.995?`p = 1`:`p = ${e<.01?e.toFixed(3):e.toFixed(2)}`:`p = —`}function Bc(e,t,n){let r=[...new Set([...e.aggregate.runtimes.map(e=>e.runtime),...t.aggregate.runtimes.map(e=>e.runtime)])].sort().map(n=>{let r=e.aggregate.runtimes.find(e=>e.runtime===n)??null,i=t.aggregate.runtimes.find(e=>e.runtime===n)??null,a=r&&Fc(r),o=i&&Fc(i);return{runtime:n,a:r,b:i,rateA:a,rateB:o,delta:a!=null&&o!=null?o-a:null}}),i=[...[...n.regressed].sort().map(e=>({caseId:e,change:`regressed`})),...[...n.fixed].sort().map(e=>({caseId:e,change:`fixed`}))],a=n.fixed.length-n.regressed.length,o,s,c=zc(n.pValue);return n.paired===0?(o=`none`,s=`No case was decided in both scorecards: nothing to compare yet.`):n.significant&&a!==0?(o=a>0?`better`:`worse`,s=`${t.name} is ${o} than ${e.name}: ${n.fixed.length} fixed, ${n.regressed.length} regressed — significant (McNemar ${c}).`):(o=`same`,s=n.fixed.length+n.regressed.length===0?`No paired case changed its outcome (McNemar ${c}).`:`${n.fixed.length} fixed, ${n.regressed.length} regressed — not significant (McNemar ${c}).`),{paired:n.paired,unchanged:n.paired-n.regressed.length-n.fixed.length,passRateA:n.passRateA,passRateB:n.passRateB,delta:n.passRateB-n.passRateA,pValue:c,significant:n.significant,direction:o,verdict:s,runtimes:r,cases:i}}function Vc(e){if(e==null||!Number.isFinite(e))return`—`;let t=Math.round(e*1e3)/10;if(t===0)return`±0 pts`;let n=Number.isInteger(t)?String(Math.abs(t)):Math.abs(t).toFixed(1);return`${t>0?`+`:`−`}${n} pts`}function Hc(e,t){let n=new URLSearchParams;e&&n.set(`a`,e),t&&n.set(`b`,t);let r=n.toString();return`/scorecards/compare${r?`?${r}`:``}`}function Uc(e){let t=t=>{let n=(e.get(t)??``).trim();return/^[1-9]\d*$/.test(n)?n:``};return{a:t(`a`),b:t(`b`)}}function Wc(e,t){return e.includes(t)?e.filter(e=>e!==t):[...e,t].slice(-2)}function Gc(e){return[...e].sort((e,t)=>Number(e)-Number(t))}var Kc=[`#2563eb`,`#db2777`,`#059669`,`#d97706`,`#7c3aed`,`#0891b2`,`#dc2626`,`#65a30d`],qc=Ac.paths.stepped({align:1});function Jc(e){return Kc[e%Kc.length]}function Yc({title:e,t,series:n,yMax:r,yFormat:i,integer:a=!1,height:o=220,testid:s}){let c=U(null),l=U(null);return V(()=>{if(!c.current)return;let s=matchMedia(`(prefers-color-scheme: dark)`).matches,u={stroke:s?`#cbd5e1`:`#334155`,grid:{stroke:s?`#334155`:`#e2e8f0`}},d={title:e,width:c.current.clientWidth||600,height:o,scales:{y:r==null?{range:(e,t,n)=>[0,Math.max(1,n*1.1)]}:{range:[0,r]}},axes:[{...u,space:80,incrs:[1,5,10,15,30,60,120,300,600,900,1800,3600],values:(e,t)=>t.map(e=>new Date(e*1e3).toLocaleTimeString([],{hourCycle:`h23`,hour:`2-digit`,minute:`2-digit`,second:`2-digit`}))},{...u,incrs:a?[1,2,5,10,20,50,100,200,500,1e3]:void 0,values:(e,t)=>t.map(e=>i?i(e):String(e))}],series:[{},...n.map(e=>({label:e.label,stroke:e.color,width:2,dash:e.dash?[6,4]:void 0,spanGaps:!1,paths:e.points?()=>null:qc,points:e.points?{show:!0,size:7,fill:e.color}:void 0,value:(e,t)=>t==null?`—`:i?i(t):String(t)}))]};l.current=new Ac(d,[t,...n.map(e=>e.values)],c.current);let f=new ResizeObserver(()=>{c.current&&l.current&&l.current.setSize({width:c.current.clientWidth,height:o})});return f.observe(c.current),()=>{f.disconnect(),l.current?.destroy(),l.current=null}},[n.map(e=>`${e.label}:${+!!e.dash}:${+!!e.points}`).join(`|`),e,o,r,a]),V(()=>{l.current?.setData([t,...n.map(e=>e.values)])}),G(`div`,{class:`chart`,ref:c,"data-testid":s,"data-points":t.length,role:`img`,"aria-label":e})}var Xc=Ac.paths.bars({size:[.6,64],align:0});function Zc({title:e,labels:t,series:n,height:r=220,testid:i}){let a=U(null),o=U(null),s=`${t.join(`|`)}#${n.map(e=>e.label).join(`|`)}`,c=()=>{let e=Rc(n.map(e=>e.values));return[t.map((e,t)=>t),...e.reverse()]};return V(()=>{if(!a.current)return;let i=matchMedia(`(prefers-color-scheme: dark)`).matches,s={stroke:i?`#cbd5e1`:`#334155`,grid:{stroke:i?`#334155`:`#e2e8f0`}},l=[...n].reverse(),u={title:e,width:a.current.clientWidth||600,height:r,scales:{x:{time:!1,range:[-.5,t.length-.5]},y:{range:(e,t,n)=>[0,Math.max(1,n*1.1)]}},axes:[{...s,grid:{show:!1},incrs:[1],values:(e,n)=>n.map(e=>t[e]??``)},{...s,incrs:[1,2,5,10,20,50,100,200,500,1e3,2e3,5e3],values:(e,t)=>t.map(String)}],cursor:{show:!1},legend:{show:!1},series:[{},...l.map(e=>({label:e.label,stroke:e.color,fill:e.color,width:0,paths:Xc,points:{show:!1}}))]};o.current=new Ac(u,c(),a.current);let d=new ResizeObserver(()=>{a.current&&o.current&&o.current.setSize({width:a.current.clientWidth,height:r})});return d.observe(a.current),()=>{d.disconnect(),o.current?.destroy(),o.current=null}},[s,e,r]),V(()=>{o.current?.setData(c())}),G(`div`,{class:`chart bars`,"data-testid":i,"data-total":n.reduce((e,t)=>e+t.values.reduce((e,t)=>e+t,0),0),children:[G(`div`,{ref:a,role:`img`,"aria-label":e}),G(`ul`,{class:`legend`,children:n.map(e=>G(`li`,{children:[G(`span`,{class:`swatch`,style:{background:e.color}}),` `,e.label,` `,e.values.reduce((e,t)=>e+t,0)]}))})]})}function Qc(e,t,n=600){let r=e.filter(e=>e.t>t.t-n&&e.t<t.t);return r.push(t),r}function $c(e){let t=new Set;for(let n of e)for(let e of n.tenants)t.add(e.tenant);return[...t].sort()}function el(e){let t=$c(e),n={t:[],share:{},fair:{}};for(let e of t)n.share[e]=[],n.fair[e]=[];for(let r of e){n.t.push(r.t);let e=r.tenants.reduce((e,t)=>e+t.running,0),i=r.tenants.filter(e=>e.running+e.queued>0).reduce((e,t)=>e+t.weight,0);for(let a of t){let t=r.tenants.find(e=>e.tenant===a);n.share[a].push(e>0?(t?.running??0)/e:null);let o=t&&t.running+t.queued>0;n.fair[a].push(i>0?o?t.weight/i:0:null)}}return n}function tl(e){let t=new Set;for(let n of e)for(let e of Object.keys(n.inFlight))t.add(e);let n={};for(let r of[...t].sort())n[r]=e.map(e=>e.inFlight[r]??0);return{t:e.map(e=>e.t),byRuntime:n}}function nl(e,t){return{t,tenants:e.tenants.map(e=>({...e})),inFlight:Object.fromEntries(e.runtimes.map(e=>[e.runtime,e.inFlight]))}}var rl=e=>`${Math.round(e*100)}%`;function il(){let[e,t]=B(null),[n,r]=B([]),[i,a]=B(null),[o,s]=B(null),c=U(null),l=Rt(5e3);V(()=>{let e=0,n=()=>{e||=window.setTimeout(()=>{e=0,W(Cn,{}).then(e=>a(e.runs)).catch(e=>s(Lt(e)))},500)},i=gt(Sn,{},{next:e=>{c.current=e.queueSnapshot,t(e.queueSnapshot),r(t=>Qc(t,nl(e.queueSnapshot,Date.now()/1e3))),n()},error:s}),o=setInterval(()=>{c.current&&r(e=>Qc(e,nl(c.current,Date.now()/1e3)))},5e3);return()=>{i(),clearInterval(o),clearTimeout(e)}},[]);let u=el(n),d=[];Object.keys(u.share).forEach((e,t)=>{d.push({label:`${e} share`,values:u.share[e],color:Jc(t)}),d.push({label:`${e} fair`,values:u.fair[e],color:Jc(t),dash:!0})});let f=tl(n),p=Object.entries(f.byRuntime).map(([e,t],n)=>({label:e,values:t,color:Jc(n)}));return G(`section`,{children:[G(`h1`,{children:[`Queue `,G(`span`,{class:`live`,title:`updates live`,"aria-label":`live`})]}),G(K,{error:o}),!e&&!o&&G(Nt,{}),e&&G(y,{children:[G(`p`,{class:`muted`,children:[`Updated `,Kn(e.generatedAt,l),`. Solid: the tenant's share of running runs; dashed: its weight's share among tenants with work.`]}),G(`div`,{class:`grid2`,children:[G(Yc,{testid:`share-chart`,title:`Share of running runs vs weight`,t:u.t,series:d,yMax:1,yFormat:rl}),G(Yc,{testid:`slots-chart`,title:`Slots in use per runtime`,t:f.t,series:p,integer:!0})]}),G(`div`,{class:`grid2`,children:[G(`div`,{class:`scroll`,children:G(`table`,{"data-testid":`tenants`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Tenant`}),G(`th`,{children:`Weight`}),G(`th`,{children:`Queued`}),G(`th`,{children:`Running`})]})}),G(`tbody`,{children:e.tenants.map(e=>G(`tr`,{children:[G(`td`,{children:e.tenant}),G(`td`,{children:e.weight}),G(`td`,{children:e.queued}),G(`td`,{children:e.running})]}))})]})}),G(`div`,{class:`scroll`,children:G(`table`,{"data-testid":`runtime-load`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Runtime`}),G(`th`,{children:`Slots in use`}),G(`th`,{children:`Circuit`})]})}),G(`tbody`,{children:e.runtimes.map(e=>G(`tr`,{children:[G(`td`,{children:e.runtime}),G(`td`,{children:[G(`meter`,{min:0,max:Math.max(1,e.slots),value:e.inFlight,"aria-label":`${e.runtime} slots in use`}),` `,e.inFlight,` / `,e.slots]}),G(`td`,{children:G(`span`,{class:`badge circuit-${e.circuit.toLowerCase()}`,children:e.circuit.replace(`_`,` `)})})]}))})]})})]})]}),G(`h2`,{children:`Waiting runs`}),i&&G(`div`,{class:`scroll`,children:G(`table`,{"data-testid":`waiting-runs`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Run`}),G(`th`,{children:`Runtime`}),G(`th`,{children:`Why`}),G(`th`,{children:`Ahead`}),G(`th`,{children:`Queued`})]})}),G(`tbody`,{children:[(i.edges??[]).flatMap(e=>e?.node?[G(`tr`,{children:[G(`td`,{children:G(`a`,{href:gr(e.node.id),children:e.node.correlationId})}),G(`td`,{children:e.node.runtime}),G(`td`,{children:e.node.waitingReason?G(y,{children:[G(`span`,{class:`chip`,children:e.node.waitingReason.code}),` `,e.node.waitingReason.message]}):G(`span`,{class:`muted`,children:`starting`})}),G(`td`,{children:e.node.waitingReason?.position??`—`}),G(`td`,{children:Kn(e.node.createdAt,l)})]})]:[]),i.totalCount===0&&G(`tr`,{children:G(`td`,{colSpan:5,class:`muted`,children:`Nothing is waiting.`})})]})]})})]})}function al(e){let t=[],n=[];return e.split(`
`).forEach((e,r)=>{let i=e.trim();if(!i||i.startsWith(`#`))return;let a=i.indexOf(`=`),o=(a<0?i:i.slice(0,a)).trim();if(!/^[A-Za-z_][A-Za-z0-9_]*$/.test(o)){n.push(`line ${r+1}: "${o}" is not a variable name`);return}if(a<0){n.push(`line ${r+1}: want NAME=value or NAME=@secret`);return}let s=i.slice(a+1);s.startsWith(`@`)&&s.length>1?t.push({name:o,secretRef:s.slice(1)}):t.push({name:o,value:s})}),{vars:t,problems:n}}function ol(e){let t=e.versions.filter(e=>!e.archived).sort((e,t)=>t.version-e.version);if(t.length===0)return[];let n=t.flatMap(e=>e.tags).sort();return[e.name,...n.map(t=>`${e.name}@${t}`),...t.map(t=>`${e.name}@${t.version}`)]}function sl(e,t,n){let r=t.trim(),i=e.trim(),a=i?{harnessRef:i}:{harness:n};return r&&(a.model=r),a}function cl(e){let t=e.trim();return t===`auto`||t.includes(`,`)}var ll={runtime:``,harnessRef:``,model:``,task:`Write 42 to answer.txt`,harness:`web`,command:`echo solving; echo 42 > answer.txt`,test:`grep -q 42 answer.txt`,env:``,timeout:`60`,priority:`INTERACTIVE`,placement:``};function ul(e,t={}){let n=al(e.env).vars,r=[...e.test.trim()?[{kind:`TESTS_PASS`,command:Xn(e.test)}]:[],...t.graders??[]],i={...t,task:e.task,timeoutSec:Number(e.timeout)||void 0,graders:r.length?r:void 0};return{runtime:e.runtime.trim(),priority:e.priority,...cl(e.runtime)&&e.placement?{placement:e.placement}:{},trigger:`web`,...sl(e.harnessRef,e.model,{name:e.harness||`web`,command:Xn(e.command),env:n}),case:i}}function dl(e){return!e||e.length===0?``:e.length===3&&(e[0]===`sh`||e[0]===`bash`||e[0]===`/bin/sh`)&&e[1]===`-c`&&(e[0]===`sh`||e[0]===`/bin/sh`)?e[2]:e.map(fl).join(` `)}function fl(e){return e!==``&&/^[A-Za-z0-9_@%+=:,./-]+$/.test(e)?e:`'${e.replace(/'/g,`'\\''`)}'`}function pl(e){let t=[],n=e.case,r=n.graders.map(hl),i=r.findIndex(e=>e.kind===`TESTS_PASS`&&ml(e.command)),a=i>=0?dl(r[i].command):``,o=r.filter((e,t)=>t!==i),s=e.harness.env.map(e=>e.secretRef?`${e.name}=@${e.secretRef}`:`${e.name}=`),c=e.harness.env.filter(e=>!e.secretRef).map(e=>e.name);c.length&&!e.harness.registered&&t.push(`the value of ${c.join(`, `)} (a literal value is never shown: type it again)`),n.files.length&&t.push(`the seed files ${n.files.map(e=>e.path).join(`, `)} (their contents are never shown)`);let l={};n.image&&(l.image=n.image),n.repo?.url&&(l.repo=n.repo.ref?{url:n.repo.url,ref:n.repo.ref}:{url:n.repo.url}),n.browser&&(l.browser=!0),n.osUse&&(l.osUse=!0),(n.resources.memoryMb||n.resources.cpu)&&(l.resources={memoryMb:n.resources.memoryMb||void 0,cpu:n.resources.cpu||void 0}),n.expected&&(l.expected=n.expected),o.length&&(l.graders=o);let u=!!e.harness.registered;return{form:{runtime:e.runtime,harnessRef:u?`${e.harness.name}@${e.harness.version}`:``,model:e.model??``,task:n.task,harness:e.harness.name,command:u?``:dl(e.harness.command),test:a,env:u?``:s.join(`
`),timeout:n.timeoutSec?String(n.timeoutSec):``,priority:e.priority,placement:e.placementPolicy??``},carried:l,lost:t}}function ml(e){return!!e&&e.length===3&&e[0]===`sh`&&e[1]===`-c`}function hl(e){let t={kind:e.kind};return e.command?.length&&(t.command=e.command),e.max!=null&&(t.max=e.max),e.kind===`JUDGE`&&(e.rubric&&(t.rubric=e.rubric),e.model&&(t.model=e.model),e.samples&&(t.samples=e.samples),e.passThreshold!=null&&(t.passThreshold=e.passThreshold),e.inputs?.length&&(t.inputs=e.inputs)),t}var gl=new Set([`priority`,`kind`,`inputs`]);function _l(e,t=``,n=``){if(Array.isArray(e))return`[${e.map(e=>_l(e,t,n)).join(`, `)}]`;if(typeof e==`object`&&e){let t=n+`  `,r=Object.entries(e).filter(([,e])=>e!==void 0).map(([e,n])=>`${t}${e}: ${_l(n,e,t)}`);return r.length?`{\n${r.join(`
`)}\n${n}}`:`{}`}return typeof e==`string`?gl.has(t)&&/^[A-Z_]+$/.test(e)?e:JSON.stringify(e):String(e)}function vl(e){return`mutation {\n  submitRun(input: ${_l(e,``,`  `)}) {\n    id\n    correlationId\n  }\n}\n`}function yl(e){let t=[`everdict`,`run`,`submit`,`--runtime`,e.runtime,`--task`,e.case.task],n=[],r=e.case,i=(r.graders??[]).filter(e=>e.kind===`TESTS_PASS`&&ml(e.command));i.length&&t.push(`--test`,i[0].command[2]),(r.graders??[]).length>i.slice(0,1).length&&n.push(`graders other than one test command`),r.timeoutSec&&t.push(`--timeout`,`${r.timeoutSec}s`),r.repo?.url&&t.push(`--repo`,r.repo.ref?`${r.repo.url}@${r.repo.ref}`:r.repo.url),e.model&&t.push(`--model`,e.model),e.placement&&t.push(`--placement`,e.placement.toLowerCase()),e.priority&&e.priority!==`INTERACTIVE`&&n.push(`priority ${e.priority}`);for(let[e,t]of[[`image`,r.image],[`browser`,r.browser],[`osUse`,r.osUse],[`resources`,r.resources],[`expected`,r.expected]])t&&n.push(e);return e.harnessRef?t.push(`--harness`,e.harnessRef):e.harness&&(e.harness.env?.length&&n.push(`env`),t.push(`--harness`,e.harness.name,`--`,...e.harness.command)),{command:t.map(fl).join(` `),left:n}}var bl=new Set([`image/png`,`image/jpeg`,`image/gif`,`image/webp`]);function xl(e){return bl.has(e.contentType)&&e.url.startsWith(`/`)&&!e.url.startsWith(`//`)}function Sl(e){let t=e.filter(xl),n=e.filter(e=>!xl(e));return t.sort((e,t)=>Number(t.kind===`screenshot`)-Number(e.kind===`screenshot`)),{images:t,files:n}}function Cl(e){if(!Number.isFinite(e)||e<0)return`—`;if(e<1024)return`${e} B`;let t=[`KiB`,`MiB`,`GiB`,`TiB`],n=e/1024,r=0;for(;n>=1024&&r<t.length-1;)n/=1024,r++;return`${n.toFixed(1)} ${t[r]}`}function wl(e){let t=e.lastIndexOf(`/`);return t<0?e:e.slice(t+1)}var Tl=24e4;function El({id:e,version:t}){let[n,r]=B(null),[i,a]=B(null);if(V(()=>{let t=!0,n=()=>W(nn,{id:e}).then(e=>{t&&(r(e.run??null),a(null))}).catch(e=>t&&a(Lt(e)));n();let i=setInterval(n,Tl);return()=>{t=!1,clearInterval(i)}},[e,t]),i)return G(K,{error:i});let o=n?.result?.artifactsDropped??[];if(!n||n.artifacts.length===0&&o.length===0)return null;let{images:s,files:c}=Sl(n.artifacts),l=n.artifacts.reduce((e,t)=>e+t.size,0);return G(`section`,{class:`artifacts`,"data-testid":`artifacts`,children:[G(`h2`,{children:[`Artifacts`,` `,G(`span`,{class:`muted`,children:[n.artifacts.length,` `,n.artifacts.length===1?`file`:`files`,`, `,Cl(l)]})]}),s.length>0&&G(`div`,{class:`gallery`,children:s.map(e=>G(`figure`,{"data-testid":`artifact-image`,"data-kind":e.kind,children:[G(`a`,{href:e.url,target:`_blank`,rel:`noopener noreferrer`,children:G(`img`,{src:e.url,alt:e.name,loading:`lazy`,referrerpolicy:`no-referrer`})}),G(`figcaption`,{children:[e.kind===`screenshot`&&G(`span`,{class:`badge`,children:`screenshot`}),` `,e.name,` `,G(`span`,{class:`muted`,children:Cl(e.size)})]})]}))}),c.length>0&&G(`table`,{class:`compact`,"data-testid":`artifact-files`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`File`}),G(`th`,{children:`Kind`}),G(`th`,{children:`Size`}),G(`th`,{children:`Type`}),G(`th`,{children:`SHA-256`})]})}),G(`tbody`,{children:c.map(e=>G(`tr`,{children:[G(`td`,{children:[G(`a`,{href:e.url,download:wl(e.name),rel:`noopener noreferrer`,children:e.name}),e.attempt>1&&G(`span`,{class:`muted`,children:[` (attempt `,e.attempt,`)`]})]}),G(`td`,{children:e.kind}),G(`td`,{children:Cl(e.size)}),G(`td`,{children:G(`code`,{children:e.contentType})}),G(`td`,{children:G(`code`,{title:e.sha256,children:e.sha256.slice(0,12)})})]}))})]}),o.length>0&&G(`details`,{"data-testid":`artifacts-dropped`,children:[G(`summary`,{children:[o.length,` `,o.length===1?`file was`:`files were`,` not kept`]}),G(`ul`,{children:o.map(e=>G(`li`,{children:[G(`code`,{children:e.name}),`: `,e.reason]}))})]})]})}function Dl(e,t,n,r){let i=e.protocol===`https:`?`wss:`:`ws:`,a=t.includes(`?`)?`&`:`?`;return`${i}//${e.host}${t}${a}cols=${Ol(n)}&rows=${Ol(r)}`}function Ol(e){return Math.max(1,Math.min(1e3,Math.floor(e)||1))}function kl(e,t){return JSON.stringify({type:`resize`,cols:Ol(e),rows:Ol(t)})}function Al(e){return e.trim()===``?null:[`sh`,`-c`,e]}function jl(e,t){switch(e){case`NOT_FOUND`:return`Only the run's creator or an admin of its tenant can look inside it.`;case`FAILED_PRECONDITION`:return t;default:return t}}var Ml=(function(){let e=typeof document<`u`&&document.createElement(`link`).relList;return e&&e.supports&&e.supports(`modulepreload`)?`modulepreload`:`preload`})(),Nl=function(e){return`/static/app/`+e},Pl={},Fl=function(e){return e.pathname.endsWith(`.css`)},Il=function(e,t,n){if(t in e)return e[t];let r=n();if(!r){e[t]=void 0;return}let i=r.then(()=>{e[t]=void 0},n=>{throw e[t]=void 0,n});return e[t]=i,i},Ll=function(e,t,n){let r=Promise.resolve();if(t&&t.length>0){let e,i=document.querySelector(`meta[property=csp-nonce]`),a=i?.nonce||i?.getAttribute(`nonce`);function o(e){return Promise.all(e.map(e=>Promise.resolve(e).then(e=>({status:`fulfilled`,value:e}),e=>({status:`rejected`,reason:e}))))}function s(e){return import.meta.resolve?new URL(import.meta.resolve(e)):new URL(e,import.meta.url)}r=o(t.map(t=>{t=Nl(t,n);let r=s(t),i=Fl(r);return Il(Pl,r.href,()=>{if(e===void 0){e={all:new Set,styles:new Set};let t=document.getElementsByTagName(`link`);for(let n=t.length-1;n>=0;n--){let r=t[n];e.all.add(r.href),r.rel===`stylesheet`&&e.styles.add(r.href)}}if((i?e.styles:e.all).has(r.href))return;let t=document.createElement(`link`);if(t.rel=i?`stylesheet`:Ml,i||(t.as=`script`),t.crossOrigin=``,t.href=r.href,a&&t.setAttribute(`nonce`,a),document.head.appendChild(t),i)return new Promise((e,n)=>{let i=a=>{t.removeEventListener(`load`,i),t.removeEventListener(`error`,i),a.type===`error`?n(Error(`Unable to preload CSS for ${r}`)):e(a)};t.addEventListener(`load`,i),t.addEventListener(`error`,i)})})}).filter(e=>e!==void 0))}function i(e){let t=new Event(`vite:preloadError`,{cancelable:!0});if(t.payload=e,window.dispatchEvent(t),!t.defaultPrevented)throw e}return r.then(t=>{for(let e of t||[])e.status===`rejected`&&i(e.reason);return e().catch(i)})};function Rl({id:e,screen:t,onSaved:n}){return G(`section`,{class:`inside`,"aria-labelledby":`inside-title`,children:[G(`h2`,{id:`inside-title`,children:`Inside the run`}),G(Bl,{id:e}),G(Vl,{id:e}),t&&G(Hl,{id:e,onSaved:n})]})}function zl({error:e}){return e?e.notAvailable?G(K,{error:e}):G(`p`,{class:`error`,role:`alert`,"data-testid":`inside-refused`,children:[G(`code`,{children:e.code}),` `,jl(e.code,e.message)]}):null}function Bl({id:e}){let[t,n]=B(``),[r,i]=B(!1),[a,o]=B(null),[s,c]=B(``),[l,u]=B(null);async function d(n){n.preventDefault();let r=Al(t);if(!r)c(`type a command`);else{c(``),i(!0),o(null);try{u((await W(ln,{id:e,command:r})).execInRun)}catch(e){o(Lt(e))}finally{i(!1)}}}return G(`form`,{class:`exec`,"aria-label":`Run a command in the sandbox`,onSubmit:d,children:[G(`label`,{children:[`Command `,G(`span`,{class:`muted`,children:`(run as sh -c)`}),G(`input`,{name:`command`,value:t,placeholder:`ls -la; cat out.log | tail`,onInput:e=>n(e.target.value)})]}),G(`button`,{type:`submit`,disabled:r,children:r?`Running…`:`Run`}),s&&G(`span`,{class:`error`,children:s}),G(zl,{error:a}),l&&G(`div`,{"data-testid":`exec-result`,children:[G(`p`,{class:`muted`,children:[`exit code `,G(`strong`,{"data-testid":`exec-exit`,children:l.exitCode}),l.timedOut&&` — killed at its timeout`,l.truncated&&` — output cut at the limit`]}),G(`pre`,{class:`output`,"data-testid":`exec-stdout`,children:l.stdout}),l.stderr&&G(`pre`,{class:`output stderr`,"data-testid":`exec-stderr`,children:l.stderr})]})]})}function Vl({id:e}){let t=U(null),n=U(null),[r,i]=B(`closed`),[a,o]=B(null);V(()=>()=>s(),[e]);function s(){n.current?.ws.close(),n.current?.term.dispose(),n.current=null}async function c(){i(`opening`),o(null);try{let[{issueTerminalTicket:r},a]=await Promise.all([W(un,{id:e}),Ll(()=>import(`./xterm-BMsy1fDS.js`),[]),Ll(()=>Promise.resolve({}),__vite__mapDeps([0]))]).then(([e,t])=>[e,t]),o=new a.Terminal({cols:100,rows:24,cursorBlink:!0,fontSize:13});o.open(t.current);let s=new WebSocket(Dl(location,r.url,100,24));s.binaryType=`arraybuffer`;let c=new TextEncoder;s.onopen=()=>{i(`open`),o.focus()},s.onmessage=e=>o.write(typeof e.data==`string`?e.data:new Uint8Array(e.data)),s.onclose=()=>i(e=>e===`closed`?e:`ended`),o.onData(e=>s.readyState===WebSocket.OPEN&&s.send(c.encode(e))),o.onResize(({cols:e,rows:t})=>s.readyState===WebSocket.OPEN&&s.send(kl(e,t))),n.current={ws:s,term:o}}catch(e){o(Lt(e)),i(`closed`)}}return G(`div`,{class:`terminal-pane`,children:[G(`div`,{class:`head`,children:[G(`h3`,{children:`Terminal`}),r===`closed`||r===`ended`?G(`button`,{onClick:()=>{s(),c()},children:r===`ended`?`Open a new terminal`:`Open terminal`}):G(`button`,{onClick:()=>{s(),i(`closed`)},disabled:r===`opening`,children:`Close terminal`})]}),G(zl,{error:a}),r===`ended`&&G(`p`,{class:`muted`,"data-testid":`terminal-ended`,children:`The session ended.`}),G(`div`,{ref:t,class:`terminal`,"data-testid":`terminal`,"data-state":r})]})}function Hl({id:e,onSaved:t}){let[n,r]=B(!1),[i,a]=B(!1),[o,s]=B(null),[c,l]=B(null),[u,d]=B(null);return V(()=>{if(n)return d(null),gt(dn,{id:e},{next:e=>l(e.runScreen),error:e=>{d(e),r(!1)},complete:()=>r(!1)})},[e,n]),G(`div`,{class:`screen-pane`,children:[G(`div`,{class:`head`,children:[G(`h3`,{children:`Screen`}),G(`button`,{"aria-pressed":n,onClick:()=>r(!n),children:n?`Stop watching`:`Watch the screen`}),G(`button`,{"data-testid":`save-screen`,disabled:i,title:`Keep the screen as it is now among the run's artifacts`,onClick:()=>{a(!0),d(null),s(null),W(fn,{id:e}).then(e=>{s(e.saveRunScreen.name),t()}).catch(e=>d(Lt(e))).finally(()=>a(!1))},children:i?`Saving…`:`Save this frame`})]}),G(zl,{error:u}),o&&G(`p`,{class:`muted`,"data-testid":`screen-saved`,children:[`Kept as `,G(`code`,{children:o}),` among the run's artifacts.`]}),c?.png&&G(`img`,{"data-testid":`screen`,alt:`The run's browser, live`,src:`data:image/png;base64,${c.png}`}),c?.unavailable&&G(`p`,{class:`muted`,children:c.unavailable})]})}var Ul=()=>({fg:null,bg:null,bold:!1,dim:!1,italic:!1,underline:!1});function Wl(e){let t=[];return e.fg!=null&&t.push(`ansi-fg-${e.fg}`),e.bg!=null&&t.push(`ansi-bg-${e.bg}`),e.bold&&t.push(`ansi-bold`),e.dim&&t.push(`ansi-dim`),e.italic&&t.push(`ansi-italic`),e.underline&&t.push(`ansi-underline`),t.join(` `)}function Gl(e,t){t.length===0&&(t=[0]);for(let n=0;n<t.length;n++){let r=t[n];if(r===0)Object.assign(e,Ul());else if(r===1)e.bold=!0;else if(r===2)e.dim=!0;else if(r===3)e.italic=!0;else if(r===4)e.underline=!0;else if(r===22)e.bold=e.dim=!1;else if(r===23)e.italic=!1;else if(r===24)e.underline=!1;else if(r>=30&&r<=37)e.fg=r-30;else if(r>=90&&r<=97)e.fg=r-90+8;else if(r===39)e.fg=null;else if(r>=40&&r<=47)e.bg=r-40;else if(r>=100&&r<=107)e.bg=r-100+8;else if(r===49)e.bg=null;else if((r===38||r===48)&&t[n+1]===5){let i=t[n+2];i!=null&&i<16&&(r===38?e.fg=i:e.bg=i),n+=2}else(r===38||r===48)&&t[n+1]===2&&(n+=4)}}function Kl(e){let t=e.replace(/\r+$/,``),n=t.lastIndexOf(`\r`);return n<0?t:t.slice(n+1)}var ql=/\x1b\[([0-9;?]*)([@-~])|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]/g;function Jl(e){let t=Kl(e),n=[],r=Ul(),i=0,a=e=>{if(!e)return;let t=Wl(r),i=n[n.length-1];i&&i.cls===t?i.text+=e:n.push({text:e,cls:t})};ql.lastIndex=0;for(let e=ql.exec(t);e;e=ql.exec(t))a(t.slice(i,e.index)),i=e.index+e[0].length,e[2]===`m`&&Gl(r,e[1]?e[1].split(`;`).map(e=>Number(e)||0):[]);return a(t.slice(i)),n}function Yl(e){return Jl(e).map(e=>e.text).join(``)}function Xl(e){let t=/^#L(\d+)(?:-L?(\d+))?$/.exec(e);if(!t)return null;let n=Number(t[1]),r=t[2]?Number(t[2]):n;return n<1||r<1?null:{from:Math.min(n,r),to:Math.max(n,r)}}function Zl(e){return e.from===e.to?`#L${e.from}`:`#L${e.from}-L${e.to}`}var Ql=1e3;function $l(e){return Math.floor((e-1)/Ql)*Ql+1}function eu(e,t,n,r,i=20){return{from:Math.max(1,Math.floor(e/n)+1-i),to:Math.min(r,Math.ceil((e+t)/n)+i)}}function tu(e,t){let n=[];for(let r=$l(e.from);r<=e.to;r+=Ql)for(let i=Math.max(r,e.from);i<=Math.min(r+Ql-1,e.to);i++)if(!t(i)){n.push(r);break}return n}var nu=/^\s*(?:::group::|##\[group\])(.*)$/,ru=/^\s*(?:::endgroup::|##\[endgroup\])\s*$/;function iu(e){if(!e.includes(`group`))return null;let t=nu.exec(e);return t?{start:t[1].trim()}:ru.test(e)?`end`:null}function au(e,t){let n=[],r=null;for(let i=1;i<=e;i++){let e=t(i);if(e===void 0){r=null;continue}let a=iu(e);a!==null&&(a===`end`?r&&=(r.end=i,null):(r&&(r.end=i-1),r={start:i,end:null,title:a.start},n.push(r)))}return n}function ou(e,t){let n=0,r=e.length-1;for(;n<=r;){let i=n+r>>1;e[i].start>t?r=i-1:n=i+1}let i=e[r];return i&&(i.end===null||t<=i.end)&&t>=i.start?i:void 0}var su=class e{rows;hidden;before;constructor(e,t){this.hidden=t,this.before=[0];for(let e of t)this.before.push(this.before[this.before.length-1]+e.to-e.from+1);this.rows=e-this.before[this.before.length-1]}static of(t,n,r){let i=[];for(let e of n)e.end===null||e.end<=e.start||r(e)||i.push({from:e.start+1,to:Math.min(e.end,t)});return new e(t,i)}get key(){return this.hidden.map(e=>`${e.from}-${e.to}`).join(`,`)}idx(e){let t=0,n=this.hidden.length-1;for(;t<=n;){let r=t+n>>1;this.hidden[r].from>e?n=r-1:t=r+1}return n}isHidden(e){let t=this.idx(e);return t>=0&&e<=this.hidden[t].to}rowOf(e){let t=this.idx(e);if(t<0)return e;let n=this.hidden[t];return e<=n.to?n.from-1-this.before[t]:e-this.before[t+1]}seqs(e){let t=[];if(e.to<e.from)return t;let n=e.from,r=0;for(;r<this.hidden.length&&this.hidden[r].from<=n;)n+=this.hidden[r].to-this.hidden[r].from+1,r++;for(let i=e.from;i<=e.to;i++)for(t.push(n),n++;r<this.hidden.length&&this.hidden[r].from===n;)n=this.hidden[r].to+1,r++;return t}},cu=20,lu=2e3,uu=(()=>{let e=[];for(let t=0;t<Ql/100;t++)e.push(`p${t}: logs(fromSeq: $f${t}, first: 100) { seq stream text at }`);return`query RunLogPage($id: ID!, ${[...Array(Ql/100)].map((e,t)=>`$f${t}: Int`).join(`, `)}) { run(id: $id) { id ${e.join(` `)} } }`})();function du({id:e}){let t=U(new Map),n=U(new Set),[r,i]=B(0),[a,o]=B(null),[s,c]=B(!1),[l,u]=B(()=>Xl(location.hash)),[d,f]=B(()=>Xl(location.hash)==null),[p,m]=B(!1),[h,g]=B({from:1,to:0}),[_,v]=B(()=>new Map),y=U(null),[b,x]=B(()=>Xl(location.hash)?.from??null),[S,C]=B(``),w=U(null),[T,E]=B(``),[D,O]=B(null),[k,A]=B(0),j=()=>i(e=>e+1);V(()=>{t.current=new Map,n.current=new Set,o(null),c(!1);let r=()=>{},i=!0,a=0,s=[],l=()=>{a=0;let e=0;for(let n of s)t.current.set(n.seq,n),e=Math.max(e,n.seq);s=[],o(t=>Math.max(t??0,e)),j()};return W(on,{id:e}).catch(()=>null).then(t=>{if(!i)return;let n=t?.run?.lastLogSeq??0;o(e=>Math.max(e??0,n)),r=gt(an,{id:e,fromSeq:Math.max(0,n-lu)},{next:e=>{s.push(e.runLogs),a||=requestAnimationFrame(l)},complete:()=>c(!0)})}),()=>{i=!1,r(),a&&cancelAnimationFrame(a)}},[e]);let M=a??0,[ee,te]=[D?.q.toLowerCase()??``,D?.seqs[k]],ne=ye(()=>au(M,e=>{let n=t.current.get(e);return n&&(n.text.includes(`group`)?Yl(n.text):``)}),[M,r]),re=U(ne);re.current=ne;let ie=e=>{let t=_.get(e.start);if(t!==void 0)return t;let n=t=>t!=null&&t>e.start&&(e.end===null||t<=e.end);return n(l?.from)||n(te)||n(b)},N=ye(()=>su.of(M,ne,ie),[M,ne,_,l?.from,te,b]);V(()=>{if(h.to<h.from)return;let r=N.seqs({from:h.from,to:Math.min(h.to,N.rows)});if(r.length===0)return;let i={from:r[0],to:r[r.length-1]};for(let r of tu(i,e=>t.current.has(e)||N.isHidden(e))){if(n.current.has(r))continue;n.current.add(r);let i={id:e};for(let e=0;e<Ql/100;e++)i[`f${e}`]=r-1+e*100;et(uu,i).then(e=>{for(let[n,r]of Object.entries(e.run??{}))if(n.startsWith(`p`))for(let e of r)t.current.set(e.seq,e);j()}).catch(e=>C(`Could not load lines ${r}–${r+Ql-1}: ${e instanceof Error?e.message:e}`)).finally(()=>n.current.delete(r))}},[h.from,h.to,N,e]);let P=()=>{let e=w.current;if(!e)return;let t=eu(e.scrollTop,e.clientHeight,cu,N.rows);g(e=>e.from===t.from&&e.to===t.to?e:t);let n=Math.floor(e.scrollTop/cu)+1;y.current=n<=N.rows?{seq:N.seqs({from:n,to:n})[0],offset:e.scrollTop-(n-1)*cu}:null};H(()=>{let e=w.current;if(e){if(b!=null&&M>=b)e.scrollTop=Math.max(0,(N.rowOf(b)-1)*cu-e.clientHeight/2+cu),x(null);else if(d&&b==null)e.scrollTop=e.scrollHeight;else if(y.current){let t=(N.rowOf(y.current.seq)-1)*cu+y.current.offset;Math.abs(e.scrollTop-t)>=1&&(e.scrollTop=t)}P()}},[M,d,b,r,N.key]),V(()=>{let e=()=>{let e=Xl(location.hash);e&&F(e)};return window.addEventListener(`hashchange`,e),()=>window.removeEventListener(`hashchange`,e)},[]);function F(e){f(!1),v(t=>{let n=ou(re.current,e.from);if(!n||n.start===e.from||!t.has(n.start))return t;let r=new Map(t);return r.delete(n.start),r}),u(e),x(e.from),history.replaceState(null,``,Zl(e))}function I(){let e=w.current;e&&(!(e.scrollHeight-e.scrollTop-e.clientHeight<cu)&&d&&f(!1),P())}V(()=>{let t=T.trim();if(!t){O(null);return}let n=!0,r=setTimeout(()=>{W(sn,{id:e,query:t}).then(e=>{if(!n||!e.run)return;let r=e.run.logSearch;O({q:t,total:r.total,seqs:r.seqs}),A(0),r.seqs.length&&F({from:r.seqs[0],to:r.seqs[0]})}).catch(()=>n&&O({q:t,total:0,seqs:[]}))},120);return()=>{n=!1,clearTimeout(r)}},[T,e]);async function L(t){if(!D||D.total===0)return;let n=k+t,r=D.seqs;if(n>=r.length&&r.length<D.total){let t=await W(sn,{id:e,query:D.q,after:r[r.length-1]});r=[...r,...t.run?.logSearch.seqs??[]],O({...D,seqs:r})}n>=r.length&&(n=0),n<0&&(n=r.length-1),A(n),F({from:r[n],to:r[n]})}async function R(){C(``);let t=await fetch(`/runs/${encodeURIComponent(e)}/logs.txt`,{headers:{Authorization:`Bearer ${qe()}`}});if(!t.ok){C(t.status===404?`The log is not there: the run may have been deleted.`:`The download failed (${t.status}).`);return}let n=URL.createObjectURL(await t.blob()),r=document.createElement(`a`);r.href=n,r.download=`evd-run-${e}.log`,document.body.appendChild(r),r.click(),r.remove(),setTimeout(()=>URL.revokeObjectURL(n),1e4)}let ae=ye(()=>N.seqs({from:h.from,to:Math.min(h.to,N.rows)}),[h.from,h.to,N]),oe=e=>{let t=w.current;t&&(y.current={seq:e.start,offset:t.scrollTop-(N.rowOf(e.start)-1)*cu}),f(!1),v(t=>new Map(t).set(e.start,!ie(e)))};return G(`div`,{class:`logs-panel`,children:[G(`div`,{class:`head`,children:[G(`h2`,{children:[`Logs `,G(`span`,{class:`muted`,children:[M.toLocaleString(),` lines`]}),!s&&G(`span`,{class:`live`,title:`streaming`,"aria-label":`streaming`})]}),G(`div`,{class:`toolbar`,children:[G(`label`,{children:[G(`input`,{type:`checkbox`,checked:d,onChange:e=>(f(e.currentTarget.checked),e.currentTarget.checked&&x(null))}),` Follow`]}),G(`label`,{children:[G(`input`,{type:`checkbox`,checked:p,onChange:e=>m(e.currentTarget.checked)}),` Timestamps`]}),G(`input`,{"aria-label":`Search the logs`,placeholder:`search the whole log`,value:T,onInput:e=>E(e.currentTarget.value),onKeyDown:e=>{e.key===`Enter`&&L(e.shiftKey?-1:1)}}),D&&G(`span`,{class:`muted`,"data-testid":`log-hits`,children:D.total===0?`no match`:`${k+1} of ${D.total}`}),G(fu,{onGo:e=>F({from:e,to:e})}),G(`button`,{type:`button`,onClick:()=>void R(),"data-testid":`log-download`,children:`Download`})]})]}),S&&G(`p`,{class:`error`,role:`alert`,children:S}),G(`div`,{class:`logs`,ref:w,onScroll:I,tabIndex:0,"aria-label":`log lines`,"data-testid":`logs`,style:{position:`relative`},children:[G(`div`,{style:{height:`${N.rows*cu}px`,position:`relative`},children:ae.map((e,n)=>{let r=t.current.get(e),i=r?Yl(r.text):``,a=r&&ee&&i.toLowerCase().includes(ee),o=l&&e>=l.from&&e<=l.to,s=ou(ne,e),c=s?.start===e?s:void 0,u=s&&!c?e===s.end?` group-end`:` in-group`:``;return G(`div`,{"data-seq":e,class:`line ${r?.stream??`pending`}${a?` hit`:``}${e===te?` current`:``}${o?` selected`:``}${c?` group-head`:``}${u}`,style:{top:`${(h.from+n-1)*cu}px`},children:[G(`a`,{class:`seq`,href:`#L${e}`,onClick:t=>{t.preventDefault(),F(t.shiftKey&&l?{from:Math.min(l.from,e),to:Math.max(l.to,e)}:{from:e,to:e})},tabIndex:-1,children:e}),p&&G(`span`,{class:`at`,children:r?new Date(r.at).toISOString().slice(11,23):``}),c?G(`button`,{type:`button`,class:`group-toggle`,"aria-expanded":c.end===null||ie(c),disabled:c.end===null||c.end<=c.start,title:c.end===null?`the group has not ended (or its end is not loaded yet)`:`lines ${c.start+1}–${c.end}`,onClick:()=>oe(c),children:[c.end===null||ie(c)?`▾`:`▸`,` `,c.title||`group`,c.end!==null&&G(`span`,{class:`muted`,children:[` `,(c.end-c.start-1).toLocaleString(),` lines`]})]}):G(`span`,{class:`text`,children:r?Jl(r.text).map(e=>e.cls?G(`span`,{class:e.cls,children:e.text}):e.text):G(`span`,{class:`muted`,children:`…`})})]},e)})}),M===0&&G(`span`,{class:`muted empty`,children:s?`No log lines.`:`Waiting for log lines…`})]})]})}function fu({onGo:e}){let[t,n]=B(``);return G(`form`,{class:`inline`,onSubmit:n=>{n.preventDefault();let r=Number(t);Number.isInteger(r)&&r>0&&e(r)},children:[G(`input`,{"aria-label":`Jump to line`,placeholder:`line`,inputMode:`numeric`,size:6,value:t,onInput:e=>n(e.currentTarget.value)}),G(`button`,{children:`Go`})]})}var pu=e=>e===`SUCCEEDED`||e===`FAILED`;function mu({id:e}){let t=It(tn,{id:e}),[n,r]=B(null),[i,a]=B(null),[o,s]=B(!1),[c,l]=B(0),u=Rt(1e3);V(()=>r(null),[e]),V(()=>gt(rn,{id:e},{next:e=>r(e.runUpdated)}),[e]);let d=n??t.data?.run??null;V(()=>{if(d?.status!==`QUEUED`)return;let t=setInterval(()=>{W(tn,{id:e}).then(e=>e.run&&r(t=>t&&t.status!==`QUEUED`?t:e.run)).catch(()=>{})},3e3);return()=>clearInterval(t)},[e,d?.status]);async function f(){s(!0),a(null);try{let t=await W(cn,{id:e});r(t.cancelRun)}catch(e){a(Lt(e))}finally{s(!1)}}if(t.loading&&!d)return G(Nt,{});if(t.error&&!d&&t.error.code!==`NOT_FOUND`&&t.error.code!==`BAD_USER_INPUT`)return G(K,{error:t.error});if(!d)return G(jt,{what:G(y,{children:[`There is no run `,e,` in your tenant.`]})});let p=d.result,m=xt(d);return G(`section`,{children:[G(`div`,{class:`head`,children:[G(`h1`,{children:[d.correlationId,` `,G(kt,{status:d.status,verdict:p?.verdict}),d.phase===`GRADING`&&G(y,{children:[` `,G(`span`,{class:`badge st-running`,"data-testid":`phase`,title:`The harness ended; a judge is grading its evidence.`,children:`GRADING`})]})]}),G(`div`,{class:`actions`,children:[G(`a`,{class:`button`,href:`/submit?from=${encodeURIComponent(e)}`,"data-testid":`rerun`,title:`The submit form, filled in with what this run was given`,children:`Rerun…`}),G(_u,{run:d})]}),!pu(d.status)&&G(Pt,{label:`Cancel run`,question:`Cancel this run? Its harness is stopped and it fails as CANCELED.`,confirmLabel:`Confirm cancel`,onConfirm:f,busy:o&&`Canceling…`})]}),G(K,{error:i}),G(hu,{o:m}),d.status===`QUEUED`&&d.waitingReason&&G(`div`,{class:`notice`,"data-testid":`waiting`,children:[G(`strong`,{children:[`Waiting: `,d.waitingReason.code.replace(`_`,` `).toLowerCase()]}),` — `,d.waitingReason.message,d.waitingReason.position>0&&G(`span`,{children:[` (`,d.waitingReason.position,` ahead on its runtime)`]})]}),d.error&&G(`div`,{class:`error-panel`,role:`alert`,"data-testid":`run-error`,children:[G(`span`,{class:`badge v-fail`,children:d.error.class}),` `,d.error.code!==d.error.class&&G(`code`,{children:d.error.code}),` `,d.error.message]}),G(`div`,{class:`grid2`,children:[G(`dl`,{class:`facts`,children:[G(`dt`,{children:`Runtime`}),G(`dd`,{children:[d.runtimeVersion!=null||!d.placementPolicy?G(`a`,{href:vr(d.runtime.split(`@`)[0]),children:d.runtime}):G(`span`,{"data-testid":`unplaced`,children:[`one of `,d.runtime,` `,G(`span`,{class:`muted`,children:[`(`,d.placementPolicy.toLowerCase(),`, chosen at dispatch)`]})]}),d.runtimeVersion!=null&&G(`span`,{class:`muted`,children:[` (version `,d.runtimeVersion,`)`]})]}),G(`dt`,{children:`Harness`}),G(`dd`,{children:[d.harness.name,d.harness.version&&G(`span`,{class:`muted`,children:[` `,d.harness.version]})]}),d.liveTrace&&G(y,{children:[G(`dt`,{children:`Agent trace`}),G(`dd`,{"data-testid":`live-trace`,children:Zn(d.liveTrace.url)?G(`a`,{href:Zn(d.liveTrace.url),target:`_blank`,rel:`noopener noreferrer`,referrerpolicy:`no-referrer`,children:[d.liveTrace.provider.toLowerCase(),` `,G(`code`,{children:d.liveTrace.traceId})]}):G(y,{children:[G(`code`,{children:d.liveTrace.traceId}),` `,G(`span`,{class:`muted`,children:[`(`,d.liveTrace.provider.toLowerCase(),`: no link from a trace id)`]})]})})]}),G(`dt`,{children:`Case`}),G(`dd`,{children:d.case.id}),d.scorecardID!=null&&G(y,{children:[G(`dt`,{children:`Scorecard`}),G(`dd`,{children:[G(`a`,{href:_r(String(d.scorecardID)),children:[`#`,d.scorecardID]}),d.try>1&&G(`span`,{class:`muted`,children:[` (try `,d.try,`)`]})]})]}),G(`dt`,{children:`Trigger`}),G(`dd`,{children:[d.trigger,` `,G(`span`,{class:`muted`,children:[`by `,d.createdBy]})]}),G(`dt`,{children:`Priority`}),G(`dd`,{children:d.priority.toLowerCase()}),G(`dt`,{children:`Attempt`}),G(`dd`,{children:d.attemptCount}),G(`dt`,{children:`Created`}),G(`dd`,{title:d.createdAt,children:new Date(d.createdAt).toLocaleString()}),G(`dt`,{children:`Duration`}),G(`dd`,{children:Gn(d.startedAt,d.finishedAt,u)}),G(`dt`,{children:`Cost`}),G(`dd`,{children:Un(d.costUsd)}),d.judgeCostUsd>0&&G(y,{children:[G(`dt`,{children:`Judge cost`}),G(`dd`,{"data-testid":`judge-cost`,children:[Un(d.judgeCostUsd),` `,G(`span`,{class:`muted`,children:`(apart from the agent's cost)`})]})]})]}),G(`div`,{children:[G(`h2`,{children:[`Result `,G(At,{verdict:p?.verdict})]}),p?G(y,{children:[G(`table`,{class:`compact`,"data-testid":`graders`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Grader`}),G(`th`,{children:`Passed`}),G(`th`,{children:`Value`})]})}),G(`tbody`,{children:p.graders.map((e,t)=>{let n=vt(e.kind,d.case.graders[t]?.max)?`recorded`:Tt(e);return G(`tr`,{"data-outcome":n,class:m.grader===t?`culprit`:void 0,children:[G(`td`,{children:[e.kind,d.case.graders[t]?.max!=null&&G(`span`,{class:`muted`,children:[` ≤ `,d.case.graders[t].max]})]}),G(`td`,{children:n===`recorded`?G(`span`,{class:`muted`,title:`Recorded only: this grader has no limit, so it cannot fail the run.`,children:`recorded`}):n===`unscored`?G(`span`,{class:`badge v-unscored`,children:`unscored`}):n===`passed`?`✓ yes`:`✗ no`}),G(`td`,{children:e.judge?Et(e.judge.score):e.value??`—`})]})})})]}),p.graders.map((e,t)=>e.judge&&G(gu,{g:e,judge:e.judge},t)),G(`dl`,{class:`facts`,children:[G(`dt`,{children:`Latency`}),G(`dd`,{children:Wn(p.latencyMs)}),G(`dt`,{children:`Exit code`}),G(`dd`,{children:p.exitCode??`—`}),p.limitHit&&G(y,{children:[G(`dt`,{children:`Limit hit`}),G(`dd`,{children:p.limitHit})]}),G(`dt`,{children:`Tokens in / out`}),G(`dd`,{children:[qn(p.usage?.inputTokens),` / `,qn(p.usage?.outputTokens)]}),G(`dt`,{children:`Steps`}),G(`dd`,{children:p.steps??p.usage?.steps??`—`}),G(`dt`,{children:`Reported cost`}),G(`dd`,{children:Un(p.usage?.costUsd??p.costUsd)})]}),d.answer!=null&&G(`div`,{"data-testid":`answer`,children:[G(`h3`,{children:`Answer`}),d.answerCut&&G(`p`,{class:`muted`,"data-testid":`answer-cut`,children:`The answer file was longer than 256 KiB: this is its start.`}),d.answer===``?G(`p`,{class:`muted`,children:`The harness wrote no answer.`}):G(`pre`,{class:`output`,children:d.answer})]}),p.output&&G(`details`,{children:[G(`summary`,{children:`Output`}),G(`pre`,{class:`output`,children:p.output})]})]}):G(`p`,{class:`muted`,children:pu(d.status)?`No result.`:`Not graded yet.`})]})]}),G(`details`,{class:`submitted`,children:[G(`summary`,{children:`What was submitted`}),G(`dl`,{class:`facts`,children:[G(`dt`,{children:`Task`}),G(`dd`,{children:G(`pre`,{children:d.case.task})}),G(`dt`,{children:`Command`}),G(`dd`,{children:G(`code`,{children:JSON.stringify(d.harness.command)})}),d.harness.image&&G(y,{children:[G(`dt`,{children:`Image`}),G(`dd`,{children:d.harness.image})]}),G(`dt`,{children:`Env`}),G(`dd`,{children:d.harness.env.length===0?`—`:d.harness.env.map(e=>G(`span`,{class:`chip`,children:[e.name,e.secretRef&&G(`span`,{class:`muted`,children:[` ← secret `,e.secretRef]})]}))}),d.case.repo&&G(y,{children:[G(`dt`,{children:`Repo`}),G(`dd`,{children:[d.case.repo.url,` `,d.case.repo.ref]})]}),d.case.files.length>0&&G(y,{children:[G(`dt`,{children:`Files`}),G(`dd`,{children:d.case.files.map(e=>e.path).join(`, `)})]}),G(`dt`,{children:`Timeout`}),G(`dd`,{children:[d.case.timeoutSec||300,`s`]}),G(`dt`,{children:`Graders`}),G(`dd`,{children:d.case.graders.map(e=>G(`div`,{children:[e.kind,e.command&&G(`code`,{children:[` `,JSON.stringify(e.command)]}),e.max!=null&&G(`span`,{children:[` ≤ `,e.max]})]}))})]})]}),G(El,{id:e,version:`${d.status}/${d.attemptCount}/${c}`}),d.status===`RUNNING`&&G(Rl,{id:e,screen:!!d.case.browser||d.case.osUse,onSaved:()=>l(e=>e+1)}),G(du,{id:e})]})}function hu({o:e}){return G(`p`,{class:`outcome outcome-${e.tone}`,"data-testid":`outcome`,role:`status`,"aria-live":`polite`,children:[G(`strong`,{children:[e.lead,`:`]}),` `,e.text]})}function gu({g:e,judge:t}){let n=Tt(e);return G(`div`,{class:`card`,"data-testid":`judge`,"data-outcome":n,children:[G(`h3`,{children:[`Judge`,` `,n===`unscored`?G(`span`,{class:`badge v-unscored`,children:`unscored`}):G(`span`,{class:`badge ${n===`passed`?`v-pass`:`v-fail`}`,children:n===`passed`?`pass`:`fail`}),` `,G(`span`,{class:`muted`,children:[`score `,Et(t.score)]})]}),t.selfGraded&&G(`p`,{class:`notice`,"data-testid":`self-graded`,children:[G(`strong`,{children:`Self-graded:`}),` the judge model is the model under test.`]}),t.unscoredReason&&G(`p`,{class:`warn`,"data-testid":`unscored-reason`,children:[`Not graded: `,t.unscoredReason]}),t.reasoning&&G(`pre`,{class:`output judge-reasoning`,"data-testid":`reasoning`,children:t.reasoning}),G(`dl`,{class:`facts`,children:[G(`dt`,{children:`Model`}),G(`dd`,{children:G(`code`,{children:t.judgeModel||`—`})}),G(`dt`,{children:`Template`}),G(`dd`,{children:t.templateVersion||`—`}),G(`dt`,{children:`Calls`}),G(`dd`,{children:t.attempts}),G(`dt`,{children:`Tokens in / out`}),G(`dd`,{children:[qn(t.usage.inputTokens),` / `,qn(t.usage.outputTokens)]}),G(`dt`,{children:`Judge cost`}),G(`dd`,{children:Un(t.usage.costUsd)})]})]})}function _u({run:e}){let t=U(null),n=U(null),{form:r,carried:i,lost:a}=pl(e),o=ul(r,i),s=yl(o),c=vl(o),l=[...a.map(e=>`not carried: ${e}`),...s.left.length?[`the CLI has no flag for: ${s.left.join(`, `)}`]:[]];return G(`details`,{class:`copy-as`,"data-testid":`copy-as`,children:[G(`summary`,{children:`Copy as…`}),G(`div`,{class:`stack`,children:[G(`div`,{children:[G(Ft,{label:`Copy as CLI`,text:s.command,target:()=>t.current}),G(`pre`,{ref:t,class:`output`,"data-testid":`copy-cli`,children:s.command})]}),G(`div`,{children:[G(Ft,{label:`Copy as GraphQL`,text:c,target:()=>n.current}),G(`pre`,{ref:n,class:`output`,"data-testid":`copy-graphql`,children:c})]}),l.map(e=>G(`p`,{class:`muted`,children:e}))]})]})}function vu(e){let t=e.filter(e=>e.startedAt&&e.finishedAt).map(e=>({t:Date.parse(e.finishedAt)/1e3,secs:(Date.parse(e.finishedAt)-Date.parse(e.startedAt))/1e3,pass:e.status===`SUCCEEDED`&&e.result?.verdict===`PASS`})).sort((e,t)=>e.t-t.t);return{t:t.map(e=>e.t),pass:t.map(e=>e.pass?e.secs:null),fail:t.map(e=>e.pass?null:e.secs)}}var yu=[`QUEUED`,`RUNNING`,`SUCCEEDED`,`FAILED`],bu=[`PASS`,`FAIL`,`UNSCORED`],xu=[`status`,`runtime`,`verdict`,`harness`,`trigger`,`from`,`to`,`case`,`children`,`page`];function Su(e){let t=(e??``).trim();if(!/^\d{4}-\d{2}-\d{2}$/.test(t))return``;let n=new Date(`${t}T00:00:00Z`);return!isNaN(n.getTime())&&n.toISOString().slice(0,10)===t?t:``}var Cu=e=>`${e}T00:00:00.000Z`,wu=e=>new Date(Date.parse(Cu(e))+864e5).toISOString();function Tu(e){let t=(e.get(`status`)??``).toUpperCase(),n=(e.get(`verdict`)??``).toUpperCase();return{status:yu.includes(t)?t:``,runtime:(e.get(`runtime`)??``).trim(),verdict:bu.includes(n)?n:``,harness:(e.get(`harness`)??``).trim(),trigger:(e.get(`trigger`)??``).trim().toLowerCase(),from:Su(e.get(`from`)),to:Su(e.get(`to`)),case:(e.get(`case`)??``).trim(),children:e.get(`children`)===`1`?`1`:``,page:e.get(`page`)??``}}function Eu(e,t){let n={...e,...t};return xu.some(n=>n!==`page`&&n in t&&t[n]!==e[n])&&(n.page=t.page??``),n}function Du(e){let t=new URLSearchParams;for(let n of xu)e[n]&&t.set(n,e[n]);let n=t.toString();return n?`?${n}`:``}function Ou(e){return!!(e.status||e.runtime||e.verdict||e.harness||e.trigger||e.from||e.to||e.case||e.children)}function ku(e){return!!(e.case||e.children)}function Au(e){let t={};return e.status&&(t.status=e.status),e.verdict&&(t.verdict=e.verdict),e.case&&(t.caseID=e.case),e.harness&&(t.harnessName=e.harness),e.trigger&&(t.trigger=e.trigger),e.from&&(t.createdAtGTE=Cu(e.from)),e.to&&(t.createdAtLT=wu(e.to)),e.runtime&&(e.runtime.includes(`@`)?t.runtimeRef=e.runtime:t.or=[{runtimeRef:e.runtime},{runtimeRefHasPrefix:`${e.runtime}@`}]),t}function ju(e,t){return t.status&&e.status!==t.status||t.verdict&&e.result?.verdict!==t.verdict||t.case&&e.caseID!==t.case||t.harness&&e.harnessName!==t.harness||t.trigger&&e.trigger!==t.trigger||t.from&&(!e.createdAt||Date.parse(e.createdAt)<Date.parse(Cu(t.from)))||t.to&&(!e.createdAt||Date.parse(e.createdAt)>=Date.parse(wu(t.to)))||!ku(t)&&e.scorecardID!=null?!1:t.runtime?t.runtime.includes(`@`)?e.runtime===t.runtime:e.runtime===t.runtime||e.runtime.startsWith(`${t.runtime}@`):!0}function Mu(){let e=xr(),t=Tu(e.searchParams),n=mr(t.page),r=n=>br(e.pathname+Du(Eu(t,n)),!0),[i,a]=B(``),[o,s]=B(``),c=Rt(5e3),l=It(Zt,{first:25,after:n.after||null,where:Au(t),includeChildren:ku(t)});V(()=>gt(en,{},{next:({runEvents:e})=>l.set(r=>{let i=r.runs.edges??[],a=i.findIndex(t=>t?.node?.id===e.id);if(a>=0){let t=i.slice();return t[a]={...t[a],node:e},{...r,runs:{...r.runs,edges:t}}}if(n.after||!ju(e,t))return r;let o=[{node:e},...i].slice(0,25);return{...r,runs:{...r.runs,edges:o}}})}),[Du(t)]);async function u(e){e.preventDefault();let t=Yn(i);if(!t)s(`Enter a run id, a correlation id (evd-run-42, evd-7-case-t2) or a case id.`);else{if(`run`in t)return br(gr(t.run));if(`scorecard`in t){let e={scorecardID:Number(t.scorecard),caseID:t.caseId,...t.try?{try:t.try}:{}};try{let t=(await W($t,{where:e})).runs.edges?.[0]?.node?.id;if(t)return br(gr(t))}catch{}}r({case:t.caseId})}}let d=[...new Set((l.data?.runs.edges??[]).flatMap(e=>e?.node?.scorecardID==null?[]:[String(e.node.scorecardID)]))].sort(),[f,p]=B({});V(()=>{let e=d.filter(e=>!(e in f));e.length!==0&&W(Qt,{ids:e}).then(e=>{let t={};for(let n of e.scorecards.edges??[])n?.node&&(t[n.node.id]=n.node.name);p(e=>({...e,...t}))}).catch(()=>{})},[d.join(`,`)]);let m=(l.data?.runs.edges??[]).flatMap(e=>e?.node?[e.node]:[]),h=vu(m);return G(`section`,{children:[G(`div`,{class:`head`,children:[G(`h1`,{children:[`Runs `,G(`span`,{class:`live`,title:`updates live`,"aria-label":`live`})]}),G(`a`,{class:`button primary`,href:`/submit`,children:`Submit a run`})]}),G(`div`,{class:`toolbar`,children:[G(`label`,{children:[`Status`,` `,G(`select`,{name:`status`,value:t.status,onChange:e=>r({status:e.currentTarget.value}),children:[G(`option`,{value:``,children:`any`}),yu.map(e=>G(`option`,{value:e,children:e.toLowerCase()}))]})]}),G(`label`,{children:[`Verdict`,` `,G(`select`,{name:`verdict`,value:t.verdict,onChange:e=>r({verdict:e.currentTarget.value}),children:[G(`option`,{value:``,children:`any`}),bu.map(e=>G(`option`,{value:e,children:e.toLowerCase()}))]})]}),G(`label`,{children:[`Runtime`,` `,G(`input`,{name:`runtime`,placeholder:`name`,value:t.runtime,onChange:e=>r({runtime:e.currentTarget.value.trim()})})]}),G(`label`,{children:[`Harness`,` `,G(`input`,{name:`harness`,placeholder:`name`,size:12,value:t.harness,onChange:e=>r({harness:e.currentTarget.value.trim()})})]}),G(`label`,{children:[`Trigger`,` `,G(`input`,{name:`trigger`,placeholder:`api, web, cli…`,size:10,list:`run-triggers`,value:t.trigger,onChange:e=>r({trigger:e.currentTarget.value.trim().toLowerCase()})}),G(`datalist`,{id:`run-triggers`,children:[`api`,`web`,`cli`,`mcp`].map(e=>G(`option`,{value:e}))})]}),G(`label`,{title:`Created on or after this day (UTC)`,children:[`From `,G(`input`,{type:`date`,name:`from`,value:t.from,onChange:e=>r({from:e.currentTarget.value})})]}),G(`label`,{title:`Created on or before this day (UTC)`,children:[`To `,G(`input`,{type:`date`,name:`to`,value:t.to,onChange:e=>r({to:e.currentTarget.value})})]}),G(`label`,{title:`Runs of a scorecard are hidden unless this is on`,children:[G(`input`,{type:`checkbox`,name:`children`,checked:t.children===`1`,onChange:e=>r({children:e.currentTarget.checked?`1`:``})}),` `,`Include scorecard runs`]}),t.case&&G(`span`,{class:`chip`,"data-testid":`case-filter`,children:[`case `,t.case,` `,G(`button`,{class:`link`,onClick:()=>r({case:``}),"aria-label":`Clear the case filter`,children:`×`})]}),Ou(t)&&G(`button`,{class:`link`,onClick:()=>br(e.pathname,!0),children:`Clear filters`}),G(`form`,{onSubmit:u,class:`inline`,role:`search`,children:[G(`input`,{name:`search`,"aria-label":`Find a run by correlation id`,placeholder:`run id, correlation id or case id`,value:i,onInput:e=>(a(e.currentTarget.value),s(``))}),G(`button`,{children:`Find`})]})]}),o&&G(`p`,{class:`error`,children:o}),l.data&&G(`p`,{class:`muted`,"data-testid":`runs-count`,children:[l.data.runs.totalCount.toLocaleString(),` `,l.data.runs.totalCount===1?`run`:`runs`,ku(t)?``:` (standalone; turn on Include scorecard runs for a scorecard's)`]}),G(K,{error:l.error}),l.loading&&!l.data?G(Nt,{}):G(`div`,{class:`scroll`,children:G(`table`,{class:`runs`,"data-testid":`runs`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Run`}),G(`th`,{children:`Status`}),G(`th`,{children:`Verdict`}),G(`th`,{children:`Runtime`}),G(`th`,{class:`hide-sm`,children:`Case`}),G(`th`,{class:`hide-sm`,children:`Harness`}),G(`th`,{class:`hide-sm`,children:`Trigger`}),G(`th`,{class:`hide-sm`,children:`Duration`}),G(`th`,{class:`hide-sm`,children:`Exit`}),G(`th`,{class:`hide-sm`,children:`Cost`}),G(`th`,{children:`Created`})]})}),G(`tbody`,{children:[m.map(e=>G(`tr`,{"data-status":e.status,children:[G(`td`,{children:[G(`a`,{href:gr(e.id),children:e.correlationId}),e.scorecardID!=null&&G(y,{children:[` `,G(`a`,{class:`chip`,href:_r(String(e.scorecardID)),title:`its scorecard`,children:f[String(e.scorecardID)]??`scorecard #${e.scorecardID}`})]})]}),G(`td`,{children:[G(kt,{status:e.status,verdict:e.result?.verdict}),e.phase===`GRADING`&&G(y,{children:[` `,G(`span`,{class:`badge st-running`,children:`grading`})]})]}),G(`td`,{children:e.error?G(`span`,{class:`badge v-fail`,children:e.error.class}):G(At,{verdict:e.result?.verdict})}),G(`td`,{children:[e.runtime,e.runtimeVersion!=null&&G(`span`,{class:`muted`,children:[`@`,e.runtimeVersion]})]}),G(`td`,{class:`hide-sm case-id`,title:e.caseID,children:G(`a`,{href:Du(Eu(t,{case:e.caseID})),title:`this case's runs`,children:e.caseID})}),G(`td`,{class:`hide-sm`,children:[e.harnessName,e.harnessVersion&&G(`span`,{class:`muted`,children:[`@`,e.harnessVersion]})]}),G(`td`,{class:`hide-sm`,children:e.trigger}),G(`td`,{class:`hide-sm`,children:Gn(e.startedAt,e.finishedAt,c)}),G(`td`,{class:`hide-sm`,"data-testid":`run-exit`,children:e.result?.exitCode??`—`}),G(`td`,{class:`hide-sm`,children:Un(e.costUsd)}),G(`td`,{title:e.createdAt,children:Kn(e.createdAt,c)})]},e.id)),m.length===0&&G(`tr`,{children:G(`td`,{colSpan:11,class:`muted`,children:[`No runs`,Ou(t)?` match these filters`:` yet`,`.`]})})]})]})}),h.t.length>1&&G(`details`,{class:`latency`,open:!0,children:[G(`summary`,{children:`Latency of the settled runs on this page`}),G(Yc,{testid:`latency-chart`,title:`Seconds from start to finish`,t:h.t,series:[{label:`pass`,values:h.pass,color:`#059669`,points:!0},{label:`other`,values:h.fail,color:`#dc2626`,points:!0}],height:180})]}),G(`nav`,{class:`pager`,"aria-label":`pages`,children:[G(`button`,{disabled:n.back.length===0,onClick:()=>r({page:pr(dr(n))}),children:`← Newer`}),G(`span`,{class:`muted`,children:[`page `,fr(n)]}),G(`button`,{disabled:!l.data?.runs.pageInfo.hasNextPage,onClick:()=>r({page:pr(ur(n,l.data?.runs.pageInfo.endCursor))}),children:`Older →`})]})]})}var Nu=e=>e===`OPERATOR`?2:+(e===`ADMIN`);function Pu(e,t){return e!=null&&Nu(e)>=Nu(t)}function Fu(e,t){return t.shared||t.kind===`LOCAL`?e===`OPERATOR`:Pu(e,`ADMIN`)}var Iu;function Lu(e){Iu=e}function Ru(){return Iu}function zu(){let e=mr(xr().searchParams.get(`page`)),t=It(mn,{first:25,after:e.after||null}),n=(t.data?.runtimes.edges??[]).flatMap(e=>e?.node?[e.node]:[]),r=e=>br(e?`/runtimes?page=${encodeURIComponent(e)}`:`/runtimes`,!0);return G(`section`,{children:[G(`h1`,{children:`Runtimes`}),G(K,{error:t.error}),t.loading&&!t.data?G(Nt,{}):G(`div`,{class:`scroll`,children:G(`table`,{"data-testid":`runtimes`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Name`}),G(`th`,{children:`Kind`}),G(`th`,{children:`Latest`}),G(`th`,{class:`hide-sm`,children:`Capabilities`}),G(`th`,{children:`Tags`})]})}),G(`tbody`,{children:[n.map(e=>G(`tr`,{children:[G(`td`,{children:[G(`a`,{href:vr(e.name),children:e.name}),` `,e.shared&&G(`span`,{class:`chip`,children:`shared`})]}),G(`td`,{children:e.kind}),G(`td`,{children:e.latest?`v${e.latest.version}`:G(`span`,{class:`muted`,children:`all archived`})}),G(`td`,{class:`hide-sm`,children:e.latest?.capabilities.map(e=>G(`span`,{class:`chip`,children:e}))}),G(`td`,{children:e.latest?.tags.join(`, `)})]},e.id)),n.length===0&&G(`tr`,{children:G(`td`,{colSpan:5,class:`muted`,children:`No runtimes yet: register one below.`})})]})]})}),(e.back.length>0||t.data?.runtimes.pageInfo.hasNextPage)&&G(`nav`,{class:`pager`,"aria-label":`pages`,children:[G(`button`,{disabled:e.back.length===0,onClick:()=>r(pr(dr(e))),children:`← Previous`}),G(`button`,{disabled:!t.data?.runtimes.pageInfo.hasNextPage,onClick:()=>r(pr(ur(e,t.data?.runtimes.pageInfo.endCursor))),children:`Next →`})]}),Pu(Ru(),`ADMIN`)?G(Vu,{onRegistered:t.reload}):G(`p`,{class:`muted`,"data-testid":`register-needs-admin`,children:`Registering a runtime needs the ADMIN role.`})]})}function Bu(e){let t=e=>e.trim()===``?void 0:Number(e),n=e=>e.trim()===``?void 0:e.trim(),r=e.capabilities.split(/[\s,]+/).map(e=>e.trim()).filter(Boolean),i={name:e.name.trim(),kind:e.kind,capabilities:r.length?r:void 0};return t(e.maxConcurrent)!=null&&(i.admission={maxConcurrent:t(e.maxConcurrent)}),t(e.costPerHourUsd)!=null&&(i.costPerHourUsd=t(e.costPerHourUsd)),e.kind===`LOCAL`&&(i.local={hardened:e.hardened}),e.kind===`NOMAD`&&(i.nomad={addr:e.addr.trim(),authSecret:n(e.authSecret),driver:n(e.driver)}),e.kind===`HTTP`&&(i.http={url:e.url.trim(),authSecret:n(e.authSecret),timeoutSec:t(e.timeoutSec),heartbeatSec:t(e.heartbeatSec)}),e.kind===`K8S`&&(i.k8s={apiServer:n(e.apiServer),namespace:n(e.namespace),kubeconfigSecret:n(e.kubeconfigSecret),runtimeClass:n(e.runtimeClass)}),i}function Vu({onRegistered:e}){let[t,n]=B({name:``,kind:`LOCAL`,capabilities:``,maxConcurrent:``,costPerHourUsd:``,hardened:!1,addr:``,authSecret:``,driver:``,apiServer:``,namespace:``,kubeconfigSecret:``,runtimeClass:``,url:``,timeoutSec:``,heartbeatSec:``}),[r,i]=B(null),[a,o]=B(null),[s,c]=B(``),l=Bu(t);V(()=>{if(!t.name.trim()){i(null);return}let e=!0,n=setTimeout(()=>{W(gn,{input:l}).then(t=>e&&(i(t.validateRuntime),o(null))).catch(t=>e&&o(Lt(t)))},250);return()=>{e=!1,clearTimeout(n)}},[JSON.stringify(l)]);async function u(t){t.preventDefault(),o(null);try{let t=await W(_n,{input:l});c(`Registered ${l.name} version ${t.registerRuntime.version}.`),e()}catch(e){o(Lt(e))}}let d=e=>t=>{let r=t.currentTarget;c(``);let i=r.type===`checkbox`?r.checked:r.value;n(t=>({...t,[e]:i}))},f=e=>r?.problems.filter(t=>t.field===e||t.field.startsWith(`${e}.`)).map(e=>G(`small`,{class:`error`,children:e.message}));return G(`form`,{class:`stack card`,onSubmit:u,"aria-label":`Register a runtime`,children:[G(`h2`,{children:`Register a runtime`}),G(`p`,{class:`muted`,children:`Registering an existing name makes its next version.`}),G(`div`,{class:`row`,children:[G(q,{label:`Name`,children:[G(`input`,{name:`name`,required:!0,value:t.name,onInput:d(`name`),placeholder:`gpu-pool`}),f(`name`)]}),G(q,{label:`Kind`,children:[G(`select`,{name:`kind`,value:t.kind,onChange:d(`kind`),children:[G(`option`,{children:`LOCAL`}),G(`option`,{children:`NOMAD`}),G(`option`,{children:`K8S`}),G(`option`,{children:`HTTP`})]}),f(`kind`)]}),G(q,{label:`Max concurrent`,children:[G(`input`,{name:`maxConcurrent`,type:`number`,min:0,value:t.maxConcurrent,onInput:d(`maxConcurrent`),placeholder:`default`}),f(`admission`)]}),G(q,{label:`Cost per hour (USD)`,children:[G(`input`,{name:`costPerHourUsd`,type:`number`,min:0,step:`any`,value:t.costPerHourUsd,onInput:d(`costPerHourUsd`)}),f(`costPerHourUsd`)]})]}),G(q,{label:`Capabilities`,hint:`Space or comma separated, from the capability vocabulary.`,children:[G(`input`,{name:`capabilities`,value:t.capabilities,onInput:d(`capabilities`),placeholder:`browser gpu`}),f(`capabilities`)]}),t.kind===`LOCAL`&&G(`label`,{class:`check`,children:[G(`input`,{type:`checkbox`,name:`hardened`,checked:t.hardened,onChange:d(`hardened`)}),` Hardened (bubblewrap)`]}),t.kind===`NOMAD`&&G(`div`,{class:`row`,children:[G(q,{label:`Address`,children:[G(`input`,{name:`addr`,value:t.addr,onInput:d(`addr`),placeholder:`https://nomad.example:4646`}),f(`nomad.addr`)]}),G(q,{label:`ACL token secret (name)`,children:[G(`input`,{name:`authSecret`,value:t.authSecret,onInput:d(`authSecret`)}),f(`nomad.authSecret`)]}),G(q,{label:`Driver`,children:G(`input`,{name:`driver`,value:t.driver,onInput:d(`driver`),placeholder:`docker`})})]}),t.kind===`HTTP`&&G(`div`,{class:`row`,children:[G(q,{label:`Front door URL`,hint:`Each run is POSTed here; the agent calls back when done.`,children:[G(`input`,{name:`url`,value:t.url,onInput:d(`url`),placeholder:`https://agent.example.com/everdict`}),f(`http.url`)]}),G(q,{label:`Auth secret (name)`,children:[G(`input`,{name:`authSecret`,value:t.authSecret,onInput:d(`authSecret`)}),f(`http.authSecret`)]}),G(q,{label:`Callback timeout (s)`,children:[G(`input`,{name:`timeoutSec`,type:`number`,min:0,value:t.timeoutSec,onInput:d(`timeoutSec`),placeholder:`3600`}),f(`http.timeoutSec`)]}),G(q,{label:`Heartbeat window (s)`,children:[G(`input`,{name:`heartbeatSec`,type:`number`,min:0,value:t.heartbeatSec,onInput:d(`heartbeatSec`),placeholder:`none`}),f(`http.heartbeatSec`)]})]}),t.kind===`K8S`&&G(`div`,{class:`row`,children:[G(q,{label:`API server`,children:G(`input`,{name:`apiServer`,value:t.apiServer,onInput:d(`apiServer`)})}),G(q,{label:`Namespace`,children:G(`input`,{name:`namespace`,value:t.namespace,onInput:d(`namespace`)})}),G(q,{label:`Kubeconfig secret (name)`,children:G(`input`,{name:`kubeconfigSecret`,value:t.kubeconfigSecret,onInput:d(`kubeconfigSecret`)})}),G(q,{label:`RuntimeClass`,children:G(`input`,{name:`runtimeClass`,value:t.runtimeClass,onInput:d(`runtimeClass`),placeholder:`gvisor`})})]}),G(`div`,{role:`status`,"aria-live":`polite`,"data-testid":`validation`,children:r&&(r.valid?G(`p`,{class:`ok`,children:[`Valid. Capabilities:`,` `,r.capabilities.map(e=>G(`span`,{class:`chip`,children:e}))]}):G(`ul`,{class:`error`,children:r.problems.map(e=>G(`li`,{children:[G(`code`,{children:e.field}),` `,e.message]}))}))}),G(`button`,{class:`primary`,disabled:!r?.valid,children:`Register`}),s&&G(`p`,{class:`ok`,children:s}),G(K,{error:a})]})}function Hu({name:e}){let t=It(hn,{name:e}),[n,r]=B(null),[i,a]=B(null),[o,s]=B({});async function c(e){a(null);try{await e(),t.reload()}catch(e){a(Lt(e))}}async function l(t){r({ref:t??`latest`,text:`probing…`,ok:!0});try{let n=(await W(vn,{name:e,ref:t??null})).probeRuntime;r({ref:t??`latest`,ok:n.reachable&&n.authenticated,text:`${n.reachable?`reachable`:`unreachable`}, ${n.authenticated?`authenticated`:`not authenticated`}, ${n.hardened?`hardened`:`not hardened`}${n.message?` — ${n.message}`:``}${n.capabilities.length?`; capabilities: ${n.capabilities.join(`, `)}`:``}`})}catch(e){r(null),a(Lt(e))}}if(t.loading&&!t.data)return G(Nt,{});let u=t.data?.runtime;if(!u&&t.error&&t.error.code!==`NOT_FOUND`&&t.error.code!==`BAD_USER_INPUT`)return G(`section`,{children:[G(`h1`,{children:[`Runtime `,e]}),G(K,{error:t.error})]});if(!u)return G(jt,{title:`No runtime ${e}`,what:G(y,{children:[`No runtime named `,e,` is visible to your tenant.`]})});let d=Pu(Ru(),`ADMIN`),f=Fu(Ru(),u),p=d?void 0:`Probing a runtime needs the ADMIN role.`;return G(`section`,{children:[G(`div`,{class:`head`,children:[G(`h1`,{children:[u.name,` `,G(`span`,{class:`chip`,children:u.kind}),` `,u.shared&&G(`span`,{class:`chip`,children:`shared`})]}),G(`button`,{onClick:()=>l(),disabled:!d,title:p,children:`Probe latest`})]}),n&&G(`p`,{class:n.ok?`ok`:`error`,role:`status`,"data-testid":`probe`,children:[`Probe (`,n.ref,`): `,n.text]}),G(K,{error:i}),G(`p`,{children:G(`a`,{href:`/runs?runtime=${encodeURIComponent(u.name)}`,children:`Runs on this runtime →`})}),G(`div`,{class:`scroll`,children:G(`table`,{"data-testid":`versions`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Version`}),G(`th`,{children:`Capabilities`}),G(`th`,{class:`hide-sm`,children:`Admission`}),G(`th`,{class:`hide-sm`,children:`Cost/h`}),G(`th`,{children:`Tags`}),G(`th`,{})]})}),G(`tbody`,{children:[...u.versions].reverse().map(t=>G(`tr`,{class:t.archived?`archived`:``,children:[G(`td`,{children:[`v`,t.version,` `,t.archived&&G(`span`,{class:`chip`,children:`archived`})]}),G(`td`,{children:t.capabilities.map(e=>G(`span`,{class:`chip`,children:e}))}),G(`td`,{class:`hide-sm`,children:[t.spec.admission.maxConcurrent||`default`,` slots`,t.spec.admission.memoryBudgetMb>0&&`, ${t.spec.admission.memoryBudgetMb} MB`,t.spec.admission.cpuBudget>0&&`, ${t.spec.admission.cpuBudget} CPU`]}),G(`td`,{class:`hide-sm`,children:Un(t.spec.costPerHourUsd)}),G(`td`,{children:f?G(`form`,{class:`inline`,onSubmit:n=>{n.preventDefault();let r=(o[t.version]??t.tags.join(` `)).split(/[\s,]+/).filter(Boolean);c(()=>W(yn,{name:e,version:t.version,tags:r}))},children:[G(`input`,{"aria-label":`Tags of version ${t.version}`,size:12,value:o[t.version]??t.tags.join(` `),onInput:e=>s({...o,[t.version]:e.currentTarget.value})}),G(`button`,{children:`Set`})]}):t.tags.join(`, `)}),G(`td`,{class:`actions`,children:[G(`button`,{onClick:()=>l(String(t.version)),disabled:!d,title:p,children:`Probe`}),f&&t.archived&&G(`button`,{onClick:()=>c(()=>W(xn,{name:e,version:t.version})),children:`Unarchive`}),f&&!t.archived&&G(Pt,{label:`Archive`,question:`Archive v${t.version}? New runs stop resolving to it.`,confirmLabel:`Confirm archive`,onConfirm:()=>c(()=>W(bn,{name:e,version:t.version}))})]})]},t.id))})]})})]})}var Uu=20,Wu=50,Gu=50;function Ku(e,t){let n=U(0),r=U(e);return r.current=e,V(()=>()=>clearTimeout(n.current),[]),()=>{n.current||=window.setTimeout(()=>{n.current=0,r.current()},t)}}function qu(e,t,n){n?e.searchParams.set(t,n):e.searchParams.delete(t),br(e.pathname+e.search,!0)}function Ju({a:e}){let t=Pc(e)===0;return G(`div`,{class:`card passrate`,"data-testid":`pass-rate`,children:[G(`h2`,{children:`Pass rate`}),t?G(`p`,{class:`big muted`,children:`—`}):G(`p`,{class:`big`,children:[G(`span`,{"data-testid":`rate`,children:Mc(e.passRate)}),` `,G(`span`,{class:`muted`,children:[`of `,qn(Pc(e)),` decided`]})]}),!t&&G(y,{children:[G(`div`,{class:`ci`,role:`img`,"aria-label":`95% interval ${Nc(e.passRateLow,e.passRateHigh)}, pass rate ${Mc(e.passRate)}`,children:[G(`span`,{class:`ci-range`,style:{left:`${e.passRateLow*100}%`,width:`${(e.passRateHigh-e.passRateLow)*100}%`}}),G(`span`,{class:`ci-mark`,style:{left:`${e.passRate*100}%`}})]}),G(`p`,{class:`muted`,children:[`Wilson 95% interval `,G(`strong`,{"data-testid":`interval`,children:Nc(e.passRateLow,e.passRateHigh)})]})]})]})}function Yu(){let e=xr(),t=mr(e.searchParams.get(`page`)),n=It(jn,{first:Uu,after:t.after||null}),[r,i]=B([]),a=Rt(5e3),o=Ku(n.reload,2e3);V(()=>gt(en,{},{next:({runEvents:e})=>e.scorecardID!=null&&o()}),[]);let s=(n.data?.scorecards.edges??[]).flatMap(e=>e?.node?[e.node]:[]),[c,l]=Gc(r);return G(`section`,{children:[G(`div`,{class:`head`,children:[G(`h1`,{children:[`Scorecards `,G(`span`,{class:`live`,title:`updates live`,"aria-label":`live`})]}),G(`a`,{class:`button primary`,href:`/submit#scorecard`,children:`Submit a scorecard`})]}),G(`div`,{class:`toolbar`,children:[G(`button`,{class:`primary`,disabled:r.length!==2,onClick:()=>br(Hc(c,l)),children:`Compare selected`}),G(`span`,{class:`muted`,"aria-live":`polite`,children:r.length===2?`#${c} (baseline) with #${l}`:`Pick two scorecards to compare.`})]}),G(K,{error:n.error}),n.loading&&!n.data?G(Nt,{}):G(`div`,{class:`scroll`,children:G(`table`,{"data-testid":`scorecards`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:G(`span`,{class:`sr`,children:`Compare`})}),G(`th`,{children:`Scorecard`}),G(`th`,{children:`Status`}),G(`th`,{children:`Pass rate`}),G(`th`,{children:`Cases`}),G(`th`,{class:`hide-sm`,children:`Runtime`}),G(`th`,{class:`hide-sm`,children:`Harness`}),G(`th`,{children:`Created`})]})}),G(`tbody`,{children:[s.map(e=>G(`tr`,{"data-status":e.status,children:[G(`td`,{children:G(`input`,{type:`checkbox`,"aria-label":`Compare ${e.name} #${e.id}`,checked:r.includes(e.id),onChange:()=>i(t=>Wc(t,e.id))})}),G(`td`,{children:[G(`a`,{href:_r(e.id),children:e.name}),` `,G(`span`,{class:`muted`,children:[`#`,e.id]})]}),G(`td`,{children:G(kt,{status:e.status})}),G(`td`,{children:Pc(e.aggregate)?Mc(e.aggregate.passRate):G(`span`,{class:`muted`,children:`—`})}),G(`td`,{children:[G(`span`,{class:`ok`,children:e.aggregate.passed}),`/`,G(`span`,{class:`error`,children:e.aggregate.failed}),`/`,G(`span`,{class:`warn`,children:e.aggregate.errored}),e.aggregate.unscored>0&&G(y,{children:[` `,G(`span`,{class:`badge v-unscored`,title:`unscored: a judge could not grade`,children:[e.aggregate.unscored,` unscored`]})]}),` `,G(`span`,{class:`muted`,children:[`of `,e.total]})]}),G(`td`,{class:`hide-sm`,children:e.runtime}),G(`td`,{class:`hide-sm`,children:e.harnessName}),G(`td`,{title:e.createdAt,children:Kn(e.createdAt,a)})]},e.id)),s.length===0&&G(`tr`,{children:G(`td`,{colSpan:8,class:`muted`,children:[`No scorecards yet: `,G(`a`,{href:`/submit#scorecard`,children:`upload a cases file`}),`.`]})})]})]})}),G(`p`,{class:`muted legend-line`,children:[`Cases: `,G(`span`,{class:`ok`,children:`passed`}),`/`,G(`span`,{class:`error`,children:`failed`}),`/`,G(`span`,{class:`warn`,children:`errored`}),` of all.`]}),G(`nav`,{class:`pager`,"aria-label":`pages`,children:[G(`button`,{disabled:t.back.length===0,onClick:()=>qu(e,`page`,pr(dr(t))),children:`← Newer`}),G(`span`,{class:`muted`,children:[`page `,fr(t),` · `,n.data?.scorecards.totalCount??0,` scorecards`]}),G(`button`,{disabled:!n.data?.scorecards.pageInfo.hasNextPage,onClick:()=>qu(e,`page`,pr(ur(t,n.data?.scorecards.pageInfo.endCursor))),children:`Older →`})]})]})}function Xu({id:e}){let t=It(Mn,{id:e}),[n,r]=B(null),[i,a]=B(null),[o,s]=B(!1),[c,l]=B(null);V(()=>gt(Nn,{id:e},{next:e=>(r(e.scorecardUpdated),l(null)),error:l}),[e]);let u=n??t.data?.scorecard??null;async function d(){s(!0),a(null);try{r((await W(Pn,{id:e})).cancelScorecard)}catch(e){a(Lt(e))}finally{s(!1)}}if(t.loading&&!u)return G(Nt,{});if(t.error&&!u&&t.error.code!==`NOT_FOUND`&&t.error.code!==`BAD_USER_INPUT`)return G(K,{error:t.error});if(!u)return G(jt,{what:G(y,{children:[`There is no scorecard `,e,` in your tenant.`]})});let f=u.aggregate,p=Ic(f),m=Lc(f.runtimes);return G(`section`,{children:[G(`div`,{class:`head`,children:[G(`h1`,{children:[u.name,` `,G(`span`,{class:`muted`,children:[`#`,u.id]}),` `,G(kt,{status:u.status}),!jc(u.status)&&G(`span`,{class:`live`,title:`updates live`,"aria-label":`live`})]}),!jc(u.status)&&G(Pt,{label:`Cancel scorecard`,question:`Cancel this scorecard and every run of it not yet settled?`,confirmLabel:`Confirm cancel`,onConfirm:d,busy:o&&`Canceling…`})]}),G(K,{error:i??c}),!jc(u.status)&&u.waitingReason&&G(`div`,{class:`notice`,"data-testid":`waiting`,children:[G(`strong`,{children:`Waiting:`}),` `,u.waitingReason]}),G(`div`,{class:`grid2`,children:[G(Ju,{a:f}),G(`div`,{class:`card`,children:[G(`h2`,{children:`Progress`}),G(`progress`,{max:Math.max(1,p.total),value:p.done,"aria-label":`cases done`}),G(`p`,{"data-testid":`aggregate`,"data-done":p.done,"data-cases":f.cases,children:[G(`strong`,{children:[p.done,`/`,f.cases,` done`]}),`: `,G(`span`,{class:`ok`,children:[f.passed,` passed`]}),`, `,G(`span`,{class:`error`,children:[f.failed,` failed`]}),`,`,` `,G(`span`,{class:`warn`,children:[f.errored,` errored`]}),`,`,` `,f.unscored>0&&G(y,{children:[G(`span`,{class:`badge v-unscored`,"data-testid":`unscored`,title:`A judge could not grade these: left out of the pass rate.`,children:[f.unscored,` unscored`]}),`,`,` `]}),f.running,` running, `,f.queued,` queued`,f.canceled>0&&`, ${f.canceled} canceled`]}),G(`dl`,{class:`facts`,children:[G(`dt`,{children:`Cost`}),G(`dd`,{children:Un(f.costUsd)}),G(`dt`,{children:`Judge cost`}),G(`dd`,{"data-testid":`judge-cost`,children:[Un(f.judgeCostUsd),` `,G(`span`,{class:`muted`,children:`(apart from the agents' cost)`})]}),G(`dt`,{children:`Latency`}),G(`dd`,{children:[`p50 `,Wn(f.latencyP50Ms),` · p95 `,Wn(f.latencyP95Ms)]}),G(`dt`,{children:`Retries`}),G(`dd`,{children:[f.retries,` `,G(`span`,{class:`muted`,children:[`(up to `,u.maxAttempts,` tries a case)`]})]}),G(`dt`,{children:`Runtime`}),G(`dd`,{children:u.runtime}),G(`dt`,{children:`Harness`}),G(`dd`,{children:u.harnessName}),G(`dt`,{children:`By`}),G(`dd`,{children:[u.createdBy,` `,G(`span`,{class:`muted`,children:[`· `,u.priority.toLowerCase()]})]}),G(`dt`,{children:`Created`}),G(`dd`,{title:u.createdAt,children:new Date(u.createdAt).toLocaleString()}),u.finishedAt&&G(y,{children:[G(`dt`,{children:`Took`}),G(`dd`,{children:Gn(u.createdAt,u.finishedAt,Date.now())})]})]})]})]}),G(`h2`,{children:`By runtime`}),m.labels.length>0&&G(Zc,{testid:`runtime-chart`,title:`Cases by runtime and outcome`,labels:m.labels,series:m.series,height:200}),G(`div`,{class:`scroll`,children:G(`table`,{"data-testid":`runtimes-table`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Runtime`}),G(`th`,{children:`Cases`}),G(`th`,{children:`Passed`}),G(`th`,{children:`Failed`}),G(`th`,{children:`Errored`}),G(`th`,{children:`Pass rate`}),G(`th`,{class:`hide-sm`,children:`Cost`})]})}),G(`tbody`,{children:f.runtimes.map(e=>G(`tr`,{children:[G(`td`,{children:G(`a`,{href:vr(e.runtime.split(`@`)[0]),children:e.runtime})}),G(`td`,{children:e.cases}),G(`td`,{children:e.passed}),G(`td`,{children:e.failed}),G(`td`,{children:e.errored}),G(`td`,{children:Mc(Fc(e))}),G(`td`,{class:`hide-sm`,children:Un(e.costUsd)})]},e.runtime))})]})}),f.models.some(e=>e.model!==``)&&G(y,{children:[G(`h2`,{children:`By model`}),G(`div`,{class:`scroll`,children:G(`table`,{"data-testid":`models-table`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Model`}),G(`th`,{children:`Cases`}),G(`th`,{children:`Passed`}),G(`th`,{children:`Failed`}),G(`th`,{children:`Errored`}),G(`th`,{children:`Pass rate`}),G(`th`,{class:`hide-sm`,children:`Cost`})]})}),G(`tbody`,{children:f.models.map(e=>G(`tr`,{"data-model":e.model,children:[G(`td`,{children:G(`code`,{children:e.model||`—`})}),G(`td`,{children:e.cases}),G(`td`,{children:e.passed}),G(`td`,{children:e.failed}),G(`td`,{children:e.errored}),G(`td`,{children:Mc(e.passRate)}),G(`td`,{class:`hide-sm`,children:Un(e.costUsd)})]},e.model))})]})})]}),(f.graders.length>0||f.failures.length>0)&&G(`div`,{class:`grid2`,children:[f.graders.length>0&&G(`div`,{children:[G(`h2`,{children:`Graders`}),G(`table`,{class:`compact`,"data-testid":`graders`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Grader`}),G(`th`,{children:`Passed`}),G(`th`,{children:`Failed`}),G(`th`,{children:`Unscored`})]})}),G(`tbody`,{children:f.graders.map(e=>G(`tr`,{children:[G(`td`,{children:e.kind}),G(`td`,{children:e.passed}),G(`td`,{children:e.failed}),G(`td`,{children:e.unscored})]},e.kind))})]})]}),f.failures.length>0&&G(`div`,{children:[G(`h2`,{children:`Errors`}),G(`table`,{class:`compact`,"data-testid":`failures`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Class`}),G(`th`,{children:`Code`}),G(`th`,{children:`Cases`})]})}),G(`tbody`,{children:f.failures.map(e=>G(`tr`,{children:[G(`td`,{children:G(`span`,{class:`badge v-fail`,children:e.class})}),G(`td`,{children:G(`code`,{children:e.code})}),G(`td`,{children:e.count})]},`${e.class}/${e.code}`))})]})]})]}),G(Zu,{id:u.id}),G(Qu,{id:u.id})]})}function Zu({id:e}){let t=(It(jn,{first:50,after:null}).data?.scorecards.edges??[]).flatMap(t=>t?.node&&t.node.id!==e?[t.node]:[]),[n,r]=B(``),i=n||t.find(t=>Number(t.id)<Number(e))?.id||t[0]?.id||``;return t.length?G(`form`,{class:`toolbar`,"aria-label":`Compare with another scorecard`,onSubmit:t=>{t.preventDefault();let[n,r]=Gc([i,e]);br(Hc(n,r))},children:[G(`label`,{children:[`Compare with`,` `,G(`select`,{name:`baseline`,value:i,onChange:e=>r(e.currentTarget.value),children:t.map(e=>G(`option`,{value:e.id,children:[`#`,e.id,` `,e.name]}))})]}),G(`button`,{children:`Compare`}),G(`span`,{class:`muted`,children:`(the older is the baseline)`})]}):null}function Qu({id:e}){let t=xr(),n=mr(t.searchParams.get(`runs`)),r=It(In,{scorecard:Number(e),first:Wu,after:n.after||null}),i=Rt(5e3),a=!!r.data&&!r.data.runs.pageInfo.hasNextPage;V(()=>gt(en,{},{next:({runEvents:t})=>{t.scorecardID===Number(e)&&r.set(e=>{let n=e.runs.edges??[],r=n.findIndex(e=>e?.node?.id===t.id);if(r>=0){let i=n.slice();return i[r]={...i[r],node:t},{...e,runs:{...e.runs,edges:i}}}return!a||n.length>=Wu?e:{...e,runs:{...e.runs,totalCount:e.runs.totalCount+1,edges:[...n,{node:t}]}}})}}),[e,n.after,a]);let o=(r.data?.runs.edges??[]).flatMap(e=>e?.node?[e.node]:[]);return G(y,{children:[G(`h2`,{id:`runs`,children:`Runs`}),G(K,{error:r.error}),r.loading&&!r.data?G(Nt,{}):G(`div`,{class:`scroll`,children:G(`table`,{"data-testid":`children`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Case`}),G(`th`,{children:`Status`}),G(`th`,{children:`Verdict`}),G(`th`,{children:`Runtime`}),G(`th`,{class:`hide-sm`,children:`Duration`}),G(`th`,{class:`hide-sm`,children:`Cost`}),G(`th`,{class:`hide-sm`,children:`Created`})]})}),G(`tbody`,{children:[o.map(e=>G(`tr`,{"data-status":e.status,"data-case":e.caseID,children:[G(`td`,{children:[G(`a`,{href:gr(e.id),children:e.caseID}),e.try>1&&G(`span`,{class:`muted`,children:[` try `,e.try]})]}),G(`td`,{children:[G(kt,{status:e.status,verdict:e.result?.verdict}),e.phase===`GRADING`&&G(y,{children:[` `,G(`span`,{class:`badge st-running`,children:`grading`})]})]}),G(`td`,{children:e.error?G(`span`,{class:`badge v-fail`,children:e.error.class}):G(At,{verdict:e.result?.verdict})}),G(`td`,{children:e.runtime}),G(`td`,{class:`hide-sm`,children:Gn(e.startedAt,e.finishedAt,i)}),G(`td`,{class:`hide-sm`,children:Un(e.costUsd)}),G(`td`,{class:`hide-sm`,title:e.createdAt,children:Kn(e.createdAt,i)})]},e.id)),o.length===0&&G(`tr`,{children:G(`td`,{colSpan:7,class:`muted`,children:`No runs.`})})]})]})}),(n.back.length>0||r.data?.runs.pageInfo.hasNextPage)&&G(`nav`,{class:`pager`,"aria-label":`pages of runs`,children:[G(`button`,{disabled:n.back.length===0,onClick:()=>qu(t,`runs`,pr(dr(n))),children:`← Previous`}),G(`span`,{class:`muted`,children:[`page `,fr(n),` · `,r.data?.runs.totalCount??0,` runs`]}),G(`button`,{disabled:!r.data?.runs.pageInfo.hasNextPage,onClick:()=>qu(t,`runs`,pr(ur(n,r.data?.runs.pageInfo.endCursor))),children:`Next →`})]})]})}function $u(e){let t=new Map;for(let n of e)(t.get(n.caseID)?.try??0)<n.try&&t.set(n.caseID,n);return t}function ed({r:e}){return e?G(`a`,{href:gr(e.id),children:e.error?G(`span`,{class:`badge v-fail`,children:e.error.class}):e.result?G(At,{verdict:e.result.verdict}):e.status.toLowerCase()}):G(`span`,{class:`muted`,children:`—`})}function td(){let{a:e,b:t}=Uc(xr().searchParams),n=It(jn,{first:50,after:null}),r=!!e&&!!t&&e!==t,i=It(Ln,{a:e,b:t},!r),a=(n.data?.scorecards.edges??[]).flatMap(e=>e?.node?[e.node]:[]),o=r?i.data:null,s=o?.a&&o.b?Bc(o.a,o.b,o.compareScorecards):null,c=s?.cases.slice(0,Gu).map(e=>e.caseId)??[],l=It(Rn,{a:Number(e),b:Number(t),cases:c},!s||c.length===0),u=e=>(e?.edges??[]).flatMap(e=>e?.node?[e.node]:[]),d=$u(u(l.data?.a)),f=$u(u(l.data?.b)),p=n=>r=>{let i=r.currentTarget.value;br(Hc(n===`a`?i:e,n===`b`?i:t),!0)},m=e=>{let t=a.some(t=>t.id===e);return G(y,{children:[G(`option`,{value:``,children:`choose…`}),e&&!t&&G(`option`,{value:e,children:[`#`,e]}),a.map(e=>G(`option`,{value:e.id,children:[`#`,e.id,` `,e.name,` (`,e.status.toLowerCase(),`)`]}))]})};return G(`section`,{children:[G(`h1`,{children:`Compare scorecards`}),G(`form`,{class:`toolbar`,"aria-label":`Scorecards to compare`,onSubmit:e=>e.preventDefault(),children:[G(`label`,{children:[`Baseline (a)`,` `,G(`select`,{name:`a`,value:e,onChange:p(`a`),children:m(e)})]}),G(`label`,{children:[`Candidate (b)`,` `,G(`select`,{name:`b`,value:t,onChange:p(`b`),children:m(t)})]}),G(`button`,{type:`button`,disabled:!e&&!t,onClick:()=>br(Hc(t,e),!0),children:`Swap`})]}),G(K,{error:n.error}),!r&&G(`p`,{class:`muted`,children:e&&e===t?`Pick two different scorecards.`:`Pick a baseline and a candidate: cases are paired by id.`}),r&&G(K,{error:i.error}),r&&i.loading&&!i.data&&G(Nt,{}),o&&(!o.a||!o.b)&&G(`p`,{class:`muted`,children:`No such scorecard in your tenant.`}),s&&o?.a&&o.b&&G(y,{children:[G(`p`,{class:`notice compare-${s.direction}`,"data-testid":`compare-verdict`,role:`status`,children:s.verdict}),G(`div`,{class:`scroll`,children:G(`table`,{"data-testid":`compare-summary`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{}),G(`th`,{class:`name`,children:[`a: `,G(`a`,{href:_r(o.a.id),children:o.a.name}),` `,G(`span`,{class:`muted`,children:[`#`,o.a.id]})]}),G(`th`,{class:`name`,children:[`b: `,G(`a`,{href:_r(o.b.id),children:o.b.name}),` `,G(`span`,{class:`muted`,children:[`#`,o.b.id]})]}),G(`th`,{children:`Change`})]})}),G(`tbody`,{children:[G(`tr`,{children:[G(`th`,{scope:`row`,children:[`Pass rate, paired cases (`,s.paired,`)`]}),G(`td`,{children:Mc(s.passRateA)}),G(`td`,{children:Mc(s.passRateB)}),G(`td`,{children:Vc(s.delta)})]}),G(`tr`,{children:[G(`th`,{scope:`row`,children:`Pass rate, all (95% interval)`}),G(`td`,{children:[Pc(o.a.aggregate)?Mc(o.a.aggregate.passRate):`—`,` `,G(`span`,{class:`muted`,children:[`(`,Nc(o.a.aggregate.passRateLow,o.a.aggregate.passRateHigh),`)`]})]}),G(`td`,{children:[Pc(o.b.aggregate)?Mc(o.b.aggregate.passRate):`—`,` `,G(`span`,{class:`muted`,children:[`(`,Nc(o.b.aggregate.passRateLow,o.b.aggregate.passRateHigh),`)`]})]}),G(`td`,{})]}),G(`tr`,{children:[G(`th`,{scope:`row`,children:`Status`}),G(`td`,{children:G(kt,{status:o.a.status})}),G(`td`,{children:G(kt,{status:o.b.status})}),G(`td`,{})]}),G(`tr`,{children:[G(`th`,{scope:`row`,children:`McNemar's test`}),G(`td`,{colSpan:2,children:[s.pValue,` · `,s.cases.filter(e=>e.change===`fixed`).length,` fixed, `,s.cases.filter(e=>e.change===`regressed`).length,` `,`regressed, `,s.unchanged,` unchanged`]}),G(`td`,{children:s.significant?G(`strong`,{children:`significant`}):G(`span`,{class:`muted`,children:`not significant`})})]})]})]})}),G(`h2`,{children:`By runtime`}),G(`div`,{class:`scroll`,children:G(`table`,{"data-testid":`compare-runtimes`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Runtime`}),G(`th`,{children:`a: passed / decided`}),G(`th`,{children:`b: passed / decided`}),G(`th`,{children:`a`}),G(`th`,{children:`b`}),G(`th`,{children:`Change`})]})}),G(`tbody`,{children:s.runtimes.map(e=>G(`tr`,{children:[G(`td`,{children:e.runtime}),G(`td`,{children:e.a?`${e.a.passed} / ${Pc(e.a)}`:`—`}),G(`td`,{children:e.b?`${e.b.passed} / ${Pc(e.b)}`:`—`}),G(`td`,{children:Mc(e.rateA)}),G(`td`,{children:Mc(e.rateB)}),G(`td`,{children:Vc(e.delta)})]},e.runtime))})]})}),G(`h2`,{children:`Cases that changed`}),s.cases.length===0?G(`p`,{class:`muted`,"data-testid":`compare-cases`,children:`No paired case changed its outcome.`}):G(`div`,{class:`scroll`,children:G(`table`,{"data-testid":`compare-cases`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Case`}),G(`th`,{children:`Change`}),G(`th`,{children:`a`}),G(`th`,{children:`b`})]})}),G(`tbody`,{children:s.cases.map(e=>G(`tr`,{"data-change":e.change,children:[G(`td`,{children:e.caseId}),G(`td`,{children:e.change===`fixed`?G(`span`,{class:`badge v-pass`,children:`fixed`}):G(`span`,{class:`badge v-fail`,children:`regressed`})}),G(`td`,{children:G(ed,{r:d.get(e.caseId)})}),G(`td`,{children:G(ed,{r:f.get(e.caseId)})})]},e.caseId))})]})})]})]})}function nd({onSignedIn:e}){let[t,n]=B(qe()),[r,i]=B(null),[a,o]=B(!1),s=new URL(location.href).searchParams,c=s.get(`next`)||`/runs`,l=s.get(`reason`)===`refused`&&!r;async function u(n){n.preventDefault(),o(!0),Je(t.trim()),Vt();try{await W(Xt,{}),e(),br(c.startsWith(`/`)&&!c.startsWith(`//`)?c:`/runs`)}catch(e){Je(``),i(Lt(e))}finally{o(!1)}}return G(`section`,{class:`narrow`,children:[G(`h1`,{children:`Sign in`}),G(`p`,{class:`muted`,children:[`Paste an API token. It stays in this browser (localStorage) and goes with every request. Make one with`,` `,G(`code`,{children:`everdict token create --tenant acme --role admin`}),`.`]}),l&&G(`p`,{class:`warn`,role:`alert`,"data-testid":`signin-reason`,children:`Your token was refused: it was revoked or it expired. Sign in with another.`}),G(`form`,{onSubmit:u,class:`stack`,children:[G(q,{label:`API token`,children:G(`input`,{name:`token`,type:`password`,autocomplete:`off`,placeholder:`evd_…`,required:!0,value:t,onInput:e=>n(e.currentTarget.value),autofocus:!0})}),G(`button`,{class:`primary`,disabled:a,children:`Sign in`}),G(K,{error:r})]})]})}var rd=1e4,id=1<<20,ad=86400,od=/^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$/,sd=[`TESTS_PASS`,`STEPS`,`COST`,`LATENCY`],cd=[`id`,`task`,`image`,`repo`,`files`,`browser`,`osUse`,`isolation`,`timeoutSec`,`resources`,`graders`],ld=e=>typeof e==`object`&&!!e&&!Array.isArray(e),ud=e=>typeof e==`string`,dd=e=>typeof e==`number`&&Number.isFinite(e),fd=e=>dd(e)&&Number.isInteger(e);function pd(e,t,n){return Object.keys(e).filter(e=>!t.includes(e)).map(e=>`unknown field "${n}${e}"`)}function md(e){if(!ld(e))return[`not a case: want a JSON object`];let t=pd(e,cd,``);!(`id`in e)||e.id===``?t.push(`the case has no "id"`):ud(e.id)&&od.test(e.id)||t.push(`"id" ${JSON.stringify(e.id)} must be 1 to 40 lowercase letters, digits and inner dashes`),`task`in e?ud(e.task)?e.task.trim()===``&&t.push(`"task" is empty`):t.push(`"task" must be a string`):t.push(`the case has no "task"`),`image`in e&&!ud(e.image)&&t.push(`"image" must be a string`);for(let n of[`browser`,`osUse`,`isolation`])n in e&&typeof e[n]!=`boolean`&&t.push(`"${n}" must be true or false`);return`timeoutSec`in e&&(!fd(e.timeoutSec)||e.timeoutSec<0||e.timeoutSec>86400)&&t.push(`"timeoutSec" must be a whole number of seconds, at most ${ad}`),`repo`in e&&(ld(e.repo)?(t.push(...pd(e.repo,[`url`,`ref`],`repo.`)),ud(e.repo.url)&&e.repo.url.trim()!==``||t.push(`"repo.url" is required when a repo is given`),`ref`in e.repo&&!ud(e.repo.ref)&&t.push(`"repo.ref" must be a string`)):t.push(`"repo" must be an object: {"url": …, "ref": …}`)),`files`in e&&(Array.isArray(e.files)?e.files.forEach((e,n)=>{if(!ld(e))return t.push(`"files[${n}]" must be an object`);t.push(...pd(e,[`path`,`content`],`files[${n}].`)),ud(e.path)&&gd(e.path)||t.push(`"files[${n}].path" must be a relative path inside the workspace`),ud(e.content)||t.push(`"files[${n}].content" must be a string`)}):t.push(`"files" must be a list of {"path": …, "content": …}`)),`resources`in e&&(ld(e.resources)?(t.push(...pd(e.resources,[`memoryMb`,`cpu`],`resources.`)),`memoryMb`in e.resources&&(!fd(e.resources.memoryMb)||e.resources.memoryMb<0)&&t.push(`"resources.memoryMb" must be a whole number, not negative`),`cpu`in e.resources&&(!dd(e.resources.cpu)||e.resources.cpu<0)&&t.push(`"resources.cpu" must be a number, not negative`)):t.push(`"resources" must be an object: {"memoryMb": …, "cpu": …}`)),`graders`in e&&(Array.isArray(e.graders)?e.graders.forEach((e,n)=>t.push(...hd(e,`graders[${n}]`))):t.push(`"graders" must be a list`)),t}function hd(e,t){if(!ld(e))return[`"${t}" must be an object`];let n=pd(e,[`kind`,`command`,`max`],`${t}.`);return sd.includes(e.kind)||n.push(`"${t}.kind" must be one of ${sd.join(`, `)}`),`command`in e&&!(Array.isArray(e.command)&&e.command.every(ud))&&n.push(`"${t}.command" must be a list of strings`),e.kind===`TESTS_PASS`&&!(Array.isArray(e.command)&&e.command.length>0)&&n.push(`"${t}.command" is required for TESTS_PASS`),`max`in e&&e.max!==null&&(!dd(e.max)||e.max<0)&&n.push(`"${t}.max" must be a number, not negative`),n}function gd(e){if(e===``||e.startsWith(`/`))return!1;let t=[];for(let n of e.split(`/`))if(n!==``&&n!==`.`){if(n===`..`){if(t.length===0)return!1;t.pop()}else t.push(n)}return!0}var _d=new TextEncoder;function vd(e){let t=[],n=[],r=0,i=(e,t)=>{n.length<50?n.push({line:e,message:t}):r++},a=new Map;return e.replace(/^\uFEFF/,``).split(/\r?\n/).forEach((e,n)=>{let r=n+1,o=e.trim();if(o===``)return;if(_d.encode(o).length>1048576)return i(r,`the line is longer than ${id} bytes`);let s;try{s=JSON.parse(o)}catch{return i(r,/^\{.*\}\s*[{[]/.test(o)?`one JSON object a line`:`not a case: not valid JSON`)}let c=md(s),l=ld(s)&&ud(s.id)?s.id:``;if(l&&od.test(l)){let e=a.get(l);e===void 0?a.set(l,r):c.push(`"id" "${l}" repeats line ${e}`)}c.forEach(e=>i(r,e)),c.length===0&&t.push(s)}),t.length===0&&n.length===0&&i(0,`the file holds no cases`),t.length>1e4&&i(0,`a scorecard holds at most ${rd.toLocaleString(`en-US`)} cases; this file has ${t.length.toLocaleString(`en-US`)}`),{cases:t,problems:n,more:r}}function yd(e){return e.replace(/^.*[\\/]/,``).replace(/\.jsonl$/i,``)}function bd(){let e=It(mn,{first:100,after:null}),t=Bt(),n=(e.data?.runtimes.edges??[]).flatMap(e=>e?.node?[e.node.name]:[]),r=(It(zn,{first:100,after:null}).data?.harnesses.edges??[]).flatMap(e=>e?.node?ol(e.node):[]),[i,a]=B(ll),o=new URL(location.href).searchParams.get(`from`)??``,s=It(tn,{id:o},!o),[c,l]=B(null);V(()=>{let e=s.data?.run;if(!e)return;let t=pl(e);l(t),a(t.form)},[s.data?.run?.id]);let u=U(null),d=U(null),[f,p]=B(null),[m,h]=B(!1),g=al(i.env);V(()=>{n.length&&a(e=>e.runtime?e:{...e,runtime:n[0]})},[n[0]]);let _=i.runtime,v=i.harnessRef.trim(),b=e=>t=>{let n=t.currentTarget.value;a(t=>({...t,[e]:n}))};async function x(e){if(e.preventDefault(),g.problems.length)return;h(!0),p(null);let t=ul(i,c?.carried);try{br(gr((await W(pn,{input:t})).submitRun.id))}catch(e){p(Lt(e))}finally{h(!1)}}let S=t?.fields?.has(`Mutation.submitScorecard`);return V(()=>{location.hash===`#scorecard`&&document.getElementById(`scorecard`)?.scrollIntoView()},[]),G(`section`,{class:`narrow`,children:[G(`h1`,{children:`Submit a run`}),o&&s.error&&G(K,{error:s.error}),c&&s.data?.run&&G(`div`,{class:`notice`,"data-testid":`prefilled`,children:[`Filled in from run `,G(`a`,{href:gr(s.data.run.id),children:s.data.run.correlationId}),`: change what you like, then submit.`,Cd(c.carried).length>0&&G(y,{children:[` Also sent as recorded: `,Cd(c.carried).join(`, `),`.`]}),c.lost.map(e=>G(`p`,{class:`warn`,children:[`Not carried: `,e,`.`]}))]}),G(`form`,{onSubmit:x,class:`stack`,"aria-label":`Submit a run`,children:[G(q,{label:`Runtime`,children:[G(`input`,{name:`runtime`,list:`runtime-names`,required:!0,value:_,onInput:b(`runtime`),placeholder:`name, name@3, name@tag; "a,b" or "auto" to let the scheduler choose`}),G(`datalist`,{id:`runtime-names`,children:n.map(e=>G(`option`,{value:e}))})]}),G(q,{label:`Task`,children:G(`textarea`,{name:`task`,rows:3,required:!0,value:i.task,onInput:b(`task`)})}),G(`div`,{class:`row`,children:[G(q,{label:`Registered harness`,hint:`name, name@tag or name@3 (see Harnesses); empty: the one-off harness below`,children:[G(`input`,{name:`harnessRef`,list:`harness-refs`,value:i.harnessRef,onInput:b(`harnessRef`),placeholder:`one-off`}),G(`datalist`,{id:`harness-refs`,children:r.map(e=>G(`option`,{value:e}))})]}),G(q,{label:`Model`,hint:`"provider/name", {{model}} in the harness; empty: its default`,children:G(`input`,{name:`model`,value:i.model,onInput:b(`model`),placeholder:`anthropic/claude-sonnet-4`})})]}),G(`div`,{class:`row`,children:[G(q,{label:`Harness name`,children:G(`input`,{name:`harness`,value:i.harness,onInput:b(`harness`),disabled:!!v})}),G(q,{label:`Priority`,children:G(`select`,{name:`priority`,value:i.priority,onChange:b(`priority`),children:[G(`option`,{value:`INTERACTIVE`,children:`interactive`}),G(`option`,{value:`BATCH`,children:`batch`})]})}),G(q,{label:`Timeout (s)`,children:G(`input`,{name:`timeout`,type:`number`,min:1,value:i.timeout,onInput:b(`timeout`)})}),cl(i.runtime)&&G(q,{label:`Placement`,hint:`Which of the runtimes takes it, when a slot frees`,children:G(`select`,{name:`placement`,value:i.placement,onChange:b(`placement`),children:[G(`option`,{value:``,children:`spread (least loaded)`}),G(`option`,{value:`PACK`,children:`pack (fullest that fits)`})]})})]}),G(q,{label:`Harness command (sh -c)`,children:G(`input`,{name:`command`,required:!v,disabled:!!v,value:i.command,onInput:b(`command`)})}),G(q,{label:`Test command (sh -c; exit 0 passes; empty: no TESTS_PASS grader)`,children:G(`input`,{name:`test`,value:i.test,onInput:b(`test`)})}),G(q,{label:`Environment`,hint:`One a line: NAME=value, or NAME=@secret to use a tenant secret (its value never leaves the server).`,children:G(`textarea`,{name:`env`,rows:2,value:i.env,onInput:b(`env`),placeholder:`MODEL=small
API_KEY=@openai`})}),g.problems.map(e=>G(`p`,{class:`error`,children:e})),G(`div`,{class:`row`,children:[G(`button`,{class:`primary`,disabled:m||g.problems.length>0,children:`Submit`}),G(`details`,{class:`copy-as`,"data-testid":`form-copy-as`,children:[G(`summary`,{children:`Copy as…`}),G(`div`,{class:`stack`,children:[G(`div`,{children:[G(Ft,{label:`Copy as CLI`,text:yl(ul(i,c?.carried)).command,target:()=>u.current}),G(`pre`,{ref:u,class:`output`,children:yl(ul(i,c?.carried)).command})]}),G(`div`,{children:[G(Ft,{label:`Copy as GraphQL`,text:vl(ul(i,c?.carried)),target:()=>d.current}),G(`pre`,{ref:d,class:`output`,children:vl(ul(i,c?.carried))})]})]})]})]}),G(K,{error:f})]}),G(`h2`,{id:`scorecard`,children:`Submit a scorecard from JSONL`}),t&&!S?G(Mt,{what:`Scorecards (many cases from a JSONL upload)`}):G(Sd,{names:n})]})}var xd=`{"id": "answer-42", "task": "Write 42 to answer.txt", "graders": [{"kind": "TESTS_PASS", "command": ["sh", "-c", "grep -q 42 answer.txt"]}]}
{"id": "fix-login", "task": "Fix the login test", "repo": {"url": "https://github.com/acme/app", "ref": "main"}, "timeoutSec": 600}`;function Sd({names:e}){let[t,n]=B(``),[r,i]=B(``),[a,o]=B({name:``,runtime:``,harness:`web`,command:`echo solving; echo 42 > answer.txt`,maxAttempts:``,priority:`BATCH`}),[s,c]=B(!1),[l,u]=B(null),[d,f]=B(!1),p=ye(()=>t.trim()?vd(t):null,[t]);V(()=>{e.length&&o(t=>t.runtime?t:{...t,runtime:e[0]})},[e[0]]);let m=e=>t=>{let n=t.currentTarget.value;o(t=>({...t,[e]:n}))};async function h(e){let t=e.currentTarget.files?.[0];t&&(i(t.name),n(await t.text()),o(e=>e.name?e:{...e,name:yd(t.name)}))}async function g(e){if(e.preventDefault(),!p||p.problems.length)return;f(!0),u(null);let t={name:a.name.trim(),runtime:a.runtime.trim(),priority:a.priority,harness:{name:a.harness||`web`,command:Xn(a.command)},cases:p.cases,maxAttempts:a.maxAttempts?Number(a.maxAttempts):void 0,speculate:s||void 0};try{br(_r((await W(Fn,{input:t})).submitScorecard.id))}catch(e){u(Lt(e))}finally{f(!1)}}let _=!!p&&p.problems.length===0;return G(`form`,{onSubmit:g,class:`stack`,"aria-label":`Submit a scorecard`,children:[G(`p`,{class:`muted`,children:[`One case a line, as `,G(`code`,{children:`everdict scorecard run`}),` reads them: a JSON object with an `,G(`code`,{children:`id`}),` (1 to 40 lowercase letters, digits and inner dashes, unique) and a `,G(`code`,{children:`task`}),`, and optionally `,G(`code`,{children:`repo`}),`, `,G(`code`,{children:`files`}),`,`,` `,G(`code`,{children:`image`}),`, `,G(`code`,{children:`timeoutSec`}),`, `,G(`code`,{children:`resources`}),` and `,G(`code`,{children:`graders`}),`. Each case becomes a run of the harness below.`]}),G(`details`,{children:[G(`summary`,{children:`Example`}),G(`pre`,{class:`output`,children:xd})]}),G(q,{label:`Cases file (JSONL)`,children:G(`input`,{name:`cases`,type:`file`,accept:`.jsonl,.json,.ndjson,.txt,application/jsonl,application/x-ndjson,text/plain`,onChange:h})}),G(q,{label:`Or paste the cases`,hint:r?`Loaded from ${r}; edits here are what is sent.`:void 0,children:G(`textarea`,{name:`casesText`,rows:4,value:t,onInput:e=>n(e.currentTarget.value),placeholder:`{"id": "case-1", "task": "…"}`,spellcheck:!1})}),p&&G(`div`,{"aria-live":`polite`,children:_?G(`p`,{class:`ok`,"data-testid":`cases-summary`,children:[p.cases.length===1?`1 case`:`${qn(p.cases.length)} cases`,`:`,` `,p.cases.slice(0,8).map(e=>e.id).join(`, `),p.cases.length>8&&`, …`]}):G(`ul`,{class:`problems error`,"data-testid":`case-problems`,children:[p.problems.map(e=>G(`li`,{children:[e.line>0?`line ${e.line}: `:``,e.message]})),p.more>0&&G(`li`,{children:[`… and `,p.more,` more`]})]})}),G(`div`,{class:`row`,children:[G(q,{label:`Scorecard name`,children:G(`input`,{name:`scorecardName`,required:!0,value:a.name,onInput:m(`name`),placeholder:`nightly`})}),G(q,{label:`Runtimes`,hint:`"name", "a,b" to shard, or "auto"`,children:[G(`input`,{name:`scorecardRuntime`,list:`scorecard-runtimes`,required:!0,value:a.runtime,onInput:m(`runtime`)}),G(`datalist`,{id:`scorecard-runtimes`,children:[...e,`auto`].map(e=>G(`option`,{value:e}))})]})]}),G(`div`,{class:`row`,children:[G(q,{label:`Harness name`,children:G(`input`,{name:`scorecardHarness`,value:a.harness,onInput:m(`harness`)})}),G(q,{label:`Tries per case`,children:G(`input`,{name:`maxAttempts`,type:`number`,min:1,max:10,placeholder:`3`,value:a.maxAttempts,onInput:m(`maxAttempts`)})}),G(q,{label:`Priority`,children:G(`select`,{name:`scorecardPriority`,value:a.priority,onChange:m(`priority`),children:[G(`option`,{value:`BATCH`,children:`batch`}),G(`option`,{value:`INTERACTIVE`,children:`interactive`})]})})]}),G(q,{label:`Harness command for every case (sh -c)`,children:G(`input`,{name:`scorecardCommand`,required:!0,value:a.command,onInput:m(`command`)})}),G(`label`,{class:`check`,children:[G(`input`,{type:`checkbox`,name:`speculate`,checked:s,onChange:e=>c(e.currentTarget.checked)}),` Speculate: once the last 5% of cases straggle past the batch's p95, run a duplicate of each elsewhere; the first result wins`]}),G(`button`,{class:`primary`,disabled:d||!_,children:`Submit scorecard`}),G(K,{error:l})]})}function Cd(e){let t=[];return e.repo&&t.push(`repository ${e.repo.url}${e.repo.ref?`@`+e.repo.ref:``}`),e.image&&t.push(`image ${e.image}`),e.resources&&t.push(`resources`),e.browser&&t.push(`a browser`),e.osUse&&t.push(`a display (osUse)`),e.expected&&t.push(`the reference answer`),e.graders?.length&&t.push(`${e.graders.length===1?`a grader`:`${e.graders.length} graders`} (${e.graders.map(e=>e.kind).join(`, `)})`),t}var wd=[[`/runs`,`Runs`,[`runs`,`run`]],[`/submit`,`Submit`,[`submit`]],[`/runtimes`,`Runtimes`,[`runtimes`,`runtime`]],[`/harnesses`,`Harnesses`,[`harnesses`]],[`/queue`,`Queue`,[`queue`]],[`/scorecards`,`Scorecards`,[`scorecards`,`scorecard`,`compare`]],[`/providers`,`Models`,[`providers`]],[`/admin`,`Admin`,[`admin`]]];function Td(e){switch(e.page){case`run`:return`Run ${e.id}`;case`runtime`:return`Runtime ${e.name}`;case`scorecard`:return`Scorecard ${e.id}`;case`compare`:return`Compare scorecards`;case`providers`:return`Model providers`;case`notfound`:return`Not found`;case`signin`:return`Sign in`}return e.page[0].toUpperCase()+e.page.slice(1)}function Ed(){let e=xr(),t=hr(e.pathname),[n,r]=B(null),[i,a]=B(null),[o,s]=B(0),[c,l]=B(`closed`);V(()=>pt(l),[]);let[u,d]=B(!1);V(()=>Ze(()=>{location.pathname!==`/signin`&&(d(!0),Je(``),r(null))}),[]);let[f,p]=B(!1);V(()=>ut(p),[]),V(()=>{qe()?W(Xt,{}).then(e=>(r(e.viewer),a(null))).catch(e=>{let t=Lt(e);t.code===`UNAUTHENTICATED`&&(d(!0),Je(``)),a(t),r(null)}):r(null)},[o]),V(()=>{document.title=`${Td(t)} · Everdict`},[e.pathname]);let m=!!qe();V(()=>{m||t.page===`signin`||(br(`/signin?${u?`reason=refused&`:``}next=${encodeURIComponent(e.pathname+e.search)}`,!0),d(!1))},[m,t.page,u]),Lu(n?.role);let h;if(t.page===`signin`)h=G(nd,{onSignedIn:()=>s(e=>e+1)});else if(!m)h=null;else if(!n)h=i?G(K,{error:i}):G(Nt,{});else switch(t.page){case`runs`:h=G(Mu,{});break;case`run`:h=G(mu,{id:t.id},t.id);break;case`submit`:h=G(bd,{});break;case`runtimes`:h=G(zu,{});break;case`runtime`:h=G(Hu,{name:t.name},t.name);break;case`harnesses`:h=G(Cr,{});break;case`queue`:h=G(il,{});break;case`scorecards`:h=G(Yu,{});break;case`scorecard`:h=G(Xu,{id:t.id},t.id);break;case`compare`:h=G(td,{});break;case`providers`:h=G(Dr,{viewer:n});break;case`admin`:h=G(cr,{viewer:n});break;default:h=G(jt,{what:G(y,{children:[`No page at `,G(`code`,{children:e.pathname}),`.`]})})}return G(y,{children:[G(`a`,{class:`skip`,href:`#main`,onClick:e=>{e.preventDefault(),document.getElementById(`main`)?.focus()},children:`Skip to content`}),G(`header`,{class:`top`,children:[G(`a`,{class:`brand`,href:`/runs`,children:`Everdict`}),G(`nav`,{"aria-label":`main`,children:[wd.map(([e,n,r])=>G(`a`,{href:e,"aria-current":r.includes(t.page)?`page`:void 0,children:n})),G(`a`,{href:`/graphiql`,children:`GraphiQL`})]}),G(`div`,{class:`who`,children:[m&&G(`span`,{class:`sock sock-${c}`,title:`live updates: ${c}`,"aria-label":`live updates ${c}`}),n&&G(`span`,{class:`muted`,"data-testid":`viewer`,children:[n.subject,` · `,n.tenant.slug,` · `,n.role.toLowerCase()]}),m?G(`button`,{class:`link`,onClick:()=>{Je(``),r(null),br(`/signin`)},children:`Sign out`}):t.page!==`signin`&&G(`a`,{href:`/signin`,children:`Sign in`})]})]}),m&&f&&G(`div`,{class:`outage`,role:`status`,"aria-live":`polite`,"data-testid":`outage`,children:[G(`strong`,{children:`Reconnecting…`}),` The server cannot be reached right now; live updates are paused. This page refreshes when it is back.`]}),G(`main`,{id:`main`,tabIndex:-1,children:h})]})}var Dd=document.getElementById(`app`);Sr(document.body),I(G(Ed,{}),Dd);