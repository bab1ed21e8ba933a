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
  model
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
  timeline {
    phase
    at
    durationMs
  }
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
  model
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
    fragment Load on RuntimeLoad {
  runtime
  slots
  inFlight
  circuit
  holders {
    run
    correlationId
    tenant
  }
  otherHolders
  queued
  p50DurationMs
  estimatedWaitMs
}
    `,{fragmentName:`Load`}),Gt=new J(`
    fragment TokenRow on APIToken {
  id
  subject
  role
  createdAt
  lastUsedAt
  expiresAt
  revokedAt
}
    `,{fragmentName:`TokenRow`}),Kt=new J(`
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
    `,{fragmentName:`ScorecardRow`}),qt=new J(`
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
}`,{fragmentName:`ScorecardFull`}),Jt=new J(`
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
    `,{fragmentName:`ScorecardSide`}),Yt=new J(`
    fragment ModelProviderRow on ModelProvider {
  name
  kind
  baseUrl
  apiKeySecret
  inputUsdPerMTok
  outputUsdPerMTok
  updatedAt
}
    `,{fragmentName:`ModelProviderRow`}),Xt={"\n  query Viewer {\n    viewer {\n      subject\n      role\n      tenant {\n        slug\n        weight\n        maxConcurrent\n        maxQueueDepth\n        budgetUsd\n        spentUsd\n        budgetPeriod\n        trusted\n      }\n    }\n  }\n":new J(`
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
    `),"\n  fragment RunRow on Run {\n    id\n    correlationId\n    status\n    runtime\n    runtimeVersion\n    harnessName\n    harnessVersion\n    model\n    caseID\n    trigger\n    createdAt\n    startedAt\n    finishedAt\n    costUsd\n    judgeCostUsd\n    phase\n    attemptCount\n    scorecardID\n    try\n    result {\n      verdict\n      exitCode\n    }\n    error {\n      code\n      class\n    }\n  }\n":Ht,"\n  query Runs($first: Int!, $after: Cursor, $where: RunWhereInput, $includeChildren: Boolean) {\n    runs(first: $first, after: $after, where: $where, includeChildren: $includeChildren, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...RunRow\n        }\n      }\n    }\n  }\n":new J(`
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
  model
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
  model
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
}`),"\n  fragment RunFull on Run {\n    ...RunRow\n    priority\n    timeline {\n      phase\n      at\n      durationMs\n    }\n    model\n    placementPolicy\n    liveTrace {\n      traceId\n      provider\n      url\n    }\n    createdBy\n    harnessVersion\n    attempt\n    answer\n    answerCut\n    waitingReason {\n      code\n      message\n      position\n    }\n    case {\n      id\n      task\n      image\n      browser\n      osUse\n      repo {\n        url\n        ref\n      }\n      files {\n        path\n      }\n      timeoutSec\n      resources {\n        memoryMb\n        cpu\n      }\n      graders {\n        kind\n        command\n        max\n        rubric\n        model\n        samples\n        passThreshold\n        inputs\n      }\n      expected\n    }\n    harness {\n      name\n      version\n      registered\n      command\n      image\n      env {\n        name\n        secretRef\n      }\n    }\n    result {\n      verdict\n      steps\n      costUsd\n      latencyMs\n      exitCode\n      limitHit\n      output\n      graders {\n        kind\n        passed\n        value\n        judge {\n          score\n          reasoning\n          judgeModel\n          selfGraded\n          templateVersion\n          unscoredReason\n          attempts\n          usage {\n            inputTokens\n            outputTokens\n            costUsd\n          }\n        }\n      }\n      usage {\n        inputTokens\n        outputTokens\n        steps\n        costUsd\n      }\n    }\n    error {\n      code\n      class\n      message\n    }\n  }\n":Ut,"\n  query Run($id: ID!) {\n    run(id: $id) {\n      ...RunFull\n    }\n  }\n":new J(`
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
  model
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
  timeline {
    phase
    at
    durationMs
  }
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
  model
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
  timeline {
    phase
    at
    durationMs
  }
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
  model
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
  timeline {
    phase
    at
    durationMs
  }
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
    `),"\n  subscription QueueSnapshot {\n    queueSnapshot {\n      generatedAt\n      tenants {\n        tenant\n        queued\n        running\n        weight\n      }\n      runtimes {\n        ...Load\n      }\n    }\n  }\n":new J(`
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
      ...Load
    }
  }
}
    fragment Load on RuntimeLoad {
  runtime
  slots
  inFlight
  circuit
  holders {
    run
    correlationId
    tenant
  }
  otherHolders
  queued
  p50DurationMs
  estimatedWaitMs
}`),"\n  fragment Load on RuntimeLoad {\n    runtime\n    slots\n    inFlight\n    circuit\n    holders {\n      run\n      correlationId\n      tenant\n    }\n    otherHolders\n    queued\n    p50DurationMs\n    estimatedWaitMs\n  }\n":Wt,"\n  query QueueHistory {\n    queueHistory {\n      at\n      tenants {\n        tenant\n        queued\n        running\n        weight\n      }\n      runtimes {\n        runtime\n        inFlight\n      }\n    }\n  }\n":new J(`
    query QueueHistory {
  queueHistory {
    at
    tenants {
      tenant
      queued
      running
      weight
    }
    runtimes {
      runtime
      inFlight
    }
  }
}
    `),"\n  query QueueLoad {\n    queue {\n      runtimes {\n        ...Load\n      }\n    }\n  }\n":new J(`
    query QueueLoad {
  queue {
    runtimes {
      ...Load
    }
  }
}
    fragment Load on RuntimeLoad {
  runtime
  slots
  inFlight
  circuit
  holders {
    run
    correlationId
    tenant
  }
  otherHolders
  queued
  p50DurationMs
  estimatedWaitMs
}`),"\n  query QueuedRuns {\n    runs(first: 50, where: { status: QUEUED }, includeChildren: true, orderBy: { field: CREATED_AT, direction: ASC }) {\n      totalCount\n      edges {\n        node {\n          id\n          correlationId\n          runtime\n          createdAt\n          waitingReason {\n            code\n            message\n            position\n          }\n        }\n      }\n    }\n  }\n":new J(`
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
    `),"\n  fragment TokenRow on APIToken {\n    id\n    subject\n    role\n    createdAt\n    lastUsedAt\n    expiresAt\n    revokedAt\n  }\n":Gt,"\n  query Tokens {\n    tokens {\n      ...TokenRow\n    }\n  }\n":new J(`
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
    `),"\n  fragment ScorecardRow on Scorecard {\n    id\n    name\n    harnessName\n    runtime\n    status\n    total\n    createdBy\n    createdAt\n    finishedAt\n  }\n":Kt,"\n  query Scorecards($first: Int!, $after: Cursor) {\n    scorecards(first: $first, after: $after, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...ScorecardRow\n          aggregate {\n            cases\n            passed\n            failed\n            errored\n            unscored\n            passRate\n          }\n        }\n      }\n    }\n  }\n":new J(`
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
}`),"\n  fragment ScorecardFull on Scorecard {\n    ...ScorecardRow\n    maxAttempts\n    priority\n    waitingReason\n    aggregate {\n      cases\n      queued\n      running\n      passed\n      failed\n      errored\n      canceled\n      unscored\n      retries\n      passRate\n      passRateLow\n      passRateHigh\n      costUsd\n      judgeCostUsd\n      latencyP50Ms\n      latencyP95Ms\n      runtimes {\n        runtime\n        cases\n        passed\n        failed\n        errored\n        costUsd\n      }\n      models {\n        model\n        cases\n        passed\n        failed\n        errored\n        passRate\n        costUsd\n      }\n      graders {\n        kind\n        passed\n        failed\n        unscored\n      }\n      failures {\n        class\n        code\n        count\n      }\n    }\n  }\n":qt,"\n  query Scorecard($id: ID!) {\n    scorecard(id: $id) {\n      ...ScorecardFull\n    }\n  }\n":new J(`
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
  model
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
}`),"\n  fragment ScorecardSide on Scorecard {\n    id\n    name\n    status\n    total\n    createdAt\n    aggregate {\n      cases\n      passed\n      failed\n      errored\n      passRate\n      passRateLow\n      passRateHigh\n      runtimes {\n        runtime\n        cases\n        passed\n        failed\n        errored\n      }\n    }\n  }\n":Jt,"\n  query ScorecardTrend($name: String!, $last: Int) {\n    scorecardTrend(name: $name, last: $last) {\n      scorecard {\n        id\n      }\n      createdAt\n      status\n      decided\n      passRate\n      passRateLow\n      passRateHigh\n      latencyP50Ms\n      latencyP95Ms\n    }\n  }\n":new J(`
    query ScorecardTrend($name: String!, $last: Int) {
  scorecardTrend(name: $name, last: $last) {
    scorecard {
      id
    }
    createdAt
    status
    decided
    passRate
    passRateLow
    passRateHigh
    latencyP50Ms
    latencyP95Ms
  }
}
    `),"\n  query CompareScorecards($a: ID!, $b: ID!) {\n    compareScorecards(a: $a, b: $b) {\n      paired\n      regressed\n      fixed\n      passRateA\n      passRateB\n      pValue\n      significant\n    }\n    a: scorecard(id: $a) {\n      ...ScorecardSide\n    }\n    b: scorecard(id: $b) {\n      ...ScorecardSide\n    }\n  }\n":new J(`
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
    `),"\n  fragment ModelProviderRow on ModelProvider {\n    name\n    kind\n    baseUrl\n    apiKeySecret\n    inputUsdPerMTok\n    outputUsdPerMTok\n    updatedAt\n  }\n":Yt,"\n  query ModelProviders {\n    modelProviders {\n      ...ModelProviderRow\n    }\n  }\n":new J(`
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
    `),"\n  query SubmitRuntimeLoads {\n    queue {\n      runtimes {\n        runtime\n        slots\n        inFlight\n        circuit\n      }\n    }\n  }\n":new J(`
    query SubmitRuntimeLoads {
  queue {
    runtimes {
      runtime
      slots
      inFlight
      circuit
    }
  }
}
    `)};function Y(e){return Xt[e]??{}}var Zt=Y(`
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
    model
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
`);var Qt=Y(`
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
`),$t=Y(`
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
`),en=Y(`
  query FindCaseRun($where: RunWhereInput) {
    runs(first: 1, where: $where, includeChildren: true, orderBy: { field: CREATED_AT, direction: DESC }) {
      edges {
        node {
          id
        }
      }
    }
  }
`),tn=Y(`
  subscription RunEvents {
    runEvents {
      ...RunRow
    }
  }
`);Y(`
  fragment RunFull on Run {
    ...RunRow
    priority
    timeline {
      phase
      at
      durationMs
    }
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
`);var nn=Y(`
  query Run($id: ID!) {
    run(id: $id) {
      ...RunFull
    }
  }
`),rn=Y(`
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
`),an=Y(`
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
`);var on=Y(`
  subscription RunLogTail($id: ID!, $fromSeq: Int) {
    runLogs(id: $id, fromSeq: $fromSeq) {
      seq
      stream
      text
      at
    }
  }
`),sn=Y(`
  query RunLogMeta($id: ID!) {
    run(id: $id) {
      id
      lastLogSeq
    }
  }
`),cn=Y(`
  query RunLogSearch($id: ID!, $query: String!, $after: Int) {
    run(id: $id) {
      id
      logSearch(query: $query, after: $after, first: 100) {
        total
        seqs
      }
    }
  }
`),ln=Y(`
  mutation CancelRun($id: ID!) {
    cancelRun(id: $id) {
      ...RunFull
    }
  }
`),un=Y(`
  mutation ExecInRun($id: ID!, $command: [String!]!) {
    execInRun(id: $id, command: $command) {
      stdout
      stderr
      exitCode
      timedOut
      truncated
    }
  }
`),dn=Y(`
  mutation IssueTerminalTicket($id: ID!) {
    issueTerminalTicket(id: $id) {
      url
      expiresAt
    }
  }
`),fn=Y(`
  subscription RunScreen($id: ID!) {
    runScreen(id: $id) {
      at
      png
      unavailable
    }
  }
`),pn=Y(`
  mutation SaveRunScreen($id: ID!) {
    saveRunScreen(id: $id) {
      name
      size
    }
  }
`),mn=Y(`
  mutation SubmitRun($input: SubmitRunInput!) {
    submitRun(input: $input) {
      id
    }
  }
`),hn=Y(`
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
`),gn=Y(`
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
`),_n=Y(`
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
`),vn=Y(`
  mutation RegisterRuntime($input: RuntimeSpecInput!) {
    registerRuntime(input: $input) {
      version
      capabilities
    }
  }
`),yn=Y(`
  mutation ProbeRuntime($name: String!, $ref: String) {
    probeRuntime(name: $name, ref: $ref) {
      reachable
      authenticated
      hardened
      message
      capabilities
    }
  }
`),bn=Y(`
  mutation SetRuntimeVersionTags($name: String!, $version: Int!, $tags: [String!]!) {
    setRuntimeVersionTags(name: $name, version: $version, tags: $tags) {
      version
      tags
    }
  }
`),xn=Y(`
  mutation ArchiveRuntimeVersion($name: String!, $version: Int!) {
    archiveRuntimeVersion(name: $name, version: $version) {
      version
      archived
    }
  }
`),Sn=Y(`
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
`);var Cn=Y(`
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
        ...Load
      }
    }
  }
`);Y(`
  fragment Load on RuntimeLoad {
    runtime
    slots
    inFlight
    circuit
    holders {
      run
      correlationId
      tenant
    }
    otherHolders
    queued
    p50DurationMs
    estimatedWaitMs
  }
`);var wn=Y(`
  query QueueHistory {
    queueHistory {
      at
      tenants {
        tenant
        queued
        running
        weight
      }
      runtimes {
        runtime
        inFlight
      }
    }
  }
`),Tn=Y(`
  query QueueLoad {
    queue {
      runtimes {
        ...Load
      }
    }
  }
`),En=Y(`
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
`),Dn=Y(`
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
`),On=Y(`
  mutation SetSecret($name: String!, $value: String!, $purpose: SecretPurpose, $personal: Boolean) {
    setSecret(name: $name, value: $value, purpose: $purpose, personal: $personal) {
      name
      purpose
      owner
      updatedAt
    }
  }
`),kn=Y(`
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
`);var An=Y(`
  query Tokens {
    tokens {
      ...TokenRow
    }
  }
`),jn=Y(`
  mutation CreateToken($role: Role!, $subject: String, $expiresIn: Int) {
    createToken(role: $role, subject: $subject, expiresIn: $expiresIn) {
      token
      apiToken {
        ...TokenRow
      }
    }
  }
`),Mn=Y(`
  mutation RevokeToken($id: ID!) {
    revokeToken(id: $id) {
      ...TokenRow
    }
  }
`),Nn=Y(`
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
`);var Pn=Y(`
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
`);var Fn=Y(`
  query Scorecard($id: ID!) {
    scorecard(id: $id) {
      ...ScorecardFull
    }
  }
`),In=Y(`
  subscription ScorecardUpdated($id: ID!) {
    scorecardUpdated(id: $id) {
      ...ScorecardFull
    }
  }
`),Ln=Y(`
  mutation CancelScorecard($id: ID!) {
    cancelScorecard(id: $id) {
      ...ScorecardFull
    }
  }
`),Rn=Y(`
  mutation SubmitScorecard($input: SubmitScorecardInput!) {
    submitScorecard(input: $input) {
      id
    }
  }
`),zn=Y(`
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
`);var Bn=Y(`
  query ScorecardTrend($name: String!, $last: Int) {
    scorecardTrend(name: $name, last: $last) {
      scorecard {
        id
      }
      createdAt
      status
      decided
      passRate
      passRateLow
      passRateHigh
      latencyP50Ms
      latencyP95Ms
    }
  }
`),Vn=Y(`
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
`),Hn=Y(`
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
`),Un=Y(`
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
`);var Wn=Y(`
  query ModelProviders {
    modelProviders {
      ...ModelProviderRow
    }
  }
`),Gn=Y(`
  mutation RegisterModelProvider($input: ModelProviderInput!) {
    registerModelProvider(input: $input) {
      ...ModelProviderRow
    }
  }
`),Kn=Y(`
  mutation DeleteModelProvider($name: String!) {
    deleteModelProvider(name: $name)
  }
`),qn=Y(`
  query SubmitRuntimeLoads {
    queue {
      runtimes {
        runtime
        slots
        inFlight
        circuit
      }
    }
  }
`);function Jn(e){return e==null?`—`:e===0?`$0`:Math.abs(e)<.01?`$${e.toFixed(4)}`:`$${e.toFixed(2)}`}function Yn(e){if(e==null||!Number.isFinite(e)||e<0)return`—`;if(e<1e3)return`${Math.round(e)}ms`;let t=e/1e3;if(t<60)return`${t.toFixed(1)}s`;let n=Math.floor(t/60);return n<60?`${n}m ${String(Math.floor(t%60)).padStart(2,`0`)}s`:`${Math.floor(n/60)}h ${String(n%60).padStart(2,`0`)}m`}function Xn(e,t,n){return e?Yn((t?Date.parse(t):n)-Date.parse(e)):`—`}function Zn(e,t){let n=Math.max(0,Math.round((t-Date.parse(e))/1e3));return n<5?`just now`:n<60?`${n}s ago`:n<3600?`${Math.floor(n/60)}m ago`:n<86400?`${Math.floor(n/3600)}h ago`:`${Math.floor(n/86400)}d ago`}function Qn(e){return e==null?`—`:e.toLocaleString(`en-US`)}function $n(e){let t=/^\s*(?:evd-run-)?(\d+)\s*$/i.exec(e);return t?t[1]:null}function er(e){let t=e.trim();if(!t)return null;let n=$n(t);if(n)return{run:n};let r=/^evd-(\d+)-(.+?)(?:-t(\d+))?$/.exec(t);return r?r[3]?{scorecard:r[1],caseId:r[2],try:Number(r[3])}:{scorecard:r[1],caseId:r[2]}:{caseId:t}}function tr(e){return[`sh`,`-c`,e]}function nr(e){if(!e)return null;try{let t=new URL(e);return t.protocol===`https:`||t.protocol===`http:`?t.href:null}catch{return null}}function rr({t:e}){return G(`dl`,{class:`facts`,"data-testid":`tenant-policy`,children:[G(`dt`,{children:`Tenant`}),G(`dd`,{children:e.slug}),G(`dt`,{children:`Weight`}),G(`dd`,{children:e.weight}),G(`dt`,{children:`Max concurrent`}),G(`dd`,{children:e.maxConcurrent||`no quota`}),G(`dt`,{children:`Max queue depth`}),G(`dd`,{children:e.maxQueueDepth||`no limit`}),G(`dt`,{children:`Budget`}),G(`dd`,{children:[e.budgetUsd==null?`none`:Jn(e.budgetUsd),` `,G(`span`,{class:`muted`,children:[`(`,e.budgetPeriod.toLowerCase(),`)`]})]}),G(`dt`,{children:`Spent`}),G(`dd`,{children:Jn(e.spentUsd)}),G(`dt`,{children:`Trusted`}),G(`dd`,{children:e.trusted?`yes`:`no`})]})}function ir(e){let t={tenant:e.tenant.trim()},n=e=>e.trim()===``?void 0:Math.trunc(Number(e));return n(e.weight)!=null&&(t.weight=n(e.weight)),n(e.maxConcurrent)!=null&&(t.maxConcurrent=n(e.maxConcurrent)),n(e.maxQueueDepth)!=null&&(t.maxQueueDepth=n(e.maxQueueDepth)),e.budgetUsd.trim()===`none`?t.budgetUsd=null:e.budgetUsd.trim()!==``&&(t.budgetUsd=Number(e.budgetUsd)),e.budgetPeriod&&(t.budgetPeriod=e.budgetPeriod),e.trusted&&(t.trusted=e.trusted===`yes`),t}function ar({viewer:e}){let[t,n]=B({tenant:e.tenant.slug,weight:``,maxConcurrent:``,maxQueueDepth:``,budgetUsd:``,budgetPeriod:``,trusted:``}),[r,i]=B(null),[a,o]=B(null),s=e=>t=>{let r=t.currentTarget.value;n(t=>({...t,[e]:r}))};async function c(e){e.preventDefault(),o(null);try{let e=await W(Dn,{input:ir(t)});i(e.setTenantPolicy)}catch(e){o(Lt(e))}}return G(`form`,{class:`stack card`,onSubmit:c,"aria-label":`Tenant policy`,children:[G(`h2`,{children:`Tenant policy`}),G(`p`,{class:`muted`,children:`Blank fields stay as they are. 0 clears a quota or limit; budget "none" clears the budget.`}),G(`div`,{class:`row`,children:[G(q,{label:`Tenant`,children:G(`input`,{name:`tenant`,required:!0,value:t.tenant,onInput:s(`tenant`)})}),G(q,{label:`Weight`,children:G(`input`,{name:`weight`,type:`number`,min:1,value:t.weight,onInput:s(`weight`)})}),G(q,{label:`Max concurrent`,children:G(`input`,{name:`maxConcurrent`,type:`number`,min:0,value:t.maxConcurrent,onInput:s(`maxConcurrent`)})}),G(q,{label:`Max queue depth`,children:G(`input`,{name:`maxQueueDepth`,type:`number`,min:0,value:t.maxQueueDepth,onInput:s(`maxQueueDepth`)})})]}),G(`div`,{class:`row`,children:[G(q,{label:`Budget (USD or none)`,children:G(`input`,{name:`budgetUsd`,value:t.budgetUsd,onInput:s(`budgetUsd`)})}),G(q,{label:`Budget period`,children:G(`select`,{name:`budgetPeriod`,value:t.budgetPeriod,onChange:s(`budgetPeriod`),children:[G(`option`,{value:``,children:`unchanged`}),G(`option`,{value:`NONE`,children:`none`}),G(`option`,{value:`MONTH`,children:`month`})]})}),G(q,{label:`Trusted`,children:G(`select`,{name:`trusted`,value:t.trusted,onChange:s(`trusted`),children:[G(`option`,{value:``,children:`unchanged`}),G(`option`,{value:`yes`,children:`yes`}),G(`option`,{value:`no`,children:`no`})]})})]}),G(`button`,{class:`primary`,children:`Save policy`}),G(K,{error:a}),r&&G(rr,{t:r})]})}function or({hasList:e,admin:t}){let[n,r]=B(``),[i,a]=B(``),[o,s]=B(`HARNESS`),[c,l]=B(!t),[u,d]=B(``),[f,p]=B(null),m=It(Nn,{},!e),h=U(null),g=Rt(3e4);async function _(e){e.preventDefault(),p(null);try{let e=await W(On,{name:n.trim(),value:i,purpose:c?`HARNESS`:o,personal:c||void 0});d(`${e.setSecret.owner?`Your personal secret`:`Secret`} ${e.setSecret.name} (${e.setSecret.purpose.toLowerCase()}) saved.`),a(``),m.reload()}catch(e){p(Lt(e))}}function v(e,t,n){r(e),s(t),l(n),a(``),d(``),h.current?.focus()}let y=m.data?.secrets??[];return G(`form`,{class:`stack card`,onSubmit:_,"aria-label":`Secrets`,children:[G(`h2`,{children:`Secrets`}),G(`p`,{class:`muted`,children:`Write-only: setting an existing name rotates it. No value is ever shown again. A personal secret is yours alone: it shadows the tenant's of that name in the runs you submit, and no other member sees it.`}),!e&&G(`p`,{class:`muted`,children:`Listing secret names is not available on this server.`}),e&&G(K,{error:m.error}),e&&m.data&&G(`div`,{class:`scroll`,children:G(`table`,{class:`compact`,"data-testid":`secrets`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Name`}),G(`th`,{children:`Purpose`}),G(`th`,{children:`Owner`}),G(`th`,{children:`Set`}),G(`th`,{children:G(`span`,{class:`sr`,children:`Rotate`})})]})}),G(`tbody`,{children:[y.map(e=>G(`tr`,{children:[G(`td`,{children:G(`code`,{children:e.name})}),G(`td`,{children:e.purpose.toLowerCase()}),G(`td`,{children:e.owner?G(`span`,{"data-testid":`secret-owner`,children:[e.owner,` (personal)`]}):G(`span`,{class:`muted`,children:`the tenant`})}),G(`td`,{title:e.updatedAt,children:Zn(e.updatedAt,g)}),G(`td`,{children:(t||e.owner)&&G(`button`,{type:`button`,onClick:()=>v(e.name,e.purpose,!!e.owner),"aria-label":`Rotate ${e.name}`,children:`Rotate`})})]},`${e.owner??``}/${e.name}`)),y.length===0&&G(`tr`,{children:G(`td`,{colSpan:5,class:`muted`,children:`No secrets yet.`})})]})]})}),G(`div`,{class:`row`,children:[G(q,{label:`Name`,children:G(`input`,{name:`secretName`,required:!0,value:n,onInput:e=>r(e.currentTarget.value)})}),G(q,{label:`Value`,children:G(`input`,{ref:h,name:`secretValue`,type:`password`,autocomplete:`new-password`,required:!0,value:i,onInput:e=>a(e.currentTarget.value)})}),G(q,{label:`Purpose`,children:G(`select`,{name:`purpose`,value:c?`HARNESS`:o,disabled:c,onChange:e=>s(e.currentTarget.value),children:[G(`option`,{value:`HARNESS`,children:`harness env`}),G(`option`,{value:`CLUSTER`,children:`cluster credential`}),G(`option`,{value:`MODEL`,children:`model API key`}),G(`option`,{value:`TRACE`,children:`trace API key`})]})})]}),G(`label`,{class:`check`,children:[G(`input`,{type:`checkbox`,name:`personal`,checked:c,disabled:!t,onChange:e=>l(e.currentTarget.checked)}),` `,`Personal: mine alone, for a harness env`,!t&&` (a member sets only personal secrets)`]}),G(`button`,{class:`primary`,children:`Set secret`}),u&&G(`p`,{class:`ok`,children:u}),G(K,{error:f})]})}var sr=[`MEMBER`,`ADMIN`,`OPERATOR`],cr=[[`never`,0],[`1 day`,86400],[`7 days`,604800],[`30 days`,2592e3],[`90 days`,7776e3],[`1 year`,31536e3]],lr=e=>e?.focus();function ur(e,t){return e.revokedAt?`revoked`:e.expiresAt&&Date.parse(e.expiresAt)<=t?`expired`:`active`}function dr({viewer:e}){let t=It(An,{}),n=Rt(3e4),r=e.role!==`MEMBER`,i=sr.slice(0,sr.indexOf(e.role)+1),[a,o]=B({subject:``,role:`MEMBER`,lifetime:`0`}),[s,c]=B(null),[l,u]=B(``),[d,f]=B(null),p=U(null);async function m(e){e.preventDefault(),f(null);try{let e=Number(a.lifetime),n=(await W(jn,{role:a.role,subject:r&&a.subject.trim()?a.subject.trim():null,expiresIn:e>0?e:null})).createToken;c({token:n.token,subject:n.apiToken.subject,role:n.apiToken.role}),t.set(e=>({tokens:[n.apiToken,...e.tokens]}))}catch(e){f(Lt(e))}}async function h(e){f(null),u(``);try{let n=await W(Mn,{id:e});t.set(t=>({tokens:t.tokens.map(t=>t.id===e?n.revokeToken:t)}))}catch(e){f(Lt(e))}}let g=t.data?.tokens??[];return G(`div`,{class:`card`,"data-testid":`tokens-card`,children:[G(`h2`,{id:`tokens`,children:`Tokens`}),G(`p`,{class:`muted`,children:[r?`Your tenant's tokens.`:`Your own tokens.`,` A token's value is shown once, when it is made; revoking one refuses it from its next request on.`]}),G(`form`,{class:`row align-end`,onSubmit:m,"aria-label":`Create a token`,children:[G(q,{label:`Subject`,children:G(`input`,{name:`tokenSubject`,value:r?a.subject:e.subject,disabled:!r,placeholder:e.subject,onInput:e=>o({...a,subject:e.currentTarget.value})})}),G(q,{label:`Role`,children:G(`select`,{name:`tokenRole`,value:a.role,onChange:e=>o({...a,role:e.currentTarget.value}),children:i.map(e=>G(`option`,{value:e,children:e.toLowerCase()}))})}),G(q,{label:`Expires`,children:G(`select`,{name:`tokenLifetime`,value:a.lifetime,onChange:e=>o({...a,lifetime:e.currentTarget.value}),children:cr.map(([e,t])=>G(`option`,{value:String(t),children:t?`in ${e}`:e}))})}),G(`button`,{class:`primary`,children:`Create token`})]}),s&&G(`div`,{class:`notice`,"data-testid":`new-token`,role:`status`,children:[G(`p`,{children:[G(`strong`,{children:[`New `,s.role.toLowerCase(),` token for `,s.subject,`.`]}),` `,`Copy it now: it is not shown again.`]}),G(`p`,{class:`secret-line`,children:[G(`code`,{class:`secret`,ref:p,children:s.token}),` `,G(Ft,{text:s.token,target:()=>p.current})]}),G(`button`,{type:`button`,class:`link`,onClick:()=>c(null),children:`Done, hide it`})]}),G(K,{error:d??t.error}),t.loading&&!t.data?G(Nt,{}):G(`div`,{class:`scroll`,children:G(`table`,{"data-testid":`tokens`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Subject`}),G(`th`,{children:`Role`}),G(`th`,{children:`State`}),G(`th`,{class:`hide-sm`,children:`Created`}),G(`th`,{class:`hide-sm`,children:`Last used`}),G(`th`,{class:`hide-sm`,children:`Expires`}),G(`th`,{children:G(`span`,{class:`sr`,children:`Revoke`})})]})}),G(`tbody`,{children:[g.map(e=>{let t=ur(e,n);return G(`tr`,{"data-token":e.id,"data-state":t,class:t===`active`?void 0:`archived`,children:[G(`td`,{children:e.subject}),G(`td`,{children:e.role.toLowerCase()}),G(`td`,{children:G(`span`,{class:`badge tok-${t}`,children:t})}),G(`td`,{class:`hide-sm`,title:e.createdAt,children:Zn(e.createdAt,n)}),G(`td`,{class:`hide-sm`,title:e.lastUsedAt??void 0,children:e.lastUsedAt?Zn(e.lastUsedAt,n):G(`span`,{class:`muted`,children:`never`})}),G(`td`,{class:`hide-sm`,title:e.expiresAt??void 0,children:e.expiresAt?new Date(e.expiresAt).toLocaleDateString():G(`span`,{class:`muted`,children:`never`})}),G(`td`,{class:`actions`,children:t===`active`&&(l===e.id?G(y,{children:[G(`button`,{class:`danger`,ref:lr,onClick:()=>h(e.id),children:`Confirm revoke`}),G(`button`,{onClick:()=>u(``),children:`Keep`})]}):G(`button`,{onClick:()=>u(e.id),"aria-label":`Revoke the token of ${e.subject} made ${new Date(e.createdAt).toLocaleString()}`,children:`Revoke`}))})]},e.id)}),g.length===0&&G(`tr`,{children:G(`td`,{colSpan:7,class:`muted`,children:`No tokens.`})})]})]})})]})}function fr(){let[e,t]=B(``),[n,r]=B(null);return G(`div`,{class:`stack card`,children:[G(`h2`,{children:`Webhook signing secret`}),G(`p`,{class:`muted`,children:`Rotating makes a new secret at once; the old one stops verifying. It is shown once.`}),G(`button`,{onClick:async()=>{r(null);try{t((await W(kn,{})).rotateWebhookSecret)}catch(e){r(Lt(e))}},children:`Rotate webhook secret`}),e&&G(`p`,{children:[`New secret (copy it now): `,G(`code`,{class:`secret`,children:e})]}),G(K,{error:n})]})}function pr({viewer:e}){let t=Bt(),n=e=>t?.fields?.has(e)??!1,r=e.role===`ADMIN`||e.role===`OPERATOR`;return G(`section`,{children:[G(`h1`,{children:`Admin`}),G(`div`,{class:`grid2`,children:[G(`div`,{class:`card`,children:[G(`h2`,{children:`Your tenant`}),G(rr,{t:e.tenant}),G(`p`,{class:`muted`,children:[`Signed in as `,e.subject,` (`,e.role.toLowerCase(),`).`]})]}),e.role===`OPERATOR`?G(ar,{viewer:e}):G(`p`,{class:`muted`,children:`Tenant policy is set by an operator.`})]}),n(`Query.tokens`)?G(dr,{viewer:e}):G(y,{children:[G(`h2`,{children:`Tokens`}),G(Mt,{what:`Token management (list, create, revoke)`,children:[` `,`Create tokens with `,G(`code`,{children:`everdict token create`}),`.`]})]}),r?G(`div`,{class:`grid2`,children:[G(or,{hasList:n(`Query.secrets`),admin:!0}),G(fr,{})]}):G(y,{children:[G(or,{hasList:n(`Query.secrets`),admin:!1}),G(`p`,{class:`muted`,children:`The tenant's secrets and the webhook secret need an admin token.`})]})]})}var mr={back:[],after:``};function hr(e,t){return t?{back:[...e.back,e.after],after:t}:e}function gr(e){return e.back.length===0?e:{back:e.back.slice(0,-1),after:e.back[e.back.length-1]}}function _r(e){return e.back.length+1}function vr(e){return e.after?[...e.back,e.after].join(`~`):``}function yr(e){if(!e)return mr;let t=e.split(`~`);return{back:t.slice(0,-1),after:t[t.length-1]}}function br(e){let t=e.replace(/\/+$/,``).split(`/`).filter(Boolean).map(decodeURIComponent);if(t.length===0)return{page:`runs`};let[n,r,...i]=t;if(i.length>0)return{page:`notfound`};switch(n){case`signin`:case`submit`:case`queue`:case`admin`:case`providers`:case`harnesses`:return r===void 0?{page:n}:{page:`notfound`};case`scorecards`:return r===void 0?{page:`scorecards`}:r===`compare`?{page:`compare`}:{page:`scorecard`,id:r};case`runs`:return r===void 0?{page:`runs`}:{page:`run`,id:r};case`runtimes`:return r===void 0?{page:`runtimes`}:{page:`runtime`,name:r}}return{page:`notfound`}}function xr(e){return`/runs/${encodeURIComponent(e)}`}function Sr(e){return`/scorecards/${encodeURIComponent(e)}`}function Cr(e){return`/runtimes/${encodeURIComponent(e)}`}var wr=new Set;window.addEventListener(`popstate`,()=>wr.forEach(e=>e()));function Tr(e,t=!1){t?history.replaceState(null,``,e):history.pushState(null,``,e),wr.forEach(e=>e()),e.includes(`#`)||window.scrollTo(0,0)}function Er(){let[,e]=B(0);return V(()=>{let t=()=>e(e=>e+1);return wr.add(t),()=>{wr.delete(t)}},[]),new URL(location.href)}function Dr(e){e.addEventListener(`click`,e=>{if(e.defaultPrevented||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;let t=e.target.closest(`a`);!t||t.target||t.hasAttribute(`download`)||t.origin!==location.origin||t.pathname===`/graphiql`||t.pathname.startsWith(`/static/`)||t.pathname===location.pathname&&t.search===location.search&&t.hash||(e.preventDefault(),Tr(t.pathname+t.search+t.hash))})}function Or(){let e=yr(Er().searchParams.get(`page`)),t=It(Un,{first:25,after:e.after||null}),n=(t.data?.harnesses.edges??[]).flatMap(e=>e?.node?[e.node]:[]),r=e=>Tr(e?`/harnesses?page=${encodeURIComponent(e)}`:`/harnesses`,!0);return G(`section`,{children:[G(`h1`,{children:`Harnesses`}),G(`p`,{class:`muted`,children:[`Agents registered in immutable versions: run one by reference (`,G(`code`,{children:`name`}),`, `,G(`code`,{children:`name@tag`}),` or `,G(`code`,{children:`name@3`}),`) from `,G(`a`,{href:`/submit`,children:`Submit`}),`, `,G(`code`,{children:`everdict run submit --harness`}),` or MCP. Register with`,` `,G(`code`,{children:`everdict harness register -f harness.yaml`}),`.`]}),G(K,{error:t.error}),t.loading&&!t.data?G(Nt,{}):G(`div`,{class:`scroll`,children:G(`table`,{"data-testid":`harnesses`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Harness`}),G(`th`,{children:`Version`}),G(`th`,{children:`Tags`}),G(`th`,{children:`Digest`}),G(`th`,{class:`hide-sm`,children:`Command`}),G(`th`,{class:`hide-sm`,children:`Env`}),G(`th`,{children:`Model`})]})}),G(`tbody`,{children:[n.flatMap(e=>[...e.versions].sort((e,t)=>t.version-e.version).map((t,n)=>G(`tr`,{"data-harness":e.name,"data-version":t.version,class:t.archived?`muted`:void 0,children:[G(`td`,{children:n===0&&G(y,{children:[G(`strong`,{children:e.name}),` `,e.shared&&G(`span`,{class:`chip`,children:`shared`}),!e.latest&&G(`span`,{class:`chip`,children:`all archived`})]})}),G(`td`,{children:[`v`,t.version,e.latest?.version===t.version&&G(`span`,{class:`chip`,children:`latest`}),t.archived&&G(`span`,{class:`chip`,children:`archived`})]}),G(`td`,{children:t.tags.map(e=>G(`span`,{class:`chip`,children:e}))}),G(`td`,{children:G(`code`,{title:t.digest,children:t.digest.slice(0,12)})}),G(`td`,{class:`hide-sm`,children:G(`code`,{children:t.spec.command.join(` `)})}),G(`td`,{class:`hide-sm`,"data-testid":`env`,children:t.spec.env.map(e=>G(`span`,{class:`chip`,children:e.secretRef?`${e.name} ← @${e.secretRef}`:e.name}))}),G(`td`,{children:[t.spec.model.default||G(`span`,{class:`muted`,children:`—`}),t.spec.model.required&&G(`span`,{class:`chip`,children:`required`})]})]},t.id))),n.length===0&&G(`tr`,{children:G(`td`,{colSpan:7,class:`muted`,children:[`No harnesses yet: register one with `,G(`code`,{children:`everdict harness register -f harness.yaml`}),`.`]})})]})]})}),(e.back.length>0||t.data?.harnesses.pageInfo.hasNextPage)&&G(`nav`,{class:`pager`,"aria-label":`pages`,children:[G(`button`,{disabled:e.back.length===0,onClick:()=>r(vr(gr(e))),children:`← Previous`}),G(`button`,{disabled:!t.data?.harnesses.pageInfo.hasNextPage,onClick:()=>r(vr(hr(e,t.data?.harnesses.pageInfo.endCursor))),children:`Next →`})]})]})}var kr=[[`OPENAI_COMPATIBLE`,`OpenAI-compatible`],[`ANTHROPIC`,`Anthropic`]],Ar={name:``,kind:`OPENAI_COMPATIBLE`,baseUrl:``,apiKeySecret:``,inputUsdPerMTok:``,outputUsdPerMTok:``};function jr(e){let t={name:e.name.trim(),kind:e.kind,baseUrl:e.baseUrl.trim(),apiKeySecret:e.apiKeySecret.trim()};return e.inputUsdPerMTok.trim()!==``&&(t.inputUsdPerMTok=Number(e.inputUsdPerMTok)),e.outputUsdPerMTok.trim()!==``&&(t.outputUsdPerMTok=Number(e.outputUsdPerMTok)),t}function Mr({viewer:e}){let t=Bt(),n=t?.fields==null||t.fields.has(`Query.modelProviders`),r=e.role===`ADMIN`||e.role===`OPERATOR`,i=It(Wn,{},!n),[a,o]=B(Ar),[s,c]=B(``),[l,u]=B(null),d=Rt(3e4),f=e=>t=>{let n=t.currentTarget.value;o(t=>({...t,[e]:n}))};if(!n)return G(`section`,{children:[G(`h1`,{children:`Model providers`}),G(Mt,{what:`Model providers`})]});async function p(e){e.preventDefault(),u(null),c(``);try{let e=await W(Gn,{input:jr(a)});c(`Model provider ${e.registerModelProvider.name} registered.`),o(Ar),i.reload()}catch(e){u(Lt(e))}}async function m(e){if(confirm(`Delete model provider ${e}? Judge graders naming it become unscored.`)){u(null),c(``);try{await W(Kn,{name:e}),c(`Model provider ${e} deleted.`),i.reload()}catch(e){u(Lt(e))}}}let h=i.data?.modelProviders??[];return G(`section`,{children:[G(`h1`,{children:`Model providers`}),G(`p`,{class:`muted`,children:[`Where judge models are called: a JUDGE grader's model `,G(`code`,{children:`provider/model`}),` names a provider here by its first segment. Each provider's API key is a `,G(`a`,{href:`/admin`,children:`secret`}),` of purpose `,G(`em`,{children:`model`}),`, named here and never shown.`]}),i.loading&&!i.data&&G(Nt,{}),G(K,{error:i.error}),i.data&&G(`div`,{class:`scroll`,children:G(`table`,{"data-testid":`providers`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Name`}),G(`th`,{children:`Kind`}),G(`th`,{children:`Base URL`}),G(`th`,{children:`API key secret`}),G(`th`,{class:`hide-sm`,children:`USD / MTok in · out`}),G(`th`,{class:`hide-sm`,children:`Updated`}),r&&G(`th`,{children:G(`span`,{class:`sr`,children:`Delete`})})]})}),G(`tbody`,{children:[h.map(e=>G(`tr`,{children:[G(`td`,{children:G(`code`,{children:e.name})}),G(`td`,{children:kr.find(([t])=>t===e.kind)?.[1]??e.kind}),G(`td`,{children:G(`code`,{children:e.baseUrl})}),G(`td`,{children:G(`code`,{children:e.apiKeySecret})}),G(`td`,{class:`hide-sm`,children:[e.inputUsdPerMTok??`—`,` · `,e.outputUsdPerMTok??`—`]}),G(`td`,{class:`hide-sm`,title:e.updatedAt,children:Zn(e.updatedAt,d)}),r&&G(`td`,{children:G(`button`,{type:`button`,class:`danger`,onClick:()=>m(e.name),"aria-label":`Delete ${e.name}`,children:`Delete`})})]},e.name)),h.length===0&&G(`tr`,{children:G(`td`,{colSpan:r?7:6,class:`muted`,children:`No model providers yet.`})})]})]})}),s&&G(`p`,{class:`ok`,children:s}),r?G(`form`,{class:`stack card`,onSubmit:p,"aria-label":`Register a model provider`,children:[G(`h2`,{children:`Register a model provider`}),G(`div`,{class:`row`,children:[G(q,{label:`Name`,hint:`the first segment of its models: name/model`,children:G(`input`,{name:`providerName`,required:!0,value:a.name,onInput:f(`name`)})}),G(q,{label:`Kind`,children:G(`select`,{name:`kind`,value:a.kind,onChange:f(`kind`),children:kr.map(([e,t])=>G(`option`,{value:e,children:t}))})}),G(q,{label:`Base URL`,hint:`e.g. https://api.openai.com/v1`,children:G(`input`,{name:`baseUrl`,type:`url`,required:!0,value:a.baseUrl,onInput:f(`baseUrl`)})}),G(q,{label:`API key secret`,hint:`a secret of purpose model`,children:G(`input`,{name:`apiKeySecret`,required:!0,value:a.apiKeySecret,onInput:f(`apiKeySecret`)})})]}),G(`div`,{class:`row`,children:[G(q,{label:`USD per M input tokens`,hint:`optional, for a provider that reports no cost`,children:G(`input`,{name:`inputUsdPerMTok`,inputMode:`decimal`,value:a.inputUsdPerMTok,onInput:f(`inputUsdPerMTok`)})}),G(q,{label:`USD per M output tokens`,children:G(`input`,{name:`outputUsdPerMTok`,inputMode:`decimal`,value:a.outputUsdPerMTok,onInput:f(`outputUsdPerMTok`)})})]}),G(`button`,{class:`primary`,children:`Register`})]}):G(`p`,{class:`muted`,children:`Registering and deleting model providers needs an admin token.`}),G(K,{error:l})]})}var Nr=!0,Pr=`uplot`,Fr=`u-hz`,Ir=`u-vt`,Lr=`u-title`,Rr=`u-wrap`,zr=`u-under`,Br=`u-over`,Vr=`u-axis`,Hr=`u-off`,Ur=`u-select`,Wr=`u-cursor-x`,Gr=`u-cursor-y`,Kr=`u-cursor-pt`,qr=`u-legend`,Jr=`u-live`,Yr=`u-inline`,Xr=`u-series`,Zr=`u-marker`,Qr=`u-label`,$r=`u-value`,ei=`width`,ti=`height`,ni=`top`,ri=`bottom`,ii=`left`,ai=`right`,oi=`#000`,si=`#0000`,ci=`mousemove`,li=`mousedown`,ui=`mouseup`,di=`mouseenter`,fi=`mouseleave`,pi=`dblclick`,mi=`resize`,hi=`scroll`,gi=`change`,_i=`dppxchange`,vi=`--`,yi=typeof window<`u`,bi=yi?document:null,xi=yi?window:null,Si=yi?navigator:null,X,Ci;function wi(){let e=devicePixelRatio;X!=e&&(X=e,Ci&&zi(gi,Ci,wi),Ci=matchMedia(`(min-resolution: ${X-.001}dppx) and (max-resolution: ${X+.001}dppx)`),Ri(gi,Ci,wi),xi.dispatchEvent(new CustomEvent(_i)))}function Ti(e,t){if(t!=null){let n=e.classList;!n.contains(t)&&n.add(t)}}function Ei(e,t){let n=e.classList;n.contains(t)&&n.remove(t)}function Di(e,t,n){e.style[t]=n+`px`}function Oi(e,t,n,r){let i=bi.createElement(e);return t!=null&&Ti(i,t),n?.insertBefore(i,r),i}function ki(e,t){return Oi(`div`,e,t)}var Ai=new WeakMap;function ji(e,t,n,r,i){let a=`translate(`+t+`px,`+n+`px)`;a!=Ai.get(e)&&(e.style.transform=a,Ai.set(e,a),t<0||n<0||t>r||n>i?Ti(e,Hr):Ei(e,Hr))}var Mi=new WeakMap;function Ni(e,t,n){let r=t+n;r!=Mi.get(e)&&(Mi.set(e,r),e.style.background=t,e.style.borderColor=n)}var Pi=new WeakMap;function Fi(e,t,n,r){let i=t+``+n;i!=Pi.get(e)&&(Pi.set(e,i),e.style.height=n+`px`,e.style.width=t+`px`,e.style.marginLeft=r?-t/2+`px`:0,e.style.marginTop=r?-n/2+`px`:0)}var Ii={passive:!0},Li={...Ii,capture:!0};function Ri(e,t,n,r){t.addEventListener(e,n,r?Li:Ii)}function zi(e,t,n,r){t.removeEventListener(e,n,Ii)}yi&&wi();function Bi(e,t,n,r){let i;n||=0,r||=t.length-1;let a=r<=2147483647;for(;r-n>1;)i=a?n+r>>1:sa((n+r)/2),t[i]<e?n=i:r=i;return e-t[n]<=t[r]-e?n:r}function Vi(e){return(t,n,r)=>{let i=-1,a=-1;for(let a=n;a<=r;a++)if(e(t[a])){i=a;break}for(let i=r;i>=n;i--)if(e(t[i])){a=i;break}return[i,a]}}var Hi=e=>e!=null,Ui=e=>e!=null&&e>0,Wi=Vi(Hi),Gi=Vi(Ui);function Ki(e,t,n,r=0,i=!1){let a=i?Gi:Wi,o=i?Ui:Hi;[t,n]=a(e,t,n);let s=e[t],c=e[t];if(t>-1){if(r==1)s=e[t],c=e[n];else if(r==-1)s=e[n],c=e[t];else for(let r=t;r<=n;r++){let t=e[r];o(t)&&(t<s?s=t:t>c&&(c=t))}}return[s??va,c??-va]}function qi(e,t,n,r){let i=pa(e),a=pa(t);e==t&&(i==-1?(e*=n,t/=n):(e/=n,t*=n));let o=n==10?ma:ha,s=i==1?sa:la,c=a==1?la:sa,l=s(o(oa(e))),u=c(o(oa(t))),d=fa(n,l),f=fa(n,u);return n==10&&(l<0&&(d=Na(d,-l)),u<0&&(f=Na(f,-u))),r||n==2?(e=d*i,t=f*a):(e=Ma(e,d),t=ja(t,f)),[e,t]}function Ji(e,t,n,r){let i=qi(e,t,n,r);return e==0&&(i[0]=0),t==0&&(i[1]=0),i}var Yi=.1,Xi={mode:3,pad:Yi},Zi={pad:0,soft:null,mode:0},Qi={min:Zi,max:Zi};function $i(e,t,n,r){return Wa(n)?ta(e,t,n):(Zi.pad=n,Zi.soft=r?0:null,Zi.mode=r?3:0,ta(e,t,Qi))}function Z(e,t){return e??t}function ea(e,t,n){for(t=Z(t,0),n=Z(n,e.length-1);t<=n;){if(e[t]!=null)return!0;t++}return!1}function ta(e,t,n){let r=n.min,i=n.max,a=Z(r.pad,0),o=Z(i.pad,0),s=Z(r.hard,-va),c=Z(i.hard,va),l=Z(r.soft,va),u=Z(i.soft,-va),d=Z(r.mode,0),f=Z(i.mode,0),p=t-e,m=ma(p),h=da(oa(e),oa(t)),g=oa(ma(h)-m);(p<1e-24||g>10)&&(p=0,(e==0||t==0)&&(p=1e-24,d==2&&l!=va&&(a=0),f==2&&u!=-va&&(o=0)));let _=p||h||1e3,v=fa(10,sa(ma(_))),y=Na(Ma(e-_*(p==0?e==0?.1:1:a),v/10),24),b=e>=l&&(d==1||d==3&&y<=l||d==2&&y>=l)?l:va,x=da(s,y<b&&e>=b?b:ua(b,y)),S=Na(ja(t+_*(p==0?t==0?.1:1:o),v/10),24),C=t<=u&&(f==1||f==3&&S>=u||f==2&&S<=u)?u:-va,w=ua(c,S>C&&t<=C?C:da(C,S));return x==w&&x==0&&(w=100),[x,w]}var na=new Intl.NumberFormat(yi?Si.language:`en-US`),ra=e=>na.format(e),ia=Math,aa=ia.PI,oa=ia.abs,sa=ia.floor,ca=ia.round,la=ia.ceil,ua=ia.min,da=ia.max,fa=ia.pow,pa=ia.sign,ma=ia.log10,ha=ia.log2,ga=(e,t=1)=>ia.sinh(e)*t,_a=(e,t=1)=>ia.asinh(e/t),va=1/0;function ya(e){return(ma((e^e>>31)-(e>>31))|0)+1}function ba(e,t,n){return ua(da(e,t),n)}function xa(e){return typeof e==`function`}function Q(e){return xa(e)?e:()=>e}var Sa=()=>{},Ca=e=>e,wa=(e,t)=>t,Ta=e=>null,Ea=e=>!0,Da=(e,t)=>e==t,Oa=/\.\d*?(?=9{6,}|0{6,})/gm,ka=e=>{if(Va(e)||Pa.has(e))return e;let t=`${e}`,n=t.match(Oa);if(n==null)return e;let r=n[0].length-1;if(t.indexOf(`e-`)!=-1){let[e,n]=t.split(`e`);return+`${ka(e)}e${n}`}return Na(e,r)};function Aa(e,t){return ka(Na(ka(e/t))*t)}function ja(e,t){return ka(la(ka(e/t))*t)}function Ma(e,t){return ka(sa(ka(e/t))*t)}function Na(e,t=0){if(Va(e))return e;let n=10**t;return ca(e*n*(1+2**-52))/n}var Pa=new Map;function Fa(e){return((``+e).split(`.`)[1]||``).length}function Ia(e,t,n,r){let i=[],a=r.map(Fa);for(let o=t;o<n;o++){let t=oa(o),n=Na(fa(e,o),t);for(let s=0;s<r.length;s++){let c=e==10?+`${r[s]}e${o}`:r[s]*n,l=(o>=0?0:t)+(o>=a[s]?0:a[s]),u=e==10?c:Na(c,l);i.push(u),Pa.set(u,l)}}return i}var La={},Ra=[],za=[null,null],Ba=Array.isArray,Va=Number.isInteger,Ha=e=>e===void 0;function Ua(e){return typeof e==`string`}function Wa(e){let t=!1;if(e!=null){let n=e.constructor;t=n==null||n==Object}return t}function Ga(e){return typeof e==`object`&&!!e}var Ka=Object.getPrototypeOf(Uint8Array),qa=`__proto__`;function Ja(e,t=Wa){let n;if(Ba(e)){let r=e.find(e=>e!=null);if(Ba(r)||t(r)){n=Array(e.length);for(let r=0;r<e.length;r++)n[r]=Ja(e[r],t)}else n=e.slice()}else if(e instanceof Ka)n=e.slice();else if(t(e)){n={};for(let r in e)r!=qa&&(n[r]=Ja(e[r],t))}else n=e;return n}function Ya(e){let t=arguments;for(let n=1;n<t.length;n++){let r=t[n];for(let t in r)t!=qa&&(Wa(e[t])?Ya(e[t],Ja(r[t])):e[t]=Ja(r[t]))}return e}var Xa=0,Za=1,Qa=2;function $a(e,t,n){for(let r=0,i,a=-1;r<t.length;r++){let o=t[r];if(o>a){for(i=o-1;i>=0&&e[i]==null;)e[i--]=null;for(i=o+1;i<n&&e[i]==null;)e[a=i++]=null}}}function eo(e,t){if(ro(e)){let t=e[0].slice();for(let n=1;n<e.length;n++)t.push(...e[n].slice(1));return io(t[0])||(t=no(t)),t}let n=new Set;for(let t=0;t<e.length;t++){let r=e[t][0],i=r.length;for(let e=0;e<i;e++)n.add(r[e])}let r=[Array.from(n).sort((e,t)=>e-t)],i=r[0].length,a=new Map;for(let e=0;e<i;e++)a.set(r[0][e],e);for(let n=0;n<e.length;n++){let o=e[n],s=o[0];for(let e=1;e<o.length;e++){let c=o[e],l=Array(i).fill(void 0),u=t?t[n][e]:Za,d=[];for(let e=0;e<c.length;e++){let t=c[e],n=a.get(s[e]);t===null?u!=Xa&&(l[n]=t,u==Qa&&d.push(n)):l[n]=t}$a(l,d,i),r.push(l)}}return r}var to=typeof queueMicrotask>`u`?e=>Promise.resolve().then(e):queueMicrotask;function no(e){let t=e[0],n=t.length,r=Array(n);for(let e=0;e<r.length;e++)r[e]=e;r.sort((e,n)=>t[e]-t[n]);let i=[];for(let t=0;t<e.length;t++){let a=e[t],o=Array(n);for(let e=0;e<n;e++)o[e]=a[r[e]];i.push(o)}return i}function ro(e){let t=e[0][0],n=t.length;for(let r=1;r<e.length;r++){let i=e[r][0];if(i.length!=n)return!1;if(i!=t){for(let e=0;e<n;e++)if(i[e]!=t[e])return!1}}return!0}function io(e,t=100){let n=e.length;if(n<=1)return!0;let r=0,i=n-1;for(;r<=i&&e[r]==null;)r++;for(;i>=r&&e[i]==null;)i--;if(i<=r)return!0;let a=da(1,sa((i-r+1)/t));for(let t=e[r],n=r+a;n<=i;n+=a){let r=e[n];if(r!=null){if(r<=t)return!1;t=r}}return!0}var ao=[`January`,`February`,`March`,`April`,`May`,`June`,`July`,`August`,`September`,`October`,`November`,`December`],oo=[`Sunday`,`Monday`,`Tuesday`,`Wednesday`,`Thursday`,`Friday`,`Saturday`];function so(e){return e.slice(0,3)}var co=oo.map(so),lo={MMMM:ao,MMM:ao.map(so),WWWW:oo,WWW:co};function uo(e){return(e<10?`0`:``)+e}function fo(e){return(e<10?`00`:e<100?`0`:``)+e}var po={YYYY:e=>e.getFullYear(),YY:e=>(e.getFullYear()+``).slice(2),MMMM:(e,t)=>t.MMMM[e.getMonth()],MMM:(e,t)=>t.MMM[e.getMonth()],MM:e=>uo(e.getMonth()+1),M:e=>e.getMonth()+1,DD:e=>uo(e.getDate()),D:e=>e.getDate(),WWWW:(e,t)=>t.WWWW[e.getDay()],WWW:(e,t)=>t.WWW[e.getDay()],HH:e=>uo(e.getHours()),H:e=>e.getHours(),h:e=>{let t=e.getHours();return t==0?12:t>12?t-12:t},AA:e=>e.getHours()>=12?`PM`:`AM`,aa:e=>e.getHours()>=12?`pm`:`am`,a:e=>e.getHours()>=12?`p`:`a`,mm:e=>uo(e.getMinutes()),m:e=>e.getMinutes(),ss:e=>uo(e.getSeconds()),s:e=>e.getSeconds(),fff:e=>fo(e.getMilliseconds())};function mo(e,t){t||=lo;let n=[],r=/\{([a-z]+)\}|[^{]+/gi,i;for(;i=r.exec(e);)n.push(i[0][0]==`{`?po[i[1]]:i[0]);return e=>{let r=``;for(let i=0;i<n.length;i++)r+=typeof n[i]==`string`?n[i]:n[i](e,t);return r}}var ho=new Intl.DateTimeFormat().resolvedOptions().timeZone;function go(e,t){let n;return t==`UTC`||t==`Etc/UTC`?n=new Date(+e+e.getTimezoneOffset()*6e4):t==ho?n=e:(n=new Date(e.toLocaleString(`en-US`,{timeZone:t})),n.setMilliseconds(e.getMilliseconds())),n}var _o=e=>e%1==0,vo=[1,2,2.5,5],yo=Ia(10,-32,0,vo),bo=Ia(10,0,32,vo),xo=bo.filter(_o),So=yo.concat(bo),Co=`
`,wo=`{YYYY}`,To=Co+wo,Eo=`{M}/{D}`,Do=Co+Eo,Oo=Do+`/{YY}`,ko=`{aa}`,Ao=`{h}:{mm}`+ko,jo=Co+Ao,Mo=`:{ss}`,$=null;function No(e){let t=e*1e3,n=t*60,r=n*60,i=r*24,a=i*30,o=i*365,s=(e==1?Ia(10,0,3,vo).filter(_o):Ia(10,-3,0,vo)).concat([t,t*5,t*10,t*15,t*30,n,n*5,n*10,n*15,n*30,r,r*2,r*3,r*4,r*6,r*8,r*12,i,i*2,i*3,i*4,i*5,i*6,i*7,i*8,i*9,i*10,i*15,a,a*2,a*3,a*4,a*6,o,o*2,o*5,o*10,o*25,o*50,o*100]),c=[[o,wo,$,$,$,$,$,$,1],[i*28,`{MMM}`,To,$,$,$,$,$,1],[i,Eo,To,$,$,$,$,$,1],[r,`{h}`+ko,Oo,$,Do,$,$,$,1],[n,Ao,Oo,$,Do,$,$,$,1],[t,Mo,Oo+` `+Ao,$,Do+` `+Ao,$,jo,$,1],[e,Mo+`.{fff}`,Oo+` `+Ao,$,Do+` `+Ao,$,jo,$,1]];function l(t){return(s,c,l,u,d,f)=>{let p=[],m=d>=o,h=d>=a&&d<o,g=t(l),_=Na(g*e,3),v=Uo(g.getFullYear(),m?0:g.getMonth(),h||m?1:g.getDate()),y=Na(v*e,3);if(h||m){let n=h?d/a:0,r=m?d/o:0,i=_==y?_:Na(Uo(v.getFullYear()+r,v.getMonth()+n,1)*e,3),s=new Date(ca(i/e)),c=s.getFullYear(),l=s.getMonth();for(let a=0;i<=u;a++){let o=Uo(c+r*a,l+n*a,1),s=o-t(Na(o*e,3));i=Na((+o+s)*e,3),i<=u&&p.push(i)}}else{let a=d>=i?i:d,o=y+(sa(l)-sa(_))+ja(_-y,a);p.push(o);let m=t(o),h=m.getHours()+m.getMinutes()/n+m.getSeconds()/r,g=d/r,v=f/s.axes[c]._space;for(;o=Na(o+d,e==1?0:3),!(o>u);)if(g>1){let e=sa(Na(h+g,6))%24,n=t(o).getHours()-e;n>1&&(n=-1),o-=n*r,h=(h+g)%24;let i=p[p.length-1];Na((o-i)/d,3)*v>=.7&&p.push(o)}else p.push(o)}return p}}return[s,c,l]}var[Po,Fo,Io]=No(1),[Lo,Ro,zo]=No(.001);Ia(2,-53,53,[1]);function Bo(e,t){return e.map(e=>e.map((n,r)=>r==0||r==8||n==null?n:t(r==1||e[8]==0?n:e[1]+n)))}function Vo(e,t){return(n,r,i,a,o)=>{let s=t.find(e=>o>=e[0])||t[t.length-1],c,l,u,d,f,p;return r.map(t=>{let n=e(t),r=n.getFullYear(),i=n.getMonth(),a=n.getDate(),o=n.getHours(),m=n.getMinutes(),h=n.getSeconds(),g=r!=c&&s[2]||i!=l&&s[3]||a!=u&&s[4]||o!=d&&s[5]||m!=f&&s[6]||h!=p&&s[7]||s[1];return c=r,l=i,u=a,d=o,f=m,p=h,g(n)})}}function Ho(e,t){let n=mo(t);return(t,r,i,a,o)=>r.map(t=>n(e(t)))}function Uo(e,t,n){return new Date(e,t,n)}function Wo(e,t){return t(e)}var Go=`{YYYY}-{MM}-{DD} {h}:{mm}{aa}`;function Ko(e,t){return(n,r,i,a)=>a==null?vi:t(e(r))}function qo(e,t){let n=e.series[t];return n.width?n.stroke(e,t):n.points.width?n.points.stroke(e,t):null}function Jo(e,t){return e.series[t].fill(e,t)}var Yo={show:!0,live:!0,isolate:!1,mount:Sa,markers:{show:!0,width:2,stroke:qo,fill:Jo,dash:`solid`},idx:null,idxs:null,values:[]};function Xo(e,t){let n=e.cursor.points,r=ki(),i=n.size(e,t);Di(r,ei,i),Di(r,ti,i);let a=i/-2;Di(r,`marginLeft`,a),Di(r,`marginTop`,a);let o=n.width(e,t,i);return o&&Di(r,`borderWidth`,o),r}function Zo(e,t){let n=e.series[t].points;return n._fill||n._stroke}function Qo(e,t){let n=e.series[t].points;return n._stroke||n._fill}function $o(e,t){return e.series[t].points.size}var es=[0,0];function ts(e,t,n){return es[0]=t,es[1]=n,es}function ns(e,t,n,r=!0){return e=>{e.button!=0||r&&e.target!=t||n(e)}}function rs(e,t,n,r=!0){return e=>{r&&e.target!=t||n(e)}}var is={show:!0,x:!0,y:!0,lock:!1,move:ts,points:{one:!1,show:Xo,size:$o,width:0,stroke:Qo,fill:Zo},bind:{mousedown:ns,mouseup:ns,click:ns,dblclick:ns,mousemove:rs,mouseleave:rs,mouseenter:rs},drag:{setScale:!0,x:!0,y:!1,dist:0,uni:null,click:(e,t)=>{t.stopPropagation(),t.stopImmediatePropagation()},_x:!1,_y:!1},focus:{dist:(e,t,n,r,i)=>r-i,prox:-1,bias:0},hover:{skip:[void 0],prox:null,bias:0},left:-10,top:-10,idx:null,dataIdx:null,idxs:null,event:null},as={show:!0,stroke:`rgba(0,0,0,0.07)`,width:2},os=Ya({},as,{filter:wa}),ss=Ya({},os,{size:10}),cs=Ya({},as,{show:!1}),ls=`12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji"`,us=`bold `+ls,ds=1.5,fs={show:!0,scale:`x`,stroke:oi,space:50,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:us,side:2,grid:os,ticks:ss,border:cs,font:ls,lineGap:ds,rotate:0},ps=`Value`,ms=`Time`,hs={show:!0,scale:`x`,auto:!1,sorted:1,min:va,max:-1/0,idxs:[]};function gs(e,t,n,r,i){return t.map(e=>e==null?``:ra(e))}function _s(e,t,n,r,i,a,o){let s=[],c=Pa.get(i)||0;n=o?n:Na(ja(n,i),c);for(let e=n;e<=r;e=Na(e+i,c))s.push(Object.is(e,-0)?0:e);return s}function vs(e,t,n,r,i,a,o){let s=[],c=e.scales[e.axes[t].scale].log;i=fa(c,sa((c==10?ma:ha)(n))),c==10&&(i=So[Bi(i,So)]);let l=n,u=i*c;c==10&&(u=So[Bi(u,So)]);do s.push(l),l+=i,c==10&&!Pa.has(l)&&(l=Na(l,Pa.get(i))),l>=u&&(i=l,u=i*c,c==10&&(u=So[Bi(u,So)]));while(l<=r);return s}function ys(e,t,n,r,i,a,o){let s=e.scales[e.axes[t].scale].asinh,c=r>s?vs(e,t,da(s,n),r,i):[s],l=r>=0&&n<=0?[0]:[];return(n<-s?vs(e,t,da(s,-r),-n,i):[s]).reverse().map(e=>-e).concat(l,c)}var bs=/./,xs=/[12357]/,Ss=/[125]/,Cs=/1/,ws=(e,t,n,r)=>e.map((e,i)=>t==4&&e==0||i%r==0&&n.test(e.toExponential()[+(e<0)])?e:null);function Ts(e,t,n,r,i){let a=e.axes[n],o=a.scale,s=e.scales[o],c=e.valToPos,l=a._space,u=c(10,o),d=c(9,o)-u>=l?bs:c(7,o)-u>=l?xs:c(5,o)-u>=l?Ss:Cs;if(d==Cs){let e=oa(c(1,o)-u);if(e<l)return ws(t.slice().reverse(),s.distr,d,la(l/e)).reverse()}return ws(t,s.distr,d,1)}function Es(e,t,n,r,i){let a=e.axes[n],o=a.scale,s=a._space,c=e.valToPos,l=oa(c(1,o)-c(2,o));return l<s?ws(t.slice().reverse(),3,bs,la(s/l)).reverse():t}function Ds(e,t,n,r){return r==null?vi:t==null?``:ra(t)}var Os={show:!0,scale:`y`,stroke:oi,space:30,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:us,side:3,grid:os,ticks:ss,border:cs,font:ls,lineGap:ds,rotate:0};function ks(e,t){return Na((3+(e||1)*2)*t,3)}function As(e,t){let{scale:n,idxs:r}=e.series[0],i=e._data[0],a=e.valToPos(i[r[0]],n,!0),o=oa(e.valToPos(i[r[1]],n,!0)-a)/(e.series[t].points.space*X);return r[1]-r[0]<=o}var js={scale:null,auto:!0,sorted:0,min:va,max:-1/0},Ms=(e,t,n,r,i)=>i,Ns={show:!0,auto:!0,sorted:0,gaps:Ms,alpha:1,facets:[Ya({},js,{scale:`x`}),Ya({},js,{scale:`y`})]},Ps={scale:`y`,auto:!0,sorted:0,show:!0,spanGaps:!1,gaps:Ms,alpha:1,points:{show:As,filter:null},values:null,min:va,max:-1/0,idxs:[],path:null,clip:null};function Fs(e,t,n,r,i){return n/10}var Is={time:Nr,auto:!0,distr:1,log:10,asinh:1,min:null,max:null,dir:1,ori:0},Ls=Ya({},Is,{time:!1,ori:1}),Rs={};function zs(e,t){let n=Rs[e];return n||(n={key:e,plots:[],sub(e){n.plots.push(e)},unsub(e){n.plots=n.plots.filter(t=>t!=e)},pub(e,t,r,i,a,o,s){for(let c=0;c<n.plots.length;c++)n.plots[c]!=t&&n.plots[c].pub(e,t,r,i,a,o,s)}},e!=null&&(Rs[e]=n)),n}var Bs=1,Vs=2;function Hs(e,t,n){let r=e.mode,i=e.series[t],a=r==2?e._data[t]:e._data,o=e.scales,s=e.bbox,c=a[0],l=r==2?a[1]:a[t],u=r==2?o[i.facets[0].scale]:o[e.series[0].scale],d=r==2?o[i.facets[1].scale]:o[i.scale],f=s.left,p=s.top,m=s.width,h=s.height,g=e.valToPosH,_=e.valToPosV;return u.ori==0?n(i,c,l,u,d,g,_,f,p,m,h,Zs,$s,tc,rc,ac):n(i,c,l,u,d,_,g,p,f,h,m,Qs,ec,nc,ic,oc)}function Us(e,t){let n=0,r=0,i=Z(e.bands,Ra);for(let e=0;e<i.length;e++){let a=i[e];a.series[0]==t?n=a.dir:a.series[1]==t&&(a.dir==1?r|=1:r|=2)}return[n,r==1?-1:r==2?1:r==3?2:0]}function Ws(e,t,n,r,i){let a=e.mode,o=e.series[t],s=a==2?o.facets[1].scale:o.scale,c=e.scales[s];return i==-1?c.min:i==1?c.max:c.distr==3?c.dir==1?c.min:c.max:0}function Gs(e,t,n,r,i,a){return Hs(e,t,(e,t,o,s,c,l,u,d,f,p,m)=>{let h=e.pxRound,g=s.dir*(s.ori==0?1:-1),_=s.ori==0?$s:ec,v,y;g==1?(v=n,y=r):(v=r,y=n);let b=h(l(t[v],s,p,d)),x=h(u(o[v],c,m,f)),S=h(l(t[y],s,p,d)),C=h(u(a==1?c.max:c.min,c,m,f)),w=new Path2D(i);return _(w,S,C),_(w,b,C),_(w,b,x),w})}function Ks(e,t,n,r,i,a){let o=null;if(e.length>0){o=new Path2D;let s=t==0?tc:nc,c=n;for(let t=0;t<e.length;t++){let n=e[t];if(n[1]>n[0]){let e=n[0]-c;e>0&&s(o,c,r,e,r+a),c=n[1]}}let l=n+i-c;l>0&&s(o,c,r-5,l,r+a+10)}return o}function qs(e,t,n){let r=e[e.length-1];r&&r[0]==t?r[1]=n:e.push([t,n])}function Js(e,t,n,r,i,a,o){let s=[],c=e.length;for(let l=i==1?n:r;l>=n&&l<=r;l+=i)if(t[l]===null){let u=l,d=l;if(i==1)for(;++l<=r&&t[l]===null;)d=l;else for(;--l>=n&&t[l]===null;)d=l;let f=a(e[u]),p=d==u?f:a(e[d]),m=u-i;f=o<=0&&m>=0&&m<c?a(e[m]):f;let h=d+i;p=o>=0&&h>=0&&h<c?a(e[h]):p,p>=f&&s.push([f,p])}return s}function Ys(e){return e==0?Ca:e==1?ca:t=>Aa(t,e)}function Xs(e){let t=e==0?Zs:Qs,n=e==0?(e,t,n,r,i,a)=>{e.arcTo(t,n,r,i,a)}:(e,t,n,r,i,a)=>{e.arcTo(n,t,i,r,a)},r=e==0?(e,t,n,r,i)=>{e.rect(t,n,r,i)}:(e,t,n,r,i)=>{e.rect(n,t,i,r)};return(e,i,a,o,s,c=0,l=0)=>{c==0&&l==0?r(e,i,a,o,s):(c=ua(c,o/2,s/2),l=ua(l,o/2,s/2),t(e,i+c,a),n(e,i+o,a,i+o,a+s,c),n(e,i+o,a+s,i,a+s,l),n(e,i,a+s,i,a,l),n(e,i,a,i+o,a,c),e.closePath())}}var Zs=(e,t,n)=>{e.moveTo(t,n)},Qs=(e,t,n)=>{e.moveTo(n,t)},$s=(e,t,n)=>{e.lineTo(t,n)},ec=(e,t,n)=>{e.lineTo(n,t)},tc=Xs(0),nc=Xs(1),rc=(e,t,n,r,i,a)=>{e.arc(t,n,r,i,a)},ic=(e,t,n,r,i,a)=>{e.arc(n,t,r,i,a)},ac=(e,t,n,r,i,a,o)=>{e.bezierCurveTo(t,n,r,i,a,o)},oc=(e,t,n,r,i,a,o)=>{e.bezierCurveTo(n,t,i,r,o,a)};function sc(e){return(e,t,n,r,i)=>Hs(e,t,(t,a,o,s,c,l,u,d,f,p,m)=>{let{pxRound:h,points:g}=t,_,v;s.ori==0?(_=Zs,v=rc):(_=Qs,v=ic);let y=Na(g.width*X,3),b=(g.size-g.width)/2*X,x=Na(b*2,3),S=new Path2D,C=new Path2D,{left:w,top:T,width:E,height:D}=e.bbox;tc(C,w-x,T-x,E+x*2,D+x*2);let O=e=>{if(o[e]!=null){let t=h(l(a[e],s,p,d)),n=h(u(o[e],c,m,f));_(S,t+b,n),v(S,t,n,b,0,aa*2)}};if(i)i.forEach(O);else for(let e=n;e<=r;e++)O(e);return{stroke:y>0?S:null,fill:S,clip:C,flags:3}})}function cc(e){return(t,n,r,i,a,o)=>{r!=i&&(a!=r&&o!=r&&e(t,n,r),a!=i&&o!=i&&e(t,n,i),e(t,n,o))}}var lc=cc($s),uc=cc(ec);function dc(e){let t=Z(e?.alignGaps,0);return(e,n,r,i)=>Hs(e,n,(a,o,s,c,l,u,d,f,p,m,h)=>{[r,i]=Wi(s,r,i);let g=a.pxRound,_=e=>g(u(e,c,m,f)),v=e=>g(d(e,l,h,p)),y,b;c.ori==0?(y=$s,b=lc):(y=ec,b=uc);let x=c.dir*(c.ori==0?1:-1),S={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:Bs},C=S.stroke,w=!1;if(i-r>=m*4){let t=t=>e.posToVal(t,c.key,!0),n=null,a=null,l,u,d,f=_(o[x==1?r:i]),p=_(o[r]),m=_(o[i]),h=t(x==1?p+1:m-1);for(let e=x==1?r:i;e>=r&&e<=i;e+=x){let r=o[e],i=(x==1?r<h:r>h)?f:_(r),c=s[e];i==f?c==null?c===null&&(w=!0):(u=c,n==null?(y(C,i,v(u)),l=n=a=u):u<n?n=u:u>a&&(a=u)):(n!=null&&b(C,f,v(n),v(a),v(l),v(u)),c==null?(n=a=null,c===null&&(w=!0)):(u=c,y(C,i,v(u)),n=a=l=u),f=i,h=t(f+x))}n!=null&&n!=a&&d!=f&&b(C,f,v(n),v(a),v(l),v(u))}else for(let e=x==1?r:i;e>=r&&e<=i;e+=x){let t=s[e];t===null?w=!0:t!=null&&y(C,_(o[e]),v(t))}let[T,E]=Us(e,n);if(a.fill!=null||T!=0){let t=S.fill=new Path2D(C),s=v(a.fillTo(e,n,a.min,a.max,T)),c=_(o[r]),l=_(o[i]);x==-1&&([l,c]=[c,l]),y(t,l,s),y(t,c,s)}if(!a.spanGaps){let l=[];w&&l.push(...Js(o,s,r,i,x,_,t)),S.gaps=l=a.gaps(e,n,r,i,l),S.clip=Ks(l,c.ori,f,p,m,h)}return E!=0&&(S.band=E==2?[Gs(e,n,r,i,C,-1),Gs(e,n,r,i,C,1)]:Gs(e,n,r,i,C,E)),S})}function fc(e){let t=Z(e.align,1),n=Z(e.ascDesc,!1),r=Z(e.alignGaps,0),i=Z(e.extend,!1);return(e,a,o,s)=>Hs(e,a,(c,l,u,d,f,p,m,h,g,_,v)=>{[o,s]=Wi(u,o,s);let y=c.pxRound,{left:b,width:x}=e.bbox,S=e=>y(p(e,d,_,h)),C=e=>y(m(e,f,v,g)),w=d.ori==0?$s:ec,T={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:Bs},E=T.stroke,D=d.dir*(d.ori==0?1:-1),O=C(u[D==1?o:s]),k=S(l[D==1?o:s]),A=k,j=k;i&&t==-1&&(j=b,w(E,j,O)),w(E,k,O);for(let e=D==1?o:s;e>=o&&e<=s;e+=D){let n=u[e];if(n==null)continue;let r=S(l[e]),i=C(n);t==1?w(E,r,O):w(E,A,i),w(E,r,i),O=i,A=r}let M=A;i&&t==1&&(M=b+x,w(E,M,O));let[ee,te]=Us(e,a);if(c.fill!=null||ee!=0){let t=T.fill=new Path2D(E),n=C(c.fillTo(e,a,c.min,c.max,ee));w(t,M,n),w(t,j,n)}if(!c.spanGaps){let i=[];i.push(...Js(l,u,o,s,D,S,r));let f=c.width*X/2,p=n||t==1?f:-f,m=n||t==-1?-f:f;i.forEach(e=>{e[0]+=p,e[1]+=m}),T.gaps=i=c.gaps(e,a,o,s,i),T.clip=Ks(i,d.ori,h,g,_,v)}return te!=0&&(T.band=te==2?[Gs(e,a,o,s,E,-1),Gs(e,a,o,s,E,1)]:Gs(e,a,o,s,E,te)),T})}function pc(e,t,n,r,i,a,o=va){if(e.length>1){let s=null;for(let c=0,l=1/0;c<e.length;c++)if(t[c]!==void 0){if(s!=null){let t=oa(e[c]-e[s]);t<l&&(l=t,o=oa(n(e[c],r,i,a)-n(e[s],r,i,a)))}s=c}}return o}function mc(e){e||=La;let t=Z(e.size,[.6,va,1]),n=e.align||0,r=e.gap||0,i=e.radius;i=i==null?[0,0]:typeof i==`number`?[i,0]:i;let a=Q(i),o=1-t[0],s=Z(t[1],va),c=Z(t[2],1),l=Z(e.disp,La),u=Z(e.each,e=>{}),{fill:d,stroke:f}=l;return(e,t,i,p)=>Hs(e,t,(m,h,g,_,v,y,b,x,S,C,w)=>{let T=m.pxRound,E=n,D=r*X,O=s*X,k=c*X,A,j;_.ori==0?[A,j]=a(e,t):[j,A]=a(e,t);let M=_.dir*(_.ori==0?1:-1),ee=_.ori==0?tc:nc,te=_.ori==0?u:(e,t,n,r,i,a,o)=>{u(e,t,n,i,r,o,a)},ne=Z(e.bands,Ra).find(e=>e.series[0]==t),re=ne==null?0:ne.dir,ie=m.fillTo(e,t,m.min,m.max,re),N=T(b(ie,v,w,S)),P,F,I,L=C,R=T(m.width*X),ae=!1,oe=null,se=null,ce=null,le=null;d!=null&&(R==0||f!=null)&&(ae=!0,oe=d.values(e,t,i,p),se=new Map,new Set(oe).forEach(e=>{e!=null&&se.set(e,new Path2D)}),R>0&&(ce=f.values(e,t,i,p),le=new Map,new Set(ce).forEach(e=>{e!=null&&le.set(e,new Path2D)})));let{x0:ue,size:z}=l;if(ue!=null&&z!=null){E=1,h=ue.values(e,t,i,p),ue.unit==2&&(h=h.map(t=>e.posToVal(x+t*C,_.key,!0)));let n=z.values(e,t,i,p);F=z.unit==2?n[0]*C:y(n[0],_,C,x)-y(0,_,C,x),L=pc(h,g,y,_,C,x,L),I=L-F+D}else L=pc(h,g,y,_,C,x,L),I=L*o+D,F=L-I;I<1&&(I=0),R>=F/2&&(R=0),I<5&&(T=Ca);let de=I>0,fe=L-I-(de?R:0);F=T(ba(fe,k,O)),P=(E==0?F/2:E==M?0:F)-E*M*((E==0?D/2:0)+(de?R/2:0));let pe={stroke:null,fill:null,clip:null,band:null,gaps:null,flags:0},me=ae?null:new Path2D,he=null;if(ne!=null)he=e.data[ne.series[1]];else{let{y0:n,y1:r}=l;n!=null&&r!=null&&(g=r.values(e,t,i,p),he=n.values(e,t,i,p))}let ge=A*F,_e=j*F;for(let n=M==1?i:p;n>=i&&n<=p;n+=M){let r=g[n];if(r==null)continue;if(he!=null){let e=he[n]??0;if(r-e==0)continue;N=b(e,v,w,S)}let i=y(_.distr!=2||l!=null?h[n]:n,_,C,x),a=b(Z(r,ie),v,w,S),o=T(i-P),s=T(da(a,N)),c=T(ua(a,N)),u=s-c;if(r!=null){let i=r<0?_e:ge,a=r<0?ge:_e;ae?(R>0&&ce[n]!=null&&ee(le.get(ce[n]),o,c+sa(R/2),F,da(0,u-R),i,a),oe[n]!=null&&ee(se.get(oe[n]),o,c+sa(R/2),F,da(0,u-R),i,a)):ee(me,o,c+sa(R/2),F,da(0,u-R),i,a),te(e,t,n,o-R/2,c,F+R,u)}}return R>0?pe.stroke=ae?le:me:ae||(pe._fill=m.width==0?m._fill:m._stroke??m._fill,pe.width=0),pe.fill=ae?se:me,pe})}function hc(e,t){let n=Z(t?.alignGaps,0);return(t,r,i,a)=>Hs(t,r,(o,s,c,l,u,d,f,p,m,h,g)=>{[i,a]=Wi(c,i,a);let _=o.pxRound,v=e=>_(d(e,l,h,p)),y=e=>_(f(e,u,g,m)),b,x,S;l.ori==0?(b=Zs,S=$s,x=ac):(b=Qs,S=ec,x=oc);let C=l.dir*(l.ori==0?1:-1),w=v(s[C==1?i:a]),T=w,E=[],D=[];for(let e=C==1?i:a;e>=i&&e<=a;e+=C)if(c[e]!=null){let t=s[e],n=v(t);E.push(T=n),D.push(y(c[e]))}let O={stroke:e(E,D,b,S,x,_),fill:null,clip:null,band:null,gaps:null,flags:Bs},k=O.stroke,[A,j]=Us(t,r);if(o.fill!=null||A!=0){let e=O.fill=new Path2D(k),n=y(o.fillTo(t,r,o.min,o.max,A));S(e,T,n),S(e,w,n)}if(!o.spanGaps){let e=[];e.push(...Js(s,c,i,a,C,v,n)),O.gaps=e=o.gaps(t,r,i,a,e),O.clip=Ks(e,l.ori,p,m,h,g)}return j!=0&&(O.band=j==2?[Gs(t,r,i,a,k,-1),Gs(t,r,i,a,k,1)]:Gs(t,r,i,a,k,j)),O})}function gc(e){return hc(_c,e)}function _c(e,t,n,r,i,a){let o=e.length;if(o<2)return null;let s=new Path2D;if(n(s,e[0],t[0]),o==2)r(s,e[1],t[1]);else{let n=Array(o),r=Array(o-1),a=Array(o-1),c=Array(o-1);for(let n=0;n<o-1;n++)a[n]=t[n+1]-t[n],c[n]=e[n+1]-e[n],r[n]=a[n]/c[n];n[0]=r[0];for(let e=1;e<o-1;e++)r[e]===0||r[e-1]===0||r[e-1]>0!=r[e]>0?n[e]=0:(n[e]=3*(c[e-1]+c[e])/((2*c[e]+c[e-1])/r[e-1]+(c[e]+2*c[e-1])/r[e]),isFinite(n[e])||(n[e]=0));n[o-1]=r[o-2];for(let r=0;r<o-1;r++)i(s,e[r]+c[r]/3,t[r]+n[r]*c[r]/3,e[r+1]-c[r]/3,t[r+1]-n[r+1]*c[r]/3,e[r+1],t[r+1])}return s}var vc=new Set;function yc(){for(let e of vc)e.syncRect(!0)}yi&&(Ri(mi,xi,yc),Ri(hi,xi,yc,!0),Ri(_i,xi,()=>{Fc.pxRatio=X}));var bc=dc(),xc=sc();function Sc(e,t,n,r){return(r?[e[0],e[1]].concat(e.slice(2)):[e[0]].concat(e.slice(1))).map((e,r)=>wc(e,r,t,n))}function Cc(e,t){return e.map((e,n)=>n==0?{}:Ya({},t,e))}function wc(e,t,n,r){return Ya({},t==0?n:r,e)}function Tc(e,t,n){return t==null?za:[t,n]}var Ec=Tc;function Dc(e,t,n){return t==null?za:$i(t,n,Yi,!0)}function Oc(e,t,n,r){return t==null?za:qi(t,n,e.scales[r].log,!1)}var kc=Oc;function Ac(e,t,n,r){return t==null?za:Ji(t,n,e.scales[r].log,!1)}var jc=Ac;function Mc(e,t,n,r,i){let a=da(ya(e),ya(t)),o=t-e,s=Bi(i/r*o,n);do{let e=n[s],t=r*e/o;if(t>=i&&a+(e<5?Pa.get(e):0)<=17)return[e,t]}while(++s<n.length);return[0,0]}function Nc(e){let t,n;return e=e.replace(/(\d+)px/,(e,r)=>(t=ca((n=+r)*X))+`px`),[e,t,n]}function Pc(e){e.show&&[e.font,e.labelFont].forEach(e=>{let t=Na(e[2]*X,1);e[0]=e[0].replace(/[0-9.]+px/,t+`px`),e[1]=t})}function Fc(e,t,n){let r={mode:Z(e.mode,1)},i=r.mode;function a(e,t,n,r){let i=t.valToPct(e);return r+n*(t.dir==-1?1-i:i)}function o(e,t,n,r){let i=t.valToPct(e);return r+n*(t.dir==-1?i:1-i)}function s(e,t,n,r){return t.ori==0?a(e,t,n,r):o(e,t,n,r)}r.valToPosH=a,r.valToPosV=o;let c=!1;r.status=0;let l=r.root=ki(Pr);if(e.id!=null&&(l.id=e.id),Ti(l,e.class),e.title){let t=ki(Lr,l);t.textContent=e.title}let u=Oi(`canvas`),d=r.ctx=u.getContext(`2d`),f=ki(Rr,l);Ri(`click`,f,e=>{e.target===m&&(Qt!=Yt||$t!=Xt)&&tn.click(r,e)},!0);let p=r.under=ki(zr,f);f.appendChild(u);let m=r.over=ki(Br,f);e=Ja(e);let h=+Z(e.pxAlign,1),g=Ys(h);(e.plugins||[]).forEach(t=>{t.opts&&(e=t.opts(r,e)||e)});let _=e.ms||.001,v=r.series=i==1?Sc(e.series||[],hs,Ps,!1):Cc(e.series||[null],Ns),y=r.axes=Sc(e.axes||[],fs,Os,!0),b=r.scales={},x=r.bands=e.bands||[];x.forEach(e=>{e.fill=Q(e.fill||null),e.dir=Z(e.dir,-1)});let S=i==2?v[1].facets[0].scale:v[0].scale,C={axes:Pt,series:Et},w=(e.drawOrder||[`axes`,`series`]).map(e=>C[e]);function T(e){let t=e.distr==3?t=>ma(t>0?t:e.clamp(r,t,e.min,e.max,e.key)):e.distr==4?t=>_a(t,e.asinh):e.distr==100?t=>e.fwd(t):e=>e;return n=>{let r=t(n),{_min:i,_max:a}=e,o=a-i;return(r-i)/o}}function E(t){let n=b[t];if(n==null){let r=(e.scales||La)[t]||La;if(r.from!=null){E(r.from);let e=Ya({},b[r.from],r,{key:t});e.valToPct=T(e),b[t]=e}else{n=b[t]=Ya({},t==S?Is:Ls,r),n.key=t;let e=n.time,a=n.range,o=Ba(a);if((t!=S||i==2&&!e)&&(o&&(a[0]==null||a[1]==null)&&(a={min:a[0]==null?Xi:{mode:1,hard:a[0],soft:a[0]},max:a[1]==null?Xi:{mode:1,hard:a[1],soft:a[1]}},o=!1),!o&&Wa(a))){let e=a;a=(t,n,r)=>n==null?za:$i(n,r,e)}n.range=Q(a||(e?Ec:t==S?n.distr==3?kc:n.distr==4?jc:Tc:n.distr==3?Oc:n.distr==4?Ac:Dc)),n.auto=Q(!o&&n.auto),n.clamp=Q(n.clamp||Fs),n._min=n._max=null,n.valToPct=T(n)}}}E(`x`),E(`y`),i==1&&v.forEach(e=>{E(e.scale)}),y.forEach(e=>{E(e.scale)});for(let t in e.scales)E(t);let D=b[S],O=D.distr,k,A;D.ori==0?(Ti(l,Fr),k=a,A=o):(Ti(l,Ir),k=o,A=a);let j={};for(let e in b){let t=b[e];(t.min!=null||t.max!=null)&&(j[e]={min:t.min,max:t.max},t.min=t.max=null)}let M=e.tzDate||(e=>new Date(ca(e/_))),ee=e.fmtDate||mo,te=_==1?Io(M):zo(M),ne=Vo(M,Bo(_==1?Fo:Ro,ee)),re=Ko(M,Wo(Go,ee)),ie=[],N=r.legend=Ya({},Yo,e.legend),P=r.cursor=Ya({},is,{drag:{y:i==2}},e.cursor),F=N.show,I=P.show,L=N.markers;N.idxs=ie,L.width=Q(L.width),L.dash=Q(L.dash),L.stroke=Q(L.stroke),L.fill=Q(L.fill);let R,ae,oe,se=[],ce=[],le,ue=!1,z={};if(N.live){let e=v[1]?v[1].values:null;ue=e!=null,le=ue?e(r,1,0):{_:0};for(let e in le)z[e]=vi}if(F){if(R=Oi(`table`,qr,l),oe=Oi(`tbody`,null,R),N.mount(r,R),ue){ae=Oi(`thead`,null,R,oe);let e=Oi(`tr`,null,ae);for(var de in Oi(`th`,null,e),le)Oi(`th`,Qr,e).textContent=de}else Ti(R,Yr),N.live&&Ti(R,Jr)}let fe={show:!0},pe={show:!1};function me(e,t){if(t==0&&(ue||!N.live||i==2))return za;let n=[],a=Oi(`tr`,Xr,oe,oe.childNodes[t]);Ti(a,e.class),e.show||Ti(a,Hr);let o=Oi(`th`,null,a);if(L.show){let e=ki(Zr,o);if(t>0){let n=L.width(r,t);n&&(e.style.border=n+`px `+L.dash(r,t)+` `+L.stroke(r,t)),e.style.background=L.fill(r,t)}}let s=ki(Qr,o);for(var c in e.label instanceof HTMLElement?s.appendChild(e.label):s.textContent=e.label,t>0&&(L.show||(s.style.color=e.width>0?L.stroke(r,t):L.fill(r,t)),ge(`click`,o,t=>{if(P._lock)return;Be(t);let n=v.indexOf(e);if((t.ctrlKey||t.metaKey)!=N.isolate){let e=v.some((e,t)=>t>0&&t!=n&&e.show);v.forEach((t,r)=>{r>0&&un(r,e?r==n?fe:pe:fe,!0,Yn.setSeries)})}else un(n,{show:!e.show},!0,Yn.setSeries)},!1),Ue&&ge(di,o,t=>{P._lock||(Be(t),un(v.indexOf(e),vn,!0,Yn.setSeries))},!1)),le){let e=Oi(`td`,$r,a);e.textContent=`--`,n.push(e)}return[a,n]}let he=new Map;function ge(e,t,n,i=!0){let a=he.get(t)||{},o=P.bind[e](r,t,n,i);o&&(Ri(e,t,a[e]=o),he.set(t,a))}function _e(e,t,n){let r=he.get(t)||{};for(let n in r)(e==null||n==e)&&(zi(n,t,r[n]),delete r[n]);e??he.delete(t)}let B=0,ve=0,V=0,H=0,U=0,ye=0,be=U,xe=ye,Se=V,Ce=H,we=0,Te=0,Ee=0,De=0;r.bbox={};let Oe=!1,ke=!1,Ae=!1,je=!1,Me=!1,Ne=!1;function Pe(e,t,n){(n||e!=r.width||t!=r.height)&&Fe(e,t),Ft(!1),Ae=!0,ke=!0,Bt()}function Fe(e,t){r.width=B=V=e,r.height=ve=H=t,U=ye=0,Re(),ze();let n=r.bbox;we=n.left=Aa(U*X,.5),Te=n.top=Aa(ye*X,.5),Ee=n.width=Aa(V*X,.5),De=n.height=Aa(H*X,.5)}function Ie(){let e=!1,t=0;for(;!e;){t++;let n=q(t),i=Nt(t);e=t==3||n&&i,e||(Fe(r.width,r.height),ke=!0)}}function Le({width:e,height:t}){Pe(e,t)}r.setSize=Le;function Re(){let e=!1,t=!1,n=!1,r=!1;y.forEach((i,a)=>{if(i.show&&i._show){let{side:a,_size:o}=i,s=a%2,c=o+(i.label==null?0:i.labelSize);c>0&&(s?(V-=c,a==3?(U+=c,r=!0):n=!0):(H-=c,a==0?(ye+=c,e=!0):t=!0))}}),Qe[0]=e,Qe[1]=n,Qe[2]=t,Qe[3]=r,V-=tt[1]+tt[3],U+=tt[3],H-=tt[2]+tt[0],ye+=tt[0]}function ze(){let e=U+V,t=ye+H,n=U,r=ye;function i(i,a){switch(i){case 1:return e+=a,e-a;case 2:return t+=a,t-a;case 3:return n-=a,n+a;case 0:return r-=a,r+a}}y.forEach((e,t)=>{if(e.show&&e._show){let t=e.side;e._pos=i(t,e._size),e.label!=null&&(e._lpos=i(t,e.labelSize))}})}if(P.dataIdx==null){let e=P.hover,n=e.skip=new Set(e.skip??[]);n.add(void 0);let r=e.prox=Q(e.prox),i=e.bias??=0;P.dataIdx=(e,a,o,s)=>{if(a==0)return o;let c=o,l=r(e,a,o,s)??va,u=l>=0&&l<va,d=D.ori==0?V:H,f=P.left,p=t[0],m=t[a];if(n.has(m[o])){c=null;let e=null,t=null,r;if(i==0||i==-1)for(r=o;e==null&&r-->0;)n.has(m[r])||(e=r);if(i==0||i==1)for(r=o;t==null&&r++<m.length;)n.has(m[r])||(t=r);if(e!=null||t!=null){if(u){let n=e==null?-1/0:k(p[e],D,d,0),r=t==null?1/0:k(p[t],D,d,0),i=f-n,a=r-f;i<=a?i<=l&&(c=e):a<=l&&(c=t)}else c=t==null?e:e==null?t:o-e<=t-o?e:t}}else u&&oa(f-k(p[o],D,d,0))>l&&(c=null);return c}}let Be=e=>{P.event=e};P.idxs=ie,P._lock=!1;let Ve=P.points;Ve.show=Q(Ve.show),Ve.size=Q(Ve.size),Ve.stroke=Q(Ve.stroke),Ve.width=Q(Ve.width),Ve.fill=Q(Ve.fill);let He=r.focus=Ya({},e.focus||{alpha:.3},P.focus),Ue=He.prox>=0,We=Ue&&Ve.one,Ge=[],Ke=[],qe=[];function Je(e,t){let n=Ve.show(r,t);if(n instanceof HTMLElement)return Ti(n,Kr),Ti(n,e.class),ji(n,-10,-10,V,H),m.insertBefore(n,Ge[t]),n}function Ye(e,t){if(i==1||t>0){let t=i==1&&b[e.scale].time,n=e.value;e.value=t?Ua(n)?Ko(M,Wo(n,ee)):n||re:n||Ds,e.label=e.label||(t?ms:ps)}if(We||t>0){e.width=e.width==null?1:e.width,e.paths=e.paths||bc||Ta,e.fillTo=Q(e.fillTo||Ws),e.pxAlign=+Z(e.pxAlign,h),e.pxRound=Ys(e.pxAlign),e.stroke=Q(e.stroke||null),e.fill=Q(e.fill||null),e._stroke=e._fill=e._paths=e._focus=null;let t=ks(da(1,e.width),1),n=e.points=Ya({},{size:t,width:da(1,t*.2),stroke:e.stroke,space:t*2,paths:xc,_stroke:null,_fill:null},e.points);n.show=Q(n.show),n.filter=Q(n.filter),n.fill=Q(n.fill),n.stroke=Q(n.stroke),n.paths=Q(n.paths),n.pxAlign=e.pxAlign}if(F){let n=me(e,t);se.splice(t,0,n[0]),ce.splice(t,0,n[1]),N.values.push(null)}if(I){ie.splice(t,0,null);let n=null;We?t==0&&(n=Je(e,t)):t>0&&(n=Je(e,t)),Ge.splice(t,0,n),Ke.splice(t,0,0),qe.splice(t,0,0)}qn(`addSeries`,t)}function Xe(e,t){t??=v.length,e=i==1?wc(e,t,hs,Ps):wc(e,t,{},Ns),v.splice(t,0,e),Ye(v[t],t)}r.addSeries=Xe;function Ze(e){if(v.splice(e,1),F){N.values.splice(e,1),ce.splice(e,1);let t=se.splice(e,1)[0];_e(null,t.firstChild),t.remove()}I&&(ie.splice(e,1),Ge.splice(e,1)[0].remove(),Ke.splice(e,1),qe.splice(e,1)),qn(`delSeries`,e)}r.delSeries=Ze;let Qe=[!1,!1,!1,!1];function $e(e,t){if(e._show=e.show,e.show){let n=e.side%2,i=b[e.scale];i??=(e.scale=n?v[1].scale:S,b[e.scale]);let a=i.time;e.size=Q(e.size),e.space=Q(e.space),e.rotate=Q(e.rotate),Ba(e.incrs)&&e.incrs.forEach(e=>{!Pa.has(e)&&Pa.set(e,Fa(e))}),e.incrs=Q(e.incrs||(i.distr==2?xo:a?_==1?Po:Lo:So)),e.splits=Q(e.splits||(a&&i.distr==1?te:i.distr==3?vs:i.distr==4?ys:_s)),e.stroke=Q(e.stroke),e.grid.stroke=Q(e.grid.stroke),e.ticks.stroke=Q(e.ticks.stroke),e.border.stroke=Q(e.border.stroke);let o=e.values;e.values=Ba(o)&&!Ba(o[0])?Q(o):a?Ba(o)?Vo(M,Bo(o,ee)):Ua(o)?Ho(M,o):o||ne:o||gs,e.filter=Q(e.filter||(i.distr>=3&&i.log==10?Ts:i.distr==3&&i.log==2?Es:wa)),e.font=Nc(e.font),e.labelFont=Nc(e.labelFont),e._size=e.size(r,null,t,0),e._space=e._rotate=e._incrs=e._found=e._splits=e._values=null,e._size>0&&(Qe[t]=!0,e._el=ki(Vr,f))}}function W(e,t,n,r){let[i,a,o,s]=n,c=t%2,l=0;return c==0&&(s||a)&&(l=t==0&&!i||t==2&&!o?ca(fs.size/3):0),c==1&&(i||o)&&(l=t==1&&!a||t==3&&!s?ca(Os.size/2):0),l}let et=r.padding=(e.padding||[W,W,W,W]).map(e=>Q(Z(e,W))),tt=r._padding=et.map((e,t)=>e(r,t,Qe,0)),nt,rt=null,it=null,at=i==1?v[0].idxs:null,ot=null,st=!1;function ct(e,n){if(t=e??[],r.data=r._data=t,i==2){nt=0;for(let e=1;e<v.length;e++)nt+=t[e][0].length}else{t.length==0&&(r.data=r._data=t=[[]]),ot=t[0],nt=ot.length;let e=t;if(O==2){e=t.slice();let n=e[0]=Array(nt);for(let e=0;e<nt;e++)n[e]=e}r._data=t=e}if(Ft(!0),qn(`setData`),O==2&&(Ae=!0),n!==!1){let e=D;e.auto(r,st)?lt():ln(S,e.min,e.max),je||=P.left>=0,Ne=!0,Bt()}}r.setData=ct;function lt(){st=!0;let e,n;i==1&&(nt>0?(rt=at[0]=0,it=at[1]=nt-1,e=t[0][rt],n=t[0][it],O==2?(e=rt,n=it):e==n&&(O==3?[e,n]=qi(e,e,D.log,!1):O==4?[e,n]=Ji(e,e,D.log,!1):D.time?n=e+ca(86400/_):[e,n]=$i(e,n,Yi,!0))):(rt=at[0]=e=null,it=at[1]=n=null)),ln(S,e,n)}let ut,dt,ft,pt,mt,ht,gt,_t,vt,yt;function bt(e,t,n,r,i,a){e??=si,n??=Ra,r??=`butt`,i??=si,a??=`round`,e!=ut&&(d.strokeStyle=ut=e),i!=dt&&(d.fillStyle=dt=i),t!=ft&&(d.lineWidth=ft=t),a!=mt&&(d.lineJoin=mt=a),r!=ht&&(d.lineCap=ht=r),n!=pt&&d.setLineDash(pt=n)}function xt(e,t,n,r){t!=dt&&(d.fillStyle=dt=t),e!=gt&&(d.font=gt=e),n!=_t&&(d.textAlign=_t=n),r!=vt&&(d.textBaseline=vt=r)}function St(e,t,n,i,a=0){if(i.length>0&&e.auto(r,st)&&(t==null||t.min==null)){let t=Z(rt,0),r=Z(it,i.length-1),o=n.min==null?Ki(i,t,r,a,e.distr==3):[n.min,n.max];e.min=ua(e.min,n.min=o[0]),e.max=da(e.max,n.max=o[1])}}let Ct={min:null,max:null};function wt(){for(let e in b){let t=b[e];j[e]==null&&(t.min==null||j[S]!=null&&t.auto(r,st))&&(j[e]=Ct)}for(let e in b){let t=b[e];j[e]==null&&t.from!=null&&j[t.from]!=null&&(j[e]=Ct)}j[S]!=null&&Ft(!0);let e={};for(let t in j){let n=j[t];if(n!=null){let a=e[t]=Ja(b[t],Ga);if(n.min!=null)Ya(a,n);else if(t!=S||i==2){if(nt==0&&a.from==null){let e=a.range(r,null,null,t);a.min=e[0],a.max=e[1]}else a.min=va,a.max=-1/0}}}if(nt>0){v.forEach((n,a)=>{if(i==1){let i=n.scale,o=j[i];if(o==null)return;let s=e[i];if(a==0){let e=s.range(r,s.min,s.max,i);s.min=e[0],s.max=e[1],rt=Bi(s.min,t[0]),it=Bi(s.max,t[0]),it-rt>1&&(t[0][rt]<s.min&&rt++,t[0][it]>s.max&&it--),n.min=ot[rt],n.max=ot[it]}else n.show&&n.auto&&St(s,o,n,t[a],n.sorted);n.idxs[0]=rt,n.idxs[1]=it}else if(a>0&&n.show&&n.auto){let[r,i]=n.facets,o=r.scale,s=i.scale,[c,l]=t[a],u=e[o],d=e[s];u!=null&&St(u,j[o],r,c,r.sorted),d!=null&&St(d,j[s],i,l,i.sorted),n.min=i.min,n.max=i.max}});for(let t in e){let n=e[t],i=j[t];if(n.from==null&&(i==null||i.min==null)){let e=n.range(r,n.min==va?null:n.min,n.max==-1/0?null:n.max,t);n.min=e[0],n.max=e[1]}}}for(let t in e){let n=e[t];if(n.from!=null){let i=e[n.from];if(i.min==null)n.min=n.max=null;else{let e=n.range(r,i.min,i.max,t);n.min=e[0],n.max=e[1]}}}let n={},a=!1;for(let t in e){let r=e[t],i=b[t];if(i.min!=r.min||i.max!=r.max){i.min=r.min,i.max=r.max;let e=i.distr;i._min=e==3?ma(i.min):e==4?_a(i.min,i.asinh):e==100?i.fwd(i.min):i.min,i._max=e==3?ma(i.max):e==4?_a(i.max,i.asinh):e==100?i.fwd(i.max):i.max,n[t]=a=!0}}if(a){v.forEach((e,t)=>{i==2?t>0&&n.y&&(e._paths=null):n[e.scale]&&(e._paths=null)});for(let e in n)Ae=!0,qn(`setScale`,e);I&&P.left>=0&&(je=Ne=!0)}for(let e in j)j[e]=null}function Tt(e){let t=ba(rt-1,0,nt-1),n=ba(it+1,0,nt-1);for(;e[t]==null&&t>0;)t--;for(;e[n]==null&&n<nt-1;)n++;return[t,n]}function Et(){if(nt>0){let e=v.some(e=>e._focus)&&yt!=He.alpha;e&&(d.globalAlpha=yt=He.alpha),v.forEach((e,n)=>{if(n>0&&e.show&&(Dt(n,!1),Dt(n,!0),e._paths==null)){let a=yt;yt!=e.alpha&&(d.globalAlpha=yt=e.alpha);let o=i==2?[0,t[n][0].length-1]:Tt(t[n]);e._paths=e.paths(r,n,o[0],o[1]),yt!=a&&(d.globalAlpha=yt=a)}}),v.forEach((e,t)=>{if(t>0&&e.show){let n=yt;yt!=e.alpha&&(d.globalAlpha=yt=e.alpha),e._paths!=null&&Ot(t,!1);{let n=e._paths==null?null:e._paths.gaps,i=e.points.show(r,t,rt,it,n),a=e.points.filter(r,t,i,n);(i||a)&&(e.points._paths=e.points.paths(r,t,rt,it,a),Ot(t,!0))}yt!=n&&(d.globalAlpha=yt=n),qn(`drawSeries`,t)}}),e&&(d.globalAlpha=yt=1)}}function Dt(e,t){let n=t?v[e].points:v[e];n._stroke=n.stroke(r,e),n._fill=n.fill(r,e)}function Ot(e,t){let n=t?v[e].points:v[e],{stroke:r,fill:i,clip:a,flags:o,_stroke:s=n._stroke,_fill:c=n._fill,_width:l=n.width}=n._paths;l=Na(l*X,3);let u=null,f=l%2/2;t&&c==null&&(c=l>0?`#fff`:s);let p=n.pxAlign==1&&f>0;if(p&&d.translate(f,f),!t){let e=we-l/2,t=Te-l/2,n=Ee+l,r=De+l;u=new Path2D,u.rect(e,t,n,r)}t?kt(s,l,n.dash,n.cap,c,r,i,o,a):G(e,s,l,n.dash,n.cap,c,r,i,o,u,a),p&&d.translate(-f,-f)}function G(e,n,i,a,o,s,c,l,u,d,f){let p=!1;u!=0&&x.forEach((m,h)=>{if(m.series[0]==e){let e=v[m.series[1]],g=t[m.series[1]],_=(e._paths||La).band;Ba(_)&&(_=m.dir==1?_[0]:_[1]);let y,b=null;e.show&&_&&ea(g,rt,it)?(b=m.fill(r,h)||s,y=e._paths.clip):_=null,kt(n,i,a,o,b,c,l,u,d,f,y,_),p=!0}}),p||kt(n,i,a,o,s,c,l,u,d,f)}function kt(e,t,n,r,i,a,o,s,c,l,u,f){bt(e,t,n,r,i),(c||l||f)&&(d.save(),c&&d.clip(c),l&&d.clip(l)),f?(s&3)==3?(d.clip(f),u&&d.clip(u),K(i,o),At(e,a,t)):s&Vs?(K(i,o),d.clip(f),At(e,a,t)):s&Bs&&(d.save(),d.clip(f),u&&d.clip(u),K(i,o),d.restore(),At(e,a,t)):(K(i,o),At(e,a,t)),(c||l||f)&&d.restore()}function At(e,t,n){n>0&&(t instanceof Map?t.forEach((e,t)=>{d.strokeStyle=ut=t,d.stroke(e)}):t!=null&&e&&d.stroke(t))}function K(e,t){t instanceof Map?t.forEach((e,t)=>{d.fillStyle=dt=t,d.fill(e)}):t!=null&&e&&d.fill(t)}function jt(e,t,n,i){let a=y[e],o;if(i<=0)o=[0,0];else{let s=a._space=a.space(r,e,t,n,i);o=Mc(t,n,a._incrs=a.incrs(r,e,t,n,i,s),i,s)}return a._found=o}function Mt(e,t,n,r,i,a,o,s,c,l){let u=o%2/2;h==1&&d.translate(u,u),bt(s,o,c,l,s),d.beginPath();let f,p,m,g,_=i+(r==0||r==3?-a:a);n==0?(p=i,g=_):(f=i,m=_);for(let r=0;r<e.length;r++)t[r]!=null&&(n==0?f=m=e[r]:p=g=e[r],d.moveTo(f,p),d.lineTo(m,g));d.stroke(),h==1&&d.translate(-u,-u)}function q(e){let t=!0;return y.forEach((n,i)=>{if(!n.show)return;let a=b[n.scale];if(a.min==null){n._show&&(t=!1,n._show=!1,Ft(!1));return}n._show||(t=!1,n._show=!0,Ft(!1));let o=n.side,s=o%2,{min:c,max:l}=a,[u,d]=jt(i,c,l,s==0?V:H);if(d==0)return;let f=a.distr==2,p=n._splits=n.splits(r,i,c,l,u,d,f),m=a.distr==2?p.map(e=>ot[e]):p,h=a.distr==2?ot[p[1]]-ot[p[0]]:u,g=n._values=n.values(r,n.filter(r,m,i,d,h),i,d,h);n._rotate=o==2?n.rotate(r,g,i,d):0;let _=n._size;n._size=la(n.size(r,g,i,e)),_!=null&&n._size!=_&&(t=!1)}),t}function Nt(e){let t=!0;return et.forEach((n,i)=>{let a=n(r,i,Qe,e);a!=tt[i]&&(t=!1),tt[i]=a}),t}function Pt(){for(let e=0;e<y.length;e++){let t=y[e];if(!t.show||!t._show)continue;let n=t.side,i=n%2,a,o,c=t.stroke(r,e),l=n==0||n==3?-1:1,[u,f]=t._found;if(t.label!=null){let s=t.labelGap*l,p=ca((t._lpos+s)*X);xt(t.labelFont[0],c,`center`,n==2?ni:ri),d.save(),i==1?(a=o=0,d.translate(p,ca(Te+De/2)),d.rotate((n==3?-aa:aa)/2)):(a=ca(we+Ee/2),o=p);let m=xa(t.label)?t.label(r,e,u,f):t.label;d.fillText(m,a,o),d.restore()}if(f==0)continue;let p=b[t.scale],m=i==0?Ee:De,h=i==0?we:Te,_=t._splits,v=p.distr==2?_.map(e=>ot[e]):_,x=p.distr==2?ot[_[1]]-ot[_[0]]:u,S=t.ticks,C=t.border,w=S.show?S.size:0,T=ca(w*X),E=ca((t.alignTo==2?t._size-w-t.gap:t.gap)*X),D=t._rotate*-aa/180,O=g(t._pos*X),k=O+(T+E)*l;o=i==0?k:0,a=i==1?k:0;let A=t.font[0];xt(A,c,t.align==1?ii:t.align==2?ai:D>0?ii:D<0?ai:i==0?`center`:n==3?ai:ii,D||i==1?`middle`:n==2?ni:ri);let j=t.font[1]*t.lineGap,M=_.map(e=>g(s(e,p,m,h))),ee=t._values;for(let e=0;e<ee.length;e++){let t=ee[e];if(t!=null){i==0?a=M[e]:o=M[e],t=``+t;let n=t.indexOf(`
`)==-1?[t]:t.split(/\n/gm);for(let e=0;e<n.length;e++){let t=n[e];D?(d.save(),d.translate(a,o+e*j),d.rotate(D),d.fillText(t,0,0),d.restore()):d.fillText(t,a,o+e*j)}}}S.show&&Mt(M,S.filter(r,v,e,f,x),i,n,O,T,Na(S.width*X,3),S.stroke(r,e),S.dash,S.cap);let te=t.grid;te.show&&Mt(M,te.filter(r,v,e,f,x),i,i==0?2:1,i==0?Te:we,i==0?De:Ee,Na(te.width*X,3),te.stroke(r,e),te.dash,te.cap),C.show&&Mt([O],[1],+(i==0),i==0?1:2,i==1?Te:we,i==1?De:Ee,Na(C.width*X,3),C.stroke(r,e),C.dash,C.cap)}qn(`drawAxes`)}function Ft(e){v.forEach((t,n)=>{n>0&&(t._paths=null,e&&(i==1?(t.min=null,t.max=null):t.facets.forEach(e=>{e.min=null,e.max=null})))})}let It=!1,Lt=!1,Rt=[];function zt(){Lt=!1;for(let e=0;e<Rt.length;e++)qn(...Rt[e]);Rt.length=0}function Bt(){It||=(to(J),!0)}function Vt(e,t=!1){It=!0,Lt=t,e(r),J(),t&&Rt.length>0&&queueMicrotask(zt)}r.batch=Vt;function J(){if(Oe&&=(wt(),!1),Ae&&=(Ie(),!1),ke){if(Di(p,ii,U),Di(p,ni,ye),Di(p,ei,V),Di(p,ti,H),Di(m,ii,U),Di(m,ni,ye),Di(m,ei,V),Di(m,ti,H),Di(f,ei,B),Di(f,ti,ve),u.width=ca(B*X),u.height=ca(ve*X),y.forEach(({_el:e,_show:t,_size:n,_pos:r,side:i})=>{if(e!=null){if(t){let t=i===3||i===0?n:0,a=i%2==1;Di(e,a?`left`:`top`,r-t),Di(e,a?`width`:`height`,n),Di(e,a?`top`:`left`,a?ye:U),Di(e,a?`height`:`width`,a?H:V),Ei(e,Hr)}else Ti(e,Hr)}}),ut=dt=ft=mt=ht=gt=_t=vt=pt=null,yt=1,jn(!0),U!=be||ye!=xe||V!=Se||H!=Ce){Ft(!1);let e=V/Se,t=H/Ce;if(I&&!je&&P.left>=0){P.left*=e,P.top*=t,Gt&&ji(Gt,ca(P.left),0,V,H),Kt&&ji(Kt,0,ca(P.top),V,H);for(let n=0;n<Ge.length;n++){let r=Ge[n];r!=null&&(Ke[n]*=e,qe[n]*=t,ji(r,la(Ke[n]),la(qe[n]),V,H))}}if(an.show&&!Me&&an.left>=0&&an.width>0){an.left*=e,an.width*=e,an.top*=t,an.height*=t;for(let e in Pn)Di(on,e,an[e])}be=U,xe=ye,Se=V,Ce=H}qn(`setSize`),ke=!1}B>0&&ve>0&&(d.clearRect(0,0,u.width,u.height),qn(`drawClear`),w.forEach(e=>e()),qn(`draw`)),an.show&&Me&&(sn(an),Me=!1),I&&je&&(kn(null,!0,!1),je=!1),N.show&&N.live&&Ne&&(Dn(),Ne=!1),c||(c=!0,r.status=1,qn(`ready`)),st=!1,It=!1}r.redraw=(e,t)=>{Ae=t||!1,e===!1?Bt():ln(S,D.min,D.max)};function Ht(e,n){let i=b[e];if(i.from==null){if(nt==0){let t=i.range(r,n.min,n.max,e);n.min=t[0],n.max=t[1]}if(n.min>n.max){let e=n.min;n.min=n.max,n.max=e}if(nt>1&&n.min!=null&&n.max!=null&&n.max-n.min<1e-16)return;e==S&&i.distr==2&&nt>0&&(n.min=Bi(n.min,t[0]),n.max=Bi(n.max,t[0]),n.min==n.max&&n.max++),j[e]=n,Oe=!0,Bt()}}r.setScale=Ht;let Ut,Wt,Gt,Kt,qt,Jt,Yt,Xt,Y,Zt,Qt,$t,en=!1,tn=P.drag,nn=tn.x,rn=tn.y;I&&(P.x&&(Ut=ki(Wr,m)),P.y&&(Wt=ki(Gr,m)),D.ori==0?(Gt=Ut,Kt=Wt):(Gt=Wt,Kt=Ut),Qt=P.left,$t=P.top);let an=r.select=Ya({show:!0,over:!0,left:0,width:0,top:0,height:0},e.select),on=an.show?ki(Ur,an.over?m:p):null;function sn(e,t){if(an.show){for(let t in e)an[t]=e[t],t in Pn&&Di(on,t,e[t]);t!==!1&&qn(`setSelect`)}}r.setSelect=sn;function cn(e){if(v[e].show)F&&Ei(se[e],Hr);else if(F&&Ti(se[e],Hr),I){let t=We?Ge[0]:Ge[e];t!=null&&ji(t,-10,-10,V,H)}}function ln(e,t,n){Ht(e,{min:t,max:n})}function un(e,t,n,a){t.focus!=null&&yn(e),t.show!=null&&v.forEach((n,r)=>{r>0&&(e==r||e==null)&&(n.show=t.show,cn(r),i==2?(ln(n.facets[0].scale,null,null),ln(n.facets[1].scale,null,null)):ln(n.scale,null,null),Bt())}),n!==!1&&qn(`setSeries`,e,t),a&&Qn(`setSeries`,r,e,t)}r.setSeries=un;function dn(e,t){Ya(x[e],t)}function fn(e,t){e.fill=Q(e.fill||null),e.dir=Z(e.dir,-1),t??=x.length,x.splice(t,0,e)}function pn(e){e==null?x.length=0:x.splice(e,1)}r.addBand=fn,r.setBand=dn,r.delBand=pn;function mn(e,t){v[e].alpha=t,I&&Ge[e]!=null&&(Ge[e].style.opacity=t),F&&se[e]&&(se[e].style.opacity=t)}let hn,gn,_n,vn={focus:!0};function yn(e){if(e!=_n){let t=e==null,n=He.alpha!=1;v.forEach((r,a)=>{if(i==1||a>0){let i=t||a==0||a==e;r._focus=t?null:i,n&&mn(a,i?1:He.alpha)}}),_n=e,n&&Bt()}}F&&Ue&&ge(fi,R,e=>{P._lock||(Be(e),_n!=null&&un(null,vn,!0,Yn.setSeries))});function bn(e,t,n){let r=b[t];n&&(e=e/X-(r.ori==1?ye:U));let i=V;r.ori==1&&(i=H,e=i-e),r.dir==-1&&(e=i-e);let a=r._min,o=r._max,s=e/i,c=a+(o-a)*s,l=r.distr;return l==3?fa(10,c):l==4?ga(c,r.asinh):l==100?r.bwd(c):c}function xn(e,n){return Bi(bn(e,S,n),t[0],rt,it)}r.valToIdx=e=>Bi(e,t[0]),r.posToIdx=xn,r.posToVal=bn,r.valToPos=(e,t,n)=>b[t].ori==0?a(e,b[t],n?Ee:V,n?we:0):o(e,b[t],n?De:H,n?Te:0),r.setCursor=(e,t,n)=>{Qt=e.left,$t=e.top,kn(null,t,n)};function Sn(e,t){Di(on,ii,an.left=e),Di(on,ei,an.width=t)}function Cn(e,t){Di(on,ni,an.top=e),Di(on,ti,an.height=t)}let wn=D.ori==0?Sn:Cn,Tn=D.ori==1?Sn:Cn;function En(){if(F&&N.live)for(let e=+(i==2);e<v.length;e++){if(e==0&&ue)continue;let t=N.values[e],n=0;for(let r in t)ce[e][n++].firstChild.nodeValue=t[r]}}function Dn(e,t){if(e!=null&&(e.idxs?e.idxs.forEach((e,t)=>{ie[t]=e}):Ha(e.idx)||ie.fill(e.idx),N.idx=ie[0]),F&&N.live){for(let e=0;e<v.length;e++)(e>0||i==1&&!ue)&&On(e,ie[e]);En()}Ne=!1,t!==!1&&qn(`setLegend`)}r.setLegend=Dn;function On(e,n){let i=v[e],a=e==0&&O==2?ot:t[e],o;ue?o=i.values(r,e,n)??z:(o=i.value(r,n==null?null:a[n],e,n),o=o==null?z:{_:o}),N.values[e]=o}function kn(e,n,a){Y=Qt,Zt=$t,[Qt,$t]=P.move(r,Qt,$t),P.left=Qt,P.top=$t,I&&(Gt&&ji(Gt,ca(Qt),0,V,H),Kt&&ji(Kt,0,ca($t),V,H));let o,s=rt>it;hn=va,gn=null;let c=D.ori==0?V:H,l=D.ori==1?V:H;if(Qt<0||nt==0||s){o=P.idx=null;for(let e=0;e<v.length;e++){let t=Ge[e];t!=null&&ji(t,-10,-10,V,H)}Ue&&un(null,vn,!0,e==null&&Yn.setSeries),N.live&&(ie.fill(o),Ne=!0)}else{let e,n,a;i==1&&(e=D.ori==0?Qt:$t,n=bn(e,S),o=P.idx=Bi(n,t[0],rt,it),a=k(t[0][o],D,c,0));let s=-10,u=-10,d=0,f=0,p=!0,m=``,h=``;for(let e=+(i==2);e<v.length;e++){let g=v[e],_=ie[e],y=_==null?null:i==1?t[e][_]:t[e][1][_],x=P.dataIdx(r,e,o,n),S=x==null?null:i==1?t[e][x]:t[e][1][x];if(Ne=Ne||S!=y||x!=_,ie[e]=x,e>0&&g.show){let n=x==null?-10:x==o?a:k(i==1?t[0][x]:t[e][0][x],D,c,0),_=S==null?-10:A(S,i==1?b[g.scale]:b[g.facets[1].scale],l,0);if(Ue&&S!=null){let t=D.ori==1?Qt:$t,n=oa(He.dist(r,e,x,_,t));if(n<hn){let r=He.bias;if(r!=0){let i=bn(t,g.scale),a=S>=0?1:-1,o=i>=0?1:-1;o==a&&(o==1?r==1?S>=i:S<=i:r==1?S<=i:S>=i)&&(hn=n,gn=e)}else hn=n,gn=e}}if(Ne||We){let t,i;D.ori==0?(t=n,i=_):(t=_,i=n);let a,o,c,l,g,v,y=!0,b=Ve.bbox;if(b!=null){y=!1;let t=b(r,e);c=t.left,l=t.top,a=t.width,o=t.height}else c=t,l=i,a=o=Ve.size(r,e);if(v=Ve.fill(r,e),g=Ve.stroke(r,e),We)e==gn&&hn<=He.prox&&(s=c,u=l,d=a,f=o,p=y,m=v,h=g);else{let t=Ge[e];t!=null&&(Ke[e]=c,qe[e]=l,Fi(t,a,o,y),Ni(t,v,g),ji(t,la(c),la(l),V,H))}}}}if(We){let e=He.prox;if(Ne||(_n==null?hn<=e:hn>e||gn!=_n)){let e=Ge[0];e!=null&&(Ke[0]=s,qe[0]=u,Fi(e,d,f,p),Ni(e,m,h),ji(e,la(s),la(u),V,H))}}}if(an.show&&en){if(e!=null){let[t,n]=Yn.scales,[r,i]=Yn.match,[a,o]=e.cursor.sync.scales,s=e.cursor.drag;if(nn=s._x,rn=s._y,nn||rn){let{left:s,top:u,width:d,height:f}=e.select,p=e.scales[a].ori,m=e.posToVal,h,g,_,v,y,x=t!=null&&r(t,a),S=n!=null&&i(n,o);x&&nn?(p==0?(h=s,g=d):(h=u,g=f),_=b[t],v=k(m(h,a),_,c,0),y=k(m(h+g,a),_,c,0),wn(ua(v,y),oa(y-v))):wn(0,c),S&&rn?(p==1?(h=s,g=d):(h=u,g=f),_=b[n],v=A(m(h,o),_,l,0),y=A(m(h+g,o),_,l,0),Tn(ua(v,y),oa(y-v))):Tn(0,l)}else Fn()}else{let e=oa(Y-qt),t=oa(Zt-Jt);if(D.ori==1){let n=e;e=t,t=n}nn=tn.x&&e>=tn.dist,rn=tn.y&&t>=tn.dist;let n=tn.uni;n==null?tn.x&&tn.y&&(nn||rn)&&(nn=rn=!0):nn&&rn&&(nn=e>=n,rn=t>=n,!nn&&!rn&&(t>e?rn=!0:nn=!0));let r,i;nn&&(D.ori==0?(r=Yt,i=Qt):(r=Xt,i=$t),wn(ua(r,i),oa(i-r)),rn||Tn(0,l)),rn&&(D.ori==1?(r=Yt,i=Qt):(r=Xt,i=$t),Tn(ua(r,i),oa(i-r)),nn||wn(0,c)),!nn&&!rn&&(wn(0,0),Tn(0,0))}}if(tn._x=nn,tn._y=rn,e==null){if(a){if(Xn!=null){let[e,t]=Yn.scales;Yn.values[0]=e==null?null:bn(D.ori==0?Qt:$t,e),Yn.values[1]=t==null?null:bn(D.ori==1?Qt:$t,t)}Qn(ci,r,Qt,$t,V,H,o)}if(Ue){let e=a&&Yn.setSeries,t=He.prox;_n==null?hn<=t&&un(gn,vn,!0,e):hn>t?un(null,vn,!0,e):gn!=_n&&un(gn,vn,!0,e)}}Ne&&(N.idx=o,Dn()),n!==!1&&qn(`setCursor`)}let An=null;Object.defineProperty(r,"rect",{get(){return An??jn(!1),An}});function jn(e=!1){e?An=null:(An=m.getBoundingClientRect(),qn(`syncRect`,An))}function Mn(e,t,n,r,i,a,o){P._lock||en&&e!=null&&e.movementX==0&&e.movementY==0||(Nn(e,t,n,r,i,a,o,!1,e!=null),e==null?kn(t,!0,!1):kn(null,!0,!0))}function Nn(e,t,n,i,a,o,c,l,u){if(An??jn(!1),Be(e),e!=null)n=e.clientX-An.left,i=e.clientY-An.top;else{if(n<0||i<0){Qt=-10,$t=-10;return}let[e,r]=Yn.scales,c=t.cursor.sync,[l,u]=c.values,[d,f]=c.scales,[p,m]=Yn.match,h=t.axes[0].side%2==1,g=D.ori==0?V:H,_=D.ori==1?V:H,v=h?o:a,y=h?a:o,x=h?i:n,S=h?n:i;if(n=d==null?x/v*g:p(e,d)?s(l,b[e],g,0):-10,i=f==null?S/y*_:m(r,f)?s(u,b[r],_,0):-10,D.ori==1){let e=n;n=i,i=e}}u&&(t==null||t.cursor.event.type==ci)&&((n<=1||n>=V-1)&&(n=Aa(n,V)),(i<=1||i>=H-1)&&(i=Aa(i,H))),l?(qt=n,Jt=i,[Yt,Xt]=P.move(r,n,i)):(Qt=n,$t=i)}let Pn={width:0,height:0,left:0,top:0};function Fn(){sn(Pn,!1)}let In,Ln,Rn,zn;function Bn(e,t,n,i,a,o,s){en=!0,nn=rn=tn._x=tn._y=!1,Nn(e,t,n,i,a,o,s,!0,!1),e!=null&&(ge(ui,bi,Vn,!1),Qn(li,r,Yt,Xt,V,H,null));let{left:c,top:l,width:u,height:d}=an;In=c,Ln=l,Rn=u,zn=d}function Vn(e,t,n,i,a,o,s){en=tn._x=tn._y=!1,Nn(e,t,n,i,a,o,s,!1,!0);let{left:c,top:l,width:u,height:d}=an,f=u>0||d>0,p=In!=c||Ln!=l||Rn!=u||zn!=d;if(f&&p&&sn(an),tn.setScale&&f&&p){let e=c,t=u,n=l,r=d;if(D.ori==1&&(e=l,t=d,n=c,r=u),nn&&ln(S,bn(e,S),bn(e+t,S)),rn)for(let e in b){let t=b[e];e!=S&&t.from==null&&t.min!=va&&ln(e,bn(n+r,e),bn(n,e))}Fn()}else P.lock&&(P._lock=!P._lock,kn(t,!0,e!=null));e!=null&&(_e(ui,bi),Qn(ui,r,Qt,$t,V,H,null))}function Hn(e,t,n,r,i,a,o){if(P._lock)return;Be(e);let s=en;if(en){let e=!0,t=!0,n,r;D.ori==0?(n=nn,r=rn):(n=rn,r=nn),n&&r&&(e=Qt<=10||Qt>=V-10,t=$t<=10||$t>=H-10),n&&e&&(Qt=Qt<Yt?0:V),r&&t&&($t=$t<Xt?0:H),kn(null,!0,!0),en=!1}Qt=-10,$t=-10,ie.fill(null),kn(null,!0,!0),s&&(en=s)}function Un(e,t,n,i,a,o,s){P._lock||(Be(e),lt(),Fn(),e!=null&&Qn(pi,r,Qt,$t,V,H,null))}function Wn(){y.forEach(Pc),Pe(r.width,r.height,!0)}Ri(_i,xi,Wn);let Gn={};Gn.mousedown=Bn,Gn.mousemove=Mn,Gn.mouseup=Vn,Gn.dblclick=Un,Gn.setSeries=(e,t,n,i)=>{let a=Yn.match[2];n=a(r,t,n),n!=-1&&un(n,i,!0,!1)},I&&(ge(li,m,Bn),ge(ci,m,Mn),ge(di,m,e=>{Be(e),jn(!1)}),ge(fi,m,Hn),ge(pi,m,Un),vc.add(r),r.syncRect=jn);let Kn=r.hooks=e.hooks||{};function qn(e,t,n){Lt?Rt.push([e,t,n]):e in Kn&&Kn[e].forEach(e=>{e.call(null,r,t,n)})}(e.plugins||[]).forEach(e=>{for(let t in e.hooks)Kn[t]=(Kn[t]||[]).concat(e.hooks[t])});let Jn=(e,t,n)=>n,Yn=Ya({key:null,setSeries:!1,filters:{pub:Ea,sub:Ea},scales:[S,v[1]?v[1].scale:null],match:[Da,Da,Jn],values:[null,null]},P.sync);Yn.match.length==2&&Yn.match.push(Jn),P.sync=Yn;let Xn=Yn.key,Zn=zs(Xn);function Qn(e,t,n,r,i,a,o){Yn.filters.pub(e,t,n,r,i,a,o)&&Zn.pub(e,t,n,r,i,a,o)}Zn.sub(r);function $n(e,t,n,r,i,a,o){Yn.filters.sub(e,t,n,r,i,a,o)&&Gn[e](null,t,n,r,i,a,o)}r.pub=$n;function er(){Zn.unsub(r),vc.delete(r),he.clear(),zi(_i,xi,Wn),l.remove(),R?.remove(),qn(`destroy`)}r.destroy=er;function tr(){qn(`init`,e,t),ct(t||e.data,!1),j[S]?Ht(S,j[S]):lt(),Me=an.show&&(an.width>0||an.height>0),je=Ne=!0,Pe(e.width,e.height)}return v.forEach(Ye),y.forEach($e),n?n instanceof HTMLElement?(n.appendChild(l),tr()):n(r,tr):tr(),r}Fc.assign=Ya,Fc.fmtNum=ra,Fc.rangeNum=$i,Fc.rangeLog=qi,Fc.rangeAsinh=Ji,Fc.orient=Hs,Fc.pxRatio=X,Fc.join=eo,Fc.fmtDate=mo,Fc.tzDate=go,Fc.sync=zs;{Fc.addGap=qs,Fc.clipGaps=Ks;let e=Fc.paths={points:sc};e.linear=dc,e.stepped=fc,e.bars=mc,e.spline=gc}var Ic=e=>e===`SUCCEEDED`||e===`CANCELED`;function Lc(e){if(e==null||!Number.isFinite(e))return`—`;let t=e*100;return Number.isInteger(t)||t>=10&&t<=90?`${Math.round(t)}%`:`${t.toFixed(1)}%`}function Rc(e,t){return`${Lc(e).replace(`%`,``)}–${Lc(t)}`}function zc(e){return e.passed+e.failed+e.errored}function Bc(e){let t=zc(e);return t===0?null:e.passed/t}function Vc(e){let t=zc(e)+(e.unscored??0)+e.canceled;return{done:t,total:e.cases,fraction:e.cases===0?0:t/e.cases}}function Hc(e){let t=[...e].sort((e,t)=>e.runtime.localeCompare(t.runtime));return{labels:t.map(e=>e.runtime),series:[{label:`passed`,values:t.map(e=>e.passed),color:`#059669`},{label:`failed`,values:t.map(e=>e.failed),color:`#dc2626`},{label:`errored`,values:t.map(e=>e.errored),color:`#d97706`},{label:`not done`,values:t.map(e=>Math.max(0,e.cases-zc(e))),color:`#94a3b8`}]}}function Uc(e){let t=[];return e.forEach((e,n)=>t.push(e.map((e,r)=>e+(n>0?t[n-1][r]:0)))),t}function Wc(e){return Number.isFinite(e)?e<.001?`p < 0.001`:e>=.995?`p = 1`:`p = ${e<.01?e.toFixed(3):e.toFixed(2)}`:`p = —`}function Gc(e,t,n){let r=[...new Set([...e.aggregate.runtimes.map(e=>e.runtime),...t.aggregate.runtimes.map(e=>e.runtime)])].sort().map(n=>{let r=e.aggregate.runtimes.find(e=>e.runtime===n)??null,i=t.aggregate.runtimes.find(e=>e.runtime===n)??null,a=r&&Bc(r),o=i&&Bc(i);return{runtime:n,a:r,b:i,rateA:a,rateB:o,delta:a!=null&&o!=null?o-a:null}}),i=[...[...n.regressed].sort().map(e=>({caseId:e,change:`regressed`})),...[...n.fixed].sort().map(e=>({caseId:e,change:`fixed`}))],a=n.fixed.length-n.regressed.length,o,s,c=Wc(n.pValue);return n.paired===0?(o=`none`,s=`No case was decided in both scorecards: nothing to compare yet.`):n.significant&&a!==0?(o=a>0?`better`:`worse`,s=`${t.name} is ${o} than ${e.name}: ${n.fixed.length} fixed, ${n.regressed.length} regressed — significant (McNemar ${c}).`):(o=`same`,s=n.fixed.length+n.regressed.length===0?`No paired case changed its outcome (McNemar ${c}).`:`${n.fixed.length} fixed, ${n.regressed.length} regressed — not significant (McNemar ${c}).`),{paired:n.paired,unchanged:n.paired-n.regressed.length-n.fixed.length,passRateA:n.passRateA,passRateB:n.passRateB,delta:n.passRateB-n.passRateA,pValue:c,significant:n.significant,direction:o,verdict:s,runtimes:r,cases:i}}function Kc(e){if(e==null||!Number.isFinite(e))return`—`;let t=Math.round(e*1e3)/10;if(t===0)return`±0 pts`;let n=Number.isInteger(t)?String(Math.abs(t)):Math.abs(t).toFixed(1);return`${t>0?`+`:`−`}${n} pts`}function qc(e,t){let n=new URLSearchParams;e&&n.set(`a`,e),t&&n.set(`b`,t);let r=n.toString();return`/scorecards/compare${r?`?${r}`:``}`}function Jc(e){let t=t=>{let n=(e.get(t)??``).trim();return/^[1-9]\d*$/.test(n)?n:``};return{a:t(`a`),b:t(`b`)}}function Yc(e,t){return e.includes(t)?e.filter(e=>e!==t):[...e,t].slice(-2)}function Xc(e){return[...e].sort((e,t)=>Number(e)-Number(t))}function Zc(e,t=``){let n=[...e].sort((e,t)=>Date.parse(e.createdAt)-Date.parse(t.createdAt)||Number(e.scorecard.id)-Number(t.scorecard.id)),r=(e,t)=>e.decided>0?Math.round(t*1e3)/10:null,i=e=>e==null?null:e/1e3;return{t:n.map(e=>Date.parse(e.createdAt)/1e3),ids:n.map(e=>e.scorecard.id),rate:n.map(e=>r(e,e.passRate)),low:n.map(e=>r(e,e.passRateLow)),high:n.map(e=>r(e,e.passRateHigh)),p50:n.map(e=>i(e.latencyP50Ms)),p95:n.map(e=>i(e.latencyP95Ms)),current:n.findIndex(e=>e.scorecard.id===t)}}var Qc=[`#2563eb`,`#db2777`,`#059669`,`#d97706`,`#7c3aed`,`#0891b2`,`#dc2626`,`#65a30d`],$c=Fc.paths.stepped({align:1});function el(e){return Qc[e%Qc.length]}function tl({title:e,t,series:n,yMax:r,yFormat:i,integer:a=!1,height:o=220,testid:s}){let c=U(null),l=U(null);return V(()=>{if(!c.current)return;let s=matchMedia(`(prefers-color-scheme: dark)`).matches,u={stroke:s?`#cbd5e1`:`#334155`,grid:{stroke:s?`#334155`:`#e2e8f0`}},d={title:e,width:c.current.clientWidth||600,height:o,scales:{y:r==null?{range:(e,t,n)=>[0,Math.max(1,n*1.1)]}:{range:[0,r]}},axes:[{...u,space:80,incrs:[1,5,10,15,30,60,120,300,600,900,1800,3600],values:(e,t)=>t.map(e=>new Date(e*1e3).toLocaleTimeString([],{hourCycle:`h23`,hour:`2-digit`,minute:`2-digit`,second:`2-digit`}))},{...u,incrs:a?[1,2,5,10,20,50,100,200,500,1e3]:void 0,values:(e,t)=>t.map(e=>i?i(e):String(e))}],series:[{},...n.map(e=>({label:e.label,stroke:e.color,width:2,dash:e.dash?[6,4]:void 0,spanGaps:!1,paths:e.points?()=>null:$c,points:e.points?{show:!0,size:7,fill:e.color}:void 0,value:(e,t)=>t==null?`—`:i?i(t):String(t)}))]};l.current=new Fc(d,[t,...n.map(e=>e.values)],c.current);let f=new ResizeObserver(()=>{c.current&&l.current&&l.current.setSize({width:c.current.clientWidth,height:o})});return f.observe(c.current),()=>{f.disconnect(),l.current?.destroy(),l.current=null}},[n.map(e=>`${e.label}:${+!!e.dash}:${+!!e.points}`).join(`|`),e,o,r,a]),V(()=>{l.current?.setData([t,...n.map(e=>e.values)])}),G(`div`,{class:`chart`,ref:c,"data-testid":s,"data-points":t.length,role:`img`,"aria-label":e})}var nl=Fc.paths.bars({size:[.6,64],align:0});function rl({title:e,labels:t,series:n,height:r=220,testid:i}){let a=U(null),o=U(null),s=`${t.join(`|`)}#${n.map(e=>e.label).join(`|`)}`,c=()=>{let e=Uc(n.map(e=>e.values));return[t.map((e,t)=>t),...e.reverse()]};return V(()=>{if(!a.current)return;let i=matchMedia(`(prefers-color-scheme: dark)`).matches,s={stroke:i?`#cbd5e1`:`#334155`,grid:{stroke:i?`#334155`:`#e2e8f0`}},l=[...n].reverse(),u={title:e,width:a.current.clientWidth||600,height:r,scales:{x:{time:!1,range:[-.5,t.length-.5]},y:{range:(e,t,n)=>[0,Math.max(1,n*1.1)]}},axes:[{...s,grid:{show:!1},incrs:[1],values:(e,n)=>n.map(e=>t[e]??``)},{...s,incrs:[1,2,5,10,20,50,100,200,500,1e3,2e3,5e3],values:(e,t)=>t.map(String)}],cursor:{show:!1},legend:{show:!1},series:[{},...l.map(e=>({label:e.label,stroke:e.color,fill:e.color,width:0,paths:nl,points:{show:!1}}))]};o.current=new Fc(u,c(),a.current);let d=new ResizeObserver(()=>{a.current&&o.current&&o.current.setSize({width:a.current.clientWidth,height:r})});return d.observe(a.current),()=>{d.disconnect(),o.current?.destroy(),o.current=null}},[s,e,r]),V(()=>{o.current?.setData(c())}),G(`div`,{class:`chart bars`,"data-testid":i,"data-total":n.reduce((e,t)=>e+t.values.reduce((e,t)=>e+t,0),0),children:[G(`div`,{ref:a,role:`img`,"aria-label":e}),G(`ul`,{class:`legend`,children:n.map(e=>G(`li`,{children:[G(`span`,{class:`swatch`,style:{background:e.color}}),` `,e.label,` `,e.values.reduce((e,t)=>e+t,0)]}))})]})}function il({load:e}){return e.holders.length===0&&e.otherHolders===0?G(`span`,{class:`muted`,children:`no run`}):G(`span`,{"data-testid":`holders`,children:[e.holders.map((e,t)=>G(y,{children:[t>0&&`, `,G(`a`,{href:xr(e.run),"data-testid":`holder`,children:e.correlationId})]})),e.otherHolders>0&&G(`span`,{class:`muted`,children:[e.holders.length>0&&` and `,e.otherHolders,` run`,e.otherHolders===1?``:`s`,` of other tenants`]})]})}function al({ms:e}){return e==null?G(`span`,{class:`muted`,title:`no run settled on this runtime in the last 24 hours`,children:`unknown`}):e===0?G(`span`,{children:`none`}):G(`span`,{title:`the median run of this runtime, per wave of slots ahead`,children:[`~`,Yn(e)]})}var ol=3600;function sl(e,t,n=ol){let r=e.filter(e=>e.t>t.t-n&&e.t<t.t);return r.push(t),r}function cl(e,t,n=ol){let r=e.length?e[0].t:1/0,i=[...t.filter(e=>e.t<r).sort((e,t)=>e.t-t.t),...e];if(i.length===0)return i;let a=i[i.length-1].t;return i.filter(e=>e.t>a-n)}function ll(e){let t=new Set;for(let n of e)for(let e of n.tenants)t.add(e.tenant);return[...t].sort()}function ul(e){let t=ll(e),n={t:[],share:{},fair:{}};for(let e of t)n.share[e]=[],n.fair[e]=[];for(let r of e){n.t.push(r.t);let e=r.tenants.reduce((e,t)=>e+t.running,0),i=r.tenants.filter(e=>e.running+e.queued>0).reduce((e,t)=>e+t.weight,0);for(let a of t){let t=r.tenants.find(e=>e.tenant===a);n.share[a].push(e>0?(t?.running??0)/e:null);let o=t&&t.running+t.queued>0;n.fair[a].push(i>0?o?t.weight/i:0:null)}}return n}function dl(e){let t=new Set;for(let n of e)for(let e of Object.keys(n.inFlight))t.add(e);let n={};for(let r of[...t].sort())n[r]=e.map(e=>e.inFlight[r]??0);return{t:e.map(e=>e.t),byRuntime:n}}function fl(e){return{t:Date.parse(e.at)/1e3,tenants:e.tenants.map(e=>({...e})),inFlight:Object.fromEntries(e.runtimes.map(e=>[e.runtime,e.inFlight]))}}function pl(e,t){return{t,tenants:e.tenants.map(e=>({...e})),inFlight:Object.fromEntries(e.runtimes.map(e=>[e.runtime,e.inFlight]))}}var ml=e=>`${Math.round(e*100)}%`;function hl(){let[e,t]=B(null),[n,r]=B([]),[i,a]=B(null),[o,s]=B(null),c=U(null),l=Rt(5e3);V(()=>{let e=0,n=()=>{e||=window.setTimeout(()=>{e=0,W(En,{}).then(e=>a(e.runs)).catch(e=>s(Lt(e)))},500)};W(wn,{}).then(e=>r(t=>cl(t,e.queueHistory.map(fl)))).catch(e=>s(Lt(e)));let i=gt(Cn,{},{next:e=>{c.current=e.queueSnapshot,t(e.queueSnapshot),r(t=>sl(t,pl(e.queueSnapshot,Date.now()/1e3))),n()},error:s}),o=setInterval(()=>{c.current&&r(e=>sl(e,pl(c.current,Date.now()/1e3)))},5e3);return()=>{i(),clearInterval(o),clearTimeout(e)}},[]);let u=ul(n),d=[];Object.keys(u.share).forEach((e,t)=>{d.push({label:`${e} share`,values:u.share[e],color:el(t)}),d.push({label:`${e} fair`,values:u.fair[e],color:el(t),dash:!0})});let f=dl(n),p=Object.entries(f.byRuntime).map(([e,t],n)=>({label:e,values:t,color:el(n)}));return G(`section`,{children:[G(`h1`,{children:[`Queue `,G(`span`,{class:`live`,title:`updates live`,"aria-label":`live`})]}),G(K,{error:o}),!e&&!o&&n.length===0&&G(Nt,{}),(e||n.length>0)&&G(y,{children:[G(`p`,{class:`muted`,children:[e?G(y,{children:[`Updated `,Zn(e.generatedAt,l),`. `]}):G(y,{children:`Connecting… `}),`Solid: the tenant's share of running runs; dashed: its weight's share among tenants with work.`]}),G(`div`,{class:`grid2`,children:[G(tl,{testid:`share-chart`,title:`Share of running runs vs weight`,t:u.t,series:d,yMax:1,yFormat:ml}),G(tl,{testid:`slots-chart`,title:`Slots in use per runtime`,t:f.t,series:p,integer:!0})]})]}),e&&G(y,{children:G(`div`,{class:`grid2`,children:[G(`div`,{class:`scroll`,children:G(`table`,{"data-testid":`tenants`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Tenant`}),G(`th`,{children:`Weight`}),G(`th`,{children:`Queued`}),G(`th`,{children:`Running`})]})}),G(`tbody`,{children:e.tenants.map(e=>G(`tr`,{children:[G(`td`,{children:e.tenant}),G(`td`,{children:e.weight}),G(`td`,{children:e.queued}),G(`td`,{children:e.running})]}))})]})}),G(`div`,{class:`scroll`,children:G(`table`,{"data-testid":`runtime-load`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Runtime`}),G(`th`,{children:`Slots in use`}),G(`th`,{children:`Circuit`}),G(`th`,{children:`Held by`}),G(`th`,{children:`Queued`}),G(`th`,{children:`Est. wait`})]})}),G(`tbody`,{children:e.runtimes.map(e=>G(`tr`,{children:[G(`td`,{children:e.runtime}),G(`td`,{children:[G(`meter`,{min:0,max:Math.max(1,e.slots),value:e.inFlight,"aria-label":`${e.runtime} slots in use`}),` `,e.inFlight,` / `,e.slots]}),G(`td`,{children:G(`span`,{class:`badge circuit-${e.circuit.toLowerCase()}`,children:e.circuit.replace(`_`,` `)})}),G(`td`,{children:G(il,{load:e})}),G(`td`,{children:e.queued}),G(`td`,{children:G(al,{ms:e.estimatedWaitMs??null})})]}))})]})})]})}),G(`h2`,{children:`Waiting runs`}),i&&G(`div`,{class:`scroll`,children:G(`table`,{"data-testid":`waiting-runs`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Run`}),G(`th`,{children:`Runtime`}),G(`th`,{children:`Why`}),G(`th`,{children:`Ahead`}),G(`th`,{children:`Queued`})]})}),G(`tbody`,{children:[(i.edges??[]).flatMap(e=>e?.node?[G(`tr`,{children:[G(`td`,{children:G(`a`,{href:xr(e.node.id),children:e.node.correlationId})}),G(`td`,{children:e.node.runtime}),G(`td`,{children:e.node.waitingReason?G(y,{children:[G(`span`,{class:`chip`,children:e.node.waitingReason.code}),` `,e.node.waitingReason.message]}):G(`span`,{class:`muted`,children:`starting`})}),G(`td`,{children:e.node.waitingReason?.position??`—`}),G(`td`,{children:Zn(e.node.createdAt,l)})]})]:[]),i.totalCount===0&&G(`tr`,{children:G(`td`,{colSpan:5,class:`muted`,children:`Nothing is waiting.`})})]})]})})]})}function gl(e,t){let n=t.split(`@`)[0];return e.find(e=>e.runtime===n)??null}function _l(e,t){return e===0&&t.inFlight<t.slots?0:t.p50DurationMs==null||t.slots<=0?null:t.p50DurationMs*Math.ceil((e+1)/t.slots)}function vl(e){let t=[],n=[];return e.split(`
`).forEach((e,r)=>{let i=e.trim();if(!i||i.startsWith(`#`))return;let a=i.indexOf(`=`),o=(a<0?i:i.slice(0,a)).trim();if(!/^[A-Za-z_][A-Za-z0-9_]*$/.test(o)){n.push(`line ${r+1}: "${o}" is not a variable name`);return}if(a<0){n.push(`line ${r+1}: want NAME=value or NAME=@secret`);return}let s=i.slice(a+1);s.startsWith(`@`)&&s.length>1?t.push({name:o,secretRef:s.slice(1)}):t.push({name:o,value:s})}),{vars:t,problems:n}}function yl(e){let t=e.versions.filter(e=>!e.archived).sort((e,t)=>t.version-e.version);if(t.length===0)return[];let n=t.flatMap(e=>e.tags).sort();return[e.name,...n.map(t=>`${e.name}@${t}`),...t.map(t=>`${e.name}@${t.version}`)]}function bl(e,t,n){let r=t.trim(),i=e.trim(),a=i?{harnessRef:i}:{harness:n};return r&&(a.model=r),a}function xl(e){let t=e.trim();return t===`auto`||t.includes(`,`)}var Sl={runtime:``,harnessRef:``,model:``,task:`Write 42 to answer.txt`,harness:`web`,command:`echo solving; echo 42 > answer.txt`,test:`grep -q 42 answer.txt`,env:``,timeout:`60`,priority:`INTERACTIVE`,placement:``,image:``,repoUrl:``,repoRef:``,cpu:``,memoryMb:``,webhookUrl:``,judgeRubric:``,judgeModel:``,judgeThreshold:``};function Cl(e,t={}){let n=vl(e.env).vars,r=e.test.trim()?[{kind:`TESTS_PASS`,command:tr(e.test)}]:[],i=[];if(e.judgeRubric.trim()){let t={kind:`JUDGE`,rubric:e.judgeRubric.trim()};e.judgeModel.trim()&&(t.model=e.judgeModel.trim()),e.judgeThreshold.trim()!==``&&!isNaN(Number(e.judgeThreshold))&&(t.passThreshold=Number(e.judgeThreshold)),i.push(t)}let a=[...r,...i,...t.graders??[]],o={...t,task:e.task,timeoutSec:Number(e.timeout)||void 0,graders:a.length?a:void 0};e.image.trim()&&(o.image=e.image.trim()),e.repoUrl.trim()&&(o.repo=e.repoRef.trim()?{url:e.repoUrl.trim(),ref:e.repoRef.trim()}:{url:e.repoUrl.trim()});let s=Number(e.cpu)||void 0,c=Math.round(Number(e.memoryMb))||void 0;return(s||c)&&(o.resources={cpu:s,memoryMb:c}),{runtime:e.runtime.trim(),priority:e.priority,...e.webhookUrl.trim()?{webhookUrl:e.webhookUrl.trim()}:{},...xl(e.runtime)&&e.placement?{placement:e.placement}:{},trigger:`web`,...bl(e.harnessRef,e.model,{name:e.harness||`web`,command:tr(e.command),env:n}),case:o}}function wl(e){return!e||e.length===0?``:e.length===3&&(e[0]===`sh`||e[0]===`bash`||e[0]===`/bin/sh`)&&e[1]===`-c`&&(e[0]===`sh`||e[0]===`/bin/sh`)?e[2]:e.map(Tl).join(` `)}function Tl(e){return e!==``&&/^[A-Za-z0-9_@%+=:,./-]+$/.test(e)?e:`'${e.replace(/'/g,`'\\''`)}'`}function El(e){let t=[],n=e.case,r=n.graders.map(Ol),i=r.findIndex(e=>e.kind===`TESTS_PASS`&&Dl(e.command)),a=i>=0?wl(r[i].command):``,o=r.findIndex(e=>e.kind===`JUDGE`&&e.rubric&&!e.samples&&!e.inputs?.length&&e.max==null),s=o>=0?r[o]:null,c=r.filter((e,t)=>t!==i&&t!==o),l=e.harness.env.map(e=>e.secretRef?`${e.name}=@${e.secretRef}`:`${e.name}=`),u=e.harness.env.filter(e=>!e.secretRef).map(e=>e.name);u.length&&!e.harness.registered&&t.push(`the value of ${u.join(`, `)} (a literal value is never shown: type it again)`),n.files.length&&t.push(`the seed files ${n.files.map(e=>e.path).join(`, `)} (their contents are never shown)`);let d={};n.browser&&(d.browser=!0),n.osUse&&(d.osUse=!0),n.expected&&(d.expected=n.expected),c.length&&(d.graders=c);let f=!!e.harness.registered;return{form:{runtime:e.runtime,harnessRef:f?`${e.harness.name}@${e.harness.version}`:``,model:e.model??``,task:n.task,harness:e.harness.name,command:f?``:wl(e.harness.command),test:a,env:f?``:l.join(`
`),timeout:n.timeoutSec?String(n.timeoutSec):``,priority:e.priority,placement:e.placementPolicy??``,image:n.image,repoUrl:n.repo?.url??``,repoRef:n.repo?.ref??``,cpu:n.resources.cpu?String(n.resources.cpu):``,memoryMb:n.resources.memoryMb?String(n.resources.memoryMb):``,webhookUrl:``,judgeRubric:s?.rubric??``,judgeModel:s?.model??``,judgeThreshold:s?.passThreshold==null?``:String(s.passThreshold)},carried:d,lost:t}}function Dl(e){return!!e&&e.length===3&&e[0]===`sh`&&e[1]===`-c`}function Ol(e){let t={kind:e.kind};return e.command?.length&&(t.command=e.command),e.max!=null&&(t.max=e.max),e.kind===`JUDGE`&&(e.rubric&&(t.rubric=e.rubric),e.model&&(t.model=e.model),e.samples&&(t.samples=e.samples),e.passThreshold!=null&&(t.passThreshold=e.passThreshold),e.inputs?.length&&(t.inputs=e.inputs)),t}var kl=new Set([`priority`,`kind`,`inputs`]);function Al(e,t=``,n=``){if(Array.isArray(e))return`[${e.map(e=>Al(e,t,n)).join(`, `)}]`;if(typeof e==`object`&&e){let t=n+`  `,r=Object.entries(e).filter(([,e])=>e!==void 0).map(([e,n])=>`${t}${e}: ${Al(n,e,t)}`);return r.length?`{\n${r.join(`
`)}\n${n}}`:`{}`}return typeof e==`string`?kl.has(t)&&/^[A-Z_]+$/.test(e)?e:JSON.stringify(e):String(e)}function jl(e){return`mutation {\n  submitRun(input: ${Al(e,``,`  `)}) {\n    id\n    correlationId\n  }\n}\n`}function Ml(e){let t=[`everdict`,`run`,`submit`,`--runtime`,e.runtime,`--task`,e.case.task],n=[],r=e.case,i=(r.graders??[]).filter(e=>e.kind===`TESTS_PASS`&&Dl(e.command));i.length&&t.push(`--test`,i[0].command[2]),(r.graders??[]).length>i.slice(0,1).length&&n.push(`graders other than one test command`),r.timeoutSec&&t.push(`--timeout`,`${r.timeoutSec}s`),r.repo?.url&&t.push(`--repo`,r.repo.ref?`${r.repo.url}@${r.repo.ref}`:r.repo.url),e.model&&t.push(`--model`,e.model),e.placement&&t.push(`--placement`,e.placement.toLowerCase()),e.priority&&e.priority!==`INTERACTIVE`&&n.push(`priority ${e.priority}`),e.webhookUrl&&n.push(`webhookUrl`);for(let[e,t]of[[`image`,r.image],[`browser`,r.browser],[`osUse`,r.osUse],[`resources`,r.resources],[`expected`,r.expected]])t&&n.push(e);return e.harnessRef?t.push(`--harness`,e.harnessRef):e.harness&&(e.harness.env?.length&&n.push(`env`),t.push(`--harness`,e.harness.name,`--`,...e.harness.command)),{command:t.map(Tl).join(` `),left:n}}var Nl=new Set([`image/png`,`image/jpeg`,`image/gif`,`image/webp`]);function Pl(e){return Nl.has(e.contentType)&&e.url.startsWith(`/`)&&!e.url.startsWith(`//`)}function Fl(e){let t=e.filter(Pl),n=e.filter(e=>!Pl(e));return t.sort((e,t)=>Number(t.kind===`screenshot`)-Number(e.kind===`screenshot`)),{images:t,files:n}}function Il(e){if(!Number.isFinite(e)||e<0)return`—`;if(e<1024)return`${e} B`;let t=[`KiB`,`MiB`,`GiB`,`TiB`],n=e/1024,r=0;for(;n>=1024&&r<t.length-1;)n/=1024,r++;return`${n.toFixed(1)} ${t[r]}`}function Ll(e){let t=e.lastIndexOf(`/`);return t<0?e:e.slice(t+1)}var Rl=24e4;function zl({id:e,version:t}){let[n,r]=B(null),[i,a]=B(null);if(V(()=>{let t=!0,n=()=>W(rn,{id:e}).then(e=>{t&&(r(e.run??null),a(null))}).catch(e=>t&&a(Lt(e)));n();let i=setInterval(n,Rl);return()=>{t=!1,clearInterval(i)}},[e,t]),i)return G(K,{error:i});let o=n?.result?.artifactsDropped??[];if(!n||n.artifacts.length===0&&o.length===0)return null;let{images:s,files:c}=Fl(n.artifacts),l=n.artifacts.reduce((e,t)=>e+t.size,0);return G(`section`,{class:`artifacts`,"data-testid":`artifacts`,children:[G(`h2`,{children:[`Artifacts`,` `,G(`span`,{class:`muted`,children:[n.artifacts.length,` `,n.artifacts.length===1?`file`:`files`,`, `,Il(l)]})]}),s.length>0&&G(`div`,{class:`gallery`,children:s.map(e=>G(`figure`,{"data-testid":`artifact-image`,"data-kind":e.kind,children:[G(`a`,{href:e.url,target:`_blank`,rel:`noopener noreferrer`,children:G(`img`,{src:e.url,alt:e.name,loading:`lazy`,referrerpolicy:`no-referrer`})}),G(`figcaption`,{children:[e.kind===`screenshot`&&G(`span`,{class:`badge`,children:`screenshot`}),` `,e.name,` `,G(`span`,{class:`muted`,children:Il(e.size)})]})]}))}),c.length>0&&G(`table`,{class:`compact`,"data-testid":`artifact-files`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`File`}),G(`th`,{children:`Kind`}),G(`th`,{children:`Size`}),G(`th`,{children:`Type`}),G(`th`,{children:`SHA-256`})]})}),G(`tbody`,{children:c.map(e=>G(`tr`,{children:[G(`td`,{children:[G(`a`,{href:e.url,download:Ll(e.name),rel:`noopener noreferrer`,children:e.name}),e.attempt>1&&G(`span`,{class:`muted`,children:[` (attempt `,e.attempt,`)`]})]}),G(`td`,{children:e.kind}),G(`td`,{children:Il(e.size)}),G(`td`,{children:G(`code`,{children:e.contentType})}),G(`td`,{children:G(`code`,{title:e.sha256,children:e.sha256.slice(0,12)})})]}))})]}),o.length>0&&G(`details`,{"data-testid":`artifacts-dropped`,children:[G(`summary`,{children:[o.length,` `,o.length===1?`file was`:`files were`,` not kept`]}),G(`ul`,{children:o.map(e=>G(`li`,{children:[G(`code`,{children:e.name}),`: `,e.reason]}))})]})]})}function Bl(e,t,n,r){let i=e.protocol===`https:`?`wss:`:`ws:`,a=t.includes(`?`)?`&`:`?`;return`${i}//${e.host}${t}${a}cols=${Vl(n)}&rows=${Vl(r)}`}function Vl(e){return Math.max(1,Math.min(1e3,Math.floor(e)||1))}function Hl(e,t){return JSON.stringify({type:`resize`,cols:Vl(e),rows:Vl(t)})}function Ul(e){return e.trim()===``?null:[`sh`,`-c`,e]}function Wl(e,t){switch(e){case`NOT_FOUND`:return`Only the run's creator or an admin of its tenant can look inside it.`;case`FAILED_PRECONDITION`:return t;default:return t}}var Gl=(function(){let e=typeof document<`u`&&document.createElement(`link`).relList;return e&&e.supports&&e.supports(`modulepreload`)?`modulepreload`:`preload`})(),Kl=function(e){return`/static/app/`+e},ql={},Jl=function(e){return e.pathname.endsWith(`.css`)},Yl=function(e,t,n){if(t in e)return e[t];let r=n();if(!r){e[t]=void 0;return}let i=r.then(()=>{e[t]=void 0},n=>{throw e[t]=void 0,n});return e[t]=i,i},Xl=function(e,t,n){let r=Promise.resolve();if(t&&t.length>0){let e,i=document.querySelector(`meta[property=csp-nonce]`),a=i?.nonce||i?.getAttribute(`nonce`);function o(e){return Promise.all(e.map(e=>Promise.resolve(e).then(e=>({status:`fulfilled`,value:e}),e=>({status:`rejected`,reason:e}))))}function s(e){return import.meta.resolve?new URL(import.meta.resolve(e)):new URL(e,import.meta.url)}r=o(t.map(t=>{t=Kl(t,n);let r=s(t),i=Jl(r);return Yl(ql,r.href,()=>{if(e===void 0){e={all:new Set,styles:new Set};let t=document.getElementsByTagName(`link`);for(let n=t.length-1;n>=0;n--){let r=t[n];e.all.add(r.href),r.rel===`stylesheet`&&e.styles.add(r.href)}}if((i?e.styles:e.all).has(r.href))return;let t=document.createElement(`link`);if(t.rel=i?`stylesheet`:Gl,i||(t.as=`script`),t.crossOrigin=``,t.href=r.href,a&&t.setAttribute(`nonce`,a),document.head.appendChild(t),i)return new Promise((e,n)=>{let i=a=>{t.removeEventListener(`load`,i),t.removeEventListener(`error`,i),a.type===`error`?n(Error(`Unable to preload CSS for ${r}`)):e(a)};t.addEventListener(`load`,i),t.addEventListener(`error`,i)})})}).filter(e=>e!==void 0))}function i(e){let t=new Event(`vite:preloadError`,{cancelable:!0});if(t.payload=e,window.dispatchEvent(t),!t.defaultPrevented)throw e}return r.then(t=>{for(let e of t||[])e.status===`rejected`&&i(e.reason);return e().catch(i)})};function Zl({id:e,screen:t,onSaved:n}){return G(`section`,{class:`inside`,"aria-labelledby":`inside-title`,children:[G(`h2`,{id:`inside-title`,children:`Inside the run`}),G($l,{id:e}),G(eu,{id:e}),t&&G(tu,{id:e,onSaved:n})]})}function Ql({error:e}){return e?e.notAvailable?G(K,{error:e}):G(`p`,{class:`error`,role:`alert`,"data-testid":`inside-refused`,children:[G(`code`,{children:e.code}),` `,Wl(e.code,e.message)]}):null}function $l({id:e}){let[t,n]=B(``),[r,i]=B(!1),[a,o]=B(null),[s,c]=B(``),[l,u]=B(null);async function d(n){n.preventDefault();let r=Ul(t);if(!r)c(`type a command`);else{c(``),i(!0),o(null);try{u((await W(un,{id:e,command:r})).execInRun)}catch(e){o(Lt(e))}finally{i(!1)}}}return G(`form`,{class:`exec`,"aria-label":`Run a command in the sandbox`,onSubmit:d,children:[G(`label`,{children:[`Command `,G(`span`,{class:`muted`,children:`(run as sh -c)`}),G(`input`,{name:`command`,value:t,placeholder:`ls -la; cat out.log | tail`,onInput:e=>n(e.target.value)})]}),G(`button`,{type:`submit`,disabled:r,children:r?`Running…`:`Run`}),s&&G(`span`,{class:`error`,children:s}),G(Ql,{error:a}),l&&G(`div`,{"data-testid":`exec-result`,children:[G(`p`,{class:`muted`,children:[`exit code `,G(`strong`,{"data-testid":`exec-exit`,children:l.exitCode}),l.timedOut&&` — killed at its timeout`,l.truncated&&` — output cut at the limit`]}),G(`pre`,{class:`output`,"data-testid":`exec-stdout`,children:l.stdout}),l.stderr&&G(`pre`,{class:`output stderr`,"data-testid":`exec-stderr`,children:l.stderr})]})]})}function eu({id:e}){let t=U(null),n=U(null),[r,i]=B(`closed`),[a,o]=B(null);V(()=>()=>s(),[e]);function s(){n.current?.ws.close(),n.current?.term.dispose(),n.current=null}async function c(){i(`opening`),o(null);try{let[{issueTerminalTicket:r},a]=await Promise.all([W(dn,{id:e}),Xl(()=>import(`./xterm-BMsy1fDS.js`),[]),Xl(()=>Promise.resolve({}),__vite__mapDeps([0]))]).then(([e,t])=>[e,t]),o=new a.Terminal({cols:100,rows:24,cursorBlink:!0,fontSize:13});o.open(t.current);let s=new WebSocket(Bl(location,r.url,100,24));s.binaryType=`arraybuffer`;let c=new TextEncoder;s.onopen=()=>{i(`open`),o.focus()},s.onmessage=e=>o.write(typeof e.data==`string`?e.data:new Uint8Array(e.data)),s.onclose=()=>i(e=>e===`closed`?e:`ended`),o.onData(e=>s.readyState===WebSocket.OPEN&&s.send(c.encode(e))),o.onResize(({cols:e,rows:t})=>s.readyState===WebSocket.OPEN&&s.send(Hl(e,t))),n.current={ws:s,term:o}}catch(e){o(Lt(e)),i(`closed`)}}return G(`div`,{class:`terminal-pane`,children:[G(`div`,{class:`head`,children:[G(`h3`,{children:`Terminal`}),r===`closed`||r===`ended`?G(`button`,{onClick:()=>{s(),c()},children:r===`ended`?`Open a new terminal`:`Open terminal`}):G(`button`,{onClick:()=>{s(),i(`closed`)},disabled:r===`opening`,children:`Close terminal`})]}),G(Ql,{error:a}),r===`ended`&&G(`p`,{class:`muted`,"data-testid":`terminal-ended`,children:`The session ended.`}),G(`div`,{ref:t,class:`terminal`,"data-testid":`terminal`,"data-state":r})]})}function tu({id:e,onSaved:t}){let[n,r]=B(!1),[i,a]=B(!1),[o,s]=B(null),[c,l]=B(null),[u,d]=B(null);return V(()=>{if(n)return d(null),gt(fn,{id:e},{next:e=>l(e.runScreen),error:e=>{d(e),r(!1)},complete:()=>r(!1)})},[e,n]),G(`div`,{class:`screen-pane`,children:[G(`div`,{class:`head`,children:[G(`h3`,{children:`Screen`}),G(`button`,{"aria-pressed":n,onClick:()=>r(!n),children:n?`Stop watching`:`Watch the screen`}),G(`button`,{"data-testid":`save-screen`,disabled:i,title:`Keep the screen as it is now among the run's artifacts`,onClick:()=>{a(!0),d(null),s(null),W(pn,{id:e}).then(e=>{s(e.saveRunScreen.name),t()}).catch(e=>d(Lt(e))).finally(()=>a(!1))},children:i?`Saving…`:`Save this frame`})]}),G(Ql,{error:u}),o&&G(`p`,{class:`muted`,"data-testid":`screen-saved`,children:[`Kept as `,G(`code`,{children:o}),` among the run's artifacts.`]}),c?.png&&G(`img`,{"data-testid":`screen`,alt:`The run's browser, live`,src:`data:image/png;base64,${c.png}`}),c?.unavailable&&G(`p`,{class:`muted`,children:c.unavailable})]})}var nu=()=>({fg:null,bg:null,bold:!1,dim:!1,italic:!1,underline:!1});function ru(e){let t=[];return e.fg!=null&&t.push(`ansi-fg-${e.fg}`),e.bg!=null&&t.push(`ansi-bg-${e.bg}`),e.bold&&t.push(`ansi-bold`),e.dim&&t.push(`ansi-dim`),e.italic&&t.push(`ansi-italic`),e.underline&&t.push(`ansi-underline`),t.join(` `)}function iu(e,t){t.length===0&&(t=[0]);for(let n=0;n<t.length;n++){let r=t[n];if(r===0)Object.assign(e,nu());else if(r===1)e.bold=!0;else if(r===2)e.dim=!0;else if(r===3)e.italic=!0;else if(r===4)e.underline=!0;else if(r===22)e.bold=e.dim=!1;else if(r===23)e.italic=!1;else if(r===24)e.underline=!1;else if(r>=30&&r<=37)e.fg=r-30;else if(r>=90&&r<=97)e.fg=r-90+8;else if(r===39)e.fg=null;else if(r>=40&&r<=47)e.bg=r-40;else if(r>=100&&r<=107)e.bg=r-100+8;else if(r===49)e.bg=null;else if((r===38||r===48)&&t[n+1]===5){let i=t[n+2];i!=null&&i<16&&(r===38?e.fg=i:e.bg=i),n+=2}else(r===38||r===48)&&t[n+1]===2&&(n+=4)}}function au(e){let t=e.replace(/\r+$/,``),n=t.lastIndexOf(`\r`);return n<0?t:t.slice(n+1)}var ou=/\x1b\[([0-9;?]*)([@-~])|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]/g;function su(e){let t=au(e),n=[],r=nu(),i=0,a=e=>{if(!e)return;let t=ru(r),i=n[n.length-1];i&&i.cls===t?i.text+=e:n.push({text:e,cls:t})};ou.lastIndex=0;for(let e=ou.exec(t);e;e=ou.exec(t))a(t.slice(i,e.index)),i=e.index+e[0].length,e[2]===`m`&&iu(r,e[1]?e[1].split(`;`).map(e=>Number(e)||0):[]);return a(t.slice(i)),n}function cu(e){return su(e).map(e=>e.text).join(``)}function lu(e){let t=/^#L(\d+)(?:-L?(\d+))?$/.exec(e);if(!t)return null;let n=Number(t[1]),r=t[2]?Number(t[2]):n;return n<1||r<1?null:{from:Math.min(n,r),to:Math.max(n,r)}}function uu(e){return e.from===e.to?`#L${e.from}`:`#L${e.from}-L${e.to}`}var du=1e3;function fu(e){return Math.floor((e-1)/du)*du+1}function pu(e,t,n,r,i=20){return{from:Math.max(1,Math.floor(e/n)+1-i),to:Math.min(r,Math.ceil((e+t)/n)+i)}}function mu(e,t){let n=[];for(let r=fu(e.from);r<=e.to;r+=du)for(let i=Math.max(r,e.from);i<=Math.min(r+du-1,e.to);i++)if(!t(i)){n.push(r);break}return n}var hu=/^\s*(?:::group::|##\[group\])(.*)$/,gu=/^\s*(?:::endgroup::|##\[endgroup\])\s*$/;function _u(e){if(!e.includes(`group`))return null;let t=hu.exec(e);return t?{start:t[1].trim()}:gu.test(e)?`end`:null}function vu(e,t){let n=[],r=null;for(let i=1;i<=e;i++){let e=t(i);if(e===void 0){r=null;continue}let a=_u(e);a!==null&&(a===`end`?r&&=(r.end=i,null):(r&&(r.end=i-1),r={start:i,end:null,title:a.start},n.push(r)))}return n}function yu(e,t){let n=0,r=e.length-1;for(;n<=r;){let i=n+r>>1;e[i].start>t?r=i-1:n=i+1}let i=e[r];return i&&(i.end===null||t<=i.end)&&t>=i.start?i:void 0}var bu=class e{rows;hidden;before;constructor(e,t){this.hidden=t,this.before=[0];for(let e of t)this.before.push(this.before[this.before.length-1]+e.to-e.from+1);this.rows=e-this.before[this.before.length-1]}static of(t,n,r){let i=[];for(let e of n)e.end===null||e.end<=e.start||r(e)||i.push({from:e.start+1,to:Math.min(e.end,t)});return new e(t,i)}get key(){return this.hidden.map(e=>`${e.from}-${e.to}`).join(`,`)}idx(e){let t=0,n=this.hidden.length-1;for(;t<=n;){let r=t+n>>1;this.hidden[r].from>e?n=r-1:t=r+1}return n}isHidden(e){let t=this.idx(e);return t>=0&&e<=this.hidden[t].to}rowOf(e){let t=this.idx(e);if(t<0)return e;let n=this.hidden[t];return e<=n.to?n.from-1-this.before[t]:e-this.before[t+1]}seqs(e){let t=[];if(e.to<e.from)return t;let n=e.from,r=0;for(;r<this.hidden.length&&this.hidden[r].from<=n;)n+=this.hidden[r].to-this.hidden[r].from+1,r++;for(let i=e.from;i<=e.to;i++)for(t.push(n),n++;r<this.hidden.length&&this.hidden[r].from===n;)n=this.hidden[r].to+1,r++;return t}},xu=20,Su=2e3,Cu=(()=>{let e=[];for(let t=0;t<du/100;t++)e.push(`p${t}: logs(fromSeq: $f${t}, first: 100) { seq stream text at }`);return`query RunLogPage($id: ID!, ${[...Array(du/100)].map((e,t)=>`$f${t}: Int`).join(`, `)}) { run(id: $id) { id ${e.join(` `)} } }`})();function wu({id:e}){let t=U(new Map),n=U(new Set),[r,i]=B(0),[a,o]=B(null),[s,c]=B(!1),[l,u]=B(()=>lu(location.hash)),[d,f]=B(()=>lu(location.hash)==null),[p,m]=B(!1),[h,g]=B({from:1,to:0}),[_,v]=B(()=>new Map),y=U(null),[b,x]=B(()=>lu(location.hash)?.from??null),[S,C]=B(``),w=U(null),[T,E]=B(``),[D,O]=B(null),[k,A]=B(0),j=()=>i(e=>e+1);V(()=>{t.current=new Map,n.current=new Set,o(null),c(!1);let r=()=>{},i=!0,a=0,s=[],l=()=>{a=0;let e=0;for(let n of s)t.current.set(n.seq,n),e=Math.max(e,n.seq);s=[],o(t=>Math.max(t??0,e)),j()};return W(sn,{id:e}).catch(()=>null).then(t=>{if(!i)return;let n=t?.run?.lastLogSeq??0;o(e=>Math.max(e??0,n)),r=gt(on,{id:e,fromSeq:Math.max(0,n-Su)},{next:e=>{s.push(e.runLogs),a||=requestAnimationFrame(l)},complete:()=>c(!0)})}),()=>{i=!1,r(),a&&cancelAnimationFrame(a)}},[e]);let M=a??0,[ee,te]=[D?.q.toLowerCase()??``,D?.seqs[k]],ne=ye(()=>vu(M,e=>{let n=t.current.get(e);return n&&(n.text.includes(`group`)?cu(n.text):``)}),[M,r]),re=U(ne);re.current=ne;let ie=e=>{let t=_.get(e.start);if(t!==void 0)return t;let n=t=>t!=null&&t>e.start&&(e.end===null||t<=e.end);return n(l?.from)||n(te)||n(b)},N=ye(()=>bu.of(M,ne,ie),[M,ne,_,l?.from,te,b]);V(()=>{if(h.to<h.from)return;let r=N.seqs({from:h.from,to:Math.min(h.to,N.rows)});if(r.length===0)return;let i={from:r[0],to:r[r.length-1]};for(let r of mu(i,e=>t.current.has(e)||N.isHidden(e))){if(n.current.has(r))continue;n.current.add(r);let i={id:e};for(let e=0;e<du/100;e++)i[`f${e}`]=r-1+e*100;et(Cu,i).then(e=>{for(let[n,r]of Object.entries(e.run??{}))if(n.startsWith(`p`))for(let e of r)t.current.set(e.seq,e);j()}).catch(e=>C(`Could not load lines ${r}–${r+du-1}: ${e instanceof Error?e.message:e}`)).finally(()=>n.current.delete(r))}},[h.from,h.to,N,e]);let P=()=>{let e=w.current;if(!e)return;let t=pu(e.scrollTop,e.clientHeight,xu,N.rows);g(e=>e.from===t.from&&e.to===t.to?e:t);let n=Math.floor(e.scrollTop/xu)+1;y.current=n<=N.rows?{seq:N.seqs({from:n,to:n})[0],offset:e.scrollTop-(n-1)*xu}:null};H(()=>{let e=w.current;if(e){if(b!=null&&M>=b)e.scrollTop=Math.max(0,(N.rowOf(b)-1)*xu-e.clientHeight/2+xu),x(null);else if(d&&b==null)e.scrollTop=e.scrollHeight;else if(y.current){let t=(N.rowOf(y.current.seq)-1)*xu+y.current.offset;Math.abs(e.scrollTop-t)>=1&&(e.scrollTop=t)}P()}},[M,d,b,r,N.key]),V(()=>{let e=()=>{let e=lu(location.hash);e&&F(e)};return window.addEventListener(`hashchange`,e),()=>window.removeEventListener(`hashchange`,e)},[]);function F(e){f(!1),v(t=>{let n=yu(re.current,e.from);if(!n||n.start===e.from||!t.has(n.start))return t;let r=new Map(t);return r.delete(n.start),r}),u(e),x(e.from),history.replaceState(null,``,uu(e))}function I(){let e=w.current;e&&(!(e.scrollHeight-e.scrollTop-e.clientHeight<xu)&&d&&f(!1),P())}V(()=>{let t=T.trim();if(!t){O(null);return}let n=!0,r=setTimeout(()=>{W(cn,{id:e,query:t}).then(e=>{if(!n||!e.run)return;let r=e.run.logSearch;O({q:t,total:r.total,seqs:r.seqs}),A(0),r.seqs.length&&F({from:r.seqs[0],to:r.seqs[0]})}).catch(()=>n&&O({q:t,total:0,seqs:[]}))},120);return()=>{n=!1,clearTimeout(r)}},[T,e]);async function L(t){if(!D||D.total===0)return;let n=k+t,r=D.seqs;if(n>=r.length&&r.length<D.total){let t=await W(cn,{id:e,query:D.q,after:r[r.length-1]});r=[...r,...t.run?.logSearch.seqs??[]],O({...D,seqs:r})}n>=r.length&&(n=0),n<0&&(n=r.length-1),A(n),F({from:r[n],to:r[n]})}async function R(){C(``);let t=await fetch(`/runs/${encodeURIComponent(e)}/logs.txt`,{headers:{Authorization:`Bearer ${qe()}`}});if(!t.ok){C(t.status===404?`The log is not there: the run may have been deleted.`:`The download failed (${t.status}).`);return}let n=URL.createObjectURL(await t.blob()),r=document.createElement(`a`);r.href=n,r.download=`evd-run-${e}.log`,document.body.appendChild(r),r.click(),r.remove(),setTimeout(()=>URL.revokeObjectURL(n),1e4)}let ae=ye(()=>N.seqs({from:h.from,to:Math.min(h.to,N.rows)}),[h.from,h.to,N]),oe=e=>{let t=w.current;t&&(y.current={seq:e.start,offset:t.scrollTop-(N.rowOf(e.start)-1)*xu}),f(!1),v(t=>new Map(t).set(e.start,!ie(e)))};return G(`div`,{class:`logs-panel`,children:[G(`div`,{class:`head`,children:[G(`h2`,{children:[`Logs `,G(`span`,{class:`muted`,children:[M.toLocaleString(),` lines`]}),!s&&G(`span`,{class:`live`,title:`streaming`,"aria-label":`streaming`})]}),G(`div`,{class:`toolbar`,children:[G(`label`,{children:[G(`input`,{type:`checkbox`,checked:d,onChange:e=>(f(e.currentTarget.checked),e.currentTarget.checked&&x(null))}),` Follow`]}),G(`label`,{children:[G(`input`,{type:`checkbox`,checked:p,onChange:e=>m(e.currentTarget.checked)}),` Timestamps`]}),G(`input`,{"aria-label":`Search the logs`,placeholder:`search the whole log`,value:T,onInput:e=>E(e.currentTarget.value),onKeyDown:e=>{e.key===`Enter`&&L(e.shiftKey?-1:1)}}),D&&G(`span`,{class:`muted`,"data-testid":`log-hits`,children:D.total===0?`no match`:`${k+1} of ${D.total}`}),G(Tu,{onGo:e=>F({from:e,to:e})}),G(`button`,{type:`button`,onClick:()=>void R(),"data-testid":`log-download`,children:`Download`})]})]}),S&&G(`p`,{class:`error`,role:`alert`,children:S}),G(`div`,{class:`logs`,ref:w,onScroll:I,tabIndex:0,"aria-label":`log lines`,"data-testid":`logs`,style:{position:`relative`},children:[G(`div`,{style:{height:`${N.rows*xu}px`,position:`relative`},children:ae.map((e,n)=>{let r=t.current.get(e),i=r?cu(r.text):``,a=r&&ee&&i.toLowerCase().includes(ee),o=l&&e>=l.from&&e<=l.to,s=yu(ne,e),c=s?.start===e?s:void 0,u=s&&!c?e===s.end?` group-end`:` in-group`:``;return G(`div`,{"data-seq":e,class:`line ${r?.stream??`pending`}${a?` hit`:``}${e===te?` current`:``}${o?` selected`:``}${c?` group-head`:``}${u}`,style:{top:`${(h.from+n-1)*xu}px`},children:[G(`a`,{class:`seq`,href:`#L${e}`,onClick:t=>{t.preventDefault(),F(t.shiftKey&&l?{from:Math.min(l.from,e),to:Math.max(l.to,e)}:{from:e,to:e})},tabIndex:-1,children:e}),p&&G(`span`,{class:`at`,children:r?new Date(r.at).toISOString().slice(11,23):``}),c?G(`button`,{type:`button`,class:`group-toggle`,"aria-expanded":c.end===null||ie(c),disabled:c.end===null||c.end<=c.start,title:c.end===null?`the group has not ended (or its end is not loaded yet)`:`lines ${c.start+1}–${c.end}`,onClick:()=>oe(c),children:[c.end===null||ie(c)?`▾`:`▸`,` `,c.title||`group`,c.end!==null&&G(`span`,{class:`muted`,children:[` `,(c.end-c.start-1).toLocaleString(),` lines`]})]}):G(`span`,{class:`text`,children:r?su(r.text).map(e=>e.cls?G(`span`,{class:e.cls,children:e.text}):e.text):G(`span`,{class:`muted`,children:`…`})})]},e)})}),M===0&&G(`span`,{class:`muted empty`,children:s?`No log lines.`:`Waiting for log lines…`})]})]})}function Tu({onGo:e}){let[t,n]=B(``);return G(`form`,{class:`inline`,onSubmit:n=>{n.preventDefault();let r=Number(t);Number.isInteger(r)&&r>0&&e(r)},children:[G(`input`,{"aria-label":`Jump to line`,placeholder:`line`,inputMode:`numeric`,size:6,value:t,onInput:e=>n(e.currentTarget.value)}),G(`button`,{children:`Go`})]})}var Eu=e=>e===`SUCCEEDED`||e===`FAILED`;function Du({id:e}){let t=It(nn,{id:e}),[n,r]=B(null),[i,a]=B(null),[o,s]=B(!1),[c,l]=B(0),u=Rt(1e3);V(()=>r(null),[e]),V(()=>gt(an,{id:e},{next:e=>r(e.runUpdated)}),[e]);let d=n??t.data?.run??null,[f,p]=B(null);V(()=>{if(d?.status!==`QUEUED`)return;let t=()=>W(Tn,{}).then(e=>p(gl(e.queue.runtimes,d.runtime))).catch(()=>{});t();let n=setInterval(()=>{W(nn,{id:e}).then(e=>e.run&&r(t=>t&&t.status!==`QUEUED`?t:e.run)).catch(()=>{}),t()},3e3);return()=>clearInterval(n)},[e,d?.status,d?.runtime]);async function m(){s(!0),a(null);try{let t=await W(ln,{id:e});r(t.cancelRun)}catch(e){a(Lt(e))}finally{s(!1)}}if(t.loading&&!d)return G(Nt,{});if(t.error&&!d&&t.error.code!==`NOT_FOUND`&&t.error.code!==`BAD_USER_INPUT`)return G(K,{error:t.error});if(!d)return G(jt,{what:G(y,{children:[`There is no run `,e,` in your tenant.`]})});let h=d.result,g=xt(d);return G(`section`,{children:[G(`div`,{class:`head`,children:[G(`h1`,{children:[d.correlationId,` `,G(kt,{status:d.status,verdict:h?.verdict}),d.phase===`GRADING`&&G(y,{children:[` `,G(`span`,{class:`badge st-running`,"data-testid":`phase`,title:`The harness ended; a judge is grading its evidence.`,children:`GRADING`})]})]}),G(`div`,{class:`actions`,children:[G(`a`,{class:`button`,href:`/submit?from=${encodeURIComponent(e)}`,"data-testid":`rerun`,title:`The submit form, filled in with what this run was given`,children:`Rerun…`}),G(Au,{run:d})]}),!Eu(d.status)&&G(Pt,{label:`Cancel run`,question:`Cancel this run? Its harness is stopped and it fails as CANCELED.`,confirmLabel:`Confirm cancel`,onConfirm:m,busy:o&&`Canceling…`})]}),G(K,{error:i}),G(Ou,{o:g}),d.status===`QUEUED`&&d.waitingReason&&G(`div`,{class:`notice`,"data-testid":`waiting`,children:[G(`strong`,{children:[`Waiting: `,d.waitingReason.code.replace(`_`,` `).toLowerCase()]}),` — `,d.waitingReason.message,d.waitingReason.position>0&&G(`span`,{children:[` (`,d.waitingReason.position,` ahead on its runtime)`]}),f&&G(`div`,{"data-testid":`waiting-holders`,children:[f.runtime,`'s `,f.slots,` slot`,f.slots===1?``:`s`,` held by `,G(il,{load:f}),`; estimated wait`,` `,G(al,{ms:_l(d.waitingReason.position,f)})]})]}),d.error&&G(`div`,{class:`error-panel`,role:`alert`,"data-testid":`run-error`,children:[G(`span`,{class:`badge v-fail`,children:d.error.class}),` `,d.error.code!==d.error.class&&G(`code`,{children:d.error.code}),` `,d.error.message]}),G(Mu,{steps:d.timeline,status:d.status,now:u}),G(`div`,{class:`grid2`,children:[G(`dl`,{class:`facts`,children:[G(`dt`,{children:`Runtime`}),G(`dd`,{children:[d.runtimeVersion!=null||!d.placementPolicy?G(`a`,{href:Cr(d.runtime.split(`@`)[0]),children:d.runtime}):G(`span`,{"data-testid":`unplaced`,children:[`one of `,d.runtime,` `,G(`span`,{class:`muted`,children:[`(`,d.placementPolicy.toLowerCase(),`, chosen at dispatch)`]})]}),d.runtimeVersion!=null&&G(`span`,{class:`muted`,children:[` (version `,d.runtimeVersion,`)`]})]}),G(`dt`,{children:`Harness`}),G(`dd`,{children:[d.harness.name,d.harness.version&&G(`span`,{class:`muted`,children:[` `,d.harness.version]})]}),d.model&&G(y,{children:[G(`dt`,{children:`Model`}),G(`dd`,{"data-testid":`run-model`,children:G(`code`,{children:d.model})})]}),d.liveTrace&&G(y,{children:[G(`dt`,{children:`Agent trace`}),G(`dd`,{"data-testid":`live-trace`,children:nr(d.liveTrace.url)?G(`a`,{href:nr(d.liveTrace.url),target:`_blank`,rel:`noopener noreferrer`,referrerpolicy:`no-referrer`,children:[d.liveTrace.provider.toLowerCase(),` `,G(`code`,{children:d.liveTrace.traceId})]}):G(y,{children:[G(`code`,{children:d.liveTrace.traceId}),` `,G(`span`,{class:`muted`,children:[`(`,d.liveTrace.provider.toLowerCase(),`: no link from a trace id)`]})]})})]}),G(`dt`,{children:`Case`}),G(`dd`,{children:d.case.id}),(d.case.image||d.harness.image)&&G(y,{children:[G(`dt`,{children:`Image`}),G(`dd`,{"data-testid":`case-image`,children:[G(`code`,{children:d.case.image||d.harness.image}),!d.case.image&&G(`span`,{class:`muted`,children:` (the harness's)`})]})]}),d.case.repo&&G(y,{children:[G(`dt`,{children:`Repository`}),G(`dd`,{"data-testid":`case-repo`,children:[G(`code`,{children:d.case.repo.url}),d.case.repo.ref&&G(y,{children:[` `,`at `,G(`code`,{children:d.case.repo.ref})]})]})]}),d.scorecardID!=null&&G(y,{children:[G(`dt`,{children:`Scorecard`}),G(`dd`,{children:[G(`a`,{href:Sr(String(d.scorecardID)),children:[`#`,d.scorecardID]}),d.try>1&&G(`span`,{class:`muted`,children:[` (try `,d.try,`)`]})]})]}),G(`dt`,{children:`Trigger`}),G(`dd`,{children:[d.trigger,` `,G(`span`,{class:`muted`,children:[`by `,d.createdBy]})]}),G(`dt`,{children:`Priority`}),G(`dd`,{children:d.priority.toLowerCase()}),G(`dt`,{children:`Attempt`}),G(`dd`,{children:d.attemptCount}),G(`dt`,{children:`Created`}),G(`dd`,{title:d.createdAt,children:new Date(d.createdAt).toLocaleString()}),G(`dt`,{children:`Duration`}),G(`dd`,{children:Xn(d.startedAt,d.finishedAt,u)}),G(`dt`,{children:`Cost`}),G(`dd`,{children:Jn(d.costUsd)}),d.judgeCostUsd>0&&G(y,{children:[G(`dt`,{children:`Judge cost`}),G(`dd`,{"data-testid":`judge-cost`,children:[Jn(d.judgeCostUsd),` `,G(`span`,{class:`muted`,children:`(apart from the agent's cost)`})]})]})]}),G(`div`,{children:[G(`h2`,{children:[`Result `,G(At,{verdict:h?.verdict})]}),h?G(y,{children:[G(`table`,{class:`compact`,"data-testid":`graders`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Grader`}),G(`th`,{children:`Passed`}),G(`th`,{children:`Value`})]})}),G(`tbody`,{children:h.graders.map((e,t)=>{let n=vt(e.kind,d.case.graders[t]?.max)?`recorded`:Tt(e);return G(`tr`,{"data-outcome":n,class:g.grader===t?`culprit`:void 0,children:[G(`td`,{children:[e.kind,d.case.graders[t]?.max!=null&&G(`span`,{class:`muted`,children:[` ≤ `,d.case.graders[t].max]})]}),G(`td`,{children:n===`recorded`?G(`span`,{class:`muted`,title:`Recorded only: this grader has no limit, so it cannot fail the run.`,children:`recorded`}):n===`unscored`?G(`span`,{class:`badge v-unscored`,children:`unscored`}):n===`passed`?`✓ yes`:`✗ no`}),G(`td`,{children:e.judge?Et(e.judge.score):e.value??`—`})]})})})]}),h.graders.map((e,t)=>e.judge&&G(ku,{g:e,judge:e.judge},t)),G(`dl`,{class:`facts`,children:[G(`dt`,{children:`Latency`}),G(`dd`,{children:Yn(h.latencyMs)}),G(`dt`,{children:`Exit code`}),G(`dd`,{children:h.exitCode??`—`}),h.limitHit&&G(y,{children:[G(`dt`,{children:`Limit hit`}),G(`dd`,{children:h.limitHit})]}),G(`dt`,{children:`Tokens in / out`}),G(`dd`,{children:[Qn(h.usage?.inputTokens),` / `,Qn(h.usage?.outputTokens)]}),G(`dt`,{children:`Steps`}),G(`dd`,{children:h.steps??h.usage?.steps??`—`}),G(`dt`,{children:`Reported cost`}),G(`dd`,{children:Jn(h.usage?.costUsd??h.costUsd)})]}),d.answer!=null&&G(`div`,{"data-testid":`answer`,children:[G(`h3`,{children:`Answer`}),d.answerCut&&G(`p`,{class:`muted`,"data-testid":`answer-cut`,children:`The answer file was longer than 256 KiB: this is its start.`}),d.answer===``?G(`p`,{class:`muted`,children:`The harness wrote no answer.`}):G(`pre`,{class:`output`,children:d.answer})]}),h.output&&G(`details`,{children:[G(`summary`,{children:`Output`}),G(`pre`,{class:`output`,children:h.output})]})]}):G(`p`,{class:`muted`,children:Eu(d.status)?`No result.`:`Not graded yet.`})]})]}),G(`details`,{class:`submitted`,children:[G(`summary`,{children:`What was submitted`}),G(`dl`,{class:`facts`,children:[G(`dt`,{children:`Task`}),G(`dd`,{children:G(`pre`,{children:d.case.task})}),G(`dt`,{children:`Command`}),G(`dd`,{children:G(`code`,{children:JSON.stringify(d.harness.command)})}),d.harness.image&&G(y,{children:[G(`dt`,{children:`Image`}),G(`dd`,{children:d.harness.image})]}),G(`dt`,{children:`Env`}),G(`dd`,{children:d.harness.env.length===0?`—`:d.harness.env.map(e=>G(`span`,{class:`chip`,children:[e.name,e.secretRef&&G(`span`,{class:`muted`,children:[` ← secret `,e.secretRef]})]}))}),d.case.repo&&G(y,{children:[G(`dt`,{children:`Repo`}),G(`dd`,{children:[d.case.repo.url,` `,d.case.repo.ref]})]}),d.case.files.length>0&&G(y,{children:[G(`dt`,{children:`Files`}),G(`dd`,{children:d.case.files.map(e=>e.path).join(`, `)})]}),G(`dt`,{children:`Timeout`}),G(`dd`,{children:[d.case.timeoutSec||300,`s`]}),G(`dt`,{children:`Graders`}),G(`dd`,{children:d.case.graders.map(e=>G(`div`,{children:[e.kind,e.command&&G(`code`,{children:[` `,JSON.stringify(e.command)]}),e.max!=null&&G(`span`,{children:[` ≤ `,e.max]})]}))})]})]}),G(zl,{id:e,version:`${d.status}/${d.attemptCount}/${c}`}),d.status===`RUNNING`&&G(Zl,{id:e,screen:!!d.case.browser||d.case.osUse,onSaved:()=>l(e=>e+1)}),G(wu,{id:e})]})}function Ou({o:e}){return G(`p`,{class:`outcome outcome-${e.tone}`,"data-testid":`outcome`,role:`status`,"aria-live":`polite`,children:[G(`strong`,{children:[e.lead,`:`]}),` `,e.text]})}function ku({g:e,judge:t}){let n=Tt(e);return G(`div`,{class:`card`,"data-testid":`judge`,"data-outcome":n,children:[G(`h3`,{children:[`Judge`,` `,n===`unscored`?G(`span`,{class:`badge v-unscored`,children:`unscored`}):G(`span`,{class:`badge ${n===`passed`?`v-pass`:`v-fail`}`,children:n===`passed`?`pass`:`fail`}),` `,G(`span`,{class:`muted`,children:[`score `,Et(t.score)]})]}),t.selfGraded&&G(`p`,{class:`notice`,"data-testid":`self-graded`,children:[G(`strong`,{children:`Self-graded:`}),` the judge model is the model under test.`]}),t.unscoredReason&&G(`p`,{class:`warn`,"data-testid":`unscored-reason`,children:[`Not graded: `,t.unscoredReason]}),t.reasoning&&G(`pre`,{class:`output judge-reasoning`,"data-testid":`reasoning`,children:t.reasoning}),G(`dl`,{class:`facts`,children:[G(`dt`,{children:`Model`}),G(`dd`,{children:G(`code`,{children:t.judgeModel||`—`})}),G(`dt`,{children:`Template`}),G(`dd`,{children:t.templateVersion||`—`}),G(`dt`,{children:`Calls`}),G(`dd`,{children:t.attempts}),G(`dt`,{children:`Tokens in / out`}),G(`dd`,{children:[Qn(t.usage.inputTokens),` / `,Qn(t.usage.outputTokens)]}),G(`dt`,{children:`Judge cost`}),G(`dd`,{children:Jn(t.usage.costUsd)})]})]})}function Au({run:e}){let t=U(null),n=U(null),{form:r,carried:i,lost:a}=El(e),o=Cl(r,i),s=Ml(o),c=jl(o),l=[...a.map(e=>`not carried: ${e}`),...s.left.length?[`the CLI has no flag for: ${s.left.join(`, `)}`]:[]];return G(`details`,{class:`copy-as`,"data-testid":`copy-as`,children:[G(`summary`,{children:`Copy as…`}),G(`div`,{class:`stack`,children:[G(`div`,{children:[G(Ft,{label:`Copy as CLI`,text:s.command,target:()=>t.current}),G(`pre`,{ref:t,class:`output`,"data-testid":`copy-cli`,children:s.command})]}),G(`div`,{children:[G(Ft,{label:`Copy as GraphQL`,text:c,target:()=>n.current}),G(`pre`,{ref:n,class:`output`,"data-testid":`copy-graphql`,children:c})]}),l.map(e=>G(`p`,{class:`muted`,children:e}))]})]})}var ju={QUEUED:`queued`,DISPATCHED:`dispatched`,HARNESS:`harness`,GRADERS:`graders`,SETTLED:`settled`};function Mu({steps:e,status:t,now:n}){return G(`ol`,{class:`timeline`,"data-testid":`timeline`,children:e.map((r,i)=>{let a=i===e.length-1,o=r.durationMs??(a&&!Eu(t)?n-Date.parse(r.at):null);return G(`li`,{"data-phase":r.phase,title:new Date(r.at).toLocaleString(),children:[G(`strong`,{children:ju[r.phase]??r.phase}),` `,o!=null&&G(`span`,{class:`muted`,children:Yn(o)})]})})})}function Nu(e){let t=e.filter(e=>e.startedAt&&e.finishedAt).map(e=>({t:Date.parse(e.finishedAt)/1e3,secs:(Date.parse(e.finishedAt)-Date.parse(e.startedAt))/1e3,pass:e.status===`SUCCEEDED`&&e.result?.verdict===`PASS`})).sort((e,t)=>e.t-t.t);return{t:t.map(e=>e.t),pass:t.map(e=>e.pass?e.secs:null),fail:t.map(e=>e.pass?null:e.secs)}}var Pu=[`QUEUED`,`RUNNING`,`SUCCEEDED`,`FAILED`],Fu=[`PASS`,`FAIL`,`UNSCORED`],Iu=[`status`,`runtime`,`verdict`,`harness`,`trigger`,`from`,`to`,`case`,`children`,`page`];function Lu(e){let t=(e??``).trim();if(!/^\d{4}-\d{2}-\d{2}$/.test(t))return``;let n=new Date(`${t}T00:00:00Z`);return!isNaN(n.getTime())&&n.toISOString().slice(0,10)===t?t:``}var Ru=e=>`${e}T00:00:00.000Z`,zu=e=>new Date(Date.parse(Ru(e))+864e5).toISOString();function Bu(e){let t=(e.get(`status`)??``).toUpperCase(),n=(e.get(`verdict`)??``).toUpperCase();return{status:Pu.includes(t)?t:``,runtime:(e.get(`runtime`)??``).trim(),verdict:Fu.includes(n)?n:``,harness:(e.get(`harness`)??``).trim(),trigger:(e.get(`trigger`)??``).trim().toLowerCase(),from:Lu(e.get(`from`)),to:Lu(e.get(`to`)),case:(e.get(`case`)??``).trim(),children:e.get(`children`)===`1`?`1`:``,page:e.get(`page`)??``}}function Vu(e,t){let n={...e,...t};return Iu.some(n=>n!==`page`&&n in t&&t[n]!==e[n])&&(n.page=t.page??``),n}function Hu(e){let t=new URLSearchParams;for(let n of Iu)e[n]&&t.set(n,e[n]);let n=t.toString();return n?`?${n}`:``}function Uu(e){return!!(e.status||e.runtime||e.verdict||e.harness||e.trigger||e.from||e.to||e.case||e.children)}function Wu(e){return!!(e.case||e.children)}function Gu(e){let t={};return e.status&&(t.status=e.status),e.verdict&&(t.verdict=e.verdict),e.case&&(t.caseID=e.case),e.harness&&(t.harnessName=e.harness),e.trigger&&(t.trigger=e.trigger),e.from&&(t.createdAtGTE=Ru(e.from)),e.to&&(t.createdAtLT=zu(e.to)),e.runtime&&(e.runtime.includes(`@`)?t.runtimeRef=e.runtime:t.or=[{runtimeRef:e.runtime},{runtimeRefHasPrefix:`${e.runtime}@`}]),t}function Ku(e,t){return t.status&&e.status!==t.status||t.verdict&&e.result?.verdict!==t.verdict||t.case&&e.caseID!==t.case||t.harness&&e.harnessName!==t.harness||t.trigger&&e.trigger!==t.trigger||t.from&&(!e.createdAt||Date.parse(e.createdAt)<Date.parse(Ru(t.from)))||t.to&&(!e.createdAt||Date.parse(e.createdAt)>=Date.parse(zu(t.to)))||!Wu(t)&&e.scorecardID!=null?!1:t.runtime?t.runtime.includes(`@`)?e.runtime===t.runtime:e.runtime===t.runtime||e.runtime.startsWith(`${t.runtime}@`):!0}function qu(){let e=Er(),t=Bu(e.searchParams),n=yr(t.page),r=n=>Tr(e.pathname+Hu(Vu(t,n)),!0),[i,a]=B(``),[o,s]=B(``),c=Rt(5e3),l=It(Qt,{first:25,after:n.after||null,where:Gu(t),includeChildren:Wu(t)});V(()=>gt(tn,{},{next:({runEvents:e})=>l.set(r=>{let i=r.runs.edges??[],a=i.findIndex(t=>t?.node?.id===e.id);if(a>=0){let t=i.slice();return t[a]={...t[a],node:e},{...r,runs:{...r.runs,edges:t}}}if(n.after||!Ku(e,t))return r;let o=[{node:e},...i].slice(0,25);return{...r,runs:{...r.runs,edges:o}}})}),[Hu(t)]);async function u(e){e.preventDefault();let t=er(i);if(!t)s(`Enter a run id, a correlation id (evd-run-42, evd-7-case-t2) or a case id.`);else{if(`run`in t)return Tr(xr(t.run));if(`scorecard`in t){let e={scorecardID:Number(t.scorecard),caseID:t.caseId,...t.try?{try:t.try}:{}};try{let t=(await W(en,{where:e})).runs.edges?.[0]?.node?.id;if(t)return Tr(xr(t))}catch{}}r({case:t.caseId})}}let d=[...new Set((l.data?.runs.edges??[]).flatMap(e=>e?.node?.scorecardID==null?[]:[String(e.node.scorecardID)]))].sort(),[f,p]=B({});V(()=>{let e=d.filter(e=>!(e in f));e.length!==0&&W($t,{ids:e}).then(e=>{let t={};for(let n of e.scorecards.edges??[])n?.node&&(t[n.node.id]=n.node.name);p(e=>({...e,...t}))}).catch(()=>{})},[d.join(`,`)]);let m=(l.data?.runs.edges??[]).flatMap(e=>e?.node?[e.node]:[]),h=Nu(m);return G(`section`,{children:[G(`div`,{class:`head`,children:[G(`h1`,{children:[`Runs `,G(`span`,{class:`live`,title:`updates live`,"aria-label":`live`})]}),G(`a`,{class:`button primary`,href:`/submit`,children:`Submit a run`})]}),G(`div`,{class:`toolbar`,children:[G(`label`,{children:[`Status`,` `,G(`select`,{name:`status`,value:t.status,onChange:e=>r({status:e.currentTarget.value}),children:[G(`option`,{value:``,children:`any`}),Pu.map(e=>G(`option`,{value:e,children:e.toLowerCase()}))]})]}),G(`label`,{children:[`Verdict`,` `,G(`select`,{name:`verdict`,value:t.verdict,onChange:e=>r({verdict:e.currentTarget.value}),children:[G(`option`,{value:``,children:`any`}),Fu.map(e=>G(`option`,{value:e,children:e.toLowerCase()}))]})]}),G(`label`,{children:[`Runtime`,` `,G(`input`,{name:`runtime`,placeholder:`name`,value:t.runtime,onChange:e=>r({runtime:e.currentTarget.value.trim()})})]}),G(`label`,{children:[`Harness`,` `,G(`input`,{name:`harness`,placeholder:`name`,size:12,value:t.harness,onChange:e=>r({harness:e.currentTarget.value.trim()})})]}),G(`label`,{children:[`Trigger`,` `,G(`input`,{name:`trigger`,placeholder:`api, web, cli…`,size:10,list:`run-triggers`,value:t.trigger,onChange:e=>r({trigger:e.currentTarget.value.trim().toLowerCase()})}),G(`datalist`,{id:`run-triggers`,children:[`api`,`web`,`cli`,`mcp`].map(e=>G(`option`,{value:e}))})]}),G(`label`,{title:`Created on or after this day (UTC)`,children:[`From `,G(`input`,{type:`date`,name:`from`,value:t.from,onChange:e=>r({from:e.currentTarget.value})})]}),G(`label`,{title:`Created on or before this day (UTC)`,children:[`To `,G(`input`,{type:`date`,name:`to`,value:t.to,onChange:e=>r({to:e.currentTarget.value})})]}),G(`label`,{title:`Runs of a scorecard are hidden unless this is on`,children:[G(`input`,{type:`checkbox`,name:`children`,checked:t.children===`1`,onChange:e=>r({children:e.currentTarget.checked?`1`:``})}),` `,`Include scorecard runs`]}),t.case&&G(`span`,{class:`chip`,"data-testid":`case-filter`,children:[`case `,t.case,` `,G(`button`,{class:`link`,onClick:()=>r({case:``}),"aria-label":`Clear the case filter`,children:`×`})]}),Uu(t)&&G(`button`,{class:`link`,onClick:()=>Tr(e.pathname,!0),children:`Clear filters`}),G(`form`,{onSubmit:u,class:`inline`,role:`search`,children:[G(`input`,{name:`search`,"aria-label":`Find a run by correlation id`,placeholder:`run id, correlation id or case id`,value:i,onInput:e=>(a(e.currentTarget.value),s(``))}),G(`button`,{children:`Find`})]})]}),o&&G(`p`,{class:`error`,children:o}),l.data&&G(`p`,{class:`muted`,"data-testid":`runs-count`,children:[l.data.runs.totalCount.toLocaleString(),` `,l.data.runs.totalCount===1?`run`:`runs`,Wu(t)?``:` (standalone; turn on Include scorecard runs for a scorecard's)`]}),G(K,{error:l.error}),l.loading&&!l.data?G(Nt,{}):G(`div`,{class:`scroll`,children:G(`table`,{class:`runs`,"data-testid":`runs`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Run`}),G(`th`,{children:`Status`}),G(`th`,{children:`Verdict`}),G(`th`,{children:`Runtime`}),G(`th`,{class:`hide-sm`,children:`Case`}),G(`th`,{class:`hide-sm`,children:`Harness`}),G(`th`,{class:`hide-sm`,children:`Model`}),G(`th`,{class:`hide-sm`,children:`Trigger`}),G(`th`,{class:`hide-sm`,children:`Duration`}),G(`th`,{class:`hide-sm`,children:`Exit`}),G(`th`,{class:`hide-sm`,children:`Cost`}),G(`th`,{children:`Created`})]})}),G(`tbody`,{children:[m.map(e=>G(`tr`,{"data-status":e.status,children:[G(`td`,{children:[G(`a`,{href:xr(e.id),children:e.correlationId}),e.scorecardID!=null&&G(y,{children:[` `,G(`a`,{class:`chip`,href:Sr(String(e.scorecardID)),title:`its scorecard`,children:f[String(e.scorecardID)]??`scorecard #${e.scorecardID}`})]})]}),G(`td`,{children:[G(kt,{status:e.status,verdict:e.result?.verdict}),e.phase===`GRADING`&&G(y,{children:[` `,G(`span`,{class:`badge st-running`,children:`grading`})]})]}),G(`td`,{children:e.error?G(`span`,{class:`badge v-fail`,children:e.error.class}):G(At,{verdict:e.result?.verdict})}),G(`td`,{children:[e.runtime,e.runtimeVersion!=null&&G(`span`,{class:`muted`,children:[`@`,e.runtimeVersion]})]}),G(`td`,{class:`hide-sm case-id`,title:e.caseID,children:G(`a`,{href:Hu(Vu(t,{case:e.caseID})),title:`this case's runs`,children:e.caseID})}),G(`td`,{class:`hide-sm`,children:[e.harnessName,e.harnessVersion&&G(`span`,{class:`muted`,children:[`@`,e.harnessVersion]})]}),G(`td`,{class:`hide-sm`,"data-testid":`run-model`,children:e.model?G(`code`,{children:e.model}):G(`span`,{class:`muted`,children:`—`})}),G(`td`,{class:`hide-sm`,children:e.trigger}),G(`td`,{class:`hide-sm`,children:Xn(e.startedAt,e.finishedAt,c)}),G(`td`,{class:`hide-sm`,"data-testid":`run-exit`,children:e.result?.exitCode??`—`}),G(`td`,{class:`hide-sm`,children:Jn(e.costUsd)}),G(`td`,{title:e.createdAt,children:Zn(e.createdAt,c)})]},e.id)),m.length===0&&G(`tr`,{children:G(`td`,{colSpan:12,class:`muted`,children:[`No runs`,Uu(t)?` match these filters`:` yet`,`.`]})})]})]})}),h.t.length>1&&G(`details`,{class:`latency`,open:!0,children:[G(`summary`,{children:`Latency of the settled runs on this page`}),G(tl,{testid:`latency-chart`,title:`Seconds from start to finish`,t:h.t,series:[{label:`pass`,values:h.pass,color:`#059669`,points:!0},{label:`other`,values:h.fail,color:`#dc2626`,points:!0}],height:180})]}),G(`nav`,{class:`pager`,"aria-label":`pages`,children:[G(`button`,{disabled:n.back.length===0,onClick:()=>r({page:vr(gr(n))}),children:`← Newer`}),G(`span`,{class:`muted`,children:[`page `,_r(n)]}),G(`button`,{disabled:!l.data?.runs.pageInfo.hasNextPage,onClick:()=>r({page:vr(hr(n,l.data?.runs.pageInfo.endCursor))}),children:`Older →`})]})]})}var Ju=e=>e===`OPERATOR`?2:+(e===`ADMIN`);function Yu(e,t){return e!=null&&Ju(e)>=Ju(t)}function Xu(e,t){return t.shared||t.kind===`LOCAL`?e===`OPERATOR`:Yu(e,`ADMIN`)}var Zu;function Qu(e){Zu=e}function $u(){return Zu}function ed(){let e=yr(Er().searchParams.get(`page`)),t=It(hn,{first:25,after:e.after||null}),n=(t.data?.runtimes.edges??[]).flatMap(e=>e?.node?[e.node]:[]),r=e=>Tr(e?`/runtimes?page=${encodeURIComponent(e)}`:`/runtimes`,!0);return G(`section`,{children:[G(`h1`,{children:`Runtimes`}),G(K,{error:t.error}),t.loading&&!t.data?G(Nt,{}):G(`div`,{class:`scroll`,children:G(`table`,{"data-testid":`runtimes`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Name`}),G(`th`,{children:`Kind`}),G(`th`,{children:`Latest`}),G(`th`,{class:`hide-sm`,children:`Capabilities`}),G(`th`,{children:`Tags`})]})}),G(`tbody`,{children:[n.map(e=>G(`tr`,{children:[G(`td`,{children:[G(`a`,{href:Cr(e.name),children:e.name}),` `,e.shared&&G(`span`,{class:`chip`,children:`shared`})]}),G(`td`,{children:e.kind}),G(`td`,{children:e.latest?`v${e.latest.version}`:G(`span`,{class:`muted`,children:`all archived`})}),G(`td`,{class:`hide-sm`,children:e.latest?.capabilities.map(e=>G(`span`,{class:`chip`,children:e}))}),G(`td`,{children:e.latest?.tags.join(`, `)})]},e.id)),n.length===0&&G(`tr`,{children:G(`td`,{colSpan:5,class:`muted`,children:`No runtimes yet: register one below.`})})]})]})}),(e.back.length>0||t.data?.runtimes.pageInfo.hasNextPage)&&G(`nav`,{class:`pager`,"aria-label":`pages`,children:[G(`button`,{disabled:e.back.length===0,onClick:()=>r(vr(gr(e))),children:`← Previous`}),G(`button`,{disabled:!t.data?.runtimes.pageInfo.hasNextPage,onClick:()=>r(vr(hr(e,t.data?.runtimes.pageInfo.endCursor))),children:`Next →`})]}),Yu($u(),`ADMIN`)?G(nd,{onRegistered:t.reload}):G(`p`,{class:`muted`,"data-testid":`register-needs-admin`,children:`Registering a runtime needs the ADMIN role.`})]})}function td(e){let t=e=>e.trim()===``?void 0:Number(e),n=e=>e.trim()===``?void 0:e.trim(),r=e.capabilities.split(/[\s,]+/).map(e=>e.trim()).filter(Boolean),i={name:e.name.trim(),kind:e.kind,capabilities:r.length?r:void 0};return t(e.maxConcurrent)!=null&&(i.admission={maxConcurrent:t(e.maxConcurrent)}),t(e.costPerHourUsd)!=null&&(i.costPerHourUsd=t(e.costPerHourUsd)),e.kind===`LOCAL`&&(i.local={hardened:e.hardened}),e.kind===`NOMAD`&&(i.nomad={addr:e.addr.trim(),authSecret:n(e.authSecret),driver:n(e.driver)}),e.kind===`HTTP`&&(i.http={url:e.url.trim(),authSecret:n(e.authSecret),timeoutSec:t(e.timeoutSec),heartbeatSec:t(e.heartbeatSec)}),e.kind===`K8S`&&(i.k8s={apiServer:n(e.apiServer),namespace:n(e.namespace),kubeconfigSecret:n(e.kubeconfigSecret),runtimeClass:n(e.runtimeClass)}),i}function nd({onRegistered:e}){let[t,n]=B({name:``,kind:`LOCAL`,capabilities:``,maxConcurrent:``,costPerHourUsd:``,hardened:!1,addr:``,authSecret:``,driver:``,apiServer:``,namespace:``,kubeconfigSecret:``,runtimeClass:``,url:``,timeoutSec:``,heartbeatSec:``}),[r,i]=B(null),[a,o]=B(null),[s,c]=B(``),l=td(t);V(()=>{if(!t.name.trim()){i(null);return}let e=!0,n=setTimeout(()=>{W(_n,{input:l}).then(t=>e&&(i(t.validateRuntime),o(null))).catch(t=>e&&o(Lt(t)))},250);return()=>{e=!1,clearTimeout(n)}},[JSON.stringify(l)]);async function u(t){t.preventDefault(),o(null);try{let t=await W(vn,{input:l});c(`Registered ${l.name} version ${t.registerRuntime.version}.`),e()}catch(e){o(Lt(e))}}let d=e=>t=>{let r=t.currentTarget;c(``);let i=r.type===`checkbox`?r.checked:r.value;n(t=>({...t,[e]:i}))},f=e=>r?.problems.filter(t=>t.field===e||t.field.startsWith(`${e}.`)).map(e=>G(`small`,{class:`error`,children:e.message}));return G(`form`,{class:`stack card`,onSubmit:u,"aria-label":`Register a runtime`,children:[G(`h2`,{children:`Register a runtime`}),G(`p`,{class:`muted`,children:`Registering an existing name makes its next version.`}),G(`div`,{class:`row`,children:[G(q,{label:`Name`,children:[G(`input`,{name:`name`,required:!0,value:t.name,onInput:d(`name`),placeholder:`gpu-pool`}),f(`name`)]}),G(q,{label:`Kind`,children:[G(`select`,{name:`kind`,value:t.kind,onChange:d(`kind`),children:[G(`option`,{children:`LOCAL`}),G(`option`,{children:`NOMAD`}),G(`option`,{children:`K8S`}),G(`option`,{children:`HTTP`})]}),f(`kind`)]}),G(q,{label:`Max concurrent`,children:[G(`input`,{name:`maxConcurrent`,type:`number`,min:0,value:t.maxConcurrent,onInput:d(`maxConcurrent`),placeholder:`default`}),f(`admission`)]}),G(q,{label:`Cost per hour (USD)`,children:[G(`input`,{name:`costPerHourUsd`,type:`number`,min:0,step:`any`,value:t.costPerHourUsd,onInput:d(`costPerHourUsd`)}),f(`costPerHourUsd`)]})]}),G(q,{label:`Capabilities`,hint:`Space or comma separated, from the capability vocabulary.`,children:[G(`input`,{name:`capabilities`,value:t.capabilities,onInput:d(`capabilities`),placeholder:`browser gpu`}),f(`capabilities`)]}),t.kind===`LOCAL`&&G(`label`,{class:`check`,children:[G(`input`,{type:`checkbox`,name:`hardened`,checked:t.hardened,onChange:d(`hardened`)}),` Hardened (bubblewrap)`]}),t.kind===`NOMAD`&&G(`div`,{class:`row`,children:[G(q,{label:`Address`,children:[G(`input`,{name:`addr`,value:t.addr,onInput:d(`addr`),placeholder:`https://nomad.example:4646`}),f(`nomad.addr`)]}),G(q,{label:`ACL token secret (name)`,children:[G(`input`,{name:`authSecret`,value:t.authSecret,onInput:d(`authSecret`)}),f(`nomad.authSecret`)]}),G(q,{label:`Driver`,children:G(`input`,{name:`driver`,value:t.driver,onInput:d(`driver`),placeholder:`docker`})})]}),t.kind===`HTTP`&&G(`div`,{class:`row`,children:[G(q,{label:`Front door URL`,hint:`Each run is POSTed here; the agent calls back when done.`,children:[G(`input`,{name:`url`,value:t.url,onInput:d(`url`),placeholder:`https://agent.example.com/everdict`}),f(`http.url`)]}),G(q,{label:`Auth secret (name)`,children:[G(`input`,{name:`authSecret`,value:t.authSecret,onInput:d(`authSecret`)}),f(`http.authSecret`)]}),G(q,{label:`Callback timeout (s)`,children:[G(`input`,{name:`timeoutSec`,type:`number`,min:0,value:t.timeoutSec,onInput:d(`timeoutSec`),placeholder:`3600`}),f(`http.timeoutSec`)]}),G(q,{label:`Heartbeat window (s)`,children:[G(`input`,{name:`heartbeatSec`,type:`number`,min:0,value:t.heartbeatSec,onInput:d(`heartbeatSec`),placeholder:`none`}),f(`http.heartbeatSec`)]})]}),t.kind===`K8S`&&G(`div`,{class:`row`,children:[G(q,{label:`API server`,children:G(`input`,{name:`apiServer`,value:t.apiServer,onInput:d(`apiServer`)})}),G(q,{label:`Namespace`,children:G(`input`,{name:`namespace`,value:t.namespace,onInput:d(`namespace`)})}),G(q,{label:`Kubeconfig secret (name)`,children:G(`input`,{name:`kubeconfigSecret`,value:t.kubeconfigSecret,onInput:d(`kubeconfigSecret`)})}),G(q,{label:`RuntimeClass`,children:G(`input`,{name:`runtimeClass`,value:t.runtimeClass,onInput:d(`runtimeClass`),placeholder:`gvisor`})})]}),G(`div`,{role:`status`,"aria-live":`polite`,"data-testid":`validation`,children:r&&(r.valid?G(`p`,{class:`ok`,children:[`Valid. Capabilities:`,` `,r.capabilities.map(e=>G(`span`,{class:`chip`,children:e}))]}):G(`ul`,{class:`error`,children:r.problems.map(e=>G(`li`,{children:[G(`code`,{children:e.field}),` `,e.message]}))}))}),G(`button`,{class:`primary`,disabled:!r?.valid,children:`Register`}),s&&G(`p`,{class:`ok`,children:s}),G(K,{error:a})]})}function rd({name:e}){let t=It(gn,{name:e}),[n,r]=B(null),[i,a]=B(null),[o,s]=B({});async function c(e){a(null);try{await e(),t.reload()}catch(e){a(Lt(e))}}async function l(t){r({ref:t??`latest`,text:`probing…`,ok:!0});try{let n=(await W(yn,{name:e,ref:t??null})).probeRuntime;r({ref:t??`latest`,ok:n.reachable&&n.authenticated,text:`${n.reachable?`reachable`:`unreachable`}, ${n.authenticated?`authenticated`:`not authenticated`}, ${n.hardened?`hardened`:`not hardened`}${n.message?` — ${n.message}`:``}${n.capabilities.length?`; capabilities: ${n.capabilities.join(`, `)}`:``}`})}catch(e){r(null),a(Lt(e))}}if(t.loading&&!t.data)return G(Nt,{});let u=t.data?.runtime;if(!u&&t.error&&t.error.code!==`NOT_FOUND`&&t.error.code!==`BAD_USER_INPUT`)return G(`section`,{children:[G(`h1`,{children:[`Runtime `,e]}),G(K,{error:t.error})]});if(!u)return G(jt,{title:`No runtime ${e}`,what:G(y,{children:[`No runtime named `,e,` is visible to your tenant.`]})});let d=Yu($u(),`ADMIN`),f=Xu($u(),u),p=d?void 0:`Probing a runtime needs the ADMIN role.`;return G(`section`,{children:[G(`div`,{class:`head`,children:[G(`h1`,{children:[u.name,` `,G(`span`,{class:`chip`,children:u.kind}),` `,u.shared&&G(`span`,{class:`chip`,children:`shared`})]}),G(`button`,{onClick:()=>l(),disabled:!d,title:p,children:`Probe latest`})]}),n&&G(`p`,{class:n.ok?`ok`:`error`,role:`status`,"data-testid":`probe`,children:[`Probe (`,n.ref,`): `,n.text]}),G(K,{error:i}),G(`p`,{children:G(`a`,{href:`/runs?runtime=${encodeURIComponent(u.name)}`,children:`Runs on this runtime →`})}),G(`div`,{class:`scroll`,children:G(`table`,{"data-testid":`versions`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Version`}),G(`th`,{children:`Capabilities`}),G(`th`,{class:`hide-sm`,children:`Admission`}),G(`th`,{class:`hide-sm`,children:`Cost/h`}),G(`th`,{children:`Tags`}),G(`th`,{})]})}),G(`tbody`,{children:[...u.versions].reverse().map(t=>G(`tr`,{class:t.archived?`archived`:``,children:[G(`td`,{children:[`v`,t.version,` `,t.archived&&G(`span`,{class:`chip`,children:`archived`})]}),G(`td`,{children:t.capabilities.map(e=>G(`span`,{class:`chip`,children:e}))}),G(`td`,{class:`hide-sm`,children:[t.spec.admission.maxConcurrent||`default`,` slots`,t.spec.admission.memoryBudgetMb>0&&`, ${t.spec.admission.memoryBudgetMb} MB`,t.spec.admission.cpuBudget>0&&`, ${t.spec.admission.cpuBudget} CPU`]}),G(`td`,{class:`hide-sm`,children:Jn(t.spec.costPerHourUsd)}),G(`td`,{children:f?G(`form`,{class:`inline`,onSubmit:n=>{n.preventDefault();let r=(o[t.version]??t.tags.join(` `)).split(/[\s,]+/).filter(Boolean);c(()=>W(bn,{name:e,version:t.version,tags:r}))},children:[G(`input`,{"aria-label":`Tags of version ${t.version}`,size:12,value:o[t.version]??t.tags.join(` `),onInput:e=>s({...o,[t.version]:e.currentTarget.value})}),G(`button`,{children:`Set`})]}):t.tags.join(`, `)}),G(`td`,{class:`actions`,children:[G(`button`,{onClick:()=>l(String(t.version)),disabled:!d,title:p,children:`Probe`}),f&&t.archived&&G(`button`,{onClick:()=>c(()=>W(Sn,{name:e,version:t.version})),children:`Unarchive`}),f&&!t.archived&&G(Pt,{label:`Archive`,question:`Archive v${t.version}? New runs stop resolving to it.`,confirmLabel:`Confirm archive`,onConfirm:()=>c(()=>W(xn,{name:e,version:t.version}))})]})]},t.id))})]})})]})}var id=20,ad=20,od=50,sd=50;function cd(e,t){let n=U(0),r=U(e);return r.current=e,V(()=>()=>clearTimeout(n.current),[]),()=>{n.current||=window.setTimeout(()=>{n.current=0,r.current()},t)}}function ld(e,t,n){n?e.searchParams.set(t,n):e.searchParams.delete(t),Tr(e.pathname+e.search,!0)}function ud({a:e}){let t=zc(e)===0;return G(`div`,{class:`card passrate`,"data-testid":`pass-rate`,children:[G(`h2`,{children:`Pass rate`}),t?G(`p`,{class:`big muted`,children:`—`}):G(`p`,{class:`big`,children:[G(`span`,{"data-testid":`rate`,children:Lc(e.passRate)}),` `,G(`span`,{class:`muted`,children:[`of `,Qn(zc(e)),` decided`]})]}),!t&&G(y,{children:[G(`div`,{class:`ci`,role:`img`,"aria-label":`95% interval ${Rc(e.passRateLow,e.passRateHigh)}, pass rate ${Lc(e.passRate)}`,children:[G(`span`,{class:`ci-range`,style:{left:`${e.passRateLow*100}%`,width:`${(e.passRateHigh-e.passRateLow)*100}%`}}),G(`span`,{class:`ci-mark`,style:{left:`${e.passRate*100}%`}})]}),G(`p`,{class:`muted`,children:[`Wilson 95% interval `,G(`strong`,{"data-testid":`interval`,children:Rc(e.passRateLow,e.passRateHigh)})]})]})]})}function dd(){let e=Er(),t=yr(e.searchParams.get(`page`)),n=It(Pn,{first:id,after:t.after||null}),[r,i]=B([]),a=Rt(5e3),o=cd(n.reload,2e3);V(()=>gt(tn,{},{next:({runEvents:e})=>e.scorecardID!=null&&o()}),[]);let s=(n.data?.scorecards.edges??[]).flatMap(e=>e?.node?[e.node]:[]),[c,l]=Xc(r);return G(`section`,{children:[G(`div`,{class:`head`,children:[G(`h1`,{children:[`Scorecards `,G(`span`,{class:`live`,title:`updates live`,"aria-label":`live`})]}),G(`a`,{class:`button primary`,href:`/submit#scorecard`,children:`Submit a scorecard`})]}),G(`div`,{class:`toolbar`,children:[G(`button`,{class:`primary`,disabled:r.length!==2,onClick:()=>Tr(qc(c,l)),children:`Compare selected`}),G(`span`,{class:`muted`,"aria-live":`polite`,children:r.length===2?`#${c} (baseline) with #${l}`:`Pick two scorecards to compare.`})]}),G(K,{error:n.error}),n.loading&&!n.data?G(Nt,{}):G(`div`,{class:`scroll`,children:G(`table`,{"data-testid":`scorecards`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:G(`span`,{class:`sr`,children:`Compare`})}),G(`th`,{children:`Scorecard`}),G(`th`,{children:`Status`}),G(`th`,{children:`Pass rate`}),G(`th`,{children:`Cases`}),G(`th`,{class:`hide-sm`,children:`Runtime`}),G(`th`,{class:`hide-sm`,children:`Harness`}),G(`th`,{children:`Created`})]})}),G(`tbody`,{children:[s.map(e=>G(`tr`,{"data-status":e.status,children:[G(`td`,{children:G(`input`,{type:`checkbox`,"aria-label":`Compare ${e.name} #${e.id}`,checked:r.includes(e.id),onChange:()=>i(t=>Yc(t,e.id))})}),G(`td`,{children:[G(`a`,{href:Sr(e.id),children:e.name}),` `,G(`span`,{class:`muted`,children:[`#`,e.id]})]}),G(`td`,{children:G(kt,{status:e.status})}),G(`td`,{children:zc(e.aggregate)?Lc(e.aggregate.passRate):G(`span`,{class:`muted`,children:`—`})}),G(`td`,{children:[G(`span`,{class:`ok`,children:e.aggregate.passed}),`/`,G(`span`,{class:`error`,children:e.aggregate.failed}),`/`,G(`span`,{class:`warn`,children:e.aggregate.errored}),e.aggregate.unscored>0&&G(y,{children:[` `,G(`span`,{class:`badge v-unscored`,title:`unscored: a judge could not grade`,children:[e.aggregate.unscored,` unscored`]})]}),` `,G(`span`,{class:`muted`,children:[`of `,e.total]})]}),G(`td`,{class:`hide-sm`,children:e.runtime}),G(`td`,{class:`hide-sm`,children:e.harnessName}),G(`td`,{title:e.createdAt,children:Zn(e.createdAt,a)})]},e.id)),s.length===0&&G(`tr`,{children:G(`td`,{colSpan:8,class:`muted`,children:[`No scorecards yet: `,G(`a`,{href:`/submit#scorecard`,children:`upload a cases file`}),`.`]})})]})]})}),G(`p`,{class:`muted legend-line`,children:[`Cases: `,G(`span`,{class:`ok`,children:`passed`}),`/`,G(`span`,{class:`error`,children:`failed`}),`/`,G(`span`,{class:`warn`,children:`errored`}),` of all.`]}),G(`nav`,{class:`pager`,"aria-label":`pages`,children:[G(`button`,{disabled:t.back.length===0,onClick:()=>ld(e,`page`,vr(gr(t))),children:`← Newer`}),G(`span`,{class:`muted`,children:[`page `,_r(t),` · `,n.data?.scorecards.totalCount??0,` scorecards`]}),G(`button`,{disabled:!n.data?.scorecards.pageInfo.hasNextPage,onClick:()=>ld(e,`page`,vr(hr(t,n.data?.scorecards.pageInfo.endCursor))),children:`Older →`})]})]})}function fd({id:e,name:t,settledAt:n}){let r=It(Bn,{name:t,last:ad}),i=U(n);if(V(()=>{n&&n!==i.current&&(i.current=n,r.reload())},[n]),r.error)return G(K,{error:r.error});let a=Zc(r.data?.scorecardTrend??[],e);if(a.t.length<2)return null;let o=a.current>=0?` (this is #${a.current+1})`:``;return G(`details`,{class:`trend`,open:!0,"data-testid":`trend`,"data-points":a.t.length,children:[G(`summary`,{children:[`Trend across the last `,a.t.length,` scorecards named `,G(`strong`,{children:t}),o]}),G(`div`,{class:`grid2`,children:[G(tl,{testid:`trend-pass-rate`,title:`Pass rate (%) with its 95% interval`,t:a.t,yMax:100,series:[{label:`pass rate`,values:a.rate,color:`#059669`},{label:`low`,values:a.low,color:`#94a3b8`,dash:!0},{label:`high`,values:a.high,color:`#94a3b8`,dash:!0}],height:200}),G(tl,{testid:`trend-latency`,title:`Case latency (s)`,t:a.t,series:[{label:`p50`,values:a.p50,color:`#2563eb`},{label:`p95`,values:a.p95,color:`#d97706`,dash:!0}],height:200})]})]})}function pd({id:e}){let t=It(Fn,{id:e}),[n,r]=B(null),[i,a]=B(null),[o,s]=B(!1),[c,l]=B(null);V(()=>gt(In,{id:e},{next:e=>(r(e.scorecardUpdated),l(null)),error:l}),[e]);let u=n??t.data?.scorecard??null;async function d(){s(!0),a(null);try{r((await W(Ln,{id:e})).cancelScorecard)}catch(e){a(Lt(e))}finally{s(!1)}}if(t.loading&&!u)return G(Nt,{});if(t.error&&!u&&t.error.code!==`NOT_FOUND`&&t.error.code!==`BAD_USER_INPUT`)return G(K,{error:t.error});if(!u)return G(jt,{what:G(y,{children:[`There is no scorecard `,e,` in your tenant.`]})});let f=u.aggregate,p=Vc(f),m=Hc(f.runtimes);return G(`section`,{children:[G(`div`,{class:`head`,children:[G(`h1`,{children:[u.name,` `,G(`span`,{class:`muted`,children:[`#`,u.id]}),` `,G(kt,{status:u.status}),!Ic(u.status)&&G(`span`,{class:`live`,title:`updates live`,"aria-label":`live`})]}),!Ic(u.status)&&G(Pt,{label:`Cancel scorecard`,question:`Cancel this scorecard and every run of it not yet settled?`,confirmLabel:`Confirm cancel`,onConfirm:d,busy:o&&`Canceling…`})]}),G(K,{error:i??c}),!Ic(u.status)&&u.waitingReason&&G(`div`,{class:`notice`,"data-testid":`waiting`,children:[G(`strong`,{children:`Waiting:`}),` `,u.waitingReason]}),G(`div`,{class:`grid2`,children:[G(ud,{a:f}),G(`div`,{class:`card`,children:[G(`h2`,{children:`Progress`}),G(`progress`,{max:Math.max(1,p.total),value:p.done,"aria-label":`cases done`}),G(`p`,{"data-testid":`aggregate`,"data-done":p.done,"data-cases":f.cases,children:[G(`strong`,{children:[p.done,`/`,f.cases,` done`]}),`: `,G(`span`,{class:`ok`,children:[f.passed,` passed`]}),`, `,G(`span`,{class:`error`,children:[f.failed,` failed`]}),`,`,` `,G(`span`,{class:`warn`,children:[f.errored,` errored`]}),`,`,` `,f.unscored>0&&G(y,{children:[G(`span`,{class:`badge v-unscored`,"data-testid":`unscored`,title:`A judge could not grade these: left out of the pass rate.`,children:[f.unscored,` unscored`]}),`,`,` `]}),f.running,` running, `,f.queued,` queued`,f.canceled>0&&`, ${f.canceled} canceled`]}),G(`dl`,{class:`facts`,children:[G(`dt`,{children:`Cost`}),G(`dd`,{children:Jn(f.costUsd)}),G(`dt`,{children:`Judge cost`}),G(`dd`,{"data-testid":`judge-cost`,children:[Jn(f.judgeCostUsd),` `,G(`span`,{class:`muted`,children:`(apart from the agents' cost)`})]}),G(`dt`,{children:`Latency`}),G(`dd`,{children:[`p50 `,Yn(f.latencyP50Ms),` · p95 `,Yn(f.latencyP95Ms)]}),G(`dt`,{children:`Retries`}),G(`dd`,{children:[f.retries,` `,G(`span`,{class:`muted`,children:[`(up to `,u.maxAttempts,` tries a case)`]})]}),G(`dt`,{children:`Runtime`}),G(`dd`,{children:u.runtime}),G(`dt`,{children:`Harness`}),G(`dd`,{children:u.harnessName}),G(`dt`,{children:`By`}),G(`dd`,{children:[u.createdBy,` `,G(`span`,{class:`muted`,children:[`· `,u.priority.toLowerCase()]})]}),G(`dt`,{children:`Created`}),G(`dd`,{title:u.createdAt,children:new Date(u.createdAt).toLocaleString()}),u.finishedAt&&G(y,{children:[G(`dt`,{children:`Took`}),G(`dd`,{children:Xn(u.createdAt,u.finishedAt,Date.now())})]})]})]})]}),G(fd,{id:u.id,name:u.name,settledAt:u.finishedAt??null}),G(`h2`,{children:`By runtime`}),m.labels.length>0&&G(rl,{testid:`runtime-chart`,title:`Cases by runtime and outcome`,labels:m.labels,series:m.series,height:200}),G(`div`,{class:`scroll`,children:G(`table`,{"data-testid":`runtimes-table`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Runtime`}),G(`th`,{children:`Cases`}),G(`th`,{children:`Passed`}),G(`th`,{children:`Failed`}),G(`th`,{children:`Errored`}),G(`th`,{children:`Pass rate`}),G(`th`,{class:`hide-sm`,children:`Cost`})]})}),G(`tbody`,{children:f.runtimes.map(e=>G(`tr`,{children:[G(`td`,{children:G(`a`,{href:Cr(e.runtime.split(`@`)[0]),children:e.runtime})}),G(`td`,{children:e.cases}),G(`td`,{children:e.passed}),G(`td`,{children:e.failed}),G(`td`,{children:e.errored}),G(`td`,{children:Lc(Bc(e))}),G(`td`,{class:`hide-sm`,children:Jn(e.costUsd)})]},e.runtime))})]})}),f.models.some(e=>e.model!==``)&&G(y,{children:[G(`h2`,{children:`By model`}),G(`div`,{class:`scroll`,children:G(`table`,{"data-testid":`models-table`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Model`}),G(`th`,{children:`Cases`}),G(`th`,{children:`Passed`}),G(`th`,{children:`Failed`}),G(`th`,{children:`Errored`}),G(`th`,{children:`Pass rate`}),G(`th`,{class:`hide-sm`,children:`Cost`})]})}),G(`tbody`,{children:f.models.map(e=>G(`tr`,{"data-model":e.model,children:[G(`td`,{children:G(`code`,{children:e.model||`—`})}),G(`td`,{children:e.cases}),G(`td`,{children:e.passed}),G(`td`,{children:e.failed}),G(`td`,{children:e.errored}),G(`td`,{children:Lc(e.passRate)}),G(`td`,{class:`hide-sm`,children:Jn(e.costUsd)})]},e.model))})]})})]}),(f.graders.length>0||f.failures.length>0)&&G(`div`,{class:`grid2`,children:[f.graders.length>0&&G(`div`,{children:[G(`h2`,{children:`Graders`}),G(`table`,{class:`compact`,"data-testid":`graders`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Grader`}),G(`th`,{children:`Passed`}),G(`th`,{children:`Failed`}),G(`th`,{children:`Unscored`})]})}),G(`tbody`,{children:f.graders.map(e=>G(`tr`,{children:[G(`td`,{children:e.kind}),G(`td`,{children:e.passed}),G(`td`,{children:e.failed}),G(`td`,{children:e.unscored})]},e.kind))})]})]}),f.failures.length>0&&G(`div`,{children:[G(`h2`,{children:`Errors`}),G(`table`,{class:`compact`,"data-testid":`failures`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Class`}),G(`th`,{children:`Code`}),G(`th`,{children:`Cases`})]})}),G(`tbody`,{children:f.failures.map(e=>G(`tr`,{children:[G(`td`,{children:G(`span`,{class:`badge v-fail`,children:e.class})}),G(`td`,{children:G(`code`,{children:e.code})}),G(`td`,{children:e.count})]},`${e.class}/${e.code}`))})]})]})]}),G(md,{id:u.id}),G(hd,{id:u.id})]})}function md({id:e}){let t=(It(Pn,{first:50,after:null}).data?.scorecards.edges??[]).flatMap(t=>t?.node&&t.node.id!==e?[t.node]:[]),[n,r]=B(``),i=n||t.find(t=>Number(t.id)<Number(e))?.id||t[0]?.id||``;return t.length?G(`form`,{class:`toolbar`,"aria-label":`Compare with another scorecard`,onSubmit:t=>{t.preventDefault();let[n,r]=Xc([i,e]);Tr(qc(n,r))},children:[G(`label`,{children:[`Compare with`,` `,G(`select`,{name:`baseline`,value:i,onChange:e=>r(e.currentTarget.value),children:t.map(e=>G(`option`,{value:e.id,children:[`#`,e.id,` `,e.name]}))})]}),G(`button`,{children:`Compare`}),G(`span`,{class:`muted`,children:`(the older is the baseline)`})]}):null}function hd({id:e}){let t=Er(),n=yr(t.searchParams.get(`runs`)),r=It(zn,{scorecard:Number(e),first:od,after:n.after||null}),i=Rt(5e3),a=!!r.data&&!r.data.runs.pageInfo.hasNextPage;V(()=>gt(tn,{},{next:({runEvents:t})=>{t.scorecardID===Number(e)&&r.set(e=>{let n=e.runs.edges??[],r=n.findIndex(e=>e?.node?.id===t.id);if(r>=0){let i=n.slice();return i[r]={...i[r],node:t},{...e,runs:{...e.runs,edges:i}}}return!a||n.length>=od?e:{...e,runs:{...e.runs,totalCount:e.runs.totalCount+1,edges:[...n,{node:t}]}}})}}),[e,n.after,a]);let o=(r.data?.runs.edges??[]).flatMap(e=>e?.node?[e.node]:[]);return G(y,{children:[G(`h2`,{id:`runs`,children:`Runs`}),G(K,{error:r.error}),r.loading&&!r.data?G(Nt,{}):G(`div`,{class:`scroll`,children:G(`table`,{"data-testid":`children`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Case`}),G(`th`,{children:`Status`}),G(`th`,{children:`Verdict`}),G(`th`,{children:`Runtime`}),G(`th`,{class:`hide-sm`,children:`Duration`}),G(`th`,{class:`hide-sm`,children:`Cost`}),G(`th`,{class:`hide-sm`,children:`Created`})]})}),G(`tbody`,{children:[o.map(e=>G(`tr`,{"data-status":e.status,"data-case":e.caseID,children:[G(`td`,{children:[G(`a`,{href:xr(e.id),children:e.caseID}),e.try>1&&G(`span`,{class:`muted`,children:[` try `,e.try]})]}),G(`td`,{children:[G(kt,{status:e.status,verdict:e.result?.verdict}),e.phase===`GRADING`&&G(y,{children:[` `,G(`span`,{class:`badge st-running`,children:`grading`})]})]}),G(`td`,{children:e.error?G(`span`,{class:`badge v-fail`,children:e.error.class}):G(At,{verdict:e.result?.verdict})}),G(`td`,{children:e.runtime}),G(`td`,{class:`hide-sm`,children:Xn(e.startedAt,e.finishedAt,i)}),G(`td`,{class:`hide-sm`,children:Jn(e.costUsd)}),G(`td`,{class:`hide-sm`,title:e.createdAt,children:Zn(e.createdAt,i)})]},e.id)),o.length===0&&G(`tr`,{children:G(`td`,{colSpan:7,class:`muted`,children:`No runs.`})})]})]})}),(n.back.length>0||r.data?.runs.pageInfo.hasNextPage)&&G(`nav`,{class:`pager`,"aria-label":`pages of runs`,children:[G(`button`,{disabled:n.back.length===0,onClick:()=>ld(t,`runs`,vr(gr(n))),children:`← Previous`}),G(`span`,{class:`muted`,children:[`page `,_r(n),` · `,r.data?.runs.totalCount??0,` runs`]}),G(`button`,{disabled:!r.data?.runs.pageInfo.hasNextPage,onClick:()=>ld(t,`runs`,vr(hr(n,r.data?.runs.pageInfo.endCursor))),children:`Next →`})]})]})}function gd(e){let t=new Map;for(let n of e)(t.get(n.caseID)?.try??0)<n.try&&t.set(n.caseID,n);return t}function _d({r:e}){return e?G(`a`,{href:xr(e.id),children:e.error?G(`span`,{class:`badge v-fail`,children:e.error.class}):e.result?G(At,{verdict:e.result.verdict}):e.status.toLowerCase()}):G(`span`,{class:`muted`,children:`—`})}function vd(){let{a:e,b:t}=Jc(Er().searchParams),n=It(Pn,{first:50,after:null}),r=!!e&&!!t&&e!==t,i=It(Vn,{a:e,b:t},!r),a=(n.data?.scorecards.edges??[]).flatMap(e=>e?.node?[e.node]:[]),o=r?i.data:null,s=o?.a&&o.b?Gc(o.a,o.b,o.compareScorecards):null,c=s?.cases.slice(0,sd).map(e=>e.caseId)??[],l=It(Hn,{a:Number(e),b:Number(t),cases:c},!s||c.length===0),u=e=>(e?.edges??[]).flatMap(e=>e?.node?[e.node]:[]),d=gd(u(l.data?.a)),f=gd(u(l.data?.b)),p=n=>r=>{let i=r.currentTarget.value;Tr(qc(n===`a`?i:e,n===`b`?i:t),!0)},m=e=>{let t=a.some(t=>t.id===e);return G(y,{children:[G(`option`,{value:``,children:`choose…`}),e&&!t&&G(`option`,{value:e,children:[`#`,e]}),a.map(e=>G(`option`,{value:e.id,children:[`#`,e.id,` `,e.name,` (`,e.status.toLowerCase(),`)`]}))]})};return G(`section`,{children:[G(`h1`,{children:`Compare scorecards`}),G(`form`,{class:`toolbar`,"aria-label":`Scorecards to compare`,onSubmit:e=>e.preventDefault(),children:[G(`label`,{children:[`Baseline (a)`,` `,G(`select`,{name:`a`,value:e,onChange:p(`a`),children:m(e)})]}),G(`label`,{children:[`Candidate (b)`,` `,G(`select`,{name:`b`,value:t,onChange:p(`b`),children:m(t)})]}),G(`button`,{type:`button`,disabled:!e&&!t,onClick:()=>Tr(qc(t,e),!0),children:`Swap`})]}),G(K,{error:n.error}),!r&&G(`p`,{class:`muted`,children:e&&e===t?`Pick two different scorecards.`:`Pick a baseline and a candidate: cases are paired by id.`}),r&&G(K,{error:i.error}),r&&i.loading&&!i.data&&G(Nt,{}),o&&(!o.a||!o.b)&&G(`p`,{class:`muted`,children:`No such scorecard in your tenant.`}),s&&o?.a&&o.b&&G(y,{children:[G(`p`,{class:`notice compare-${s.direction}`,"data-testid":`compare-verdict`,role:`status`,children:s.verdict}),G(`div`,{class:`scroll`,children:G(`table`,{"data-testid":`compare-summary`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{}),G(`th`,{class:`name`,children:[`a: `,G(`a`,{href:Sr(o.a.id),children:o.a.name}),` `,G(`span`,{class:`muted`,children:[`#`,o.a.id]})]}),G(`th`,{class:`name`,children:[`b: `,G(`a`,{href:Sr(o.b.id),children:o.b.name}),` `,G(`span`,{class:`muted`,children:[`#`,o.b.id]})]}),G(`th`,{children:`Change`})]})}),G(`tbody`,{children:[G(`tr`,{children:[G(`th`,{scope:`row`,children:[`Pass rate, paired cases (`,s.paired,`)`]}),G(`td`,{children:Lc(s.passRateA)}),G(`td`,{children:Lc(s.passRateB)}),G(`td`,{children:Kc(s.delta)})]}),G(`tr`,{children:[G(`th`,{scope:`row`,children:`Pass rate, all (95% interval)`}),G(`td`,{children:[zc(o.a.aggregate)?Lc(o.a.aggregate.passRate):`—`,` `,G(`span`,{class:`muted`,children:[`(`,Rc(o.a.aggregate.passRateLow,o.a.aggregate.passRateHigh),`)`]})]}),G(`td`,{children:[zc(o.b.aggregate)?Lc(o.b.aggregate.passRate):`—`,` `,G(`span`,{class:`muted`,children:[`(`,Rc(o.b.aggregate.passRateLow,o.b.aggregate.passRateHigh),`)`]})]}),G(`td`,{})]}),G(`tr`,{children:[G(`th`,{scope:`row`,children:`Status`}),G(`td`,{children:G(kt,{status:o.a.status})}),G(`td`,{children:G(kt,{status:o.b.status})}),G(`td`,{})]}),G(`tr`,{children:[G(`th`,{scope:`row`,children:`McNemar's test`}),G(`td`,{colSpan:2,children:[s.pValue,` · `,s.cases.filter(e=>e.change===`fixed`).length,` fixed, `,s.cases.filter(e=>e.change===`regressed`).length,` `,`regressed, `,s.unchanged,` unchanged`]}),G(`td`,{children:s.significant?G(`strong`,{children:`significant`}):G(`span`,{class:`muted`,children:`not significant`})})]})]})]})}),G(`h2`,{children:`By runtime`}),G(`div`,{class:`scroll`,children:G(`table`,{"data-testid":`compare-runtimes`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Runtime`}),G(`th`,{children:`a: passed / decided`}),G(`th`,{children:`b: passed / decided`}),G(`th`,{children:`a`}),G(`th`,{children:`b`}),G(`th`,{children:`Change`})]})}),G(`tbody`,{children:s.runtimes.map(e=>G(`tr`,{children:[G(`td`,{children:e.runtime}),G(`td`,{children:e.a?`${e.a.passed} / ${zc(e.a)}`:`—`}),G(`td`,{children:e.b?`${e.b.passed} / ${zc(e.b)}`:`—`}),G(`td`,{children:Lc(e.rateA)}),G(`td`,{children:Lc(e.rateB)}),G(`td`,{children:Kc(e.delta)})]},e.runtime))})]})}),G(`h2`,{children:`Cases that changed`}),s.cases.length===0?G(`p`,{class:`muted`,"data-testid":`compare-cases`,children:`No paired case changed its outcome.`}):G(`div`,{class:`scroll`,children:G(`table`,{"data-testid":`compare-cases`,children:[G(`thead`,{children:G(`tr`,{children:[G(`th`,{children:`Case`}),G(`th`,{children:`Change`}),G(`th`,{children:`a`}),G(`th`,{children:`b`})]})}),G(`tbody`,{children:s.cases.map(e=>G(`tr`,{"data-change":e.change,children:[G(`td`,{children:e.caseId}),G(`td`,{children:e.change===`fixed`?G(`span`,{class:`badge v-pass`,children:`fixed`}):G(`span`,{class:`badge v-fail`,children:`regressed`})}),G(`td`,{children:G(_d,{r:d.get(e.caseId)})}),G(`td`,{children:G(_d,{r:f.get(e.caseId)})})]},e.caseId))})]})})]})]})}function yd({onSignedIn:e}){let[t,n]=B(qe()),[r,i]=B(null),[a,o]=B(!1),s=new URL(location.href).searchParams,c=s.get(`next`)||`/runs`,l=s.get(`reason`)===`refused`&&!r;async function u(n){n.preventDefault(),o(!0),Je(t.trim()),Vt();try{await W(Zt,{}),e(),Tr(c.startsWith(`/`)&&!c.startsWith(`//`)?c:`/runs`)}catch(e){Je(``),i(Lt(e))}finally{o(!1)}}return G(`section`,{class:`narrow`,children:[G(`h1`,{children:`Sign in`}),G(`p`,{class:`muted`,children:[`Paste an API token. It stays in this browser (localStorage) and goes with every request. Make one with`,` `,G(`code`,{children:`everdict token create --tenant acme --role admin`}),`.`]}),l&&G(`p`,{class:`warn`,role:`alert`,"data-testid":`signin-reason`,children:`Your token was refused: it was revoked or it expired. Sign in with another.`}),G(`form`,{onSubmit:u,class:`stack`,children:[G(q,{label:`API token`,children:G(`input`,{name:`token`,type:`password`,autocomplete:`off`,placeholder:`evd_…`,required:!0,value:t,onInput:e=>n(e.currentTarget.value),autofocus:!0})}),G(`button`,{class:`primary`,disabled:a,children:`Sign in`}),G(K,{error:r})]})]})}var bd=1e4,xd=1<<20,Sd=86400,Cd=/^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$/,wd=[`TESTS_PASS`,`STEPS`,`COST`,`LATENCY`],Td=[`id`,`task`,`image`,`repo`,`files`,`browser`,`osUse`,`isolation`,`timeoutSec`,`resources`,`graders`],Ed=e=>typeof e==`object`&&!!e&&!Array.isArray(e),Dd=e=>typeof e==`string`,Od=e=>typeof e==`number`&&Number.isFinite(e),kd=e=>Od(e)&&Number.isInteger(e);function Ad(e,t,n){return Object.keys(e).filter(e=>!t.includes(e)).map(e=>`unknown field "${n}${e}"`)}function jd(e){if(!Ed(e))return[`not a case: want a JSON object`];let t=Ad(e,Td,``);!(`id`in e)||e.id===``?t.push(`the case has no "id"`):Dd(e.id)&&Cd.test(e.id)||t.push(`"id" ${JSON.stringify(e.id)} must be 1 to 40 lowercase letters, digits and inner dashes`),`task`in e?Dd(e.task)?e.task.trim()===``&&t.push(`"task" is empty`):t.push(`"task" must be a string`):t.push(`the case has no "task"`),`image`in e&&!Dd(e.image)&&t.push(`"image" must be a string`);for(let n of[`browser`,`osUse`,`isolation`])n in e&&typeof e[n]!=`boolean`&&t.push(`"${n}" must be true or false`);return`timeoutSec`in e&&(!kd(e.timeoutSec)||e.timeoutSec<0||e.timeoutSec>86400)&&t.push(`"timeoutSec" must be a whole number of seconds, at most ${Sd}`),`repo`in e&&(Ed(e.repo)?(t.push(...Ad(e.repo,[`url`,`ref`],`repo.`)),Dd(e.repo.url)&&e.repo.url.trim()!==``||t.push(`"repo.url" is required when a repo is given`),`ref`in e.repo&&!Dd(e.repo.ref)&&t.push(`"repo.ref" must be a string`)):t.push(`"repo" must be an object: {"url": …, "ref": …}`)),`files`in e&&(Array.isArray(e.files)?e.files.forEach((e,n)=>{if(!Ed(e))return t.push(`"files[${n}]" must be an object`);t.push(...Ad(e,[`path`,`content`],`files[${n}].`)),Dd(e.path)&&Nd(e.path)||t.push(`"files[${n}].path" must be a relative path inside the workspace`),Dd(e.content)||t.push(`"files[${n}].content" must be a string`)}):t.push(`"files" must be a list of {"path": …, "content": …}`)),`resources`in e&&(Ed(e.resources)?(t.push(...Ad(e.resources,[`memoryMb`,`cpu`],`resources.`)),`memoryMb`in e.resources&&(!kd(e.resources.memoryMb)||e.resources.memoryMb<0)&&t.push(`"resources.memoryMb" must be a whole number, not negative`),`cpu`in e.resources&&(!Od(e.resources.cpu)||e.resources.cpu<0)&&t.push(`"resources.cpu" must be a number, not negative`)):t.push(`"resources" must be an object: {"memoryMb": …, "cpu": …}`)),`graders`in e&&(Array.isArray(e.graders)?e.graders.forEach((e,n)=>t.push(...Md(e,`graders[${n}]`))):t.push(`"graders" must be a list`)),t}function Md(e,t){if(!Ed(e))return[`"${t}" must be an object`];let n=Ad(e,[`kind`,`command`,`max`],`${t}.`);return wd.includes(e.kind)||n.push(`"${t}.kind" must be one of ${wd.join(`, `)}`),`command`in e&&!(Array.isArray(e.command)&&e.command.every(Dd))&&n.push(`"${t}.command" must be a list of strings`),e.kind===`TESTS_PASS`&&!(Array.isArray(e.command)&&e.command.length>0)&&n.push(`"${t}.command" is required for TESTS_PASS`),`max`in e&&e.max!==null&&(!Od(e.max)||e.max<0)&&n.push(`"${t}.max" must be a number, not negative`),n}function Nd(e){if(e===``||e.startsWith(`/`))return!1;let t=[];for(let n of e.split(`/`))if(n!==``&&n!==`.`){if(n===`..`){if(t.length===0)return!1;t.pop()}else t.push(n)}return!0}var Pd=new TextEncoder;function Fd(e){let t=[],n=[],r=0,i=(e,t)=>{n.length<50?n.push({line:e,message:t}):r++},a=new Map;return e.replace(/^\uFEFF/,``).split(/\r?\n/).forEach((e,n)=>{let r=n+1,o=e.trim();if(o===``)return;if(Pd.encode(o).length>1048576)return i(r,`the line is longer than ${xd} bytes`);let s;try{s=JSON.parse(o)}catch{return i(r,/^\{.*\}\s*[{[]/.test(o)?`one JSON object a line`:`not a case: not valid JSON`)}let c=jd(s),l=Ed(s)&&Dd(s.id)?s.id:``;if(l&&Cd.test(l)){let e=a.get(l);e===void 0?a.set(l,r):c.push(`"id" "${l}" repeats line ${e}`)}c.forEach(e=>i(r,e)),c.length===0&&t.push(s)}),t.length===0&&n.length===0&&i(0,`the file holds no cases`),t.length>1e4&&i(0,`a scorecard holds at most ${bd.toLocaleString(`en-US`)} cases; this file has ${t.length.toLocaleString(`en-US`)}`),{cases:t,problems:n,more:r}}function Id(e){return e.replace(/^.*[\\/]/,``).replace(/\.jsonl$/i,``)}var Ld=`everdict.lastRuntime`;function Rd(e,t){let n=t.find(t=>t.runtime===e);return n?Math.max(0,n.slots-n.inFlight):null}function zd(e,t,n){let r=e.map(e=>e.name);if(n){let e=n.split(`,`).map(e=>e.trim().split(`@`)[0]);if(n===`auto`||e.length>0&&e.every(e=>r.includes(e)))return n}return e.find(e=>{let n=t.find(t=>t.runtime===e.name);return n&&n.slots-n.inFlight>0&&n.circuit!==`OPEN`})?.name??r[0]??``}function Bd(e,t){let n=Rd(e.name,t),r=t.find(t=>t.runtime===e.name),i=[e.capabilities.length?e.capabilities.join(`, `):`no capabilities`];return n!==null&&r&&i.push(`${n} of ${r.slots} slots free`),r?.circuit===`OPEN`&&i.push(`circuit open`),i.join(` · `)}function Vd(e,t){let n=e.trim();if(!n||n===`auto`||t.length===0)return[];let r=new Set(t.map(e=>e.name));return n.split(`,`).map(e=>e.trim().split(`@`)[0]).filter(e=>e&&!r.has(e))}function Hd(){let e=It(hn,{first:100,after:null}),t=Bt(),n=(e.data?.runtimes.edges??[]).flatMap(e=>e?.node?[e.node.name]:[]),r=(e.data?.runtimes.edges??[]).flatMap(e=>e?.node?[{name:e.node.name,capabilities:e.node.latest?.capabilities??[]}]:[]),i=It(qn,{}),a=i.data?.queue.runtimes??[],o=(It(Un,{first:100,after:null}).data?.harnesses.edges??[]).flatMap(e=>e?.node?yl(e.node):[]),[s,c]=B(Sl),l=new URL(location.href).searchParams.get(`from`)??``,u=It(nn,{id:l},!l),[d,f]=B(null);V(()=>{let e=u.data?.run;if(!e)return;let t=El(e);f(t),c(t.form)},[u.data?.run?.id]);let p=U(null),m=U(null),[h,g]=B(null),[_,v]=B(!1),b=vl(s.env),x=!!(i.data||i.error);V(()=>{n.length&&x&&c(e=>e.runtime?e:{...e,runtime:zd(r,a,localStorage.getItem(Ld))})},[n.join(`,`),x]);let S=r.find(e=>e.name===s.runtime.trim().split(`@`)[0]),C=Vd(s.runtime,r),w=s.runtime,T=s.harnessRef.trim(),E=e=>t=>{let n=t.currentTarget.value;c(t=>({...t,[e]:n}))};async function D(e){if(e.preventDefault(),b.problems.length)return;v(!0),g(null);let t=Cl(s,d?.carried);try{let e=await W(mn,{input:t});localStorage.setItem(Ld,s.runtime.trim()),Tr(xr(e.submitRun.id))}catch(e){g(Lt(e))}finally{v(!1)}}let O=t?.fields?.has(`Mutation.submitScorecard`);return V(()=>{location.hash===`#scorecard`&&document.getElementById(`scorecard`)?.scrollIntoView()},[]),G(`section`,{class:`narrow`,children:[G(`h1`,{children:`Submit a run`}),l&&u.error&&G(K,{error:u.error}),d&&u.data?.run&&G(`div`,{class:`notice`,"data-testid":`prefilled`,children:[`Filled in from run `,G(`a`,{href:xr(u.data.run.id),children:u.data.run.correlationId}),`: change what you like, then submit.`,Gd(d.carried).length>0&&G(y,{children:[` Also sent as recorded: `,Gd(d.carried).join(`, `),`.`]}),d.lost.map(e=>G(`p`,{class:`warn`,children:[`Not carried: `,e,`.`]}))]}),G(`form`,{onSubmit:D,class:`stack`,"aria-label":`Submit a run`,children:[G(q,{label:`Runtime`,children:[G(`input`,{name:`runtime`,list:`runtime-names`,required:!0,value:w,onInput:E(`runtime`),placeholder:`name, name@3, name@tag; "a,b" or "auto" to let the scheduler choose`}),G(`datalist`,{id:`runtime-names`,children:[r.map(e=>G(`option`,{value:e.name,label:Bd(e,a)})),r.length>1&&G(`option`,{value:`auto`,label:`the scheduler chooses`})]}),S&&G(`span`,{class:`muted`,"data-testid":`runtime-info`,children:Bd(S,a)}),C.length>0&&G(`span`,{class:`warn`,"data-testid":`runtime-unknown`,children:[`Not a registered runtime: `,C.join(`, `),`.`]})]}),G(q,{label:`Task`,children:G(`textarea`,{name:`task`,rows:3,required:!0,value:s.task,onInput:E(`task`)})}),G(`div`,{class:`row`,children:[G(q,{label:`Registered harness`,hint:`name, name@tag or name@3 (see Harnesses); empty: the one-off harness below`,children:[G(`input`,{name:`harnessRef`,list:`harness-refs`,value:s.harnessRef,onInput:E(`harnessRef`),placeholder:`one-off`}),G(`datalist`,{id:`harness-refs`,children:o.map(e=>G(`option`,{value:e}))})]}),G(q,{label:`Model`,hint:`"provider/name", {{model}} in the harness; empty: its default`,children:G(`input`,{name:`model`,value:s.model,onInput:E(`model`),placeholder:`anthropic/claude-sonnet-4`})})]}),G(`div`,{class:`row`,children:[G(q,{label:`Harness name`,children:G(`input`,{name:`harness`,value:s.harness,onInput:E(`harness`),disabled:!!T})}),G(q,{label:`Priority`,children:G(`select`,{name:`priority`,value:s.priority,onChange:E(`priority`),children:[G(`option`,{value:`INTERACTIVE`,children:`interactive`}),G(`option`,{value:`BATCH`,children:`batch`})]})}),G(q,{label:`Timeout (s)`,children:G(`input`,{name:`timeout`,type:`number`,min:1,value:s.timeout,onInput:E(`timeout`)})}),xl(s.runtime)&&G(q,{label:`Placement`,hint:`Which of the runtimes takes it, when a slot frees`,children:G(`select`,{name:`placement`,value:s.placement,onChange:E(`placement`),children:[G(`option`,{value:``,children:`spread (least loaded)`}),G(`option`,{value:`PACK`,children:`pack (fullest that fits)`})]})})]}),G(q,{label:`Harness command (sh -c)`,children:G(`input`,{name:`command`,required:!T,disabled:!!T,value:s.command,onInput:E(`command`)})}),G(q,{label:`Test command (sh -c; exit 0 passes; empty: no TESTS_PASS grader)`,children:G(`input`,{name:`test`,value:s.test,onInput:E(`test`)})}),G(`div`,{class:`row`,children:[G(q,{label:`Judge rubric`,hint:`a JUDGE grader: what a passing answer does; empty: no judge`,children:G(`input`,{name:`judgeRubric`,value:s.judgeRubric,onInput:E(`judgeRubric`),placeholder:`writes 42 and says why`})}),G(q,{label:`Judge`,hint:`"provider/name"; empty: the tenant's default judge`,children:G(`input`,{name:`judgeModel`,value:s.judgeModel,onInput:E(`judgeModel`),disabled:!s.judgeRubric.trim()})}),G(q,{label:`Pass threshold`,hint:`0–1; empty: the default`,children:G(`input`,{name:`judgeThreshold`,type:`number`,min:0,max:1,step:`any`,value:s.judgeThreshold,onInput:E(`judgeThreshold`),disabled:!s.judgeRubric.trim()})})]}),G(`div`,{class:`row`,children:[G(q,{label:`Image`,hint:`the case's container image; empty: the harness's or none`,children:G(`input`,{name:`image`,value:s.image,onInput:E(`image`),placeholder:`ghcr.io/acme/env:1`})}),G(q,{label:`CPU`,hint:`cores; empty: the default`,children:G(`input`,{name:`cpu`,type:`number`,min:0,step:`any`,value:s.cpu,onInput:E(`cpu`)})}),G(q,{label:`Memory (MB)`,hint:`empty: the default`,children:G(`input`,{name:`memoryMb`,type:`number`,min:0,step:1,value:s.memoryMb,onInput:E(`memoryMb`)})})]}),G(`div`,{class:`row`,children:[G(q,{label:`Repository`,hint:`a git URL cloned into the workspace; empty: none`,children:G(`input`,{name:`repoUrl`,value:s.repoUrl,onInput:E(`repoUrl`),placeholder:`https://github.com/acme/app`})}),G(q,{label:`Ref`,hint:`branch, tag or commit; empty: the default branch`,children:G(`input`,{name:`repoRef`,value:s.repoRef,onInput:E(`repoRef`),disabled:!s.repoUrl.trim()})})]}),G(q,{label:`Webhook URL`,hint:`POSTed the settled run, signed with the tenant's webhook secret (Admin); empty: none`,children:G(`input`,{name:`webhookUrl`,type:`url`,value:s.webhookUrl,onInput:E(`webhookUrl`),placeholder:`https://hooks.example/everdict`})}),G(q,{label:`Environment`,hint:`One a line: NAME=value, or NAME=@secret to use a tenant secret (its value never leaves the server).`,children:G(`textarea`,{name:`env`,rows:2,value:s.env,onInput:E(`env`),placeholder:`MODEL=small
API_KEY=@openai`})}),b.problems.map(e=>G(`p`,{class:`error`,children:e})),G(`div`,{class:`row`,children:[G(`button`,{class:`primary`,disabled:_||b.problems.length>0,children:`Submit`}),G(`details`,{class:`copy-as`,"data-testid":`form-copy-as`,children:[G(`summary`,{children:`Copy as…`}),G(`div`,{class:`stack`,children:[G(`div`,{children:[G(Ft,{label:`Copy as CLI`,text:Ml(Cl(s,d?.carried)).command,target:()=>p.current}),G(`pre`,{ref:p,class:`output`,children:Ml(Cl(s,d?.carried)).command})]}),G(`div`,{children:[G(Ft,{label:`Copy as GraphQL`,text:jl(Cl(s,d?.carried)),target:()=>m.current}),G(`pre`,{ref:m,class:`output`,children:jl(Cl(s,d?.carried))})]})]})]})]}),G(K,{error:h})]}),G(`h2`,{id:`scorecard`,children:`Submit a scorecard from JSONL`}),t&&!O?G(Mt,{what:`Scorecards (many cases from a JSONL upload)`}):G(Wd,{names:n})]})}var Ud=`{"id": "answer-42", "task": "Write 42 to answer.txt", "graders": [{"kind": "TESTS_PASS", "command": ["sh", "-c", "grep -q 42 answer.txt"]}]}
{"id": "fix-login", "task": "Fix the login test", "repo": {"url": "https://github.com/acme/app", "ref": "main"}, "timeoutSec": 600}`;function Wd({names:e}){let[t,n]=B(``),[r,i]=B(``),[a,o]=B({name:``,runtime:``,harness:`web`,command:`echo solving; echo 42 > answer.txt`,maxAttempts:``,priority:`BATCH`}),[s,c]=B(!1),[l,u]=B(null),[d,f]=B(!1),p=ye(()=>t.trim()?Fd(t):null,[t]);V(()=>{e.length&&o(t=>t.runtime?t:{...t,runtime:e[0]})},[e[0]]);let m=e=>t=>{let n=t.currentTarget.value;o(t=>({...t,[e]:n}))};async function h(e){let t=e.currentTarget.files?.[0];t&&(i(t.name),n(await t.text()),o(e=>e.name?e:{...e,name:Id(t.name)}))}async function g(e){if(e.preventDefault(),!p||p.problems.length)return;f(!0),u(null);let t={name:a.name.trim(),runtime:a.runtime.trim(),priority:a.priority,harness:{name:a.harness||`web`,command:tr(a.command)},cases:p.cases,maxAttempts:a.maxAttempts?Number(a.maxAttempts):void 0,speculate:s||void 0};try{Tr(Sr((await W(Rn,{input:t})).submitScorecard.id))}catch(e){u(Lt(e))}finally{f(!1)}}let _=!!p&&p.problems.length===0;return G(`form`,{onSubmit:g,class:`stack`,"aria-label":`Submit a scorecard`,children:[G(`p`,{class:`muted`,children:[`One case a line, as `,G(`code`,{children:`everdict scorecard run`}),` reads them: a JSON object with an `,G(`code`,{children:`id`}),` (1 to 40 lowercase letters, digits and inner dashes, unique) and a `,G(`code`,{children:`task`}),`, and optionally `,G(`code`,{children:`repo`}),`, `,G(`code`,{children:`files`}),`,`,` `,G(`code`,{children:`image`}),`, `,G(`code`,{children:`timeoutSec`}),`, `,G(`code`,{children:`resources`}),` and `,G(`code`,{children:`graders`}),`. Each case becomes a run of the harness below.`]}),G(`details`,{children:[G(`summary`,{children:`Example`}),G(`pre`,{class:`output`,children:Ud})]}),G(q,{label:`Cases file (JSONL)`,children:G(`input`,{name:`cases`,type:`file`,accept:`.jsonl,.json,.ndjson,.txt,application/jsonl,application/x-ndjson,text/plain`,onChange:h})}),G(q,{label:`Or paste the cases`,hint:r?`Loaded from ${r}; edits here are what is sent.`:void 0,children:G(`textarea`,{name:`casesText`,rows:4,value:t,onInput:e=>n(e.currentTarget.value),placeholder:`{"id": "case-1", "task": "…"}`,spellcheck:!1})}),p&&G(`div`,{"aria-live":`polite`,children:_?G(`p`,{class:`ok`,"data-testid":`cases-summary`,children:[p.cases.length===1?`1 case`:`${Qn(p.cases.length)} cases`,`:`,` `,p.cases.slice(0,8).map(e=>e.id).join(`, `),p.cases.length>8&&`, …`]}):G(`ul`,{class:`problems error`,"data-testid":`case-problems`,children:[p.problems.map(e=>G(`li`,{children:[e.line>0?`line ${e.line}: `:``,e.message]})),p.more>0&&G(`li`,{children:[`… and `,p.more,` more`]})]})}),G(`div`,{class:`row`,children:[G(q,{label:`Scorecard name`,children:G(`input`,{name:`scorecardName`,required:!0,value:a.name,onInput:m(`name`),placeholder:`nightly`})}),G(q,{label:`Runtimes`,hint:`"name", "a,b" to shard, or "auto"`,children:[G(`input`,{name:`scorecardRuntime`,list:`scorecard-runtimes`,required:!0,value:a.runtime,onInput:m(`runtime`)}),G(`datalist`,{id:`scorecard-runtimes`,children:[...e,`auto`].map(e=>G(`option`,{value:e}))})]})]}),G(`div`,{class:`row`,children:[G(q,{label:`Harness name`,children:G(`input`,{name:`scorecardHarness`,value:a.harness,onInput:m(`harness`)})}),G(q,{label:`Tries per case`,children:G(`input`,{name:`maxAttempts`,type:`number`,min:1,max:10,placeholder:`3`,value:a.maxAttempts,onInput:m(`maxAttempts`)})}),G(q,{label:`Priority`,children:G(`select`,{name:`scorecardPriority`,value:a.priority,onChange:m(`priority`),children:[G(`option`,{value:`BATCH`,children:`batch`}),G(`option`,{value:`INTERACTIVE`,children:`interactive`})]})})]}),G(q,{label:`Harness command for every case (sh -c)`,children:G(`input`,{name:`scorecardCommand`,required:!0,value:a.command,onInput:m(`command`)})}),G(`label`,{class:`check`,children:[G(`input`,{type:`checkbox`,name:`speculate`,checked:s,onChange:e=>c(e.currentTarget.checked)}),` Speculate: once the last 5% of cases straggle past the batch's p95, run a duplicate of each elsewhere; the first result wins`]}),G(`button`,{class:`primary`,disabled:d||!_,children:`Submit scorecard`}),G(K,{error:l})]})}function Gd(e){let t=[];return e.browser&&t.push(`a browser`),e.osUse&&t.push(`a display (osUse)`),e.expected&&t.push(`the reference answer`),e.graders?.length&&t.push(`${e.graders.length===1?`a grader`:`${e.graders.length} graders`} (${e.graders.map(e=>e.kind).join(`, `)})`),t}var Kd=[[`/runs`,`Runs`,[`runs`,`run`]],[`/submit`,`Submit`,[`submit`]],[`/runtimes`,`Runtimes`,[`runtimes`,`runtime`]],[`/harnesses`,`Harnesses`,[`harnesses`]],[`/queue`,`Queue`,[`queue`]],[`/scorecards`,`Scorecards`,[`scorecards`,`scorecard`,`compare`]],[`/providers`,`Models`,[`providers`]],[`/admin`,`Admin`,[`admin`]]];function qd(e){switch(e.page){case`run`:return`Run ${e.id}`;case`runtime`:return`Runtime ${e.name}`;case`scorecard`:return`Scorecard ${e.id}`;case`compare`:return`Compare scorecards`;case`providers`:return`Model providers`;case`notfound`:return`Not found`;case`signin`:return`Sign in`}return e.page[0].toUpperCase()+e.page.slice(1)}function Jd(){let e=Er(),t=br(e.pathname),[n,r]=B(null),[i,a]=B(null),[o,s]=B(0),[c,l]=B(`closed`);V(()=>pt(l),[]);let[u,d]=B(!1);V(()=>Ze(()=>{location.pathname!==`/signin`&&(d(!0),Je(``),r(null))}),[]);let[f,p]=B(!1);V(()=>ut(p),[]),V(()=>{qe()?W(Zt,{}).then(e=>(r(e.viewer),a(null))).catch(e=>{let t=Lt(e);t.code===`UNAUTHENTICATED`&&(d(!0),Je(``)),a(t),r(null)}):r(null)},[o]),V(()=>{document.title=`${qd(t)} · Everdict`},[e.pathname]);let m=!!qe();V(()=>{m||t.page===`signin`||(Tr(`/signin?${u?`reason=refused&`:``}next=${encodeURIComponent(e.pathname+e.search)}`,!0),d(!1))},[m,t.page,u]),Qu(n?.role);let h;if(t.page===`signin`)h=G(yd,{onSignedIn:()=>s(e=>e+1)});else if(!m)h=null;else if(!n)h=i?G(K,{error:i}):G(Nt,{});else switch(t.page){case`runs`:h=G(qu,{});break;case`run`:h=G(Du,{id:t.id},t.id);break;case`submit`:h=G(Hd,{});break;case`runtimes`:h=G(ed,{});break;case`runtime`:h=G(rd,{name:t.name},t.name);break;case`harnesses`:h=G(Or,{});break;case`queue`:h=G(hl,{});break;case`scorecards`:h=G(dd,{});break;case`scorecard`:h=G(pd,{id:t.id},t.id);break;case`compare`:h=G(vd,{});break;case`providers`:h=G(Mr,{viewer:n});break;case`admin`:h=G(pr,{viewer:n});break;default:h=G(jt,{what:G(y,{children:[`No page at `,G(`code`,{children:e.pathname}),`.`]})})}return G(y,{children:[G(`a`,{class:`skip`,href:`#main`,onClick:e=>{e.preventDefault(),document.getElementById(`main`)?.focus()},children:`Skip to content`}),G(`header`,{class:`top`,children:[G(`a`,{class:`brand`,href:`/runs`,children:`Everdict`}),G(`nav`,{"aria-label":`main`,children:[Kd.map(([e,n,r])=>G(`a`,{href:e,"aria-current":r.includes(t.page)?`page`:void 0,children:n})),G(`a`,{href:`/graphiql`,children:`GraphiQL`})]}),G(`div`,{class:`who`,children:[m&&G(`span`,{class:`sock sock-${c}`,title:`live updates: ${c}`,"aria-label":`live updates ${c}`}),n&&G(`span`,{class:`muted`,"data-testid":`viewer`,children:[n.subject,` · `,n.tenant.slug,` · `,n.role.toLowerCase()]}),m?G(`button`,{class:`link`,onClick:()=>{Je(``),r(null),Tr(`/signin`)},children:`Sign out`}):t.page!==`signin`&&G(`a`,{href:`/signin`,children:`Sign in`})]})]}),m&&f&&G(`div`,{class:`outage`,role:`status`,"aria-live":`polite`,"data-testid":`outage`,children:[G(`strong`,{children:`Reconnecting…`}),` The server cannot be reached right now; live updates are paused. This page refreshes when it is back.`]}),G(`main`,{id:`main`,tabIndex:-1,children:h})]})}var Yd=document.getElementById(`app`);Dr(document.body),I(G(Jd,{}),Yd);