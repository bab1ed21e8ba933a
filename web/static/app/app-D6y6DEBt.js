const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["xterm-B1njb2Cr.css"])))=>i.map(i=>d[i]);
var e,t,n,r,i,a,o,s,c,l,u=Symbol.for(`pv`),d={},f=[],p=/^m(i|n|o|s|text|space)$/,m=Array.isArray,h=f.slice,g=Object.assign;function _(e){e&&e.parentNode&&e.remove()}function v(n,r,i,a,o){var s={type:n,props:r,key:i,ref:a,__k:null,__:null,__b:0,__e:null,__c:null,constructor:u,__v:o||++t,__i:-1,__u:0};return!o&&e.vnode&&e.vnode(s),s}function y(e){return e.children}function b(e,t){this.props=e,this.context=t,this.__g=0}function x(e,t){if(t==null)return e.__&&x(e.__,e.__i+1);for(var n;t<e.__k.length;t++)if((n=e.__k[t])&&n.__e)return n.__e;return typeof e.type!=`function`||e.props.__P?null:x(e)}function S(t){var n,r=t.__v,i=r.__e,a=[],o=[],s=t.__P;s&&((n=g({constructor:u},r)).__v=r.__v+1,e.vnode&&e.vnode(n),ee(s,n,r,t.__n,s.namespaceURI,32&r.__u?[i]:null,a,i||x(r),32&r.__u,o),n.__v=r.__v,n.__.__k[n.__i]=n,re(a,n,o),r.__=r.__e=null,n.__e!=i&&C(n))}function C(e){if((e=e.__)&&e.__c&&!e.props.__P)return e.__e=null,e.__k.some(function(t){return t&&(e.__e=t.__e)}),C(e)}function w(t){(8&t.__g||(t.__g|=8,n.push(t),i++))&&r==e.debounceRendering||((r=e.debounceRendering)||queueMicrotask)(T)}function T(){try{for(var e,t=1;n.length;)n.length>t&&n.sort(a),e=n.shift(),t=n.length,8&e.__g&&S(e)}finally{(i=n.length)&&(r||queueMicrotask)(T)}}function E(e,t,n,r,i,a,o,s,c,l,u){var p,m,h,g,_,v,y=r.__k||f,b=t.length;for(c=D(n,t,y,c,b),p=0;p<b;p++)(h=n.__k[p])!=null&&(m=~h.__i&&y[h.__i]||d,h.__i=p,v=ee(e,h,m,i,a,o,s,c,l,u),g=h.__e,(m.ref!=h.ref||8&m.__u)&&(m.ref&&N(m.ref,null,h,m),h.ref&&u.push(h.ref,h.__c||g,h)),_||=g,4&h.__u?(c=O(h,c,e,!m.__v),m.__e&&(m.__e=null)):typeof h.type==`function`&&v!==void 0?c=v:g&&(c=g.nextSibling),h.__u&=-21);return n.__e=_,c}function D(e,t,n,r,i){var a,o,s,c,l,d,f,p,h,g=n.length,_=g,b=0,S=0,C=e.__k=Array(i);for(a=0;a<i;a++)(o=t[a])!=null&&typeof o!=`boolean`&&typeof o!=`function`?(typeof o!=`object`||o.constructor===String?o=C[a]=v(null,o):m(o)?o=C[a]=v(y,{children:o}):o.constructor===u&&o.__b?o=C[a]=v(o.type,o.props,o.key,o.ref,o.__v):C[a]=o,c=a+b,o.__=e,o.__b=e.__b+1,s=null,~(l=o.__i=k(o,n,c,_))&&(_--,(s=n[l])&&(s.__u|=2)),s&&s.__v?(o.__u|=16,l==c-1?b--:l==c+1?b++:l!=c&&(l>c?b--:b++,S=1)):(~l||(i>g?b--:i<g&&b++),typeof o.type!=`function`&&(o.__u|=4))):C[a]=null;if(S){for(d=[],f=[],a=0;a<i;a++)if((o=C[a])&&16&o.__u){for(b=0,p=d.length;b<p;)d[h=b+p>>1]<o.__i?b=h+1:p=h;d[b]=o.__i,f[a]=b+1}for(b=d.length;a--;)f[a]&&(f[a]==b?b--:C[a].__u|=4)}if(_)for(a=0;a<g;a++)!(s=n[a])||2&s.__u||(s.__e==r&&(r=x(s)),P(s,s));return r}function O(e,t,n,r){var i,a,o,s;if(typeof e.type==`function`){if(e.props.__P)return t;if(i=e.__k)for(a=0;a<i.length;a++)i[a]&&(i[a].__=e,t=O(i[a],t,n,!1));return t}for(t&&!t.parentNode&&(t=x(e))&&!t.parentNode&&(t=null),o=e.__e,s=t;s&&s.nodeType==8;)s=s.nextSibling;for(o!=s&&(!r&&n.moveBefore&&o.parentNode?n.moveBefore(o,t):n.insertBefore(o,t||null)),t=o;(t&&=t.nextSibling)&&t.nodeType==8&&!t.data.startsWith(`$s`););return t}function k(e,t,n,r){var i,a=e.key,o=e.type,s=t[n],c=s&&!(2&s.__u);if(s===null&&a==null||c&&a==s.key&&o==s.type)return n;if(r>+!!c){for(i=n-1;i>=0;i--)if((s=t[i])&&!(2&s.__u)&&a==s.key&&o==s.type)return i;for(i=n+1;i<t.length;i++)if((s=t[i])&&!(2&s.__u)&&a==s.key&&o==s.type)return i}return-1}function A(e,t,n){n??=``,t[0]==`-`?e.setProperty(t,n):e[t]=n}function j(e,t,n,r,i){var a,o;if(t==`style`){if(typeof n==`string`)e.style.cssText=n;else{if(typeof r==`string`&&(e.style.cssText=r=``),r)for(t in r)n&&t in n||A(e.style,t);if(n)for(t in n)r&&n[t]==r[t]||A(e.style,t,n[t])}}else if(t[0]==`o`&&t[1]==`n`)typeof n!=`function`&&(n=null),typeof r!=`function`&&(r=null),(e.__e||={})[t]=n,n&&r||(o=l[t]||(l[t]=M(t)),(e.__a||={})[t]=c,a=t!=(t=t.replace(s,`$1`)),(t=t.slice(2))[0]<`a`&&(t=t.toLowerCase()),n?e.addEventListener(t,o,a):e.removeEventListener(t,o,a));else{if(i==`http://www.w3.org/2000/svg`)t=t.replace(/xlink(H|:h)/,`h`).replace(/sName$/,`s`);else if(t!=`width`&&t!=`height`&&t!=`href`&&t!=`list`&&t!=`form`&&t!=`tabIndex`&&t!=`download`&&t!=`rowSpan`&&t!=`colSpan`&&t!=`role`&&t!=`popover`&&t in e)try{e[t]=n??``;return}catch{}if(typeof n==`function`)return;n==null||!1===n&&t[4]!=`-`?e.removeAttribute(t):e.setAttribute(t,t==`popover`&&n==1?``:n)}}function M(t){return function(n){var r=this.__e;if(r){if(r=r[t],n[o]==null)n[o]=c++;else if(n[o]<this.__a[t])return;return r(e.event?e.event(n):n)}}}function ee(t,n,r,i,a,o,s,c,l,d){var p,h,v,S,C,w,T,D,O,k,A,j,M,ee,re,N,I,L,R=n.type;if(n.constructor!==u)return null;128&r.__u&&(l=32&r.__u,p=r.__c.__z)&&(n.__u|=l,h=o=[],p.nodeType==8?c=te(p,o):o.push(p),c=o[0]||c),(p=e.__b)&&p(n);n:if(typeof R==`function`){v=s.length;try{if(D=n.props,O=(p=R.prototype)&&p.render,k=(p=R.contextType)&&i[p.__c],A=p?k?k.props.value:p.__:i,(S=r.__c)?(n.__c=S,2&S.__g&&(S.__g|=1)):(O?n.__c=S=new R(D,A):(n.__c=S=new b(D,A),S.constructor=R,S.render=F),k&&k.sub(S),S.state||(S.state={}),S.__n=i,S.__g|=8,S.__h=[],S.__k=[]),O&&(S.__s||(S.__s=S.state),R.getDerivedStateFromProps&&(S.__s==S.state&&(S.__s=g({},S.__s)),g(S.__s,R.getDerivedStateFromProps(D,S.__s)))),C=S.props,w=S.state,S.__v=n,r.__c){if(D!==C&&O&&!R.getDerivedStateFromProps&&S.componentWillReceiveProps&&S.componentWillReceiveProps(D,A),n.__v==r.__v&&!(8&S.__g)||!(4&S.__g)&&S.shouldComponentUpdate&&!1===S.shouldComponentUpdate(D,S.__s,A)){n.__v!=r.__v&&(S.props=D,S.state=S.__s,S.__g&=-9),n.__e=r.__e,n.__k=r.__k,n.__k.some(function(e){e&&(e.__=n)}),f.push.apply(S.__h,S.__k),S.__k=[],S.__h.length&&s.push(S),c=x(r);break n}S.componentWillUpdate&&S.componentWillUpdate(D,S.__s,A),O&&S.componentDidUpdate&&S.__h.push(function(){S.componentDidUpdate(C,w,T)})}else O&&!R.getDerivedStateFromProps&&S.componentWillMount&&S.componentWillMount(),O&&S.componentDidMount&&S.__h.push(S.componentDidMount);S.context=A,S.props=D,S.__P=t,S.__g&=-5,j=e.__r,M=O?25:0;do S.__g&=-9,j&&j(n),p=S.render(S.props,S.state=S.__s,S.context);while(8&S.__g&&++M<25);O&&(f.push.apply(S.__h,S.__k),S.__k=[]),S.state=S.__s,S.getChildContext&&(i=g({},i,S.getChildContext())),O&&r.__c&&S.getSnapshotBeforeUpdate&&(T=S.getSnapshotBeforeUpdate(C,w)),ee=p&&p.type===y&&p.key==null?p.props.children:p,D.__P&&(p=c,a=(t=D.__P).namespaceURI,l=o=null,r.props&&r.props.__P!=t&&(r.__k.some(function(e){e&&P(e,e)}),r.__k=null),c=r.__k?x(r,0):null),c=E(t,m(ee)?ee:[ee],n,r,i,a,o,s,c,l,d),D.__P&&(n.__e=null,c=p),n.__u&=-161,h&&h.some(_),S.__h.length&&s.push(S),1&S.__g&&(S.__g&=-4)}catch(t){if(s.length=v,n.__v=null,l||o){if(t&&t.then){if(n.__u|=128|l,o){for(~(I=o.indexOf(c||void 0))||(I=o.length);(L=o[I-1])&&L.nodeType==8;)I--;for(;I<o.length;I++)if(L=o[I]){if(o[I]=null,re){if(L==N)break}else{if(L.nodeType!=8)break;L.data.startsWith(`$s`)&&(N=te(re=L))}}}if(!re){for(;c&&c.nodeType==8&&c.nextSibling;)c=c.nextSibling;re=c}(p=te(re=n.__c.__z||(n.__c.__z=re)))?(n.__e=re,c=p):n.__e=c,c&&=c.nextSibling}else o&&o.some(_)}else n.__e=r.__e;n.__k||=r.__k||[],t&&t.then||ne(n),e.__e(t,n,r)}}else c=n.__e=ie(r.__e,n,r,i,a,o,s,l,d,t);return(p=e.diffed)&&p(n),c}function te(e,t){if(e&&e.nodeType==8&&e.data.startsWith(`$s`))for(var n=1;e=e.nextSibling;){if(e.nodeType==8){if(e.data.startsWith(`$s`))n++;else if(e.data.startsWith(`/$s`)&&!--n)return e}t&&t.push(e)}}function ne(e){e&&(e.__c&&(e.__c.__g|=4),e.__k&&e.__k.some(ne))}function re(t,n,r){for(var i=0;i<r.length;)N(r[i++],r[i++],r[i++]);e.__c&&e.__c(n,t),t.some(function(n){try{t=n.__h,n.__h=[],t.some(function(e){e.call(n)})}catch(t){e.__e(t,n.__v)}})}function ie(t,n,r,i,a,o,s,c,l,u){var f,g,v,y,b,S,C,w,T=r.props||d,D=n.props,O=n.type;if(O==`svg`?a=`http://www.w3.org/2000/svg`:O==`math`?a=`http://www.w3.org/1998/Math/MathML`:a||=`http://www.w3.org/1999/xhtml`,o){for(f=0;f<o.length;f++)if((b=o[f])&&(O?b.localName==O:b.nodeType==3)){t=b,o[f]=null;break}}if(!t){if(w=u.ownerDocument||document,!O)return w.createTextNode(D);t=w.createElementNS(a,O,D.is?D:u),c&&=(e.__m&&e.__m(n,o),!1),o=null}if(O){if(u=O==`template`&&t.content||t,o=O==`textarea`&&D.defaultValue!=null?null:o&&h.call(u.childNodes),!c&&o)for(T={},f=0;f<t.attributes.length;f++)T[(b=t.attributes[f]).name]=b.value;for(f in T)b=T[f],f==`dangerouslySetInnerHTML`?v=b:f==`children`||f in D||f==`value`&&`defaultValue`in D||f==`checked`&&`defaultChecked`in D||j(t,f,null,b,a);for(f in D)b=D[f],f==`children`?y=b:f==`dangerouslySetInnerHTML`?g=b:f==`value`?S=b:f==`checked`?C=b:c&&typeof b!=`function`||T[f]===b||j(t,f,b,T[f],a);g?(c||v&&(g.__html==v.__html||g.__html==t.innerHTML)||(t.innerHTML=g.__html),n.__k=[]):(v&&(t.textContent=``),(O==`foreignObject`||a==`http://www.w3.org/1998/Math/MathML`&&p.test(O))&&(a=`http://www.w3.org/1999/xhtml`),E(u,m(y)?y:[y],n,r,i,a,o,s,o?o[0]:r.__k&&x(r,0),c,l),o&&o.some(_)),c&&O!=`textarea`||(f=`value`,O==`progress`&&S==null?t.removeAttribute(f):S==null||S===t[f]&&(O!=`progress`||S)||j(t,f,S,T[f],a),f=`checked`,C!=null&&C!=t[f]&&j(t,f,C,T[f],a))}else T===D||c&&t.data==D||(t.data=D);return t}function N(t,n,r,i){try{typeof t==`function`?n?n.__x=t(n)||1:(i&&=i.__c||i.__e)&&(n=i.__x)&&(i.__x=null,typeof n==`function`?n():t(null)):t.current=n}catch(t){e.__e(t,r)}}function P(t,n,r){var i,a,o,s;if(e.unmount&&e.unmount(t),!(i=t.ref)||i.current&&i.current!=t.__e||N(i,null,n,t),i=t.__c){if(i.componentWillUnmount)try{i.componentWillUnmount()}catch(t){e.__e(t,n)}i.__P=i.__n=null}if(i=t.__k)for(s=0;s<i.length;s++)i[s]&&P(i[s],n,typeof t.type!=`function`||r&&!t.props.__P);!r&&(i=t.__c)&&(i=i.__z)&&(a=te(i,o=[]))&&(i==t.__e&&o.some(_),_(a),_(i)),r||_(t.__e),t.__e=t.__c=t.__=null}function F(e,t,n){return this.constructor(e,n)}function I(t,n){var r,i,a,o;e.__&&e.__(t,n),n.nodeType==9&&(n=n.documentElement),i=(r=t&&32&t.__u)?null:n.__k,n.__k=v(y,{children:[t]}),a=[],o=[],ee(n,n.__k,i||d,d,n.namespaceURI,i?null:n.firstChild?h.call(n.childNodes):null,a,i?i.__e:n.firstChild,r,o),re(a,n.__k,o),n.__k.props.children=null}e={__e:function(e,t,n,r){for(var a,o,s;t=t.__;)if((a=t.__c)&&!(1&a.__g)){a.__g|=4;try{if((s=(o=a.constructor)&&o.getDerivedStateFromError)&&a.setState(o.getDerivedStateFromError(e)),a.componentDidCatch&&(a.componentDidCatch(e,r||{}),s=1),s&&8&a.__g)return void(a.__g|=2)}catch(t){e=t}}throw i=0,e}},t=0,b.prototype.setState=function(e,t){var n=this.__s;n&&n!=this.state||(n=this.__s=g({},this.state)),typeof e==`function`&&(e=e(g({},n),this.props)),e&&(g(n,e),this.__v&&(t&&this.__k.push(t),w(this)))},b.prototype.forceUpdate=function(e){this.__v&&(this.__g|=4,e&&this.__h.push(e),w(this))},b.prototype.render=y,n=[],i=0,a=function(e,t){return e.__v.__b-t.__v.__b},o=Symbol(),s=/(PointerCapture)$|Capture$/i,c=0,l={};var L,R,ae,oe,se=Object.is,ce=0,le=[],ue=[],de=e,fe=de.__b,pe=de.__r,me=de.diffed,he=de.__c,ge=de.unmount,_e=de.__;function ve(e,t){de.__h&&de.__h(R,e,ce||t),ce=0;var n=R.__H||(R.__H={__:[],__h:[]});return e>=n.__.length&&n.__.push({}),n.__[e]}function z(e){return ce=1,ye(ke,e)}function ye(e,t,n){var r=ve(L++,2);if(r.t=e,!r.__c&&(r.__=[n?n(t):ke(void 0,t),function(e){var t=(r.__N||r.__)[0],n=r.t(t,e);se(t,n)||(r.__N=[n,r.__[1]],r.__c.setState({}))}],r.__c=R,!R.__f)){R.__f=!0;var i=R.shouldComponentUpdate;R.shouldComponentUpdate=function(e,t,n){var r=this.__H;if(!r)return!0;var a=!1,o=this.props!=e;if(r.__.some(function(e){e.__N&&(a=!0,se(e.__[0],e.__N[0])||(o=!0))}),i){var s=i.call(this,e,t,n);return a?s||o:s}return!a||o}}return r.__}function B(e,t){var n=ve(L++,3);!de.__s&&Oe(n.__H,t)&&(n.__P=!0,n.__=e,n.u=t,R.__H.__h.push(n))}function V(e,t){var n=ve(L++,4);!de.__s&&Oe(n.__H,t)&&(n.__P=!1,n.__=e,n.u=t,R.__h.push(n))}function H(e){return ce=5,be(function(){return{current:e}},[])}function be(e,t){var n=ve(L++,7);return Oe(n.__H,t)&&(n.__=e(),n.__H=t),n.__}function xe(e,t){return ce=8,be(function(){return e},t)}function Se(){var e;do{for(;e=ue.shift();)try{Ee(e)}catch(t){de.__e(t,{__:(e=e.__P)&&e.__v})}for(;e=le.shift();){var t=e.__H;if(e.__P&&t)try{t.__h.some(Ee),t.__h.some(De),t.__h=[]}catch(n){t.__h=[],de.__e(n,e.__v)}}}while(ue.length)}de.__b=function(e){R=null,fe&&fe(e)},de.__=function(e,t){e&&t.__k&&t.__k.__m&&(e.__m=t.__k.__m),_e&&_e(e,t)},de.__r=function(e){pe&&pe(e),L=0;var t=(R=e.__c).__H;t&&(ae==R?R.__h=[]:(t.__h.some(Ee),t.__h.some(De),L=0),t.__h=[],t.__.some(function(e){e.__N&&(e.__=e.__N),e.u=e.__N=void 0})),ae=R},de.diffed=function(e){me&&me(e);var t=e.__c;t&&t.__H&&(t.__H.__h.length&&Te(le.push(t)),t.__H.__.some(function(e){e.u&&(e.__H=e.u)})),ae=R=null},de.__c=function(e,t){t.some(function(e){try{e.__h.some(Ee),e.__h=e.__h.filter(function(e){return!e.__||De(e)})}catch(t){e.__h=[function(){throw t}]}}),he&&he(e,t)},de.unmount=function(e){ge&&ge(e);var t,n,r=e.__c;r&&r.__H&&(r.__H.__.some(function(r){try{if(r.__P&&r.__c){if(n===void 0){for(n=e.__;n&&(!n.__c||!n.__c.__P);)n=n.__;n&&=n.__c}r.__P=n,Te(ue.push(r))}else Ee(r)}catch(e){t=e}}),r.__H=void 0,t&&de.__e(t,r.__v))};var Ce=typeof requestAnimationFrame==`function`;function we(e){var t,n=function(){clearTimeout(r),Ce&&cancelAnimationFrame(t),setTimeout(e)},r=setTimeout(n,35);Ce&&(t=requestAnimationFrame(n))}function Te(e){e!=1&&oe==de.requestAnimationFrame||((oe=de.requestAnimationFrame)||we)(Se)}function Ee(e){var t=R,n=e.__c;typeof n==`function`&&(e.__c=void 0,n()),R=t}function De(e){var t=R;e.__c=e.__(),R=t}function Oe(e,t){return!e||e.length!=t.length||t.some(function(t,n){return!se(t,e[n])})}function ke(e,t){return typeof t==`function`?t(e):t}function Ae(e){return e===null?`null`:Array.isArray(e)?`array`:typeof e}function je(e){return Ae(e)===`object`}function Me(e){return Array.isArray(e)&&e.length>0&&e.every(e=>`message`in e)}function Ne(e,t){return e.length<124?e:t}var Pe=`graphql-transport-ws`,Fe;(function(e){e[e.InternalServerError=4500]=`InternalServerError`,e[e.InternalClientError=4005]=`InternalClientError`,e[e.BadRequest=4400]=`BadRequest`,e[e.BadResponse=4004]=`BadResponse`,e[e.Unauthorized=4401]=`Unauthorized`,e[e.Forbidden=4403]=`Forbidden`,e[e.SubprotocolNotAcceptable=4406]=`SubprotocolNotAcceptable`,e[e.ConnectionInitialisationTimeout=4408]=`ConnectionInitialisationTimeout`,e[e.ConnectionAcknowledgementTimeout=4504]=`ConnectionAcknowledgementTimeout`,e[e.SubscriberAlreadyExists=4409]=`SubscriberAlreadyExists`,e[e.TooManyInitialisationRequests=4429]=`TooManyInitialisationRequests`})(Fe||={});var Ie;(function(e){e.ConnectionInit=`connection_init`,e.ConnectionAck=`connection_ack`,e.Ping=`ping`,e.Pong=`pong`,e.Subscribe=`subscribe`,e.Next=`next`,e.Error=`error`,e.Complete=`complete`})(Ie||={});function Le(e){if(!je(e))throw Error(`Message is expected to be an object, but got ${Ae(e)}`);if(!e.type)throw Error(`Message is missing the 'type' property`);if(typeof e.type!=`string`)throw Error(`Message is expects the 'type' property to be a string, but got ${Ae(e.type)}`);switch(e.type){case Ie.ConnectionInit:case Ie.ConnectionAck:case Ie.Ping:case Ie.Pong:if(e.payload!=null&&!je(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an object or nullish or missing, but got "${e.payload}"`);break;case Ie.Subscribe:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${Ae(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);if(!je(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an object, but got ${Ae(e.payload)}`);if(typeof e.payload.query!=`string`)throw Error(`"${e.type}" message payload expects the 'query' property to be a string, but got ${Ae(e.payload.query)}`);if(e.payload.variables!=null&&!je(e.payload.variables))throw Error(`"${e.type}" message payload expects the 'variables' property to be a an object or nullish or missing, but got ${Ae(e.payload.variables)}`);if(e.payload.operationName!=null&&Ae(e.payload.operationName)!==`string`)throw Error(`"${e.type}" message payload expects the 'operationName' property to be a string or nullish or missing, but got ${Ae(e.payload.operationName)}`);if(e.payload.extensions!=null&&!je(e.payload.extensions))throw Error(`"${e.type}" message payload expects the 'extensions' property to be a an object or nullish or missing, but got ${Ae(e.payload.extensions)}`);break;case Ie.Next:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${Ae(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);if(!je(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an object, but got ${Ae(e.payload)}`);break;case Ie.Error:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${Ae(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);if(!Me(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an array of GraphQL errors, but got ${JSON.stringify(e.payload)}`);break;case Ie.Complete:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${Ae(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);break;default:throw Error(`Invalid message 'type' property "${e.type}"`)}return e}function Re(e,t){return Le(typeof e==`string`?JSON.parse(e,t):e)}function ze(e,t){return Le(e),JSON.stringify(e,t)}var Be=function(e){return this instanceof Be?(this.v=e,this):new Be(e)},Ve=function(e,t,n){if(!Symbol.asyncIterator)throw TypeError(`Symbol.asyncIterator is not defined.`);var r=n.apply(e,t||[]),i,a=[];return i=Object.create((typeof AsyncIterator==`function`?AsyncIterator:Object).prototype),s(`next`),s(`throw`),s(`return`,o),i[Symbol.asyncIterator]=function(){return this},i;function o(e){return function(t){return Promise.resolve(t).then(e,d)}}function s(e,t){r[e]&&(i[e]=function(t){return new Promise(function(n,r){a.push([e,t,n,r])>1||c(e,t)})},t&&(i[e]=t(i[e])))}function c(e,t){try{l(r[e](t))}catch(e){f(a[0][3],e)}}function l(e){e.value instanceof Be?Promise.resolve(e.value.v).then(u,d):f(a[0][2],e)}function u(e){c(`next`,e)}function d(e){c(`throw`,e)}function f(e,t){e(t),a.shift(),a.length&&c(a[0][0],a[0][1])}};function He(e){let{url:t,connectionParams:n,lazy:r=!0,onNonLazyError:i=console.error,lazyCloseTimeout:a=0,keepAlive:o=0,disablePong:s,connectionAckWaitTimeout:c=0,retryAttempts:l=5,retryWait:u=async function(e){let t=1e3;for(let n=0;n<e;n++)t*=2;await new Promise(e=>setTimeout(e,t+Math.floor(Math.random()*2700+300)))},shouldRetry:d=We,isFatalConnectionProblem:f,on:p,webSocketImpl:m,generateID:h=function(){return`xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx`.replace(/[xy]/g,e=>{let t=Math.random()*16|0;return(e==`x`?t:t&3|8).toString(16)})},jsonMessageReplacer:g,jsonMessageReviver:_}=e,v;if(m){if(!Ke(m))throw Error(`Invalid WebSocket implementation provided`);v=m}else typeof WebSocket<`u`?v=WebSocket:typeof global<`u`?v=global.WebSocket||global.MozWebSocket:typeof window<`u`&&(v=window.WebSocket||window.MozWebSocket);if(!v)throw Error("WebSocket implementation missing; on Node you can `import WebSocket from 'ws';` and pass `webSocketImpl: WebSocket` to `createClient`");let y=v,b=(()=>{let e=(()=>{let e={};return{on(t,n){return e[t]=n,()=>{delete e[t]}},emit(t){var n;`id`in t&&((n=e[t.id])==null||n.call(e,t))}}})(),t={connecting:p?.connecting?[p.connecting]:[],opened:p?.opened?[p.opened]:[],connected:p?.connected?[p.connected]:[],ping:p?.ping?[p.ping]:[],pong:p?.pong?[p.pong]:[],message:p?.message?[e.emit,p.message]:[e.emit],closed:p?.closed?[p.closed]:[],error:p?.error?[p.error]:[]};return{onMessage:e.on,on(e,n){let r=t[e];return r.push(n),()=>{r.splice(r.indexOf(n),1)}},emit(e,...n){for(let r of[...t[e]])r(...n)}}})();function x(e){let t=[b.on(`error`,n=>{t.forEach(e=>e()),e(n)}),b.on(`closed`,n=>{t.forEach(e=>e()),e(n)})]}let S,C=0,w,T=!1,E=0,D=!1;async function O(){clearTimeout(w);let[e,r]=await(S??=new Promise((e,r)=>(async()=>{if(T){if(await u(E),!C)return S=void 0,r({code:1e3,reason:`All Subscriptions Gone`});E++}b.emit(`connecting`,T);let i=new y(typeof t==`function`?await t():t,Pe),a,l;function d(){isFinite(o)&&o>0&&(clearTimeout(l),l=setTimeout(()=>{i.readyState===y.OPEN&&(i.send(ze({type:Ie.Ping})),b.emit(`ping`,!1,void 0))},o))}x(e=>{S=void 0,clearTimeout(a),clearTimeout(l),r(e),e instanceof Ue&&(i.close(4499,`Terminated`),i.onerror=null,i.onclose=null)}),i.onerror=e=>b.emit(`error`,e),i.onclose=e=>b.emit(`closed`,e),i.onopen=async()=>{try{b.emit(`opened`,i);let e=typeof n==`function`?await n():n;if(i.readyState!==y.OPEN)return;i.send(ze(e?{type:Ie.ConnectionInit,payload:e}:{type:Ie.ConnectionInit},g)),isFinite(c)&&c>0&&(a=setTimeout(()=>{i.close(Fe.ConnectionAcknowledgementTimeout,`Connection acknowledgement timeout`)},c)),d()}catch(e){b.emit(`error`,e),i.close(Fe.InternalClientError,Ne(e instanceof Error?e.message:Error(e).message,`Internal client error`))}};let f=!1;i.onmessage=({data:t})=>{try{let n=Re(t,_);if(b.emit(`message`,n),n.type===`ping`||n.type===`pong`){b.emit(n.type,!0,n.payload),n.type===`pong`?d():s||(i.send(ze(n.payload?{type:Ie.Pong,payload:n.payload}:{type:Ie.Pong})),b.emit(`pong`,!1,n.payload));return}if(f)return;if(n.type!==Ie.ConnectionAck)throw Error(`First message cannot be of type ${n.type}`);clearTimeout(a),f=!0,b.emit(`connected`,i,n.payload,T),T=!1,E=0,e([i,new Promise((e,t)=>x(t))])}catch(e){i.onmessage=null,b.emit(`error`,e),i.close(Fe.BadResponse,Ne(e instanceof Error?e.message:Error(e).message,`Bad response`))}}})()));e.readyState===y.CLOSING&&await r;let i=()=>{},l=new Promise(e=>i=e);return[e,i,Promise.race([l.then(()=>{if(!C){let t=()=>e.close(1e3,`Normal Closure`);isFinite(a)&&a>0?w=setTimeout(()=>{e.readyState===y.OPEN&&t()},a):t()}}),r])]}function k(e){if(We(e)&&(Ge(e.code)||[Fe.InternalServerError,Fe.InternalClientError,Fe.BadRequest,Fe.BadResponse,Fe.Unauthorized,Fe.SubprotocolNotAcceptable,Fe.SubscriberAlreadyExists,Fe.TooManyInitialisationRequests].includes(e.code)))throw e;if(D)return!1;if(We(e)&&e.code===1e3)return C>0;if(!l||E>=l||!d(e)||f?.(e))throw e;return T=!0}r||(async()=>{for(C++;;)try{let[,,e]=await O();await e}catch(e){try{if(!k(e))return}catch(e){return i?.(e)}}})();function A(e,t){let n=h(e),r=!1,i=!1,a=()=>{C--,r=!0};return(async()=>{for(C++;;)try{let[o,s,c]=await O();if(r)return s();let l=b.onMessage(n,e=>{switch(e.type){case Ie.Next:t.next(e.payload);return;case Ie.Error:i=!0,r=!0,t.error(e.payload),a();return;case Ie.Complete:r=!0,a();return}});o.send(ze({id:n,type:Ie.Subscribe,payload:e},g)),a=()=>{!r&&o.readyState===y.OPEN&&o.send(ze({id:n,type:Ie.Complete},g)),C--,r=!0,s()},await c.finally(l);return}catch(e){if(!k(e))return}})().then(()=>{i||t.complete()}).catch(e=>{t.error(e)}),()=>{r||a()}}return{on:b.on,subscribe:A,iterate(e){let t=[],n={done:!1,error:null,resolve:()=>{}},r=A(e,{next(e){t.push(e),n.resolve()},error(e){n.done=!0,n.error=e,n.resolve()},complete(){n.done=!0,n.resolve()}}),i=(function(){return Ve(this,arguments,function*(){for(;;){for(t.length||(yield Be(new Promise(e=>n.resolve=e)));t.length;)yield yield Be(t.shift());if(n.error)throw n.error;if(n.done)return yield Be(void 0)}})})();return i.throw=async e=>(n.done||(n.done=!0,n.error=e,n.resolve()),{done:!0,value:void 0}),i.return=async()=>(r(),{done:!0,value:void 0}),i},async dispose(){if(D=!0,S){let[e]=await S;e.close(1e3,`Normal Closure`)}},terminate(){S&&b.emit(`closed`,new Ue)}}}var Ue=class extends Error{constructor(){super(...arguments),this.name=`TerminatedCloseEvent`,this.message=`4499: Terminated`,this.code=4499,this.reason=`Terminated`,this.wasClean=!1}};function We(e){return je(e)&&`code`in e&&`reason`in e}function Ge(e){return![1e3,1001,1006,1005,1012,1013,1014].includes(e)&&e>=1e3&&e<=1999}function Ke(e){return typeof e==`function`&&`constructor`in e&&`CLOSED`in e&&`CLOSING`in e&&`CONNECTING`in e&&`OPEN`in e}var qe=`everdict.token`;function Je(){return localStorage.getItem(`everdict.token`)??``}function Ye(e){e?localStorage.setItem(qe,e):localStorage.removeItem(qe),gt()}var Xe=new Set;function Ze(){Je()&&Xe.forEach(e=>e())}function Qe(e){return Xe.add(e),()=>Xe.delete(e)}var $e=class extends Error{code;constructor(e,t){super(e),this.code=t}get notAvailable(){return this.code===`GRAPHQL_VALIDATION_FAILED`}};function et(e){let t=e[0];return new $e(t.message,t.extensions?.code??`ERROR`)}async function U(e,t){return tt(e.toString(),t??{})}async function tt(e,t={}){let n=Je(),r;try{r=await fetch(`/graphql`,{method:`POST`,headers:{"Content-Type":`application/json`,...n?{Authorization:`Bearer ${n}`}:{}},body:JSON.stringify({query:e,variables:t})})}catch{throw ut(!0),new $e(`The server cannot be reached. It may be restarting: this page retries when it is back.`,`NETWORK`)}r.status>=502&&r.status<=504?ut(!0):ut(!1),r.status===401&&n&&Ze();let i;try{i=await r.json()}catch{throw new $e(`${r.status} ${r.statusText}`,r.status===401?`UNAUTHENTICATED`:`HTTP`)}if(i.errors?.length)throw et(i.errors);if(!r.ok||i.data==null)throw new $e(`${r.status} ${r.statusText}`,`HTTP`);return i.data}var nt=null,rt=new Set,it=`closed`;function at(e){it=e,rt.forEach(t=>t(e))}var ot=!1,st=new Set,ct=new Set,lt=null;function ut(e){ot!==e&&(ot=e,st.forEach(t=>t(e)),e&&!lt&&(lt=setInterval(()=>{fetch(`/healthz`).then(e=>e.ok&&ut(!1)).catch(()=>{})},2e3)),e||(lt&&clearInterval(lt),lt=null,ct.forEach(e=>e())))}function dt(e){return st.add(e),e(ot),()=>st.delete(e)}function ft(e){return ct.add(e),()=>ct.delete(e)}var pt=e=>e?.code===1e3;function mt(e){return rt.add(e),e(it),()=>rt.delete(e)}function ht(){return nt||=He({url:`${location.protocol===`https:`?`wss:`:`ws:`}//${location.host}/graphql`,connectionParams:()=>({Authorization:`Bearer ${Je()}`}),retryAttempts:1/0,shouldRetry:()=>!0,retryWait:async e=>new Promise(t=>setTimeout(t,Math.min(1e3*2**e,15e3))),on:{connecting:()=>at(`connecting`),connected:()=>(at(`connected`),ut(!1)),closed:e=>{at(`closed`);let t=e?.code;if(t===4401||t===4403)return Ze();pt(e)||ut(!0)}}}),nt}function gt(){nt?.dispose(),nt=null}function _t(e,t,n){return ht().subscribe({query:e.toString(),variables:t},{next:e=>{if(e.errors?.length){let t=et(e.errors);t.code===`UNAUTHENTICATED`&&Ze(),n.error?.(t)}else e.data&&n.next(e.data)},error:e=>{if(Array.isArray(e)){let t=et(e);t.code===`UNAUTHENTICATED`&&Ze(),n.error?.(t)}else n.error?.(new $e(e instanceof Error?e.message:`subscription closed`,`SUBSCRIPTION`))},complete:()=>n.complete?.()})}function vt(e){let t=e.message.replace(/^ent: /,``).replace(/[;,.]?\s*\(?set (it|them) with setSecret\)?\.?/i,` (add them on the Admin page, under Secrets)`).trim();switch(e.code){case`NOT_FOUND`:return`Not found: it does not exist, or it belongs to another tenant.`;case`UNAUTHENTICATED`:return`Your token is no longer valid (revoked or expired): sign in again.`;case`FORBIDDEN`:return`Your role may not do this: ask an admin of your tenant. (${t})`;case`NETWORK`:return t;case`UNAVAILABLE`:return`The server is busy or its database does not answer: try again in a moment.`;case`RATE_LIMITED`:return`Too many at once: ${t}`;case`INTERNAL`:{let t=/request ([\w-]+)/.exec(e.message)?.[1];return`Something went wrong on the server${t?` (request ${t})`:``}. Try again; if it keeps happening, give an operator that request id.`}}return t}function yt(e,t){return(e===`STEPS`||e===`COST`||e===`LATENCY`)&&t==null}var bt=e=>e.replace(/[;,.]?\s*\(?set (it|them) with setSecret\)?\.?/i,``).trim();function xt(e,t){return t==null?`nothing`:e===`COST`?`$${t.toFixed(4).replace(/0+$/,``).replace(/\.$/,``)}`:e===`LATENCY`?t>=1e3?`${(t/1e3).toFixed(1)} s`:`${t} ms`:String(t)}function St(e){let t=e.error;if(t)return t.class===`CANCELED`?{tone:`canceled`,lead:`Canceled`,text:bt(t.message)||`the run was canceled`}:t.code===`CLONE_FAILED`?{tone:`error`,lead:`Error`,text:`the clone failed: ${bt(t.message)}`}:{tone:`error`,lead:`Error`,text:bt(t.message)||t.code.toLowerCase().replace(/_/g,` `)};let n=e.result;if(!n)return e.status===`QUEUED`?{tone:`pending`,lead:`Queued`,text:`waiting for a slot on its runtime`}:e.status===`RUNNING`?{tone:`pending`,lead:`Running`,text:`the harness is working`}:{tone:`pending`,lead:e.status,text:`no result`};let r=e.case?.graders??[],i=n.verdict.toUpperCase();if(i===`UNSCORED`){let e=n.graders.findIndex(e=>e.judge&&(e.judge.unscoredReason!==``||e.judge.score==null)),t=e>=0?n.graders[e].judge?.unscoredReason:``;return{tone:`unscored`,lead:`UNSCORED`,text:`the judge could not grade${t?`: ${t}`:``}`,grader:e>=0?e:void 0}}if(i===`PASS`){let e=n.graders.filter((e,t)=>!yt(e.kind,r[t]?.max)).length;return{tone:`pass`,lead:`PASS`,text:e?`every grader passed (${e})`:`the harness exited with code 0`}}for(let e=0;e<n.graders.length;e++){let t=n.graders[e],i=r[e]?.max;if(!(t.passed||yt(t.kind,i))){switch(t.kind){case`TESTS_PASS`:return{tone:`fail`,lead:`FAIL`,text:t.value==null?`the tests did not run`:`tests failed (exit ${t.value})`,grader:e};case`JUDGE`:return{tone:`fail`,lead:`FAIL`,text:`the judge failed it (score ${t.judge?.score?.toFixed(2)??`—`})`,grader:e};case`STEPS`:return{tone:`fail`,lead:`FAIL`,text:`${xt(t.kind,t.value)} steps, over the limit of ${i}`,grader:e};case`COST`:return{tone:`fail`,lead:`FAIL`,text:`cost ${xt(t.kind,t.value)}, over the limit of ${xt(t.kind,i)}`,grader:e};case`LATENCY`:return{tone:`fail`,lead:`FAIL`,text:`took ${xt(t.kind,t.value)}, over the limit of ${xt(t.kind,i)}`,grader:e}}return{tone:`fail`,lead:`FAIL`,text:`the ${t.kind} grader failed`,grader:e}}}return n.limitHit?{tone:`fail`,lead:`FAIL`,text:`the harness hit its ${n.limitHit.toLowerCase()} limit`}:n.exitCode==null?{tone:`fail`,lead:`FAIL`,text:`the harness ended without an exit code`}:n.exitCode===0?{tone:`fail`,lead:`FAIL`,text:`a grader failed`}:{tone:`fail`,lead:`FAIL`,text:`the harness exited with code ${n.exitCode}`}}function Ct(e,t){let n=e.toLowerCase();return n===`succeeded`&&t&&t.toUpperCase()!==`PASS`?`st-finished`:`st-${n}`}var wt={PASS:`Every grader passed.`,FAIL:`A grader failed.`,UNSCORED:`A judge could not grade this run: neither pass nor fail, left out of pass rates.`};function Tt(e){let t=e.toUpperCase();return{cls:t in wt?`v-${t.toLowerCase()}`:`v-other`,label:t,title:wt[t]??``}}function Et(e){return e.judge&&(e.judge.unscoredReason!==``||e.judge.score==null)?`unscored`:e.passed?`passed`:`failed`}function Dt(e){return e==null?`—`:e.toFixed(2)}var Ot=Symbol.for(`pv`),kt=0;Array.isArray;function W(t,n,r,i,a,o){n||={};var s,c,l=n;if(`ref`in l&&typeof t!=`function`)for(c in l={},n)c==`ref`?s=n[c]:l[c]=n[c];var u={type:t,props:l,key:r,ref:s,__k:null,__:null,__b:0,__e:null,__c:null,constructor:Ot,__v:--kt,__i:-1,__u:0};return(a||o)&&(u.__source=a,u.__self=o),e.vnode&&e.vnode(u),u}function At({status:e,verdict:t}){let n=Ct(e,t),r=n===`st-finished`?`The run finished; its verdict is ${t}.`:void 0;return W(`span`,{class:`badge ${n}`,title:r,children:e})}function jt({verdict:e}){if(!e)return W(`span`,{class:`muted`,children:`—`});let t=Tt(e);return W(`span`,{class:`badge ${t.cls}`,title:t.title||void 0,children:t.label})}function G({error:e}){return e?e.notAvailable?W(Nt,{what:`This part of the API`}):W(`p`,{class:`error`,role:`alert`,title:e.code,children:vt(e)}):null}function Mt({what:e,title:t=`Not found`}){return W(`section`,{"data-testid":`not-found`,children:[W(`h1`,{children:t}),W(`p`,{children:e}),W(`p`,{children:[W(`a`,{href:`/runs`,children:`Go to runs`}),` · `,W(`a`,{href:`/scorecards`,children:`scorecards`}),` · `,W(`a`,{href:`/runtimes`,children:`runtimes`})]})]})}function Nt({what:e,children:t}){return W(`div`,{class:`notice`,role:`status`,"data-testid":`not-available`,children:[W(`strong`,{children:`Not available on this server.`}),` `,e,` is not part of this server's API yet.`,t]})}function K({label:e,children:t,hint:n}){return W(`label`,{class:`field`,children:[W(`span`,{children:e}),t,n&&W(`small`,{class:`muted`,children:n})]})}function Pt(){return W(`p`,{class:`muted`,"aria-busy":`true`,children:`Loading…`})}function Ft({label:e,question:t,confirmLabel:n,onConfirm:r,busy:i,disabled:a,title:o}){let[s,c]=z(!1);return i?W(`button`,{class:`danger`,disabled:!0,children:i}):s?W(`span`,{class:`confirm`,role:`group`,"aria-label":t,children:[W(`span`,{children:t}),` `,W(`button`,{class:`danger`,ref:e=>e?.focus(),onClick:()=>(c(!1),r()),children:n}),` `,W(`button`,{onClick:()=>c(!1),children:`Keep`})]}):W(`button`,{class:`danger`,onClick:()=>c(!0),disabled:a,title:o,children:e})}function It({text:e,target:t,label:n=`Copy`}){let[r,i]=z(``);async function a(){try{await navigator.clipboard.writeText(e),i(`Copied.`)}catch{let e=t();e&&getSelection()?.selectAllChildren(e),i(`Selected: press Ctrl+C (⌘C) to copy.`)}}return W(y,{children:[W(`button`,{type:`button`,onClick:a,children:n}),W(`span`,{class:`muted`,role:`status`,children:r})]})}function Lt(e,t,n=!1){let[r,i]=z(null),[a,o]=z(null),[s,c]=z(!n),[l,u]=z(0);B(()=>{if(n)return;let r=!0;return c(!0),U(e,t).then(e=>r&&(i(e),o(null))).catch(e=>r&&o(Rt(e))).finally(()=>r&&c(!1)),()=>{r=!1}},[JSON.stringify(t),l,n]);let d=xe(()=>u(e=>e+1),[]);return B(()=>ft(d),[]),{data:r,error:a,loading:s,reload:d,set:xe(e=>i(t=>t&&e(t)),[])}}function Rt(e){return e instanceof $e?e:new $e(e instanceof Error?e.message:String(e),`NETWORK`)}function zt(e=1e3){let[t,n]=z(Date.now());return B(()=>{let t=setInterval(()=>n(Date.now()),e);return()=>clearInterval(t)},[e]),t}var Bt=null;function Vt(){let[e,t]=z();return B(()=>{Bt??=tt(`{ __schema { queryType { name fields { name } } mutationType { name fields { name } } subscriptionType { name fields { name } } } }`).then(e=>{let t=new Set;for(let n of Object.values(e.__schema))n?.fields.forEach(e=>t.add(`${n.name}.${e.name}`));return{fields:t}}).catch(()=>({fields:null})),Bt.then(t)},[]),e}function Ht(){Bt=null}var q=class extends String{__apiType;value;__meta__;constructor(e,t){super(e),this.value=e,this.__meta__=t}toString(){return this.value}},Ut=new q(`
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
    `,{fragmentName:`RunRow`}),Wt=new q(`
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
}`,{fragmentName:`RunFull`}),Gt=new q(`
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
    `,{fragmentName:`Load`}),Kt=new q(`
    fragment TokenRow on APIToken {
  id
  subject
  role
  createdAt
  lastUsedAt
  expiresAt
  revokedAt
}
    `,{fragmentName:`TokenRow`}),qt=new q(`
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
    `,{fragmentName:`ScorecardRow`}),Jt=new q(`
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
}`,{fragmentName:`ScorecardFull`}),Yt=new q(`
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
    `,{fragmentName:`ScorecardSide`}),Xt=new q(`
    fragment ModelProviderRow on ModelProvider {
  name
  kind
  baseUrl
  apiKeySecret
  inputUsdPerMTok
  outputUsdPerMTok
  updatedAt
}
    `,{fragmentName:`ModelProviderRow`}),Zt={"\n  query Viewer {\n    viewer {\n      subject\n      role\n      tenant {\n        slug\n        weight\n        maxConcurrent\n        maxQueueDepth\n        budgetUsd\n        spentUsd\n        budgetPeriod\n        trusted\n      }\n    }\n  }\n":new q(`
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
    `),"\n  fragment RunRow on Run {\n    id\n    correlationId\n    status\n    runtime\n    runtimeVersion\n    harnessName\n    harnessVersion\n    caseID\n    trigger\n    createdAt\n    startedAt\n    finishedAt\n    costUsd\n    judgeCostUsd\n    phase\n    attemptCount\n    scorecardID\n    try\n    result {\n      verdict\n      exitCode\n    }\n    error {\n      code\n      class\n    }\n  }\n":Ut,"\n  query Runs($first: Int!, $after: Cursor, $where: RunWhereInput, $includeChildren: Boolean) {\n    runs(first: $first, after: $after, where: $where, includeChildren: $includeChildren, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...RunRow\n        }\n      }\n    }\n  }\n":new q(`
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
}`),"\n  query ScorecardNames($ids: [ID!]!) {\n    scorecards(first: 100, where: { idIn: $ids }) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n":new q(`
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
    `),"\n  query FindCaseRun($where: RunWhereInput) {\n    runs(first: 1, where: $where, includeChildren: true, orderBy: { field: CREATED_AT, direction: DESC }) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n":new q(`
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
    `),"\n  subscription RunEvents {\n    runEvents {\n      ...RunRow\n    }\n  }\n":new q(`
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
}`),"\n  fragment RunFull on Run {\n    ...RunRow\n    priority\n    timeline {\n      phase\n      at\n      durationMs\n    }\n    model\n    placementPolicy\n    liveTrace {\n      traceId\n      provider\n      url\n    }\n    createdBy\n    harnessVersion\n    attempt\n    answer\n    answerCut\n    waitingReason {\n      code\n      message\n      position\n    }\n    case {\n      id\n      task\n      image\n      browser\n      osUse\n      repo {\n        url\n        ref\n      }\n      files {\n        path\n      }\n      timeoutSec\n      resources {\n        memoryMb\n        cpu\n      }\n      graders {\n        kind\n        command\n        max\n        rubric\n        model\n        samples\n        passThreshold\n        inputs\n      }\n      expected\n    }\n    harness {\n      name\n      version\n      registered\n      command\n      image\n      env {\n        name\n        secretRef\n      }\n    }\n    result {\n      verdict\n      steps\n      costUsd\n      latencyMs\n      exitCode\n      limitHit\n      output\n      graders {\n        kind\n        passed\n        value\n        judge {\n          score\n          reasoning\n          judgeModel\n          selfGraded\n          templateVersion\n          unscoredReason\n          attempts\n          usage {\n            inputTokens\n            outputTokens\n            costUsd\n          }\n        }\n      }\n      usage {\n        inputTokens\n        outputTokens\n        steps\n        costUsd\n      }\n    }\n    error {\n      code\n      class\n      message\n    }\n  }\n":Wt,"\n  query Run($id: ID!) {\n    run(id: $id) {\n      ...RunFull\n    }\n  }\n":new q(`
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
}`),"\n  query RunArtifacts($id: ID!) {\n    run(id: $id) {\n      id\n      artifacts {\n        name\n        kind\n        size\n        sha256\n        contentType\n        url\n        attempt\n      }\n      result {\n        artifactsDropped {\n          name\n          reason\n        }\n      }\n    }\n  }\n":new q(`
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
    `),"\n  subscription RunUpdated($id: ID!) {\n    runUpdated(id: $id) {\n      ...RunFull\n    }\n  }\n":new q(`
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
}`),"\n  query RunLogs($id: ID!, $fromSeq: Int, $first: Int) {\n    run(id: $id) {\n      id\n      logs(fromSeq: $fromSeq, first: $first) {\n        seq\n        stream\n        text\n        at\n      }\n    }\n  }\n":new q(`
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
    `),"\n  subscription RunLogTail($id: ID!, $fromSeq: Int) {\n    runLogs(id: $id, fromSeq: $fromSeq) {\n      seq\n      stream\n      text\n      at\n    }\n  }\n":new q(`
    subscription RunLogTail($id: ID!, $fromSeq: Int) {
  runLogs(id: $id, fromSeq: $fromSeq) {
    seq
    stream
    text
    at
  }
}
    `),"\n  query RunLogMeta($id: ID!) {\n    run(id: $id) {\n      id\n      lastLogSeq\n    }\n  }\n":new q(`
    query RunLogMeta($id: ID!) {
  run(id: $id) {
    id
    lastLogSeq
  }
}
    `),"\n  query RunLogSearch($id: ID!, $query: String!, $after: Int) {\n    run(id: $id) {\n      id\n      logSearch(query: $query, after: $after, first: 100) {\n        total\n        seqs\n      }\n    }\n  }\n":new q(`
    query RunLogSearch($id: ID!, $query: String!, $after: Int) {
  run(id: $id) {
    id
    logSearch(query: $query, after: $after, first: 100) {
      total
      seqs
    }
  }
}
    `),"\n  mutation CancelRun($id: ID!) {\n    cancelRun(id: $id) {\n      ...RunFull\n    }\n  }\n":new q(`
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
}`),"\n  mutation ExecInRun($id: ID!, $command: [String!]!) {\n    execInRun(id: $id, command: $command) {\n      stdout\n      stderr\n      exitCode\n      timedOut\n      truncated\n    }\n  }\n":new q(`
    mutation ExecInRun($id: ID!, $command: [String!]!) {
  execInRun(id: $id, command: $command) {
    stdout
    stderr
    exitCode
    timedOut
    truncated
  }
}
    `),"\n  mutation IssueTerminalTicket($id: ID!) {\n    issueTerminalTicket(id: $id) {\n      url\n      expiresAt\n    }\n  }\n":new q(`
    mutation IssueTerminalTicket($id: ID!) {
  issueTerminalTicket(id: $id) {
    url
    expiresAt
  }
}
    `),"\n  subscription RunScreen($id: ID!) {\n    runScreen(id: $id) {\n      at\n      png\n      unavailable\n    }\n  }\n":new q(`
    subscription RunScreen($id: ID!) {
  runScreen(id: $id) {
    at
    png
    unavailable
  }
}
    `),"\n  mutation SaveRunScreen($id: ID!) {\n    saveRunScreen(id: $id) {\n      name\n      size\n    }\n  }\n":new q(`
    mutation SaveRunScreen($id: ID!) {
  saveRunScreen(id: $id) {
    name
    size
  }
}
    `),"\n  mutation SubmitRun($input: SubmitRunInput!) {\n    submitRun(input: $input) {\n      id\n    }\n  }\n":new q(`
    mutation SubmitRun($input: SubmitRunInput!) {
  submitRun(input: $input) {
    id
  }
}
    `),"\n  query Runtimes($first: Int!, $after: Cursor) {\n    runtimes(first: $first, after: $after, orderBy: { field: NAME, direction: ASC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          kind\n          shared\n          createdAt\n          latest {\n            version\n            capabilities\n            tags\n          }\n        }\n      }\n    }\n  }\n":new q(`
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
    `),"\n  query Runtime($name: String!) {\n    runtime(name: $name) {\n      id\n      name\n      kind\n      shared\n      createdAt\n      versions {\n        id\n        version\n        capabilities\n        archived\n        createdAt\n        tags\n        spec {\n          costPerHourUsd\n          capabilities\n          admission {\n            maxConcurrent\n            memoryBudgetMb\n            cpuBudget\n          }\n          local {\n            hardened\n          }\n          nomad {\n            addr\n            region\n            namespace\n            datacenters\n            driver\n            dockerRuntime\n            authSecret\n          }\n          k8s {\n            apiServer\n            context\n            namespace\n            runtimeClass\n            kubeconfigSecret\n          }\n        }\n      }\n    }\n  }\n":new q(`
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
    `),"\n  mutation ValidateRuntime($input: RuntimeSpecInput!) {\n    validateRuntime(input: $input) {\n      valid\n      problems {\n        field\n        message\n      }\n      capabilities\n    }\n  }\n":new q(`
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
    `),"\n  mutation RegisterRuntime($input: RuntimeSpecInput!) {\n    registerRuntime(input: $input) {\n      version\n      capabilities\n    }\n  }\n":new q(`
    mutation RegisterRuntime($input: RuntimeSpecInput!) {
  registerRuntime(input: $input) {
    version
    capabilities
  }
}
    `),"\n  mutation ProbeRuntime($name: String!, $ref: String) {\n    probeRuntime(name: $name, ref: $ref) {\n      reachable\n      authenticated\n      hardened\n      message\n      capabilities\n    }\n  }\n":new q(`
    mutation ProbeRuntime($name: String!, $ref: String) {
  probeRuntime(name: $name, ref: $ref) {
    reachable
    authenticated
    hardened
    message
    capabilities
  }
}
    `),"\n  mutation SetRuntimeVersionTags($name: String!, $version: Int!, $tags: [String!]!) {\n    setRuntimeVersionTags(name: $name, version: $version, tags: $tags) {\n      version\n      tags\n    }\n  }\n":new q(`
    mutation SetRuntimeVersionTags($name: String!, $version: Int!, $tags: [String!]!) {
  setRuntimeVersionTags(name: $name, version: $version, tags: $tags) {
    version
    tags
  }
}
    `),"\n  mutation ArchiveRuntimeVersion($name: String!, $version: Int!) {\n    archiveRuntimeVersion(name: $name, version: $version) {\n      version\n      archived\n    }\n  }\n":new q(`
    mutation ArchiveRuntimeVersion($name: String!, $version: Int!) {
  archiveRuntimeVersion(name: $name, version: $version) {
    version
    archived
  }
}
    `),"\n  mutation UnarchiveRuntimeVersion($name: String!, $version: Int!) {\n    unarchiveRuntimeVersion(name: $name, version: $version) {\n      version\n      archived\n    }\n  }\n":new q(`
    mutation UnarchiveRuntimeVersion($name: String!, $version: Int!) {
  unarchiveRuntimeVersion(name: $name, version: $version) {
    version
    archived
  }
}
    `),"\n  query CapabilityVocabulary {\n    capabilityVocabulary {\n      name\n      kind\n    }\n  }\n":new q(`
    query CapabilityVocabulary {
  capabilityVocabulary {
    name
    kind
  }
}
    `),"\n  subscription QueueSnapshot {\n    queueSnapshot {\n      generatedAt\n      tenants {\n        tenant\n        queued\n        running\n        weight\n      }\n      runtimes {\n        ...Load\n      }\n    }\n  }\n":new q(`
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
}`),"\n  fragment Load on RuntimeLoad {\n    runtime\n    slots\n    inFlight\n    circuit\n    holders {\n      run\n      correlationId\n      tenant\n    }\n    otherHolders\n    queued\n    p50DurationMs\n    estimatedWaitMs\n  }\n":Gt,"\n  query QueueHistory {\n    queueHistory {\n      at\n      tenants {\n        tenant\n        queued\n        running\n        weight\n      }\n      runtimes {\n        runtime\n        inFlight\n      }\n    }\n  }\n":new q(`
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
    `),"\n  query QueueLoad {\n    queue {\n      runtimes {\n        ...Load\n      }\n    }\n  }\n":new q(`
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
}`),"\n  query QueuedRuns {\n    runs(first: 50, where: { status: QUEUED }, includeChildren: true, orderBy: { field: CREATED_AT, direction: ASC }) {\n      totalCount\n      edges {\n        node {\n          id\n          correlationId\n          runtime\n          createdAt\n          waitingReason {\n            code\n            message\n            position\n          }\n        }\n      }\n    }\n  }\n":new q(`
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
    `),"\n  mutation SetTenantPolicy($input: TenantPolicyInput!) {\n    setTenantPolicy(input: $input) {\n      slug\n      weight\n      maxConcurrent\n      maxQueueDepth\n      budgetUsd\n      spentUsd\n      budgetPeriod\n      trusted\n    }\n  }\n":new q(`
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
    `),"\n  mutation SetSecret($name: String!, $value: String!, $purpose: SecretPurpose, $personal: Boolean) {\n    setSecret(name: $name, value: $value, purpose: $purpose, personal: $personal) {\n      name\n      purpose\n      owner\n      updatedAt\n    }\n  }\n":new q(`
    mutation SetSecret($name: String!, $value: String!, $purpose: SecretPurpose, $personal: Boolean) {
  setSecret(name: $name, value: $value, purpose: $purpose, personal: $personal) {
    name
    purpose
    owner
    updatedAt
  }
}
    `),"\n  mutation RotateWebhookSecret {\n    rotateWebhookSecret\n  }\n":new q(`
    mutation RotateWebhookSecret {
  rotateWebhookSecret
}
    `),"\n  fragment TokenRow on APIToken {\n    id\n    subject\n    role\n    createdAt\n    lastUsedAt\n    expiresAt\n    revokedAt\n  }\n":Kt,"\n  query Tokens {\n    tokens {\n      ...TokenRow\n    }\n  }\n":new q(`
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
}`),"\n  mutation CreateToken($role: Role!, $subject: String, $expiresIn: Int) {\n    createToken(role: $role, subject: $subject, expiresIn: $expiresIn) {\n      token\n      apiToken {\n        ...TokenRow\n      }\n    }\n  }\n":new q(`
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
}`),"\n  mutation RevokeToken($id: ID!) {\n    revokeToken(id: $id) {\n      ...TokenRow\n    }\n  }\n":new q(`
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
}`),"\n  query Secrets {\n    secrets {\n      name\n      purpose\n      owner\n      createdAt\n      updatedAt\n    }\n  }\n":new q(`
    query Secrets {
  secrets {
    name
    purpose
    owner
    createdAt
    updatedAt
  }
}
    `),"\n  fragment ScorecardRow on Scorecard {\n    id\n    name\n    harnessName\n    runtime\n    status\n    total\n    createdBy\n    createdAt\n    finishedAt\n  }\n":qt,"\n  query Scorecards($first: Int!, $after: Cursor) {\n    scorecards(first: $first, after: $after, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...ScorecardRow\n          aggregate {\n            cases\n            passed\n            failed\n            errored\n            unscored\n            passRate\n          }\n        }\n      }\n    }\n  }\n":new q(`
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
}`),"\n  fragment ScorecardFull on Scorecard {\n    ...ScorecardRow\n    maxAttempts\n    priority\n    waitingReason\n    aggregate {\n      cases\n      queued\n      running\n      passed\n      failed\n      errored\n      canceled\n      unscored\n      retries\n      passRate\n      passRateLow\n      passRateHigh\n      costUsd\n      judgeCostUsd\n      latencyP50Ms\n      latencyP95Ms\n      runtimes {\n        runtime\n        cases\n        passed\n        failed\n        errored\n        costUsd\n      }\n      models {\n        model\n        cases\n        passed\n        failed\n        errored\n        passRate\n        costUsd\n      }\n      graders {\n        kind\n        passed\n        failed\n        unscored\n      }\n      failures {\n        class\n        code\n        count\n      }\n    }\n  }\n":Jt,"\n  query Scorecard($id: ID!) {\n    scorecard(id: $id) {\n      ...ScorecardFull\n    }\n  }\n":new q(`
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
}`),"\n  subscription ScorecardUpdated($id: ID!) {\n    scorecardUpdated(id: $id) {\n      ...ScorecardFull\n    }\n  }\n":new q(`
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
}`),"\n  mutation CancelScorecard($id: ID!) {\n    cancelScorecard(id: $id) {\n      ...ScorecardFull\n    }\n  }\n":new q(`
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
}`),"\n  mutation SubmitScorecard($input: SubmitScorecardInput!) {\n    submitScorecard(input: $input) {\n      id\n    }\n  }\n":new q(`
    mutation SubmitScorecard($input: SubmitScorecardInput!) {
  submitScorecard(input: $input) {
    id
  }
}
    `),"\n  query ScorecardRuns($scorecard: Int!, $first: Int!, $after: Cursor) {\n    runs(first: $first, after: $after, where: { scorecardID: $scorecard }, orderBy: { field: CREATED_AT, direction: ASC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...RunRow\n        }\n      }\n    }\n  }\n":new q(`
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
}`),"\n  fragment ScorecardSide on Scorecard {\n    id\n    name\n    status\n    total\n    createdAt\n    aggregate {\n      cases\n      passed\n      failed\n      errored\n      passRate\n      passRateLow\n      passRateHigh\n      runtimes {\n        runtime\n        cases\n        passed\n        failed\n        errored\n      }\n    }\n  }\n":Yt,"\n  query CompareScorecards($a: ID!, $b: ID!) {\n    compareScorecards(a: $a, b: $b) {\n      paired\n      regressed\n      fixed\n      passRateA\n      passRateB\n      pValue\n      significant\n    }\n    a: scorecard(id: $a) {\n      ...ScorecardSide\n    }\n    b: scorecard(id: $b) {\n      ...ScorecardSide\n    }\n  }\n":new q(`
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
}`),"\n  query CaseRuns($a: Int!, $b: Int!, $cases: [String!]!) {\n    a: runs(first: 100, where: { scorecardID: $a, caseIDIn: $cases }, orderBy: { field: CREATED_AT, direction: ASC }) {\n      edges {\n        node {\n          id\n          caseID\n          try\n          status\n          result {\n            verdict\n          }\n          error {\n            class\n          }\n        }\n      }\n    }\n    b: runs(first: 100, where: { scorecardID: $b, caseIDIn: $cases }, orderBy: { field: CREATED_AT, direction: ASC }) {\n      edges {\n        node {\n          id\n          caseID\n          try\n          status\n          result {\n            verdict\n          }\n          error {\n            class\n          }\n        }\n      }\n    }\n  }\n":new q(`
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
    `),"\n  query Harnesses($first: Int!, $after: Cursor) {\n    harnesses(first: $first, after: $after, orderBy: { field: NAME, direction: ASC }) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          shared\n          latest {\n            version\n          }\n          versions {\n            id\n            version\n            digest\n            archived\n            tags\n            createdAt\n            spec {\n              description\n              command\n              image\n              env {\n                name\n                secretRef\n              }\n              model {\n                default\n                required\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n":new q(`
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
    `),"\n  fragment ModelProviderRow on ModelProvider {\n    name\n    kind\n    baseUrl\n    apiKeySecret\n    inputUsdPerMTok\n    outputUsdPerMTok\n    updatedAt\n  }\n":Xt,"\n  query ModelProviders {\n    modelProviders {\n      ...ModelProviderRow\n    }\n  }\n":new q(`
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
}`),"\n  mutation RegisterModelProvider($input: ModelProviderInput!) {\n    registerModelProvider(input: $input) {\n      ...ModelProviderRow\n    }\n  }\n":new q(`
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
}`),"\n  mutation DeleteModelProvider($name: String!) {\n    deleteModelProvider(name: $name)\n  }\n":new q(`
    mutation DeleteModelProvider($name: String!) {
  deleteModelProvider(name: $name)
}
    `),"\n  query SubmitRuntimeLoads {\n    queue {\n      runtimes {\n        runtime\n        slots\n        inFlight\n        circuit\n      }\n    }\n  }\n":new q(`
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
    `)};function J(e){return Zt[e]??{}}var Qt=J(`
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
`);J(`
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
`);var $t=J(`
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
`),en=J(`
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
`),tn=J(`
  query FindCaseRun($where: RunWhereInput) {
    runs(first: 1, where: $where, includeChildren: true, orderBy: { field: CREATED_AT, direction: DESC }) {
      edges {
        node {
          id
        }
      }
    }
  }
`),nn=J(`
  subscription RunEvents {
    runEvents {
      ...RunRow
    }
  }
`);J(`
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
`);var rn=J(`
  query Run($id: ID!) {
    run(id: $id) {
      ...RunFull
    }
  }
`),an=J(`
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
`),on=J(`
  subscription RunUpdated($id: ID!) {
    runUpdated(id: $id) {
      ...RunFull
    }
  }
`);J(`
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
`);var sn=J(`
  subscription RunLogTail($id: ID!, $fromSeq: Int) {
    runLogs(id: $id, fromSeq: $fromSeq) {
      seq
      stream
      text
      at
    }
  }
`),cn=J(`
  query RunLogMeta($id: ID!) {
    run(id: $id) {
      id
      lastLogSeq
    }
  }
`),ln=J(`
  query RunLogSearch($id: ID!, $query: String!, $after: Int) {
    run(id: $id) {
      id
      logSearch(query: $query, after: $after, first: 100) {
        total
        seqs
      }
    }
  }
`),un=J(`
  mutation CancelRun($id: ID!) {
    cancelRun(id: $id) {
      ...RunFull
    }
  }
`),dn=J(`
  mutation ExecInRun($id: ID!, $command: [String!]!) {
    execInRun(id: $id, command: $command) {
      stdout
      stderr
      exitCode
      timedOut
      truncated
    }
  }
`),fn=J(`
  mutation IssueTerminalTicket($id: ID!) {
    issueTerminalTicket(id: $id) {
      url
      expiresAt
    }
  }
`),pn=J(`
  subscription RunScreen($id: ID!) {
    runScreen(id: $id) {
      at
      png
      unavailable
    }
  }
`),mn=J(`
  mutation SaveRunScreen($id: ID!) {
    saveRunScreen(id: $id) {
      name
      size
    }
  }
`),hn=J(`
  mutation SubmitRun($input: SubmitRunInput!) {
    submitRun(input: $input) {
      id
    }
  }
`),gn=J(`
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
`),_n=J(`
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
`),vn=J(`
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
`),yn=J(`
  mutation RegisterRuntime($input: RuntimeSpecInput!) {
    registerRuntime(input: $input) {
      version
      capabilities
    }
  }
`),bn=J(`
  mutation ProbeRuntime($name: String!, $ref: String) {
    probeRuntime(name: $name, ref: $ref) {
      reachable
      authenticated
      hardened
      message
      capabilities
    }
  }
`),xn=J(`
  mutation SetRuntimeVersionTags($name: String!, $version: Int!, $tags: [String!]!) {
    setRuntimeVersionTags(name: $name, version: $version, tags: $tags) {
      version
      tags
    }
  }
`),Sn=J(`
  mutation ArchiveRuntimeVersion($name: String!, $version: Int!) {
    archiveRuntimeVersion(name: $name, version: $version) {
      version
      archived
    }
  }
`),Cn=J(`
  mutation UnarchiveRuntimeVersion($name: String!, $version: Int!) {
    unarchiveRuntimeVersion(name: $name, version: $version) {
      version
      archived
    }
  }
`);J(`
  query CapabilityVocabulary {
    capabilityVocabulary {
      name
      kind
    }
  }
`);var wn=J(`
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
`);J(`
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
`);var Tn=J(`
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
`),En=J(`
  query QueueLoad {
    queue {
      runtimes {
        ...Load
      }
    }
  }
`),Dn=J(`
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
`),On=J(`
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
`),kn=J(`
  mutation SetSecret($name: String!, $value: String!, $purpose: SecretPurpose, $personal: Boolean) {
    setSecret(name: $name, value: $value, purpose: $purpose, personal: $personal) {
      name
      purpose
      owner
      updatedAt
    }
  }
`),An=J(`
  mutation RotateWebhookSecret {
    rotateWebhookSecret
  }
`);J(`
  fragment TokenRow on APIToken {
    id
    subject
    role
    createdAt
    lastUsedAt
    expiresAt
    revokedAt
  }
`);var jn=J(`
  query Tokens {
    tokens {
      ...TokenRow
    }
  }
`),Mn=J(`
  mutation CreateToken($role: Role!, $subject: String, $expiresIn: Int) {
    createToken(role: $role, subject: $subject, expiresIn: $expiresIn) {
      token
      apiToken {
        ...TokenRow
      }
    }
  }
`),Nn=J(`
  mutation RevokeToken($id: ID!) {
    revokeToken(id: $id) {
      ...TokenRow
    }
  }
`),Pn=J(`
  query Secrets {
    secrets {
      name
      purpose
      owner
      createdAt
      updatedAt
    }
  }
`);J(`
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
`);var Fn=J(`
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
`);J(`
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
`);var In=J(`
  query Scorecard($id: ID!) {
    scorecard(id: $id) {
      ...ScorecardFull
    }
  }
`),Ln=J(`
  subscription ScorecardUpdated($id: ID!) {
    scorecardUpdated(id: $id) {
      ...ScorecardFull
    }
  }
`),Rn=J(`
  mutation CancelScorecard($id: ID!) {
    cancelScorecard(id: $id) {
      ...ScorecardFull
    }
  }
`),zn=J(`
  mutation SubmitScorecard($input: SubmitScorecardInput!) {
    submitScorecard(input: $input) {
      id
    }
  }
`),Bn=J(`
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
`);J(`
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
`);var Vn=J(`
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
`),Hn=J(`
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
`),Un=J(`
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
`);J(`
  fragment ModelProviderRow on ModelProvider {
    name
    kind
    baseUrl
    apiKeySecret
    inputUsdPerMTok
    outputUsdPerMTok
    updatedAt
  }
`);var Wn=J(`
  query ModelProviders {
    modelProviders {
      ...ModelProviderRow
    }
  }
`),Gn=J(`
  mutation RegisterModelProvider($input: ModelProviderInput!) {
    registerModelProvider(input: $input) {
      ...ModelProviderRow
    }
  }
`),Kn=J(`
  mutation DeleteModelProvider($name: String!) {
    deleteModelProvider(name: $name)
  }
`),qn=J(`
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
`);function Y(e){return e==null?`—`:e===0?`$0`:Math.abs(e)<.01?`$${e.toFixed(4)}`:`$${e.toFixed(2)}`}function Jn(e){if(e==null||!Number.isFinite(e)||e<0)return`—`;if(e<1e3)return`${Math.round(e)}ms`;let t=e/1e3;if(t<60)return`${t.toFixed(1)}s`;let n=Math.floor(t/60);return n<60?`${n}m ${String(Math.floor(t%60)).padStart(2,`0`)}s`:`${Math.floor(n/60)}h ${String(n%60).padStart(2,`0`)}m`}function Yn(e,t,n){return e?Jn((t?Date.parse(t):n)-Date.parse(e)):`—`}function Xn(e,t){let n=Math.max(0,Math.round((t-Date.parse(e))/1e3));return n<5?`just now`:n<60?`${n}s ago`:n<3600?`${Math.floor(n/60)}m ago`:n<86400?`${Math.floor(n/3600)}h ago`:`${Math.floor(n/86400)}d ago`}function Zn(e){return e==null?`—`:e.toLocaleString(`en-US`)}function Qn(e){let t=/^\s*(?:evd-run-)?(\d+)\s*$/i.exec(e);return t?t[1]:null}function $n(e){let t=e.trim();if(!t)return null;let n=Qn(t);if(n)return{run:n};let r=/^evd-(\d+)-(.+?)(?:-t(\d+))?$/.exec(t);return r?r[3]?{scorecard:r[1],caseId:r[2],try:Number(r[3])}:{scorecard:r[1],caseId:r[2]}:{caseId:t}}function er(e){return[`sh`,`-c`,e]}function tr(e){if(!e)return null;try{let t=new URL(e);return t.protocol===`https:`||t.protocol===`http:`?t.href:null}catch{return null}}function nr({t:e}){return W(`dl`,{class:`facts`,"data-testid":`tenant-policy`,children:[W(`dt`,{children:`Tenant`}),W(`dd`,{children:e.slug}),W(`dt`,{children:`Weight`}),W(`dd`,{children:e.weight}),W(`dt`,{children:`Max concurrent`}),W(`dd`,{children:e.maxConcurrent||`no quota`}),W(`dt`,{children:`Max queue depth`}),W(`dd`,{children:e.maxQueueDepth||`no limit`}),W(`dt`,{children:`Budget`}),W(`dd`,{children:[e.budgetUsd==null?`none`:Y(e.budgetUsd),` `,W(`span`,{class:`muted`,children:[`(`,e.budgetPeriod.toLowerCase(),`)`]})]}),W(`dt`,{children:`Spent`}),W(`dd`,{children:Y(e.spentUsd)}),W(`dt`,{children:`Trusted`}),W(`dd`,{children:e.trusted?`yes`:`no`})]})}function rr(e){let t={tenant:e.tenant.trim()},n=e=>e.trim()===``?void 0:Math.trunc(Number(e));return n(e.weight)!=null&&(t.weight=n(e.weight)),n(e.maxConcurrent)!=null&&(t.maxConcurrent=n(e.maxConcurrent)),n(e.maxQueueDepth)!=null&&(t.maxQueueDepth=n(e.maxQueueDepth)),e.budgetUsd.trim()===`none`?t.budgetUsd=null:e.budgetUsd.trim()!==``&&(t.budgetUsd=Number(e.budgetUsd)),e.budgetPeriod&&(t.budgetPeriod=e.budgetPeriod),e.trusted&&(t.trusted=e.trusted===`yes`),t}function ir({viewer:e}){let[t,n]=z({tenant:e.tenant.slug,weight:``,maxConcurrent:``,maxQueueDepth:``,budgetUsd:``,budgetPeriod:``,trusted:``}),[r,i]=z(null),[a,o]=z(null),s=e=>t=>{let r=t.currentTarget.value;n(t=>({...t,[e]:r}))};async function c(e){e.preventDefault(),o(null);try{let e=await U(On,{input:rr(t)});i(e.setTenantPolicy)}catch(e){o(Rt(e))}}return W(`form`,{class:`stack card`,onSubmit:c,"aria-label":`Tenant policy`,children:[W(`h2`,{children:`Tenant policy`}),W(`p`,{class:`muted`,children:`Blank fields stay as they are. 0 clears a quota or limit; budget "none" clears the budget.`}),W(`div`,{class:`row`,children:[W(K,{label:`Tenant`,children:W(`input`,{name:`tenant`,required:!0,value:t.tenant,onInput:s(`tenant`)})}),W(K,{label:`Weight`,children:W(`input`,{name:`weight`,type:`number`,min:1,value:t.weight,onInput:s(`weight`)})}),W(K,{label:`Max concurrent`,children:W(`input`,{name:`maxConcurrent`,type:`number`,min:0,value:t.maxConcurrent,onInput:s(`maxConcurrent`)})}),W(K,{label:`Max queue depth`,children:W(`input`,{name:`maxQueueDepth`,type:`number`,min:0,value:t.maxQueueDepth,onInput:s(`maxQueueDepth`)})})]}),W(`div`,{class:`row`,children:[W(K,{label:`Budget (USD or none)`,children:W(`input`,{name:`budgetUsd`,value:t.budgetUsd,onInput:s(`budgetUsd`)})}),W(K,{label:`Budget period`,children:W(`select`,{name:`budgetPeriod`,value:t.budgetPeriod,onChange:s(`budgetPeriod`),children:[W(`option`,{value:``,children:`unchanged`}),W(`option`,{value:`NONE`,children:`none`}),W(`option`,{value:`MONTH`,children:`month`})]})}),W(K,{label:`Trusted`,children:W(`select`,{name:`trusted`,value:t.trusted,onChange:s(`trusted`),children:[W(`option`,{value:``,children:`unchanged`}),W(`option`,{value:`yes`,children:`yes`}),W(`option`,{value:`no`,children:`no`})]})})]}),W(`button`,{class:`primary`,children:`Save policy`}),W(G,{error:a}),r&&W(nr,{t:r})]})}function ar({hasList:e,admin:t}){let[n,r]=z(``),[i,a]=z(``),[o,s]=z(`HARNESS`),[c,l]=z(!t),[u,d]=z(``),[f,p]=z(null),m=Lt(Pn,{},!e),h=H(null),g=zt(3e4);async function _(e){e.preventDefault(),p(null);try{let e=await U(kn,{name:n.trim(),value:i,purpose:c?`HARNESS`:o,personal:c||void 0});d(`${e.setSecret.owner?`Your personal secret`:`Secret`} ${e.setSecret.name} (${e.setSecret.purpose.toLowerCase()}) saved.`),a(``),m.reload()}catch(e){p(Rt(e))}}function v(e,t,n){r(e),s(t),l(n),a(``),d(``),h.current?.focus()}let y=m.data?.secrets??[];return W(`form`,{class:`stack card`,onSubmit:_,"aria-label":`Secrets`,children:[W(`h2`,{children:`Secrets`}),W(`p`,{class:`muted`,children:`Write-only: setting an existing name rotates it. No value is ever shown again. A personal secret is yours alone: it shadows the tenant's of that name in the runs you submit, and no other member sees it.`}),!e&&W(`p`,{class:`muted`,children:`Listing secret names is not available on this server.`}),e&&W(G,{error:m.error}),e&&m.data&&W(`div`,{class:`scroll`,children:W(`table`,{class:`compact`,"data-testid":`secrets`,children:[W(`thead`,{children:W(`tr`,{children:[W(`th`,{children:`Name`}),W(`th`,{children:`Purpose`}),W(`th`,{children:`Owner`}),W(`th`,{children:`Set`}),W(`th`,{children:W(`span`,{class:`sr`,children:`Rotate`})})]})}),W(`tbody`,{children:[y.map(e=>W(`tr`,{children:[W(`td`,{children:W(`code`,{children:e.name})}),W(`td`,{children:e.purpose.toLowerCase()}),W(`td`,{children:e.owner?W(`span`,{"data-testid":`secret-owner`,children:[e.owner,` (personal)`]}):W(`span`,{class:`muted`,children:`the tenant`})}),W(`td`,{title:e.updatedAt,children:Xn(e.updatedAt,g)}),W(`td`,{children:(t||e.owner)&&W(`button`,{type:`button`,onClick:()=>v(e.name,e.purpose,!!e.owner),"aria-label":`Rotate ${e.name}`,children:`Rotate`})})]},`${e.owner??``}/${e.name}`)),y.length===0&&W(`tr`,{children:W(`td`,{colSpan:5,class:`muted`,children:`No secrets yet.`})})]})]})}),W(`div`,{class:`row`,children:[W(K,{label:`Name`,children:W(`input`,{name:`secretName`,required:!0,value:n,onInput:e=>r(e.currentTarget.value)})}),W(K,{label:`Value`,children:W(`input`,{ref:h,name:`secretValue`,type:`password`,autocomplete:`new-password`,required:!0,value:i,onInput:e=>a(e.currentTarget.value)})}),W(K,{label:`Purpose`,children:W(`select`,{name:`purpose`,value:c?`HARNESS`:o,disabled:c,onChange:e=>s(e.currentTarget.value),children:[W(`option`,{value:`HARNESS`,children:`harness env`}),W(`option`,{value:`CLUSTER`,children:`cluster credential`}),W(`option`,{value:`MODEL`,children:`model API key`}),W(`option`,{value:`TRACE`,children:`trace API key`})]})})]}),W(`label`,{class:`check`,children:[W(`input`,{type:`checkbox`,name:`personal`,checked:c,disabled:!t,onChange:e=>l(e.currentTarget.checked)}),` `,`Personal: mine alone, for a harness env`,!t&&` (a member sets only personal secrets)`]}),W(`button`,{class:`primary`,children:`Set secret`}),u&&W(`p`,{class:`ok`,children:u}),W(G,{error:f})]})}var or=[`MEMBER`,`ADMIN`,`OPERATOR`],sr=[[`never`,0],[`1 day`,86400],[`7 days`,604800],[`30 days`,2592e3],[`90 days`,7776e3],[`1 year`,31536e3]],cr=e=>e?.focus();function lr(e,t){return e.revokedAt?`revoked`:e.expiresAt&&Date.parse(e.expiresAt)<=t?`expired`:`active`}function ur({viewer:e}){let t=Lt(jn,{}),n=zt(3e4),r=e.role!==`MEMBER`,i=or.slice(0,or.indexOf(e.role)+1),[a,o]=z({subject:``,role:`MEMBER`,lifetime:`0`}),[s,c]=z(null),[l,u]=z(``),[d,f]=z(null),p=H(null);async function m(e){e.preventDefault(),f(null);try{let e=Number(a.lifetime),n=(await U(Mn,{role:a.role,subject:r&&a.subject.trim()?a.subject.trim():null,expiresIn:e>0?e:null})).createToken;c({token:n.token,subject:n.apiToken.subject,role:n.apiToken.role}),t.set(e=>({tokens:[n.apiToken,...e.tokens]}))}catch(e){f(Rt(e))}}async function h(e){f(null),u(``);try{let n=await U(Nn,{id:e});t.set(t=>({tokens:t.tokens.map(t=>t.id===e?n.revokeToken:t)}))}catch(e){f(Rt(e))}}let g=t.data?.tokens??[];return W(`div`,{class:`card`,"data-testid":`tokens-card`,children:[W(`h2`,{id:`tokens`,children:`Tokens`}),W(`p`,{class:`muted`,children:[r?`Your tenant's tokens.`:`Your own tokens.`,` A token's value is shown once, when it is made; revoking one refuses it from its next request on.`]}),W(`form`,{class:`row align-end`,onSubmit:m,"aria-label":`Create a token`,children:[W(K,{label:`Subject`,children:W(`input`,{name:`tokenSubject`,value:r?a.subject:e.subject,disabled:!r,placeholder:e.subject,onInput:e=>o({...a,subject:e.currentTarget.value})})}),W(K,{label:`Role`,children:W(`select`,{name:`tokenRole`,value:a.role,onChange:e=>o({...a,role:e.currentTarget.value}),children:i.map(e=>W(`option`,{value:e,children:e.toLowerCase()}))})}),W(K,{label:`Expires`,children:W(`select`,{name:`tokenLifetime`,value:a.lifetime,onChange:e=>o({...a,lifetime:e.currentTarget.value}),children:sr.map(([e,t])=>W(`option`,{value:String(t),children:t?`in ${e}`:e}))})}),W(`button`,{class:`primary`,children:`Create token`})]}),s&&W(`div`,{class:`notice`,"data-testid":`new-token`,role:`status`,children:[W(`p`,{children:[W(`strong`,{children:[`New `,s.role.toLowerCase(),` token for `,s.subject,`.`]}),` `,`Copy it now: it is not shown again.`]}),W(`p`,{class:`secret-line`,children:[W(`code`,{class:`secret`,ref:p,children:s.token}),` `,W(It,{text:s.token,target:()=>p.current})]}),W(`button`,{type:`button`,class:`link`,onClick:()=>c(null),children:`Done, hide it`})]}),W(G,{error:d??t.error}),t.loading&&!t.data?W(Pt,{}):W(`div`,{class:`scroll`,children:W(`table`,{"data-testid":`tokens`,children:[W(`thead`,{children:W(`tr`,{children:[W(`th`,{children:`Subject`}),W(`th`,{children:`Role`}),W(`th`,{children:`State`}),W(`th`,{class:`hide-sm`,children:`Created`}),W(`th`,{class:`hide-sm`,children:`Last used`}),W(`th`,{class:`hide-sm`,children:`Expires`}),W(`th`,{children:W(`span`,{class:`sr`,children:`Revoke`})})]})}),W(`tbody`,{children:[g.map(e=>{let t=lr(e,n);return W(`tr`,{"data-token":e.id,"data-state":t,class:t===`active`?void 0:`archived`,children:[W(`td`,{children:e.subject}),W(`td`,{children:e.role.toLowerCase()}),W(`td`,{children:W(`span`,{class:`badge tok-${t}`,children:t})}),W(`td`,{class:`hide-sm`,title:e.createdAt,children:Xn(e.createdAt,n)}),W(`td`,{class:`hide-sm`,title:e.lastUsedAt??void 0,children:e.lastUsedAt?Xn(e.lastUsedAt,n):W(`span`,{class:`muted`,children:`never`})}),W(`td`,{class:`hide-sm`,title:e.expiresAt??void 0,children:e.expiresAt?new Date(e.expiresAt).toLocaleDateString():W(`span`,{class:`muted`,children:`never`})}),W(`td`,{class:`actions`,children:t===`active`&&(l===e.id?W(y,{children:[W(`button`,{class:`danger`,ref:cr,onClick:()=>h(e.id),children:`Confirm revoke`}),W(`button`,{onClick:()=>u(``),children:`Keep`})]}):W(`button`,{onClick:()=>u(e.id),"aria-label":`Revoke the token of ${e.subject} made ${new Date(e.createdAt).toLocaleString()}`,children:`Revoke`}))})]},e.id)}),g.length===0&&W(`tr`,{children:W(`td`,{colSpan:7,class:`muted`,children:`No tokens.`})})]})]})})]})}function dr(){let[e,t]=z(``),[n,r]=z(null);return W(`div`,{class:`stack card`,children:[W(`h2`,{children:`Webhook signing secret`}),W(`p`,{class:`muted`,children:`Rotating makes a new secret at once; the old one stops verifying. It is shown once.`}),W(`button`,{onClick:async()=>{r(null);try{t((await U(An,{})).rotateWebhookSecret)}catch(e){r(Rt(e))}},children:`Rotate webhook secret`}),e&&W(`p`,{children:[`New secret (copy it now): `,W(`code`,{class:`secret`,children:e})]}),W(G,{error:n})]})}function fr({viewer:e}){let t=Vt(),n=e=>t?.fields?.has(e)??!1,r=e.role===`ADMIN`||e.role===`OPERATOR`;return W(`section`,{children:[W(`h1`,{children:`Admin`}),W(`div`,{class:`grid2`,children:[W(`div`,{class:`card`,children:[W(`h2`,{children:`Your tenant`}),W(nr,{t:e.tenant}),W(`p`,{class:`muted`,children:[`Signed in as `,e.subject,` (`,e.role.toLowerCase(),`).`]})]}),e.role===`OPERATOR`?W(ir,{viewer:e}):W(`p`,{class:`muted`,children:`Tenant policy is set by an operator.`})]}),n(`Query.tokens`)?W(ur,{viewer:e}):W(y,{children:[W(`h2`,{children:`Tokens`}),W(Nt,{what:`Token management (list, create, revoke)`,children:[` `,`Create tokens with `,W(`code`,{children:`everdict token create`}),`.`]})]}),r?W(`div`,{class:`grid2`,children:[W(ar,{hasList:n(`Query.secrets`),admin:!0}),W(dr,{})]}):W(y,{children:[W(ar,{hasList:n(`Query.secrets`),admin:!1}),W(`p`,{class:`muted`,children:`The tenant's secrets and the webhook secret need an admin token.`})]})]})}var pr={back:[],after:``};function mr(e,t){return t?{back:[...e.back,e.after],after:t}:e}function hr(e){return e.back.length===0?e:{back:e.back.slice(0,-1),after:e.back[e.back.length-1]}}function gr(e){return e.back.length+1}function _r(e){return e.after?[...e.back,e.after].join(`~`):``}function vr(e){if(!e)return pr;let t=e.split(`~`);return{back:t.slice(0,-1),after:t[t.length-1]}}function yr(e){let t=e.replace(/\/+$/,``).split(`/`).filter(Boolean).map(decodeURIComponent);if(t.length===0)return{page:`runs`};let[n,r,...i]=t;if(i.length>0)return{page:`notfound`};switch(n){case`signin`:case`submit`:case`queue`:case`admin`:case`providers`:case`harnesses`:return r===void 0?{page:n}:{page:`notfound`};case`scorecards`:return r===void 0?{page:`scorecards`}:r===`compare`?{page:`compare`}:{page:`scorecard`,id:r};case`runs`:return r===void 0?{page:`runs`}:{page:`run`,id:r};case`runtimes`:return r===void 0?{page:`runtimes`}:{page:`runtime`,name:r}}return{page:`notfound`}}function br(e){return`/runs/${encodeURIComponent(e)}`}function xr(e){return`/scorecards/${encodeURIComponent(e)}`}function Sr(e){return`/runtimes/${encodeURIComponent(e)}`}var Cr=new Set;window.addEventListener(`popstate`,()=>Cr.forEach(e=>e()));function wr(e,t=!1){t?history.replaceState(null,``,e):history.pushState(null,``,e),Cr.forEach(e=>e()),e.includes(`#`)||window.scrollTo(0,0)}function Tr(){let[,e]=z(0);return B(()=>{let t=()=>e(e=>e+1);return Cr.add(t),()=>{Cr.delete(t)}},[]),new URL(location.href)}function Er(e){e.addEventListener(`click`,e=>{if(e.defaultPrevented||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;let t=e.target.closest(`a`);!t||t.target||t.hasAttribute(`download`)||t.origin!==location.origin||t.pathname===`/graphiql`||t.pathname.startsWith(`/static/`)||t.pathname===location.pathname&&t.search===location.search&&t.hash||(e.preventDefault(),wr(t.pathname+t.search+t.hash))})}function Dr(){let e=vr(Tr().searchParams.get(`page`)),t=Lt(Un,{first:25,after:e.after||null}),n=(t.data?.harnesses.edges??[]).flatMap(e=>e?.node?[e.node]:[]),r=e=>wr(e?`/harnesses?page=${encodeURIComponent(e)}`:`/harnesses`,!0);return W(`section`,{children:[W(`h1`,{children:`Harnesses`}),W(`p`,{class:`muted`,children:[`Agents registered in immutable versions: run one by reference (`,W(`code`,{children:`name`}),`, `,W(`code`,{children:`name@tag`}),` or `,W(`code`,{children:`name@3`}),`) from `,W(`a`,{href:`/submit`,children:`Submit`}),`, `,W(`code`,{children:`everdict run submit --harness`}),` or MCP. Register with`,` `,W(`code`,{children:`everdict harness register -f harness.yaml`}),`.`]}),W(G,{error:t.error}),t.loading&&!t.data?W(Pt,{}):W(`div`,{class:`scroll`,children:W(`table`,{"data-testid":`harnesses`,children:[W(`thead`,{children:W(`tr`,{children:[W(`th`,{children:`Harness`}),W(`th`,{children:`Version`}),W(`th`,{children:`Tags`}),W(`th`,{children:`Digest`}),W(`th`,{class:`hide-sm`,children:`Command`}),W(`th`,{class:`hide-sm`,children:`Env`}),W(`th`,{children:`Model`})]})}),W(`tbody`,{children:[n.flatMap(e=>[...e.versions].sort((e,t)=>t.version-e.version).map((t,n)=>W(`tr`,{"data-harness":e.name,"data-version":t.version,class:t.archived?`muted`:void 0,children:[W(`td`,{children:n===0&&W(y,{children:[W(`strong`,{children:e.name}),` `,e.shared&&W(`span`,{class:`chip`,children:`shared`}),!e.latest&&W(`span`,{class:`chip`,children:`all archived`})]})}),W(`td`,{children:[`v`,t.version,e.latest?.version===t.version&&W(`span`,{class:`chip`,children:`latest`}),t.archived&&W(`span`,{class:`chip`,children:`archived`})]}),W(`td`,{children:t.tags.map(e=>W(`span`,{class:`chip`,children:e}))}),W(`td`,{children:W(`code`,{title:t.digest,children:t.digest.slice(0,12)})}),W(`td`,{class:`hide-sm`,children:W(`code`,{children:t.spec.command.join(` `)})}),W(`td`,{class:`hide-sm`,"data-testid":`env`,children:t.spec.env.map(e=>W(`span`,{class:`chip`,children:e.secretRef?`${e.name} ← @${e.secretRef}`:e.name}))}),W(`td`,{children:[t.spec.model.default||W(`span`,{class:`muted`,children:`—`}),t.spec.model.required&&W(`span`,{class:`chip`,children:`required`})]})]},t.id))),n.length===0&&W(`tr`,{children:W(`td`,{colSpan:7,class:`muted`,children:[`No harnesses yet: register one with `,W(`code`,{children:`everdict harness register -f harness.yaml`}),`.`]})})]})]})}),(e.back.length>0||t.data?.harnesses.pageInfo.hasNextPage)&&W(`nav`,{class:`pager`,"aria-label":`pages`,children:[W(`button`,{disabled:e.back.length===0,onClick:()=>r(_r(hr(e))),children:`← Previous`}),W(`button`,{disabled:!t.data?.harnesses.pageInfo.hasNextPage,onClick:()=>r(_r(mr(e,t.data?.harnesses.pageInfo.endCursor))),children:`Next →`})]})]})}var Or=[[`OPENAI_COMPATIBLE`,`OpenAI-compatible`],[`ANTHROPIC`,`Anthropic`]],kr={name:``,kind:`OPENAI_COMPATIBLE`,baseUrl:``,apiKeySecret:``,inputUsdPerMTok:``,outputUsdPerMTok:``};function Ar(e){let t={name:e.name.trim(),kind:e.kind,baseUrl:e.baseUrl.trim(),apiKeySecret:e.apiKeySecret.trim()};return e.inputUsdPerMTok.trim()!==``&&(t.inputUsdPerMTok=Number(e.inputUsdPerMTok)),e.outputUsdPerMTok.trim()!==``&&(t.outputUsdPerMTok=Number(e.outputUsdPerMTok)),t}function jr({viewer:e}){let t=Vt(),n=t?.fields==null||t.fields.has(`Query.modelProviders`),r=e.role===`ADMIN`||e.role===`OPERATOR`,i=Lt(Wn,{},!n),[a,o]=z(kr),[s,c]=z(``),[l,u]=z(null),d=zt(3e4),f=e=>t=>{let n=t.currentTarget.value;o(t=>({...t,[e]:n}))};if(!n)return W(`section`,{children:[W(`h1`,{children:`Model providers`}),W(Nt,{what:`Model providers`})]});async function p(e){e.preventDefault(),u(null),c(``);try{let e=await U(Gn,{input:Ar(a)});c(`Model provider ${e.registerModelProvider.name} registered.`),o(kr),i.reload()}catch(e){u(Rt(e))}}async function m(e){if(confirm(`Delete model provider ${e}? Judge graders naming it become unscored.`)){u(null),c(``);try{await U(Kn,{name:e}),c(`Model provider ${e} deleted.`),i.reload()}catch(e){u(Rt(e))}}}let h=i.data?.modelProviders??[];return W(`section`,{children:[W(`h1`,{children:`Model providers`}),W(`p`,{class:`muted`,children:[`Where judge models are called: a JUDGE grader's model `,W(`code`,{children:`provider/model`}),` names a provider here by its first segment. Each provider's API key is a `,W(`a`,{href:`/admin`,children:`secret`}),` of purpose `,W(`em`,{children:`model`}),`, named here and never shown.`]}),i.loading&&!i.data&&W(Pt,{}),W(G,{error:i.error}),i.data&&W(`div`,{class:`scroll`,children:W(`table`,{"data-testid":`providers`,children:[W(`thead`,{children:W(`tr`,{children:[W(`th`,{children:`Name`}),W(`th`,{children:`Kind`}),W(`th`,{children:`Base URL`}),W(`th`,{children:`API key secret`}),W(`th`,{class:`hide-sm`,children:`USD / MTok in · out`}),W(`th`,{class:`hide-sm`,children:`Updated`}),r&&W(`th`,{children:W(`span`,{class:`sr`,children:`Delete`})})]})}),W(`tbody`,{children:[h.map(e=>W(`tr`,{children:[W(`td`,{children:W(`code`,{children:e.name})}),W(`td`,{children:Or.find(([t])=>t===e.kind)?.[1]??e.kind}),W(`td`,{children:W(`code`,{children:e.baseUrl})}),W(`td`,{children:W(`code`,{children:e.apiKeySecret})}),W(`td`,{class:`hide-sm`,children:[e.inputUsdPerMTok??`—`,` · `,e.outputUsdPerMTok??`—`]}),W(`td`,{class:`hide-sm`,title:e.updatedAt,children:Xn(e.updatedAt,d)}),r&&W(`td`,{children:W(`button`,{type:`button`,class:`danger`,onClick:()=>m(e.name),"aria-label":`Delete ${e.name}`,children:`Delete`})})]},e.name)),h.length===0&&W(`tr`,{children:W(`td`,{colSpan:r?7:6,class:`muted`,children:`No model providers yet.`})})]})]})}),s&&W(`p`,{class:`ok`,children:s}),r?W(`form`,{class:`stack card`,onSubmit:p,"aria-label":`Register a model provider`,children:[W(`h2`,{children:`Register a model provider`}),W(`div`,{class:`row`,children:[W(K,{label:`Name`,hint:`the first segment of its models: name/model`,children:W(`input`,{name:`providerName`,required:!0,value:a.name,onInput:f(`name`)})}),W(K,{label:`Kind`,children:W(`select`,{name:`kind`,value:a.kind,onChange:f(`kind`),children:Or.map(([e,t])=>W(`option`,{value:e,children:t}))})}),W(K,{label:`Base URL`,hint:`e.g. https://api.openai.com/v1`,children:W(`input`,{name:`baseUrl`,type:`url`,required:!0,value:a.baseUrl,onInput:f(`baseUrl`)})}),W(K,{label:`API key secret`,hint:`a secret of purpose model`,children:W(`input`,{name:`apiKeySecret`,required:!0,value:a.apiKeySecret,onInput:f(`apiKeySecret`)})})]}),W(`div`,{class:`row`,children:[W(K,{label:`USD per M input tokens`,hint:`optional, for a provider that reports no cost`,children:W(`input`,{name:`inputUsdPerMTok`,inputMode:`decimal`,value:a.inputUsdPerMTok,onInput:f(`inputUsdPerMTok`)})}),W(K,{label:`USD per M output tokens`,children:W(`input`,{name:`outputUsdPerMTok`,inputMode:`decimal`,value:a.outputUsdPerMTok,onInput:f(`outputUsdPerMTok`)})})]}),W(`button`,{class:`primary`,children:`Register`})]}):W(`p`,{class:`muted`,children:`Registering and deleting model providers needs an admin token.`}),W(G,{error:l})]})}var Mr=!0,Nr=`uplot`,Pr=`u-hz`,Fr=`u-vt`,Ir=`u-title`,Lr=`u-wrap`,Rr=`u-under`,zr=`u-over`,Br=`u-axis`,Vr=`u-off`,Hr=`u-select`,Ur=`u-cursor-x`,Wr=`u-cursor-y`,Gr=`u-cursor-pt`,Kr=`u-legend`,qr=`u-live`,Jr=`u-inline`,Yr=`u-series`,Xr=`u-marker`,Zr=`u-label`,Qr=`u-value`,$r=`width`,ei=`height`,ti=`top`,ni=`bottom`,ri=`left`,ii=`right`,ai=`#000`,oi=`#0000`,si=`mousemove`,ci=`mousedown`,li=`mouseup`,ui=`mouseenter`,di=`mouseleave`,fi=`dblclick`,pi=`resize`,mi=`scroll`,hi=`change`,gi=`dppxchange`,_i=`--`,vi=typeof window<`u`,yi=vi?document:null,bi=vi?window:null,xi=vi?navigator:null,X,Si;function Ci(){let e=devicePixelRatio;X!=e&&(X=e,Si&&Ri(hi,Si,Ci),Si=matchMedia(`(min-resolution: ${X-.001}dppx) and (max-resolution: ${X+.001}dppx)`),Li(hi,Si,Ci),bi.dispatchEvent(new CustomEvent(gi)))}function wi(e,t){if(t!=null){let n=e.classList;!n.contains(t)&&n.add(t)}}function Ti(e,t){let n=e.classList;n.contains(t)&&n.remove(t)}function Ei(e,t,n){e.style[t]=n+`px`}function Di(e,t,n,r){let i=yi.createElement(e);return t!=null&&wi(i,t),n?.insertBefore(i,r),i}function Oi(e,t){return Di(`div`,e,t)}var ki=new WeakMap;function Ai(e,t,n,r,i){let a=`translate(`+t+`px,`+n+`px)`;a!=ki.get(e)&&(e.style.transform=a,ki.set(e,a),t<0||n<0||t>r||n>i?wi(e,Vr):Ti(e,Vr))}var ji=new WeakMap;function Mi(e,t,n){let r=t+n;r!=ji.get(e)&&(ji.set(e,r),e.style.background=t,e.style.borderColor=n)}var Ni=new WeakMap;function Pi(e,t,n,r){let i=t+``+n;i!=Ni.get(e)&&(Ni.set(e,i),e.style.height=n+`px`,e.style.width=t+`px`,e.style.marginLeft=r?-t/2+`px`:0,e.style.marginTop=r?-n/2+`px`:0)}var Fi={passive:!0},Ii={...Fi,capture:!0};function Li(e,t,n,r){t.addEventListener(e,n,r?Ii:Fi)}function Ri(e,t,n,r){t.removeEventListener(e,n,Fi)}vi&&Ci();function zi(e,t,n,r){let i;n||=0,r||=t.length-1;let a=r<=2147483647;for(;r-n>1;)i=a?n+r>>1:oa((n+r)/2),t[i]<e?n=i:r=i;return e-t[n]<=t[r]-e?n:r}function Bi(e){return(t,n,r)=>{let i=-1,a=-1;for(let a=n;a<=r;a++)if(e(t[a])){i=a;break}for(let i=r;i>=n;i--)if(e(t[i])){a=i;break}return[i,a]}}var Vi=e=>e!=null,Hi=e=>e!=null&&e>0,Ui=Bi(Vi),Wi=Bi(Hi);function Gi(e,t,n,r=0,i=!1){let a=i?Wi:Ui,o=i?Hi:Vi;[t,n]=a(e,t,n);let s=e[t],c=e[t];if(t>-1){if(r==1)s=e[t],c=e[n];else if(r==-1)s=e[n],c=e[t];else for(let r=t;r<=n;r++){let t=e[r];o(t)&&(t<s?s=t:t>c&&(c=t))}}return[s??_a,c??-_a]}function Ki(e,t,n,r){let i=fa(e),a=fa(t);e==t&&(i==-1?(e*=n,t/=n):(e/=n,t*=n));let o=n==10?pa:ma,s=i==1?oa:ca,c=a==1?ca:oa,l=s(o(aa(e))),u=c(o(aa(t))),d=da(n,l),f=da(n,u);return n==10&&(l<0&&(d=Ma(d,-l)),u<0&&(f=Ma(f,-u))),r||n==2?(e=d*i,t=f*a):(e=ja(e,d),t=Aa(t,f)),[e,t]}function qi(e,t,n,r){let i=Ki(e,t,n,r);return e==0&&(i[0]=0),t==0&&(i[1]=0),i}var Ji=.1,Yi={mode:3,pad:Ji},Xi={pad:0,soft:null,mode:0},Zi={min:Xi,max:Xi};function Qi(e,t,n,r){return Ua(n)?ea(e,t,n):(Xi.pad=n,Xi.soft=r?0:null,Xi.mode=r?3:0,ea(e,t,Zi))}function Z(e,t){return e??t}function $i(e,t,n){for(t=Z(t,0),n=Z(n,e.length-1);t<=n;){if(e[t]!=null)return!0;t++}return!1}function ea(e,t,n){let r=n.min,i=n.max,a=Z(r.pad,0),o=Z(i.pad,0),s=Z(r.hard,-_a),c=Z(i.hard,_a),l=Z(r.soft,_a),u=Z(i.soft,-_a),d=Z(r.mode,0),f=Z(i.mode,0),p=t-e,m=pa(p),h=ua(aa(e),aa(t)),g=aa(pa(h)-m);(p<1e-24||g>10)&&(p=0,(e==0||t==0)&&(p=1e-24,d==2&&l!=_a&&(a=0),f==2&&u!=-_a&&(o=0)));let _=p||h||1e3,v=da(10,oa(pa(_))),y=Ma(ja(e-_*(p==0?e==0?.1:1:a),v/10),24),b=e>=l&&(d==1||d==3&&y<=l||d==2&&y>=l)?l:_a,x=ua(s,y<b&&e>=b?b:la(b,y)),S=Ma(Aa(t+_*(p==0?t==0?.1:1:o),v/10),24),C=t<=u&&(f==1||f==3&&S>=u||f==2&&S<=u)?u:-_a,w=la(c,S>C&&t<=C?C:ua(C,S));return x==w&&x==0&&(w=100),[x,w]}var ta=new Intl.NumberFormat(vi?xi.language:`en-US`),na=e=>ta.format(e),ra=Math,ia=ra.PI,aa=ra.abs,oa=ra.floor,sa=ra.round,ca=ra.ceil,la=ra.min,ua=ra.max,da=ra.pow,fa=ra.sign,pa=ra.log10,ma=ra.log2,ha=(e,t=1)=>ra.sinh(e)*t,ga=(e,t=1)=>ra.asinh(e/t),_a=1/0;function va(e){return(pa((e^e>>31)-(e>>31))|0)+1}function ya(e,t,n){return la(ua(e,t),n)}function ba(e){return typeof e==`function`}function Q(e){return ba(e)?e:()=>e}var xa=()=>{},Sa=e=>e,Ca=(e,t)=>t,wa=e=>null,Ta=e=>!0,Ea=(e,t)=>e==t,Da=/\.\d*?(?=9{6,}|0{6,})/gm,Oa=e=>{if(Ba(e)||Na.has(e))return e;let t=`${e}`,n=t.match(Da);if(n==null)return e;let r=n[0].length-1;if(t.indexOf(`e-`)!=-1){let[e,n]=t.split(`e`);return+`${Oa(e)}e${n}`}return Ma(e,r)};function ka(e,t){return Oa(Ma(Oa(e/t))*t)}function Aa(e,t){return Oa(ca(Oa(e/t))*t)}function ja(e,t){return Oa(oa(Oa(e/t))*t)}function Ma(e,t=0){if(Ba(e))return e;let n=10**t;return sa(e*n*(1+2**-52))/n}var Na=new Map;function Pa(e){return((``+e).split(`.`)[1]||``).length}function Fa(e,t,n,r){let i=[],a=r.map(Pa);for(let o=t;o<n;o++){let t=aa(o),n=Ma(da(e,o),t);for(let s=0;s<r.length;s++){let c=e==10?+`${r[s]}e${o}`:r[s]*n,l=(o>=0?0:t)+(o>=a[s]?0:a[s]),u=e==10?c:Ma(c,l);i.push(u),Na.set(u,l)}}return i}var Ia={},La=[],Ra=[null,null],za=Array.isArray,Ba=Number.isInteger,Va=e=>e===void 0;function Ha(e){return typeof e==`string`}function Ua(e){let t=!1;if(e!=null){let n=e.constructor;t=n==null||n==Object}return t}function Wa(e){return typeof e==`object`&&!!e}var Ga=Object.getPrototypeOf(Uint8Array),Ka=`__proto__`;function qa(e,t=Ua){let n;if(za(e)){let r=e.find(e=>e!=null);if(za(r)||t(r)){n=Array(e.length);for(let r=0;r<e.length;r++)n[r]=qa(e[r],t)}else n=e.slice()}else if(e instanceof Ga)n=e.slice();else if(t(e)){n={};for(let r in e)r!=Ka&&(n[r]=qa(e[r],t))}else n=e;return n}function Ja(e){let t=arguments;for(let n=1;n<t.length;n++){let r=t[n];for(let t in r)t!=Ka&&(Ua(e[t])?Ja(e[t],qa(r[t])):e[t]=qa(r[t]))}return e}var Ya=0,Xa=1,Za=2;function Qa(e,t,n){for(let r=0,i,a=-1;r<t.length;r++){let o=t[r];if(o>a){for(i=o-1;i>=0&&e[i]==null;)e[i--]=null;for(i=o+1;i<n&&e[i]==null;)e[a=i++]=null}}}function $a(e,t){if(no(e)){let t=e[0].slice();for(let n=1;n<e.length;n++)t.push(...e[n].slice(1));return ro(t[0])||(t=to(t)),t}let n=new Set;for(let t=0;t<e.length;t++){let r=e[t][0],i=r.length;for(let e=0;e<i;e++)n.add(r[e])}let r=[Array.from(n).sort((e,t)=>e-t)],i=r[0].length,a=new Map;for(let e=0;e<i;e++)a.set(r[0][e],e);for(let n=0;n<e.length;n++){let o=e[n],s=o[0];for(let e=1;e<o.length;e++){let c=o[e],l=Array(i).fill(void 0),u=t?t[n][e]:Xa,d=[];for(let e=0;e<c.length;e++){let t=c[e],n=a.get(s[e]);t===null?u!=Ya&&(l[n]=t,u==Za&&d.push(n)):l[n]=t}Qa(l,d,i),r.push(l)}}return r}var eo=typeof queueMicrotask>`u`?e=>Promise.resolve().then(e):queueMicrotask;function to(e){let t=e[0],n=t.length,r=Array(n);for(let e=0;e<r.length;e++)r[e]=e;r.sort((e,n)=>t[e]-t[n]);let i=[];for(let t=0;t<e.length;t++){let a=e[t],o=Array(n);for(let e=0;e<n;e++)o[e]=a[r[e]];i.push(o)}return i}function no(e){let t=e[0][0],n=t.length;for(let r=1;r<e.length;r++){let i=e[r][0];if(i.length!=n)return!1;if(i!=t){for(let e=0;e<n;e++)if(i[e]!=t[e])return!1}}return!0}function ro(e,t=100){let n=e.length;if(n<=1)return!0;let r=0,i=n-1;for(;r<=i&&e[r]==null;)r++;for(;i>=r&&e[i]==null;)i--;if(i<=r)return!0;let a=ua(1,oa((i-r+1)/t));for(let t=e[r],n=r+a;n<=i;n+=a){let r=e[n];if(r!=null){if(r<=t)return!1;t=r}}return!0}var io=[`January`,`February`,`March`,`April`,`May`,`June`,`July`,`August`,`September`,`October`,`November`,`December`],ao=[`Sunday`,`Monday`,`Tuesday`,`Wednesday`,`Thursday`,`Friday`,`Saturday`];function oo(e){return e.slice(0,3)}var so=ao.map(oo),co={MMMM:io,MMM:io.map(oo),WWWW:ao,WWW:so};function lo(e){return(e<10?`0`:``)+e}function uo(e){return(e<10?`00`:e<100?`0`:``)+e}var fo={YYYY:e=>e.getFullYear(),YY:e=>(e.getFullYear()+``).slice(2),MMMM:(e,t)=>t.MMMM[e.getMonth()],MMM:(e,t)=>t.MMM[e.getMonth()],MM:e=>lo(e.getMonth()+1),M:e=>e.getMonth()+1,DD:e=>lo(e.getDate()),D:e=>e.getDate(),WWWW:(e,t)=>t.WWWW[e.getDay()],WWW:(e,t)=>t.WWW[e.getDay()],HH:e=>lo(e.getHours()),H:e=>e.getHours(),h:e=>{let t=e.getHours();return t==0?12:t>12?t-12:t},AA:e=>e.getHours()>=12?`PM`:`AM`,aa:e=>e.getHours()>=12?`pm`:`am`,a:e=>e.getHours()>=12?`p`:`a`,mm:e=>lo(e.getMinutes()),m:e=>e.getMinutes(),ss:e=>lo(e.getSeconds()),s:e=>e.getSeconds(),fff:e=>uo(e.getMilliseconds())};function po(e,t){t||=co;let n=[],r=/\{([a-z]+)\}|[^{]+/gi,i;for(;i=r.exec(e);)n.push(i[0][0]==`{`?fo[i[1]]:i[0]);return e=>{let r=``;for(let i=0;i<n.length;i++)r+=typeof n[i]==`string`?n[i]:n[i](e,t);return r}}var mo=new Intl.DateTimeFormat().resolvedOptions().timeZone;function ho(e,t){let n;return t==`UTC`||t==`Etc/UTC`?n=new Date(+e+e.getTimezoneOffset()*6e4):t==mo?n=e:(n=new Date(e.toLocaleString(`en-US`,{timeZone:t})),n.setMilliseconds(e.getMilliseconds())),n}var go=e=>e%1==0,_o=[1,2,2.5,5],vo=Fa(10,-32,0,_o),yo=Fa(10,0,32,_o),bo=yo.filter(go),xo=vo.concat(yo),So=`
`,Co=`{YYYY}`,wo=So+Co,To=`{M}/{D}`,Eo=So+To,Do=Eo+`/{YY}`,Oo=`{aa}`,ko=`{h}:{mm}`+Oo,Ao=So+ko,jo=`:{ss}`,$=null;function Mo(e){let t=e*1e3,n=t*60,r=n*60,i=r*24,a=i*30,o=i*365,s=(e==1?Fa(10,0,3,_o).filter(go):Fa(10,-3,0,_o)).concat([t,t*5,t*10,t*15,t*30,n,n*5,n*10,n*15,n*30,r,r*2,r*3,r*4,r*6,r*8,r*12,i,i*2,i*3,i*4,i*5,i*6,i*7,i*8,i*9,i*10,i*15,a,a*2,a*3,a*4,a*6,o,o*2,o*5,o*10,o*25,o*50,o*100]),c=[[o,Co,$,$,$,$,$,$,1],[i*28,`{MMM}`,wo,$,$,$,$,$,1],[i,To,wo,$,$,$,$,$,1],[r,`{h}`+Oo,Do,$,Eo,$,$,$,1],[n,ko,Do,$,Eo,$,$,$,1],[t,jo,Do+` `+ko,$,Eo+` `+ko,$,Ao,$,1],[e,jo+`.{fff}`,Do+` `+ko,$,Eo+` `+ko,$,Ao,$,1]];function l(t){return(s,c,l,u,d,f)=>{let p=[],m=d>=o,h=d>=a&&d<o,g=t(l),_=Ma(g*e,3),v=Ho(g.getFullYear(),m?0:g.getMonth(),h||m?1:g.getDate()),y=Ma(v*e,3);if(h||m){let n=h?d/a:0,r=m?d/o:0,i=_==y?_:Ma(Ho(v.getFullYear()+r,v.getMonth()+n,1)*e,3),s=new Date(sa(i/e)),c=s.getFullYear(),l=s.getMonth();for(let a=0;i<=u;a++){let o=Ho(c+r*a,l+n*a,1),s=o-t(Ma(o*e,3));i=Ma((+o+s)*e,3),i<=u&&p.push(i)}}else{let a=d>=i?i:d,o=y+(oa(l)-oa(_))+Aa(_-y,a);p.push(o);let m=t(o),h=m.getHours()+m.getMinutes()/n+m.getSeconds()/r,g=d/r,v=f/s.axes[c]._space;for(;o=Ma(o+d,e==1?0:3),!(o>u);)if(g>1){let e=oa(Ma(h+g,6))%24,n=t(o).getHours()-e;n>1&&(n=-1),o-=n*r,h=(h+g)%24;let i=p[p.length-1];Ma((o-i)/d,3)*v>=.7&&p.push(o)}else p.push(o)}return p}}return[s,c,l]}var[No,Po,Fo]=Mo(1),[Io,Lo,Ro]=Mo(.001);Fa(2,-53,53,[1]);function zo(e,t){return e.map(e=>e.map((n,r)=>r==0||r==8||n==null?n:t(r==1||e[8]==0?n:e[1]+n)))}function Bo(e,t){return(n,r,i,a,o)=>{let s=t.find(e=>o>=e[0])||t[t.length-1],c,l,u,d,f,p;return r.map(t=>{let n=e(t),r=n.getFullYear(),i=n.getMonth(),a=n.getDate(),o=n.getHours(),m=n.getMinutes(),h=n.getSeconds(),g=r!=c&&s[2]||i!=l&&s[3]||a!=u&&s[4]||o!=d&&s[5]||m!=f&&s[6]||h!=p&&s[7]||s[1];return c=r,l=i,u=a,d=o,f=m,p=h,g(n)})}}function Vo(e,t){let n=po(t);return(t,r,i,a,o)=>r.map(t=>n(e(t)))}function Ho(e,t,n){return new Date(e,t,n)}function Uo(e,t){return t(e)}var Wo=`{YYYY}-{MM}-{DD} {h}:{mm}{aa}`;function Go(e,t){return(n,r,i,a)=>a==null?_i:t(e(r))}function Ko(e,t){let n=e.series[t];return n.width?n.stroke(e,t):n.points.width?n.points.stroke(e,t):null}function qo(e,t){return e.series[t].fill(e,t)}var Jo={show:!0,live:!0,isolate:!1,mount:xa,markers:{show:!0,width:2,stroke:Ko,fill:qo,dash:`solid`},idx:null,idxs:null,values:[]};function Yo(e,t){let n=e.cursor.points,r=Oi(),i=n.size(e,t);Ei(r,$r,i),Ei(r,ei,i);let a=i/-2;Ei(r,`marginLeft`,a),Ei(r,`marginTop`,a);let o=n.width(e,t,i);return o&&Ei(r,`borderWidth`,o),r}function Xo(e,t){let n=e.series[t].points;return n._fill||n._stroke}function Zo(e,t){let n=e.series[t].points;return n._stroke||n._fill}function Qo(e,t){return e.series[t].points.size}var $o=[0,0];function es(e,t,n){return $o[0]=t,$o[1]=n,$o}function ts(e,t,n,r=!0){return e=>{e.button!=0||r&&e.target!=t||n(e)}}function ns(e,t,n,r=!0){return e=>{r&&e.target!=t||n(e)}}var rs={show:!0,x:!0,y:!0,lock:!1,move:es,points:{one:!1,show:Yo,size:Qo,width:0,stroke:Zo,fill:Xo},bind:{mousedown:ts,mouseup:ts,click:ts,dblclick:ts,mousemove:ns,mouseleave:ns,mouseenter:ns},drag:{setScale:!0,x:!0,y:!1,dist:0,uni:null,click:(e,t)=>{t.stopPropagation(),t.stopImmediatePropagation()},_x:!1,_y:!1},focus:{dist:(e,t,n,r,i)=>r-i,prox:-1,bias:0},hover:{skip:[void 0],prox:null,bias:0},left:-10,top:-10,idx:null,dataIdx:null,idxs:null,event:null},is={show:!0,stroke:`rgba(0,0,0,0.07)`,width:2},as=Ja({},is,{filter:Ca}),os=Ja({},as,{size:10}),ss=Ja({},is,{show:!1}),cs=`12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji"`,ls=`bold `+cs,us=1.5,ds={show:!0,scale:`x`,stroke:ai,space:50,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:ls,side:2,grid:as,ticks:os,border:ss,font:cs,lineGap:us,rotate:0},fs=`Value`,ps=`Time`,ms={show:!0,scale:`x`,auto:!1,sorted:1,min:_a,max:-1/0,idxs:[]};function hs(e,t,n,r,i){return t.map(e=>e==null?``:na(e))}function gs(e,t,n,r,i,a,o){let s=[],c=Na.get(i)||0;n=o?n:Ma(Aa(n,i),c);for(let e=n;e<=r;e=Ma(e+i,c))s.push(Object.is(e,-0)?0:e);return s}function _s(e,t,n,r,i,a,o){let s=[],c=e.scales[e.axes[t].scale].log;i=da(c,oa((c==10?pa:ma)(n))),c==10&&(i=xo[zi(i,xo)]);let l=n,u=i*c;c==10&&(u=xo[zi(u,xo)]);do s.push(l),l+=i,c==10&&!Na.has(l)&&(l=Ma(l,Na.get(i))),l>=u&&(i=l,u=i*c,c==10&&(u=xo[zi(u,xo)]));while(l<=r);return s}function vs(e,t,n,r,i,a,o){let s=e.scales[e.axes[t].scale].asinh,c=r>s?_s(e,t,ua(s,n),r,i):[s],l=r>=0&&n<=0?[0]:[];return(n<-s?_s(e,t,ua(s,-r),-n,i):[s]).reverse().map(e=>-e).concat(l,c)}var ys=/./,bs=/[12357]/,xs=/[125]/,Ss=/1/,Cs=(e,t,n,r)=>e.map((e,i)=>t==4&&e==0||i%r==0&&n.test(e.toExponential()[+(e<0)])?e:null);function ws(e,t,n,r,i){let a=e.axes[n],o=a.scale,s=e.scales[o],c=e.valToPos,l=a._space,u=c(10,o),d=c(9,o)-u>=l?ys:c(7,o)-u>=l?bs:c(5,o)-u>=l?xs:Ss;if(d==Ss){let e=aa(c(1,o)-u);if(e<l)return Cs(t.slice().reverse(),s.distr,d,ca(l/e)).reverse()}return Cs(t,s.distr,d,1)}function Ts(e,t,n,r,i){let a=e.axes[n],o=a.scale,s=a._space,c=e.valToPos,l=aa(c(1,o)-c(2,o));return l<s?Cs(t.slice().reverse(),3,ys,ca(s/l)).reverse():t}function Es(e,t,n,r){return r==null?_i:t==null?``:na(t)}var Ds={show:!0,scale:`y`,stroke:ai,space:30,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:ls,side:3,grid:as,ticks:os,border:ss,font:cs,lineGap:us,rotate:0};function Os(e,t){return Ma((3+(e||1)*2)*t,3)}function ks(e,t){let{scale:n,idxs:r}=e.series[0],i=e._data[0],a=e.valToPos(i[r[0]],n,!0),o=aa(e.valToPos(i[r[1]],n,!0)-a)/(e.series[t].points.space*X);return r[1]-r[0]<=o}var As={scale:null,auto:!0,sorted:0,min:_a,max:-1/0},js=(e,t,n,r,i)=>i,Ms={show:!0,auto:!0,sorted:0,gaps:js,alpha:1,facets:[Ja({},As,{scale:`x`}),Ja({},As,{scale:`y`})]},Ns={scale:`y`,auto:!0,sorted:0,show:!0,spanGaps:!1,gaps:js,alpha:1,points:{show:ks,filter:null},values:null,min:_a,max:-1/0,idxs:[],path:null,clip:null};function Ps(e,t,n,r,i){return n/10}var Fs={time:Mr,auto:!0,distr:1,log:10,asinh:1,min:null,max:null,dir:1,ori:0},Is=Ja({},Fs,{time:!1,ori:1}),Ls={};function Rs(e,t){let n=Ls[e];return n||(n={key:e,plots:[],sub(e){n.plots.push(e)},unsub(e){n.plots=n.plots.filter(t=>t!=e)},pub(e,t,r,i,a,o,s){for(let c=0;c<n.plots.length;c++)n.plots[c]!=t&&n.plots[c].pub(e,t,r,i,a,o,s)}},e!=null&&(Ls[e]=n)),n}var zs=1,Bs=2;function Vs(e,t,n){let r=e.mode,i=e.series[t],a=r==2?e._data[t]:e._data,o=e.scales,s=e.bbox,c=a[0],l=r==2?a[1]:a[t],u=r==2?o[i.facets[0].scale]:o[e.series[0].scale],d=r==2?o[i.facets[1].scale]:o[i.scale],f=s.left,p=s.top,m=s.width,h=s.height,g=e.valToPosH,_=e.valToPosV;return u.ori==0?n(i,c,l,u,d,g,_,f,p,m,h,Xs,Qs,ec,nc,ic):n(i,c,l,u,d,_,g,p,f,h,m,Zs,$s,tc,rc,ac)}function Hs(e,t){let n=0,r=0,i=Z(e.bands,La);for(let e=0;e<i.length;e++){let a=i[e];a.series[0]==t?n=a.dir:a.series[1]==t&&(a.dir==1?r|=1:r|=2)}return[n,r==1?-1:r==2?1:r==3?2:0]}function Us(e,t,n,r,i){let a=e.mode,o=e.series[t],s=a==2?o.facets[1].scale:o.scale,c=e.scales[s];return i==-1?c.min:i==1?c.max:c.distr==3?c.dir==1?c.min:c.max:0}function Ws(e,t,n,r,i,a){return Vs(e,t,(e,t,o,s,c,l,u,d,f,p,m)=>{let h=e.pxRound,g=s.dir*(s.ori==0?1:-1),_=s.ori==0?Qs:$s,v,y;g==1?(v=n,y=r):(v=r,y=n);let b=h(l(t[v],s,p,d)),x=h(u(o[v],c,m,f)),S=h(l(t[y],s,p,d)),C=h(u(a==1?c.max:c.min,c,m,f)),w=new Path2D(i);return _(w,S,C),_(w,b,C),_(w,b,x),w})}function Gs(e,t,n,r,i,a){let o=null;if(e.length>0){o=new Path2D;let s=t==0?ec:tc,c=n;for(let t=0;t<e.length;t++){let n=e[t];if(n[1]>n[0]){let e=n[0]-c;e>0&&s(o,c,r,e,r+a),c=n[1]}}let l=n+i-c;l>0&&s(o,c,r-5,l,r+a+10)}return o}function Ks(e,t,n){let r=e[e.length-1];r&&r[0]==t?r[1]=n:e.push([t,n])}function qs(e,t,n,r,i,a,o){let s=[],c=e.length;for(let l=i==1?n:r;l>=n&&l<=r;l+=i)if(t[l]===null){let u=l,d=l;if(i==1)for(;++l<=r&&t[l]===null;)d=l;else for(;--l>=n&&t[l]===null;)d=l;let f=a(e[u]),p=d==u?f:a(e[d]),m=u-i;f=o<=0&&m>=0&&m<c?a(e[m]):f;let h=d+i;p=o>=0&&h>=0&&h<c?a(e[h]):p,p>=f&&s.push([f,p])}return s}function Js(e){return e==0?Sa:e==1?sa:t=>ka(t,e)}function Ys(e){let t=e==0?Xs:Zs,n=e==0?(e,t,n,r,i,a)=>{e.arcTo(t,n,r,i,a)}:(e,t,n,r,i,a)=>{e.arcTo(n,t,i,r,a)},r=e==0?(e,t,n,r,i)=>{e.rect(t,n,r,i)}:(e,t,n,r,i)=>{e.rect(n,t,i,r)};return(e,i,a,o,s,c=0,l=0)=>{c==0&&l==0?r(e,i,a,o,s):(c=la(c,o/2,s/2),l=la(l,o/2,s/2),t(e,i+c,a),n(e,i+o,a,i+o,a+s,c),n(e,i+o,a+s,i,a+s,l),n(e,i,a+s,i,a,l),n(e,i,a,i+o,a,c),e.closePath())}}var Xs=(e,t,n)=>{e.moveTo(t,n)},Zs=(e,t,n)=>{e.moveTo(n,t)},Qs=(e,t,n)=>{e.lineTo(t,n)},$s=(e,t,n)=>{e.lineTo(n,t)},ec=Ys(0),tc=Ys(1),nc=(e,t,n,r,i,a)=>{e.arc(t,n,r,i,a)},rc=(e,t,n,r,i,a)=>{e.arc(n,t,r,i,a)},ic=(e,t,n,r,i,a,o)=>{e.bezierCurveTo(t,n,r,i,a,o)},ac=(e,t,n,r,i,a,o)=>{e.bezierCurveTo(n,t,i,r,o,a)};function oc(e){return(e,t,n,r,i)=>Vs(e,t,(t,a,o,s,c,l,u,d,f,p,m)=>{let{pxRound:h,points:g}=t,_,v;s.ori==0?(_=Xs,v=nc):(_=Zs,v=rc);let y=Ma(g.width*X,3),b=(g.size-g.width)/2*X,x=Ma(b*2,3),S=new Path2D,C=new Path2D,{left:w,top:T,width:E,height:D}=e.bbox;ec(C,w-x,T-x,E+x*2,D+x*2);let O=e=>{if(o[e]!=null){let t=h(l(a[e],s,p,d)),n=h(u(o[e],c,m,f));_(S,t+b,n),v(S,t,n,b,0,ia*2)}};if(i)i.forEach(O);else for(let e=n;e<=r;e++)O(e);return{stroke:y>0?S:null,fill:S,clip:C,flags:3}})}function sc(e){return(t,n,r,i,a,o)=>{r!=i&&(a!=r&&o!=r&&e(t,n,r),a!=i&&o!=i&&e(t,n,i),e(t,n,o))}}var cc=sc(Qs),lc=sc($s);function uc(e){let t=Z(e?.alignGaps,0);return(e,n,r,i)=>Vs(e,n,(a,o,s,c,l,u,d,f,p,m,h)=>{[r,i]=Ui(s,r,i);let g=a.pxRound,_=e=>g(u(e,c,m,f)),v=e=>g(d(e,l,h,p)),y,b;c.ori==0?(y=Qs,b=cc):(y=$s,b=lc);let x=c.dir*(c.ori==0?1:-1),S={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:zs},C=S.stroke,w=!1;if(i-r>=m*4){let t=t=>e.posToVal(t,c.key,!0),n=null,a=null,l,u,d,f=_(o[x==1?r:i]),p=_(o[r]),m=_(o[i]),h=t(x==1?p+1:m-1);for(let e=x==1?r:i;e>=r&&e<=i;e+=x){let r=o[e],i=(x==1?r<h:r>h)?f:_(r),c=s[e];i==f?c==null?c===null&&(w=!0):(u=c,n==null?(y(C,i,v(u)),l=n=a=u):u<n?n=u:u>a&&(a=u)):(n!=null&&b(C,f,v(n),v(a),v(l),v(u)),c==null?(n=a=null,c===null&&(w=!0)):(u=c,y(C,i,v(u)),n=a=l=u),f=i,h=t(f+x))}n!=null&&n!=a&&d!=f&&b(C,f,v(n),v(a),v(l),v(u))}else for(let e=x==1?r:i;e>=r&&e<=i;e+=x){let t=s[e];t===null?w=!0:t!=null&&y(C,_(o[e]),v(t))}let[T,E]=Hs(e,n);if(a.fill!=null||T!=0){let t=S.fill=new Path2D(C),s=v(a.fillTo(e,n,a.min,a.max,T)),c=_(o[r]),l=_(o[i]);x==-1&&([l,c]=[c,l]),y(t,l,s),y(t,c,s)}if(!a.spanGaps){let l=[];w&&l.push(...qs(o,s,r,i,x,_,t)),S.gaps=l=a.gaps(e,n,r,i,l),S.clip=Gs(l,c.ori,f,p,m,h)}return E!=0&&(S.band=E==2?[Ws(e,n,r,i,C,-1),Ws(e,n,r,i,C,1)]:Ws(e,n,r,i,C,E)),S})}function dc(e){let t=Z(e.align,1),n=Z(e.ascDesc,!1),r=Z(e.alignGaps,0),i=Z(e.extend,!1);return(e,a,o,s)=>Vs(e,a,(c,l,u,d,f,p,m,h,g,_,v)=>{[o,s]=Ui(u,o,s);let y=c.pxRound,{left:b,width:x}=e.bbox,S=e=>y(p(e,d,_,h)),C=e=>y(m(e,f,v,g)),w=d.ori==0?Qs:$s,T={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:zs},E=T.stroke,D=d.dir*(d.ori==0?1:-1),O=C(u[D==1?o:s]),k=S(l[D==1?o:s]),A=k,j=k;i&&t==-1&&(j=b,w(E,j,O)),w(E,k,O);for(let e=D==1?o:s;e>=o&&e<=s;e+=D){let n=u[e];if(n==null)continue;let r=S(l[e]),i=C(n);t==1?w(E,r,O):w(E,A,i),w(E,r,i),O=i,A=r}let M=A;i&&t==1&&(M=b+x,w(E,M,O));let[ee,te]=Hs(e,a);if(c.fill!=null||ee!=0){let t=T.fill=new Path2D(E),n=C(c.fillTo(e,a,c.min,c.max,ee));w(t,M,n),w(t,j,n)}if(!c.spanGaps){let i=[];i.push(...qs(l,u,o,s,D,S,r));let f=c.width*X/2,p=n||t==1?f:-f,m=n||t==-1?-f:f;i.forEach(e=>{e[0]+=p,e[1]+=m}),T.gaps=i=c.gaps(e,a,o,s,i),T.clip=Gs(i,d.ori,h,g,_,v)}return te!=0&&(T.band=te==2?[Ws(e,a,o,s,E,-1),Ws(e,a,o,s,E,1)]:Ws(e,a,o,s,E,te)),T})}function fc(e,t,n,r,i,a,o=_a){if(e.length>1){let s=null;for(let c=0,l=1/0;c<e.length;c++)if(t[c]!==void 0){if(s!=null){let t=aa(e[c]-e[s]);t<l&&(l=t,o=aa(n(e[c],r,i,a)-n(e[s],r,i,a)))}s=c}}return o}function pc(e){e||=Ia;let t=Z(e.size,[.6,_a,1]),n=e.align||0,r=e.gap||0,i=e.radius;i=i==null?[0,0]:typeof i==`number`?[i,0]:i;let a=Q(i),o=1-t[0],s=Z(t[1],_a),c=Z(t[2],1),l=Z(e.disp,Ia),u=Z(e.each,e=>{}),{fill:d,stroke:f}=l;return(e,t,i,p)=>Vs(e,t,(m,h,g,_,v,y,b,x,S,C,w)=>{let T=m.pxRound,E=n,D=r*X,O=s*X,k=c*X,A,j;_.ori==0?[A,j]=a(e,t):[j,A]=a(e,t);let M=_.dir*(_.ori==0?1:-1),ee=_.ori==0?ec:tc,te=_.ori==0?u:(e,t,n,r,i,a,o)=>{u(e,t,n,i,r,o,a)},ne=Z(e.bands,La).find(e=>e.series[0]==t),re=ne==null?0:ne.dir,ie=m.fillTo(e,t,m.min,m.max,re),N=T(b(ie,v,w,S)),P,F,I,L=C,R=T(m.width*X),ae=!1,oe=null,se=null,ce=null,le=null;d!=null&&(R==0||f!=null)&&(ae=!0,oe=d.values(e,t,i,p),se=new Map,new Set(oe).forEach(e=>{e!=null&&se.set(e,new Path2D)}),R>0&&(ce=f.values(e,t,i,p),le=new Map,new Set(ce).forEach(e=>{e!=null&&le.set(e,new Path2D)})));let{x0:ue,size:de}=l;if(ue!=null&&de!=null){E=1,h=ue.values(e,t,i,p),ue.unit==2&&(h=h.map(t=>e.posToVal(x+t*C,_.key,!0)));let n=de.values(e,t,i,p);F=de.unit==2?n[0]*C:y(n[0],_,C,x)-y(0,_,C,x),L=fc(h,g,y,_,C,x,L),I=L-F+D}else L=fc(h,g,y,_,C,x,L),I=L*o+D,F=L-I;I<1&&(I=0),R>=F/2&&(R=0),I<5&&(T=Sa);let fe=I>0,pe=L-I-(fe?R:0);F=T(ya(pe,k,O)),P=(E==0?F/2:E==M?0:F)-E*M*((E==0?D/2:0)+(fe?R/2:0));let me={stroke:null,fill:null,clip:null,band:null,gaps:null,flags:0},he=ae?null:new Path2D,ge=null;if(ne!=null)ge=e.data[ne.series[1]];else{let{y0:n,y1:r}=l;n!=null&&r!=null&&(g=r.values(e,t,i,p),ge=n.values(e,t,i,p))}let _e=A*F,ve=j*F;for(let n=M==1?i:p;n>=i&&n<=p;n+=M){let r=g[n];if(r==null)continue;if(ge!=null){let e=ge[n]??0;if(r-e==0)continue;N=b(e,v,w,S)}let i=y(_.distr!=2||l!=null?h[n]:n,_,C,x),a=b(Z(r,ie),v,w,S),o=T(i-P),s=T(ua(a,N)),c=T(la(a,N)),u=s-c;if(r!=null){let i=r<0?ve:_e,a=r<0?_e:ve;ae?(R>0&&ce[n]!=null&&ee(le.get(ce[n]),o,c+oa(R/2),F,ua(0,u-R),i,a),oe[n]!=null&&ee(se.get(oe[n]),o,c+oa(R/2),F,ua(0,u-R),i,a)):ee(he,o,c+oa(R/2),F,ua(0,u-R),i,a),te(e,t,n,o-R/2,c,F+R,u)}}return R>0?me.stroke=ae?le:he:ae||(me._fill=m.width==0?m._fill:m._stroke??m._fill,me.width=0),me.fill=ae?se:he,me})}function mc(e,t){let n=Z(t?.alignGaps,0);return(t,r,i,a)=>Vs(t,r,(o,s,c,l,u,d,f,p,m,h,g)=>{[i,a]=Ui(c,i,a);let _=o.pxRound,v=e=>_(d(e,l,h,p)),y=e=>_(f(e,u,g,m)),b,x,S;l.ori==0?(b=Xs,S=Qs,x=ic):(b=Zs,S=$s,x=ac);let C=l.dir*(l.ori==0?1:-1),w=v(s[C==1?i:a]),T=w,E=[],D=[];for(let e=C==1?i:a;e>=i&&e<=a;e+=C)if(c[e]!=null){let t=s[e],n=v(t);E.push(T=n),D.push(y(c[e]))}let O={stroke:e(E,D,b,S,x,_),fill:null,clip:null,band:null,gaps:null,flags:zs},k=O.stroke,[A,j]=Hs(t,r);if(o.fill!=null||A!=0){let e=O.fill=new Path2D(k),n=y(o.fillTo(t,r,o.min,o.max,A));S(e,T,n),S(e,w,n)}if(!o.spanGaps){let e=[];e.push(...qs(s,c,i,a,C,v,n)),O.gaps=e=o.gaps(t,r,i,a,e),O.clip=Gs(e,l.ori,p,m,h,g)}return j!=0&&(O.band=j==2?[Ws(t,r,i,a,k,-1),Ws(t,r,i,a,k,1)]:Ws(t,r,i,a,k,j)),O})}function hc(e){return mc(gc,e)}function gc(e,t,n,r,i,a){let o=e.length;if(o<2)return null;let s=new Path2D;if(n(s,e[0],t[0]),o==2)r(s,e[1],t[1]);else{let n=Array(o),r=Array(o-1),a=Array(o-1),c=Array(o-1);for(let n=0;n<o-1;n++)a[n]=t[n+1]-t[n],c[n]=e[n+1]-e[n],r[n]=a[n]/c[n];n[0]=r[0];for(let e=1;e<o-1;e++)r[e]===0||r[e-1]===0||r[e-1]>0!=r[e]>0?n[e]=0:(n[e]=3*(c[e-1]+c[e])/((2*c[e]+c[e-1])/r[e-1]+(c[e]+2*c[e-1])/r[e]),isFinite(n[e])||(n[e]=0));n[o-1]=r[o-2];for(let r=0;r<o-1;r++)i(s,e[r]+c[r]/3,t[r]+n[r]*c[r]/3,e[r+1]-c[r]/3,t[r+1]-n[r+1]*c[r]/3,e[r+1],t[r+1])}return s}var _c=new Set;function vc(){for(let e of _c)e.syncRect(!0)}vi&&(Li(pi,bi,vc),Li(mi,bi,vc,!0),Li(gi,bi,()=>{Pc.pxRatio=X}));var yc=uc(),bc=oc();function xc(e,t,n,r){return(r?[e[0],e[1]].concat(e.slice(2)):[e[0]].concat(e.slice(1))).map((e,r)=>Cc(e,r,t,n))}function Sc(e,t){return e.map((e,n)=>n==0?{}:Ja({},t,e))}function Cc(e,t,n,r){return Ja({},t==0?n:r,e)}function wc(e,t,n){return t==null?Ra:[t,n]}var Tc=wc;function Ec(e,t,n){return t==null?Ra:Qi(t,n,Ji,!0)}function Dc(e,t,n,r){return t==null?Ra:Ki(t,n,e.scales[r].log,!1)}var Oc=Dc;function kc(e,t,n,r){return t==null?Ra:qi(t,n,e.scales[r].log,!1)}var Ac=kc;function jc(e,t,n,r,i){let a=ua(va(e),va(t)),o=t-e,s=zi(i/r*o,n);do{let e=n[s],t=r*e/o;if(t>=i&&a+(e<5?Na.get(e):0)<=17)return[e,t]}while(++s<n.length);return[0,0]}function Mc(e){let t,n;return e=e.replace(/(\d+)px/,(e,r)=>(t=sa((n=+r)*X))+`px`),[e,t,n]}function Nc(e){e.show&&[e.font,e.labelFont].forEach(e=>{let t=Ma(e[2]*X,1);e[0]=e[0].replace(/[0-9.]+px/,t+`px`),e[1]=t})}function Pc(e,t,n){let r={mode:Z(e.mode,1)},i=r.mode;function a(e,t,n,r){let i=t.valToPct(e);return r+n*(t.dir==-1?1-i:i)}function o(e,t,n,r){let i=t.valToPct(e);return r+n*(t.dir==-1?i:1-i)}function s(e,t,n,r){return t.ori==0?a(e,t,n,r):o(e,t,n,r)}r.valToPosH=a,r.valToPosV=o;let c=!1;r.status=0;let l=r.root=Oi(Nr);if(e.id!=null&&(l.id=e.id),wi(l,e.class),e.title){let t=Oi(Ir,l);t.textContent=e.title}let u=Di(`canvas`),d=r.ctx=u.getContext(`2d`),f=Oi(Lr,l);Li(`click`,f,e=>{e.target===m&&($t!=Xt||en!=Zt)&&nn.click(r,e)},!0);let p=r.under=Oi(Rr,f);f.appendChild(u);let m=r.over=Oi(zr,f);e=qa(e);let h=+Z(e.pxAlign,1),g=Js(h);(e.plugins||[]).forEach(t=>{t.opts&&(e=t.opts(r,e)||e)});let _=e.ms||.001,v=r.series=i==1?xc(e.series||[],ms,Ns,!1):Sc(e.series||[null],Ms),y=r.axes=xc(e.axes||[],ds,Ds,!0),b=r.scales={},x=r.bands=e.bands||[];x.forEach(e=>{e.fill=Q(e.fill||null),e.dir=Z(e.dir,-1)});let S=i==2?v[1].facets[0].scale:v[0].scale,C={axes:Ft,series:Dt},w=(e.drawOrder||[`axes`,`series`]).map(e=>C[e]);function T(e){let t=e.distr==3?t=>pa(t>0?t:e.clamp(r,t,e.min,e.max,e.key)):e.distr==4?t=>ga(t,e.asinh):e.distr==100?t=>e.fwd(t):e=>e;return n=>{let r=t(n),{_min:i,_max:a}=e,o=a-i;return(r-i)/o}}function E(t){let n=b[t];if(n==null){let r=(e.scales||Ia)[t]||Ia;if(r.from!=null){E(r.from);let e=Ja({},b[r.from],r,{key:t});e.valToPct=T(e),b[t]=e}else{n=b[t]=Ja({},t==S?Fs:Is,r),n.key=t;let e=n.time,a=n.range,o=za(a);if((t!=S||i==2&&!e)&&(o&&(a[0]==null||a[1]==null)&&(a={min:a[0]==null?Yi:{mode:1,hard:a[0],soft:a[0]},max:a[1]==null?Yi:{mode:1,hard:a[1],soft:a[1]}},o=!1),!o&&Ua(a))){let e=a;a=(t,n,r)=>n==null?Ra:Qi(n,r,e)}n.range=Q(a||(e?Tc:t==S?n.distr==3?Oc:n.distr==4?Ac:wc:n.distr==3?Dc:n.distr==4?kc:Ec)),n.auto=Q(!o&&n.auto),n.clamp=Q(n.clamp||Ps),n._min=n._max=null,n.valToPct=T(n)}}}E(`x`),E(`y`),i==1&&v.forEach(e=>{E(e.scale)}),y.forEach(e=>{E(e.scale)});for(let t in e.scales)E(t);let D=b[S],O=D.distr,k,A;D.ori==0?(wi(l,Pr),k=a,A=o):(wi(l,Fr),k=o,A=a);let j={};for(let e in b){let t=b[e];(t.min!=null||t.max!=null)&&(j[e]={min:t.min,max:t.max},t.min=t.max=null)}let M=e.tzDate||(e=>new Date(sa(e/_))),ee=e.fmtDate||po,te=_==1?Fo(M):Ro(M),ne=Bo(M,zo(_==1?Po:Lo,ee)),re=Go(M,Uo(Wo,ee)),ie=[],N=r.legend=Ja({},Jo,e.legend),P=r.cursor=Ja({},rs,{drag:{y:i==2}},e.cursor),F=N.show,I=P.show,L=N.markers;N.idxs=ie,L.width=Q(L.width),L.dash=Q(L.dash),L.stroke=Q(L.stroke),L.fill=Q(L.fill);let R,ae,oe,se=[],ce=[],le,ue=!1,de={};if(N.live){let e=v[1]?v[1].values:null;ue=e!=null,le=ue?e(r,1,0):{_:0};for(let e in le)de[e]=_i}if(F){if(R=Di(`table`,Kr,l),oe=Di(`tbody`,null,R),N.mount(r,R),ue){ae=Di(`thead`,null,R,oe);let e=Di(`tr`,null,ae);for(var fe in Di(`th`,null,e),le)Di(`th`,Zr,e).textContent=fe}else wi(R,Jr),N.live&&wi(R,qr)}let pe={show:!0},me={show:!1};function he(e,t){if(t==0&&(ue||!N.live||i==2))return Ra;let n=[],a=Di(`tr`,Yr,oe,oe.childNodes[t]);wi(a,e.class),e.show||wi(a,Vr);let o=Di(`th`,null,a);if(L.show){let e=Oi(Xr,o);if(t>0){let n=L.width(r,t);n&&(e.style.border=n+`px `+L.dash(r,t)+` `+L.stroke(r,t)),e.style.background=L.fill(r,t)}}let s=Oi(Zr,o);for(var c in e.label instanceof HTMLElement?s.appendChild(e.label):s.textContent=e.label,t>0&&(L.show||(s.style.color=e.width>0?L.stroke(r,t):L.fill(r,t)),_e(`click`,o,t=>{if(P._lock)return;Ve(t);let n=v.indexOf(e);if((t.ctrlKey||t.metaKey)!=N.isolate){let e=v.some((e,t)=>t>0&&t!=n&&e.show);v.forEach((t,r)=>{r>0&&dn(r,e?r==n?pe:me:pe,!0,Yn.setSeries)})}else dn(n,{show:!e.show},!0,Yn.setSeries)},!1),We&&_e(ui,o,t=>{P._lock||(Ve(t),dn(v.indexOf(e),yn,!0,Yn.setSeries))},!1)),le){let e=Di(`td`,Qr,a);e.textContent=`--`,n.push(e)}return[a,n]}let ge=new Map;function _e(e,t,n,i=!0){let a=ge.get(t)||{},o=P.bind[e](r,t,n,i);o&&(Li(e,t,a[e]=o),ge.set(t,a))}function ve(e,t,n){let r=ge.get(t)||{};for(let n in r)(e==null||n==e)&&(Ri(n,t,r[n]),delete r[n]);e??ge.delete(t)}let z=0,ye=0,B=0,V=0,H=0,be=0,xe=H,Se=be,Ce=B,we=V,Te=0,Ee=0,De=0,Oe=0;r.bbox={};let ke=!1,Ae=!1,je=!1,Me=!1,Ne=!1,Pe=!1;function Fe(e,t,n){(n||e!=r.width||t!=r.height)&&Ie(e,t),It(!1),je=!0,Ae=!0,Vt()}function Ie(e,t){r.width=z=B=e,r.height=ye=V=t,H=be=0,ze(),Be();let n=r.bbox;Te=n.left=ka(H*X,.5),Ee=n.top=ka(be*X,.5),De=n.width=ka(B*X,.5),Oe=n.height=ka(V*X,.5)}function Le(){let e=!1,t=0;for(;!e;){t++;let n=K(t),i=Pt(t);e=t==3||n&&i,e||(Ie(r.width,r.height),Ae=!0)}}function Re({width:e,height:t}){Fe(e,t)}r.setSize=Re;function ze(){let e=!1,t=!1,n=!1,r=!1;y.forEach((i,a)=>{if(i.show&&i._show){let{side:a,_size:o}=i,s=a%2,c=o+(i.label==null?0:i.labelSize);c>0&&(s?(B-=c,a==3?(H+=c,r=!0):n=!0):(V-=c,a==0?(be+=c,e=!0):t=!0))}}),$e[0]=e,$e[1]=n,$e[2]=t,$e[3]=r,B-=nt[1]+nt[3],H+=nt[3],V-=nt[2]+nt[0],be+=nt[0]}function Be(){let e=H+B,t=be+V,n=H,r=be;function i(i,a){switch(i){case 1:return e+=a,e-a;case 2:return t+=a,t-a;case 3:return n-=a,n+a;case 0:return r-=a,r+a}}y.forEach((e,t)=>{if(e.show&&e._show){let t=e.side;e._pos=i(t,e._size),e.label!=null&&(e._lpos=i(t,e.labelSize))}})}if(P.dataIdx==null){let e=P.hover,n=e.skip=new Set(e.skip??[]);n.add(void 0);let r=e.prox=Q(e.prox),i=e.bias??=0;P.dataIdx=(e,a,o,s)=>{if(a==0)return o;let c=o,l=r(e,a,o,s)??_a,u=l>=0&&l<_a,d=D.ori==0?B:V,f=P.left,p=t[0],m=t[a];if(n.has(m[o])){c=null;let e=null,t=null,r;if(i==0||i==-1)for(r=o;e==null&&r-->0;)n.has(m[r])||(e=r);if(i==0||i==1)for(r=o;t==null&&r++<m.length;)n.has(m[r])||(t=r);if(e!=null||t!=null){if(u){let n=e==null?-1/0:k(p[e],D,d,0),r=t==null?1/0:k(p[t],D,d,0),i=f-n,a=r-f;i<=a?i<=l&&(c=e):a<=l&&(c=t)}else c=t==null?e:e==null?t:o-e<=t-o?e:t}}else u&&aa(f-k(p[o],D,d,0))>l&&(c=null);return c}}let Ve=e=>{P.event=e};P.idxs=ie,P._lock=!1;let He=P.points;He.show=Q(He.show),He.size=Q(He.size),He.stroke=Q(He.stroke),He.width=Q(He.width),He.fill=Q(He.fill);let Ue=r.focus=Ja({},e.focus||{alpha:.3},P.focus),We=Ue.prox>=0,Ge=We&&He.one,Ke=[],qe=[],Je=[];function Ye(e,t){let n=He.show(r,t);if(n instanceof HTMLElement)return wi(n,Gr),wi(n,e.class),Ai(n,-10,-10,B,V),m.insertBefore(n,Ke[t]),n}function Xe(e,t){if(i==1||t>0){let t=i==1&&b[e.scale].time,n=e.value;e.value=t?Ha(n)?Go(M,Uo(n,ee)):n||re:n||Es,e.label=e.label||(t?ps:fs)}if(Ge||t>0){e.width=e.width==null?1:e.width,e.paths=e.paths||yc||wa,e.fillTo=Q(e.fillTo||Us),e.pxAlign=+Z(e.pxAlign,h),e.pxRound=Js(e.pxAlign),e.stroke=Q(e.stroke||null),e.fill=Q(e.fill||null),e._stroke=e._fill=e._paths=e._focus=null;let t=Os(ua(1,e.width),1),n=e.points=Ja({},{size:t,width:ua(1,t*.2),stroke:e.stroke,space:t*2,paths:bc,_stroke:null,_fill:null},e.points);n.show=Q(n.show),n.filter=Q(n.filter),n.fill=Q(n.fill),n.stroke=Q(n.stroke),n.paths=Q(n.paths),n.pxAlign=e.pxAlign}if(F){let n=he(e,t);se.splice(t,0,n[0]),ce.splice(t,0,n[1]),N.values.push(null)}if(I){ie.splice(t,0,null);let n=null;Ge?t==0&&(n=Ye(e,t)):t>0&&(n=Ye(e,t)),Ke.splice(t,0,n),qe.splice(t,0,0),Je.splice(t,0,0)}Y(`addSeries`,t)}function Ze(e,t){t??=v.length,e=i==1?Cc(e,t,ms,Ns):Cc(e,t,{},Ms),v.splice(t,0,e),Xe(v[t],t)}r.addSeries=Ze;function Qe(e){if(v.splice(e,1),F){N.values.splice(e,1),ce.splice(e,1);let t=se.splice(e,1)[0];ve(null,t.firstChild),t.remove()}I&&(ie.splice(e,1),Ke.splice(e,1)[0].remove(),qe.splice(e,1),Je.splice(e,1)),Y(`delSeries`,e)}r.delSeries=Qe;let $e=[!1,!1,!1,!1];function et(e,t){if(e._show=e.show,e.show){let n=e.side%2,i=b[e.scale];i??=(e.scale=n?v[1].scale:S,b[e.scale]);let a=i.time;e.size=Q(e.size),e.space=Q(e.space),e.rotate=Q(e.rotate),za(e.incrs)&&e.incrs.forEach(e=>{!Na.has(e)&&Na.set(e,Pa(e))}),e.incrs=Q(e.incrs||(i.distr==2?bo:a?_==1?No:Io:xo)),e.splits=Q(e.splits||(a&&i.distr==1?te:i.distr==3?_s:i.distr==4?vs:gs)),e.stroke=Q(e.stroke),e.grid.stroke=Q(e.grid.stroke),e.ticks.stroke=Q(e.ticks.stroke),e.border.stroke=Q(e.border.stroke);let o=e.values;e.values=za(o)&&!za(o[0])?Q(o):a?za(o)?Bo(M,zo(o,ee)):Ha(o)?Vo(M,o):o||ne:o||hs,e.filter=Q(e.filter||(i.distr>=3&&i.log==10?ws:i.distr==3&&i.log==2?Ts:Ca)),e.font=Mc(e.font),e.labelFont=Mc(e.labelFont),e._size=e.size(r,null,t,0),e._space=e._rotate=e._incrs=e._found=e._splits=e._values=null,e._size>0&&($e[t]=!0,e._el=Oi(Br,f))}}function U(e,t,n,r){let[i,a,o,s]=n,c=t%2,l=0;return c==0&&(s||a)&&(l=t==0&&!i||t==2&&!o?sa(ds.size/3):0),c==1&&(i||o)&&(l=t==1&&!a||t==3&&!s?sa(Ds.size/2):0),l}let tt=r.padding=(e.padding||[U,U,U,U]).map(e=>Q(Z(e,U))),nt=r._padding=tt.map((e,t)=>e(r,t,$e,0)),rt,it=null,at=null,ot=i==1?v[0].idxs:null,st=null,ct=!1;function lt(e,n){if(t=e??[],r.data=r._data=t,i==2){rt=0;for(let e=1;e<v.length;e++)rt+=t[e][0].length}else{t.length==0&&(r.data=r._data=t=[[]]),st=t[0],rt=st.length;let e=t;if(O==2){e=t.slice();let n=e[0]=Array(rt);for(let e=0;e<rt;e++)n[e]=e}r._data=t=e}if(It(!0),Y(`setData`),O==2&&(je=!0),n!==!1){let e=D;e.auto(r,ct)?ut():un(S,e.min,e.max),Me||=P.left>=0,Pe=!0,Vt()}}r.setData=lt;function ut(){ct=!0;let e,n;i==1&&(rt>0?(it=ot[0]=0,at=ot[1]=rt-1,e=t[0][it],n=t[0][at],O==2?(e=it,n=at):e==n&&(O==3?[e,n]=Ki(e,e,D.log,!1):O==4?[e,n]=qi(e,e,D.log,!1):D.time?n=e+sa(86400/_):[e,n]=Qi(e,n,Ji,!0))):(it=ot[0]=e=null,at=ot[1]=n=null)),un(S,e,n)}let dt,ft,pt,mt,ht,gt,_t,vt,yt,bt;function xt(e,t,n,r,i,a){e??=oi,n??=La,r??=`butt`,i??=oi,a??=`round`,e!=dt&&(d.strokeStyle=dt=e),i!=ft&&(d.fillStyle=ft=i),t!=pt&&(d.lineWidth=pt=t),a!=ht&&(d.lineJoin=ht=a),r!=gt&&(d.lineCap=gt=r),n!=mt&&d.setLineDash(mt=n)}function St(e,t,n,r){t!=ft&&(d.fillStyle=ft=t),e!=_t&&(d.font=_t=e),n!=vt&&(d.textAlign=vt=n),r!=yt&&(d.textBaseline=yt=r)}function Ct(e,t,n,i,a=0){if(i.length>0&&e.auto(r,ct)&&(t==null||t.min==null)){let t=Z(it,0),r=Z(at,i.length-1),o=n.min==null?Gi(i,t,r,a,e.distr==3):[n.min,n.max];e.min=la(e.min,n.min=o[0]),e.max=ua(e.max,n.max=o[1])}}let wt={min:null,max:null};function Tt(){for(let e in b){let t=b[e];j[e]==null&&(t.min==null||j[S]!=null&&t.auto(r,ct))&&(j[e]=wt)}for(let e in b){let t=b[e];j[e]==null&&t.from!=null&&j[t.from]!=null&&(j[e]=wt)}j[S]!=null&&It(!0);let e={};for(let t in j){let n=j[t];if(n!=null){let a=e[t]=qa(b[t],Wa);if(n.min!=null)Ja(a,n);else if(t!=S||i==2){if(rt==0&&a.from==null){let e=a.range(r,null,null,t);a.min=e[0],a.max=e[1]}else a.min=_a,a.max=-1/0}}}if(rt>0){v.forEach((n,a)=>{if(i==1){let i=n.scale,o=j[i];if(o==null)return;let s=e[i];if(a==0){let e=s.range(r,s.min,s.max,i);s.min=e[0],s.max=e[1],it=zi(s.min,t[0]),at=zi(s.max,t[0]),at-it>1&&(t[0][it]<s.min&&it++,t[0][at]>s.max&&at--),n.min=st[it],n.max=st[at]}else n.show&&n.auto&&Ct(s,o,n,t[a],n.sorted);n.idxs[0]=it,n.idxs[1]=at}else if(a>0&&n.show&&n.auto){let[r,i]=n.facets,o=r.scale,s=i.scale,[c,l]=t[a],u=e[o],d=e[s];u!=null&&Ct(u,j[o],r,c,r.sorted),d!=null&&Ct(d,j[s],i,l,i.sorted),n.min=i.min,n.max=i.max}});for(let t in e){let n=e[t],i=j[t];if(n.from==null&&(i==null||i.min==null)){let e=n.range(r,n.min==_a?null:n.min,n.max==-1/0?null:n.max,t);n.min=e[0],n.max=e[1]}}}for(let t in e){let n=e[t];if(n.from!=null){let i=e[n.from];if(i.min==null)n.min=n.max=null;else{let e=n.range(r,i.min,i.max,t);n.min=e[0],n.max=e[1]}}}let n={},a=!1;for(let t in e){let r=e[t],i=b[t];if(i.min!=r.min||i.max!=r.max){i.min=r.min,i.max=r.max;let e=i.distr;i._min=e==3?pa(i.min):e==4?ga(i.min,i.asinh):e==100?i.fwd(i.min):i.min,i._max=e==3?pa(i.max):e==4?ga(i.max,i.asinh):e==100?i.fwd(i.max):i.max,n[t]=a=!0}}if(a){v.forEach((e,t)=>{i==2?t>0&&n.y&&(e._paths=null):n[e.scale]&&(e._paths=null)});for(let e in n)je=!0,Y(`setScale`,e);I&&P.left>=0&&(Me=Pe=!0)}for(let e in j)j[e]=null}function Et(e){let t=ya(it-1,0,rt-1),n=ya(at+1,0,rt-1);for(;e[t]==null&&t>0;)t--;for(;e[n]==null&&n<rt-1;)n++;return[t,n]}function Dt(){if(rt>0){let e=v.some(e=>e._focus)&&bt!=Ue.alpha;e&&(d.globalAlpha=bt=Ue.alpha),v.forEach((e,n)=>{if(n>0&&e.show&&(Ot(n,!1),Ot(n,!0),e._paths==null)){let a=bt;bt!=e.alpha&&(d.globalAlpha=bt=e.alpha);let o=i==2?[0,t[n][0].length-1]:Et(t[n]);e._paths=e.paths(r,n,o[0],o[1]),bt!=a&&(d.globalAlpha=bt=a)}}),v.forEach((e,t)=>{if(t>0&&e.show){let n=bt;bt!=e.alpha&&(d.globalAlpha=bt=e.alpha),e._paths!=null&&kt(t,!1);{let n=e._paths==null?null:e._paths.gaps,i=e.points.show(r,t,it,at,n),a=e.points.filter(r,t,i,n);(i||a)&&(e.points._paths=e.points.paths(r,t,it,at,a),kt(t,!0))}bt!=n&&(d.globalAlpha=bt=n),Y(`drawSeries`,t)}}),e&&(d.globalAlpha=bt=1)}}function Ot(e,t){let n=t?v[e].points:v[e];n._stroke=n.stroke(r,e),n._fill=n.fill(r,e)}function kt(e,t){let n=t?v[e].points:v[e],{stroke:r,fill:i,clip:a,flags:o,_stroke:s=n._stroke,_fill:c=n._fill,_width:l=n.width}=n._paths;l=Ma(l*X,3);let u=null,f=l%2/2;t&&c==null&&(c=l>0?`#fff`:s);let p=n.pxAlign==1&&f>0;if(p&&d.translate(f,f),!t){let e=Te-l/2,t=Ee-l/2,n=De+l,r=Oe+l;u=new Path2D,u.rect(e,t,n,r)}t?At(s,l,n.dash,n.cap,c,r,i,o,a):W(e,s,l,n.dash,n.cap,c,r,i,o,u,a),p&&d.translate(-f,-f)}function W(e,n,i,a,o,s,c,l,u,d,f){let p=!1;u!=0&&x.forEach((m,h)=>{if(m.series[0]==e){let e=v[m.series[1]],g=t[m.series[1]],_=(e._paths||Ia).band;za(_)&&(_=m.dir==1?_[0]:_[1]);let y,b=null;e.show&&_&&$i(g,it,at)?(b=m.fill(r,h)||s,y=e._paths.clip):_=null,At(n,i,a,o,b,c,l,u,d,f,y,_),p=!0}}),p||At(n,i,a,o,s,c,l,u,d,f)}function At(e,t,n,r,i,a,o,s,c,l,u,f){xt(e,t,n,r,i),(c||l||f)&&(d.save(),c&&d.clip(c),l&&d.clip(l)),f?(s&3)==3?(d.clip(f),u&&d.clip(u),G(i,o),jt(e,a,t)):s&Bs?(G(i,o),d.clip(f),jt(e,a,t)):s&zs&&(d.save(),d.clip(f),u&&d.clip(u),G(i,o),d.restore(),jt(e,a,t)):(G(i,o),jt(e,a,t)),(c||l||f)&&d.restore()}function jt(e,t,n){n>0&&(t instanceof Map?t.forEach((e,t)=>{d.strokeStyle=dt=t,d.stroke(e)}):t!=null&&e&&d.stroke(t))}function G(e,t){t instanceof Map?t.forEach((e,t)=>{d.fillStyle=ft=t,d.fill(e)}):t!=null&&e&&d.fill(t)}function Mt(e,t,n,i){let a=y[e],o;if(i<=0)o=[0,0];else{let s=a._space=a.space(r,e,t,n,i);o=jc(t,n,a._incrs=a.incrs(r,e,t,n,i,s),i,s)}return a._found=o}function Nt(e,t,n,r,i,a,o,s,c,l){let u=o%2/2;h==1&&d.translate(u,u),xt(s,o,c,l,s),d.beginPath();let f,p,m,g,_=i+(r==0||r==3?-a:a);n==0?(p=i,g=_):(f=i,m=_);for(let r=0;r<e.length;r++)t[r]!=null&&(n==0?f=m=e[r]:p=g=e[r],d.moveTo(f,p),d.lineTo(m,g));d.stroke(),h==1&&d.translate(-u,-u)}function K(e){let t=!0;return y.forEach((n,i)=>{if(!n.show)return;let a=b[n.scale];if(a.min==null){n._show&&(t=!1,n._show=!1,It(!1));return}n._show||(t=!1,n._show=!0,It(!1));let o=n.side,s=o%2,{min:c,max:l}=a,[u,d]=Mt(i,c,l,s==0?B:V);if(d==0)return;let f=a.distr==2,p=n._splits=n.splits(r,i,c,l,u,d,f),m=a.distr==2?p.map(e=>st[e]):p,h=a.distr==2?st[p[1]]-st[p[0]]:u,g=n._values=n.values(r,n.filter(r,m,i,d,h),i,d,h);n._rotate=o==2?n.rotate(r,g,i,d):0;let _=n._size;n._size=ca(n.size(r,g,i,e)),_!=null&&n._size!=_&&(t=!1)}),t}function Pt(e){let t=!0;return tt.forEach((n,i)=>{let a=n(r,i,$e,e);a!=nt[i]&&(t=!1),nt[i]=a}),t}function Ft(){for(let e=0;e<y.length;e++){let t=y[e];if(!t.show||!t._show)continue;let n=t.side,i=n%2,a,o,c=t.stroke(r,e),l=n==0||n==3?-1:1,[u,f]=t._found;if(t.label!=null){let s=t.labelGap*l,p=sa((t._lpos+s)*X);St(t.labelFont[0],c,`center`,n==2?ti:ni),d.save(),i==1?(a=o=0,d.translate(p,sa(Ee+Oe/2)),d.rotate((n==3?-ia:ia)/2)):(a=sa(Te+De/2),o=p);let m=ba(t.label)?t.label(r,e,u,f):t.label;d.fillText(m,a,o),d.restore()}if(f==0)continue;let p=b[t.scale],m=i==0?De:Oe,h=i==0?Te:Ee,_=t._splits,v=p.distr==2?_.map(e=>st[e]):_,x=p.distr==2?st[_[1]]-st[_[0]]:u,S=t.ticks,C=t.border,w=S.show?S.size:0,T=sa(w*X),E=sa((t.alignTo==2?t._size-w-t.gap:t.gap)*X),D=t._rotate*-ia/180,O=g(t._pos*X),k=O+(T+E)*l;o=i==0?k:0,a=i==1?k:0;let A=t.font[0];St(A,c,t.align==1?ri:t.align==2?ii:D>0?ri:D<0?ii:i==0?`center`:n==3?ii:ri,D||i==1?`middle`:n==2?ti:ni);let j=t.font[1]*t.lineGap,M=_.map(e=>g(s(e,p,m,h))),ee=t._values;for(let e=0;e<ee.length;e++){let t=ee[e];if(t!=null){i==0?a=M[e]:o=M[e],t=``+t;let n=t.indexOf(`
`)==-1?[t]:t.split(/\n/gm);for(let e=0;e<n.length;e++){let t=n[e];D?(d.save(),d.translate(a,o+e*j),d.rotate(D),d.fillText(t,0,0),d.restore()):d.fillText(t,a,o+e*j)}}}S.show&&Nt(M,S.filter(r,v,e,f,x),i,n,O,T,Ma(S.width*X,3),S.stroke(r,e),S.dash,S.cap);let te=t.grid;te.show&&Nt(M,te.filter(r,v,e,f,x),i,i==0?2:1,i==0?Ee:Te,i==0?Oe:De,Ma(te.width*X,3),te.stroke(r,e),te.dash,te.cap),C.show&&Nt([O],[1],+(i==0),i==0?1:2,i==1?Ee:Te,i==1?Oe:De,Ma(C.width*X,3),C.stroke(r,e),C.dash,C.cap)}Y(`drawAxes`)}function It(e){v.forEach((t,n)=>{n>0&&(t._paths=null,e&&(i==1?(t.min=null,t.max=null):t.facets.forEach(e=>{e.min=null,e.max=null})))})}let Lt=!1,Rt=!1,zt=[];function Bt(){Rt=!1;for(let e=0;e<zt.length;e++)Y(...zt[e]);zt.length=0}function Vt(){Lt||=(eo(q),!0)}function Ht(e,t=!1){Lt=!0,Rt=t,e(r),q(),t&&zt.length>0&&queueMicrotask(Bt)}r.batch=Ht;function q(){if(ke&&=(Tt(),!1),je&&=(Le(),!1),Ae){if(Ei(p,ri,H),Ei(p,ti,be),Ei(p,$r,B),Ei(p,ei,V),Ei(m,ri,H),Ei(m,ti,be),Ei(m,$r,B),Ei(m,ei,V),Ei(f,$r,z),Ei(f,ei,ye),u.width=sa(z*X),u.height=sa(ye*X),y.forEach(({_el:e,_show:t,_size:n,_pos:r,side:i})=>{if(e!=null){if(t){let t=i===3||i===0?n:0,a=i%2==1;Ei(e,a?`left`:`top`,r-t),Ei(e,a?`width`:`height`,n),Ei(e,a?`top`:`left`,a?be:H),Ei(e,a?`height`:`width`,a?V:B),Ti(e,Vr)}else wi(e,Vr)}}),dt=ft=pt=ht=gt=_t=vt=yt=mt=null,bt=1,Mn(!0),H!=xe||be!=Se||B!=Ce||V!=we){It(!1);let e=B/Ce,t=V/we;if(I&&!Me&&P.left>=0){P.left*=e,P.top*=t,Kt&&Ai(Kt,sa(P.left),0,B,V),qt&&Ai(qt,0,sa(P.top),B,V);for(let n=0;n<Ke.length;n++){let r=Ke[n];r!=null&&(qe[n]*=e,Je[n]*=t,Ai(r,ca(qe[n]),ca(Je[n]),B,V))}}if(on.show&&!Ne&&on.left>=0&&on.width>0){on.left*=e,on.width*=e,on.top*=t,on.height*=t;for(let e in Fn)Ei(sn,e,on[e])}xe=H,Se=be,Ce=B,we=V}Y(`setSize`),Ae=!1}z>0&&ye>0&&(d.clearRect(0,0,u.width,u.height),Y(`drawClear`),w.forEach(e=>e()),Y(`draw`)),on.show&&Ne&&(cn(on),Ne=!1),I&&Me&&(An(null,!0,!1),Me=!1),N.show&&N.live&&Pe&&(On(),Pe=!1),c||(c=!0,r.status=1,Y(`ready`)),ct=!1,Lt=!1}r.redraw=(e,t)=>{je=t||!1,e===!1?Vt():un(S,D.min,D.max)};function Ut(e,n){let i=b[e];if(i.from==null){if(rt==0){let t=i.range(r,n.min,n.max,e);n.min=t[0],n.max=t[1]}if(n.min>n.max){let e=n.min;n.min=n.max,n.max=e}if(rt>1&&n.min!=null&&n.max!=null&&n.max-n.min<1e-16)return;e==S&&i.distr==2&&rt>0&&(n.min=zi(n.min,t[0]),n.max=zi(n.max,t[0]),n.min==n.max&&n.max++),j[e]=n,ke=!0,Vt()}}r.setScale=Ut;let Wt,Gt,Kt,qt,Jt,Yt,Xt,Zt,J,Qt,$t,en,tn=!1,nn=P.drag,rn=nn.x,an=nn.y;I&&(P.x&&(Wt=Oi(Ur,m)),P.y&&(Gt=Oi(Wr,m)),D.ori==0?(Kt=Wt,qt=Gt):(Kt=Gt,qt=Wt),$t=P.left,en=P.top);let on=r.select=Ja({show:!0,over:!0,left:0,width:0,top:0,height:0},e.select),sn=on.show?Oi(Hr,on.over?m:p):null;function cn(e,t){if(on.show){for(let t in e)on[t]=e[t],t in Fn&&Ei(sn,t,e[t]);t!==!1&&Y(`setSelect`)}}r.setSelect=cn;function ln(e){if(v[e].show)F&&Ti(se[e],Vr);else if(F&&wi(se[e],Vr),I){let t=Ge?Ke[0]:Ke[e];t!=null&&Ai(t,-10,-10,B,V)}}function un(e,t,n){Ut(e,{min:t,max:n})}function dn(e,t,n,a){t.focus!=null&&bn(e),t.show!=null&&v.forEach((n,r)=>{r>0&&(e==r||e==null)&&(n.show=t.show,ln(r),i==2?(un(n.facets[0].scale,null,null),un(n.facets[1].scale,null,null)):un(n.scale,null,null),Vt())}),n!==!1&&Y(`setSeries`,e,t),a&&Qn(`setSeries`,r,e,t)}r.setSeries=dn;function fn(e,t){Ja(x[e],t)}function pn(e,t){e.fill=Q(e.fill||null),e.dir=Z(e.dir,-1),t??=x.length,x.splice(t,0,e)}function mn(e){e==null?x.length=0:x.splice(e,1)}r.addBand=pn,r.setBand=fn,r.delBand=mn;function hn(e,t){v[e].alpha=t,I&&Ke[e]!=null&&(Ke[e].style.opacity=t),F&&se[e]&&(se[e].style.opacity=t)}let gn,_n,vn,yn={focus:!0};function bn(e){if(e!=vn){let t=e==null,n=Ue.alpha!=1;v.forEach((r,a)=>{if(i==1||a>0){let i=t||a==0||a==e;r._focus=t?null:i,n&&hn(a,i?1:Ue.alpha)}}),vn=e,n&&Vt()}}F&&We&&_e(di,R,e=>{P._lock||(Ve(e),vn!=null&&dn(null,yn,!0,Yn.setSeries))});function xn(e,t,n){let r=b[t];n&&(e=e/X-(r.ori==1?be:H));let i=B;r.ori==1&&(i=V,e=i-e),r.dir==-1&&(e=i-e);let a=r._min,o=r._max,s=e/i,c=a+(o-a)*s,l=r.distr;return l==3?da(10,c):l==4?ha(c,r.asinh):l==100?r.bwd(c):c}function Sn(e,n){return zi(xn(e,S,n),t[0],it,at)}r.valToIdx=e=>zi(e,t[0]),r.posToIdx=Sn,r.posToVal=xn,r.valToPos=(e,t,n)=>b[t].ori==0?a(e,b[t],n?De:B,n?Te:0):o(e,b[t],n?Oe:V,n?Ee:0),r.setCursor=(e,t,n)=>{$t=e.left,en=e.top,An(null,t,n)};function Cn(e,t){Ei(sn,ri,on.left=e),Ei(sn,$r,on.width=t)}function wn(e,t){Ei(sn,ti,on.top=e),Ei(sn,ei,on.height=t)}let Tn=D.ori==0?Cn:wn,En=D.ori==1?Cn:wn;function Dn(){if(F&&N.live)for(let e=+(i==2);e<v.length;e++){if(e==0&&ue)continue;let t=N.values[e],n=0;for(let r in t)ce[e][n++].firstChild.nodeValue=t[r]}}function On(e,t){if(e!=null&&(e.idxs?e.idxs.forEach((e,t)=>{ie[t]=e}):Va(e.idx)||ie.fill(e.idx),N.idx=ie[0]),F&&N.live){for(let e=0;e<v.length;e++)(e>0||i==1&&!ue)&&kn(e,ie[e]);Dn()}Pe=!1,t!==!1&&Y(`setLegend`)}r.setLegend=On;function kn(e,n){let i=v[e],a=e==0&&O==2?st:t[e],o;ue?o=i.values(r,e,n)??de:(o=i.value(r,n==null?null:a[n],e,n),o=o==null?de:{_:o}),N.values[e]=o}function An(e,n,a){J=$t,Qt=en,[$t,en]=P.move(r,$t,en),P.left=$t,P.top=en,I&&(Kt&&Ai(Kt,sa($t),0,B,V),qt&&Ai(qt,0,sa(en),B,V));let o,s=it>at;gn=_a,_n=null;let c=D.ori==0?B:V,l=D.ori==1?B:V;if($t<0||rt==0||s){o=P.idx=null;for(let e=0;e<v.length;e++){let t=Ke[e];t!=null&&Ai(t,-10,-10,B,V)}We&&dn(null,yn,!0,e==null&&Yn.setSeries),N.live&&(ie.fill(o),Pe=!0)}else{let e,n,a;i==1&&(e=D.ori==0?$t:en,n=xn(e,S),o=P.idx=zi(n,t[0],it,at),a=k(t[0][o],D,c,0));let s=-10,u=-10,d=0,f=0,p=!0,m=``,h=``;for(let e=+(i==2);e<v.length;e++){let g=v[e],_=ie[e],y=_==null?null:i==1?t[e][_]:t[e][1][_],x=P.dataIdx(r,e,o,n),S=x==null?null:i==1?t[e][x]:t[e][1][x];if(Pe=Pe||S!=y||x!=_,ie[e]=x,e>0&&g.show){let n=x==null?-10:x==o?a:k(i==1?t[0][x]:t[e][0][x],D,c,0),_=S==null?-10:A(S,i==1?b[g.scale]:b[g.facets[1].scale],l,0);if(We&&S!=null){let t=D.ori==1?$t:en,n=aa(Ue.dist(r,e,x,_,t));if(n<gn){let r=Ue.bias;if(r!=0){let i=xn(t,g.scale),a=S>=0?1:-1,o=i>=0?1:-1;o==a&&(o==1?r==1?S>=i:S<=i:r==1?S<=i:S>=i)&&(gn=n,_n=e)}else gn=n,_n=e}}if(Pe||Ge){let t,i;D.ori==0?(t=n,i=_):(t=_,i=n);let a,o,c,l,g,v,y=!0,b=He.bbox;if(b!=null){y=!1;let t=b(r,e);c=t.left,l=t.top,a=t.width,o=t.height}else c=t,l=i,a=o=He.size(r,e);if(v=He.fill(r,e),g=He.stroke(r,e),Ge)e==_n&&gn<=Ue.prox&&(s=c,u=l,d=a,f=o,p=y,m=v,h=g);else{let t=Ke[e];t!=null&&(qe[e]=c,Je[e]=l,Pi(t,a,o,y),Mi(t,v,g),Ai(t,ca(c),ca(l),B,V))}}}}if(Ge){let e=Ue.prox;if(Pe||(vn==null?gn<=e:gn>e||_n!=vn)){let e=Ke[0];e!=null&&(qe[0]=s,Je[0]=u,Pi(e,d,f,p),Mi(e,m,h),Ai(e,ca(s),ca(u),B,V))}}}if(on.show&&tn){if(e!=null){let[t,n]=Yn.scales,[r,i]=Yn.match,[a,o]=e.cursor.sync.scales,s=e.cursor.drag;if(rn=s._x,an=s._y,rn||an){let{left:s,top:u,width:d,height:f}=e.select,p=e.scales[a].ori,m=e.posToVal,h,g,_,v,y,x=t!=null&&r(t,a),S=n!=null&&i(n,o);x&&rn?(p==0?(h=s,g=d):(h=u,g=f),_=b[t],v=k(m(h,a),_,c,0),y=k(m(h+g,a),_,c,0),Tn(la(v,y),aa(y-v))):Tn(0,c),S&&an?(p==1?(h=s,g=d):(h=u,g=f),_=b[n],v=A(m(h,o),_,l,0),y=A(m(h+g,o),_,l,0),En(la(v,y),aa(y-v))):En(0,l)}else In()}else{let e=aa(J-Jt),t=aa(Qt-Yt);if(D.ori==1){let n=e;e=t,t=n}rn=nn.x&&e>=nn.dist,an=nn.y&&t>=nn.dist;let n=nn.uni;n==null?nn.x&&nn.y&&(rn||an)&&(rn=an=!0):rn&&an&&(rn=e>=n,an=t>=n,!rn&&!an&&(t>e?an=!0:rn=!0));let r,i;rn&&(D.ori==0?(r=Xt,i=$t):(r=Zt,i=en),Tn(la(r,i),aa(i-r)),an||En(0,l)),an&&(D.ori==1?(r=Xt,i=$t):(r=Zt,i=en),En(la(r,i),aa(i-r)),rn||Tn(0,c)),!rn&&!an&&(Tn(0,0),En(0,0))}}if(nn._x=rn,nn._y=an,e==null){if(a){if(Xn!=null){let[e,t]=Yn.scales;Yn.values[0]=e==null?null:xn(D.ori==0?$t:en,e),Yn.values[1]=t==null?null:xn(D.ori==1?$t:en,t)}Qn(si,r,$t,en,B,V,o)}if(We){let e=a&&Yn.setSeries,t=Ue.prox;vn==null?gn<=t&&dn(_n,yn,!0,e):gn>t?dn(null,yn,!0,e):_n!=vn&&dn(_n,yn,!0,e)}}Pe&&(N.idx=o,On()),n!==!1&&Y(`setCursor`)}let jn=null;Object.defineProperty(r,"rect",{get(){return jn??Mn(!1),jn}});function Mn(e=!1){e?jn=null:(jn=m.getBoundingClientRect(),Y(`syncRect`,jn))}function Nn(e,t,n,r,i,a,o){P._lock||tn&&e!=null&&e.movementX==0&&e.movementY==0||(Pn(e,t,n,r,i,a,o,!1,e!=null),e==null?An(t,!0,!1):An(null,!0,!0))}function Pn(e,t,n,i,a,o,c,l,u){if(jn??Mn(!1),Ve(e),e!=null)n=e.clientX-jn.left,i=e.clientY-jn.top;else{if(n<0||i<0){$t=-10,en=-10;return}let[e,r]=Yn.scales,c=t.cursor.sync,[l,u]=c.values,[d,f]=c.scales,[p,m]=Yn.match,h=t.axes[0].side%2==1,g=D.ori==0?B:V,_=D.ori==1?B:V,v=h?o:a,y=h?a:o,x=h?i:n,S=h?n:i;if(n=d==null?x/v*g:p(e,d)?s(l,b[e],g,0):-10,i=f==null?S/y*_:m(r,f)?s(u,b[r],_,0):-10,D.ori==1){let e=n;n=i,i=e}}u&&(t==null||t.cursor.event.type==si)&&((n<=1||n>=B-1)&&(n=ka(n,B)),(i<=1||i>=V-1)&&(i=ka(i,V))),l?(Jt=n,Yt=i,[Xt,Zt]=P.move(r,n,i)):($t=n,en=i)}let Fn={width:0,height:0,left:0,top:0};function In(){cn(Fn,!1)}let Ln,Rn,zn,Bn;function Vn(e,t,n,i,a,o,s){tn=!0,rn=an=nn._x=nn._y=!1,Pn(e,t,n,i,a,o,s,!0,!1),e!=null&&(_e(li,yi,Hn,!1),Qn(ci,r,Xt,Zt,B,V,null));let{left:c,top:l,width:u,height:d}=on;Ln=c,Rn=l,zn=u,Bn=d}function Hn(e,t,n,i,a,o,s){tn=nn._x=nn._y=!1,Pn(e,t,n,i,a,o,s,!1,!0);let{left:c,top:l,width:u,height:d}=on,f=u>0||d>0,p=Ln!=c||Rn!=l||zn!=u||Bn!=d;if(f&&p&&cn(on),nn.setScale&&f&&p){let e=c,t=u,n=l,r=d;if(D.ori==1&&(e=l,t=d,n=c,r=u),rn&&un(S,xn(e,S),xn(e+t,S)),an)for(let e in b){let t=b[e];e!=S&&t.from==null&&t.min!=_a&&un(e,xn(n+r,e),xn(n,e))}In()}else P.lock&&(P._lock=!P._lock,An(t,!0,e!=null));e!=null&&(ve(li,yi),Qn(li,r,$t,en,B,V,null))}function Un(e,t,n,r,i,a,o){if(P._lock)return;Ve(e);let s=tn;if(tn){let e=!0,t=!0,n,r;D.ori==0?(n=rn,r=an):(n=an,r=rn),n&&r&&(e=$t<=10||$t>=B-10,t=en<=10||en>=V-10),n&&e&&($t=$t<Xt?0:B),r&&t&&(en=en<Zt?0:V),An(null,!0,!0),tn=!1}$t=-10,en=-10,ie.fill(null),An(null,!0,!0),s&&(tn=s)}function Wn(e,t,n,i,a,o,s){P._lock||(Ve(e),ut(),In(),e!=null&&Qn(fi,r,$t,en,B,V,null))}function Gn(){y.forEach(Nc),Fe(r.width,r.height,!0)}Li(gi,bi,Gn);let Kn={};Kn.mousedown=Vn,Kn.mousemove=Nn,Kn.mouseup=Hn,Kn.dblclick=Wn,Kn.setSeries=(e,t,n,i)=>{let a=Yn.match[2];n=a(r,t,n),n!=-1&&dn(n,i,!0,!1)},I&&(_e(ci,m,Vn),_e(si,m,Nn),_e(ui,m,e=>{Ve(e),Mn(!1)}),_e(di,m,Un),_e(fi,m,Wn),_c.add(r),r.syncRect=Mn);let qn=r.hooks=e.hooks||{};function Y(e,t,n){Rt?zt.push([e,t,n]):e in qn&&qn[e].forEach(e=>{e.call(null,r,t,n)})}(e.plugins||[]).forEach(e=>{for(let t in e.hooks)qn[t]=(qn[t]||[]).concat(e.hooks[t])});let Jn=(e,t,n)=>n,Yn=Ja({key:null,setSeries:!1,filters:{pub:Ta,sub:Ta},scales:[S,v[1]?v[1].scale:null],match:[Ea,Ea,Jn],values:[null,null]},P.sync);Yn.match.length==2&&Yn.match.push(Jn),P.sync=Yn;let Xn=Yn.key,Zn=Rs(Xn);function Qn(e,t,n,r,i,a,o){Yn.filters.pub(e,t,n,r,i,a,o)&&Zn.pub(e,t,n,r,i,a,o)}Zn.sub(r);function $n(e,t,n,r,i,a,o){Yn.filters.sub(e,t,n,r,i,a,o)&&Kn[e](null,t,n,r,i,a,o)}r.pub=$n;function er(){Zn.unsub(r),_c.delete(r),ge.clear(),Ri(gi,bi,Gn),l.remove(),R?.remove(),Y(`destroy`)}r.destroy=er;function tr(){Y(`init`,e,t),lt(t||e.data,!1),j[S]?Ut(S,j[S]):ut(),Ne=on.show&&(on.width>0||on.height>0),Me=Pe=!0,Fe(e.width,e.height)}return v.forEach(Xe),y.forEach(et),n?n instanceof HTMLElement?(n.appendChild(l),tr()):n(r,tr):tr(),r}Pc.assign=Ja,Pc.fmtNum=na,Pc.rangeNum=Qi,Pc.rangeLog=Ki,Pc.rangeAsinh=qi,Pc.orient=Vs,Pc.pxRatio=X,Pc.join=$a,Pc.fmtDate=po,Pc.tzDate=ho,Pc.sync=Rs;{Pc.addGap=Ks,Pc.clipGaps=Gs;let e=Pc.paths={points:oc};e.linear=uc,e.stepped=dc,e.bars=pc,e.spline=hc}var Fc=e=>e===`SUCCEEDED`||e===`CANCELED`;function Ic(e){if(e==null||!Number.isFinite(e))return`—`;let t=e*100;return Number.isInteger(t)||t>=10&&t<=90?`${Math.round(t)}%`:`${t.toFixed(1)}%`}function Lc(e,t){return`${Ic(e).replace(`%`,``)}–${Ic(t)}`}function Rc(e){return e.passed+e.failed+e.errored}function zc(e){let t=Rc(e);return t===0?null:e.passed/t}function Bc(e){let t=Rc(e)+(e.unscored??0)+e.canceled;return{done:t,total:e.cases,fraction:e.cases===0?0:t/e.cases}}function Vc(e){let t=[...e].sort((e,t)=>e.runtime.localeCompare(t.runtime));return{labels:t.map(e=>e.runtime),series:[{label:`passed`,values:t.map(e=>e.passed),color:`#059669`},{label:`failed`,values:t.map(e=>e.failed),color:`#dc2626`},{label:`errored`,values:t.map(e=>e.errored),color:`#d97706`},{label:`not done`,values:t.map(e=>Math.max(0,e.cases-Rc(e))),color:`#94a3b8`}]}}function Hc(e){let t=[];return e.forEach((e,n)=>t.push(e.map((e,r)=>e+(n>0?t[n-1][r]:0)))),t}function Uc(e){return Number.isFinite(e)?e<.001?`p < 0.001`:e>=.995?`p = 1`:`p = ${e<.01?e.toFixed(3):e.toFixed(2)}`:`p = —`}function Wc(e,t,n){let r=[...new Set([...e.aggregate.runtimes.map(e=>e.runtime),...t.aggregate.runtimes.map(e=>e.runtime)])].sort().map(n=>{let r=e.aggregate.runtimes.find(e=>e.runtime===n)??null,i=t.aggregate.runtimes.find(e=>e.runtime===n)??null,a=r&&zc(r),o=i&&zc(i);return{runtime:n,a:r,b:i,rateA:a,rateB:o,delta:a!=null&&o!=null?o-a:null}}),i=[...[...n.regressed].sort().map(e=>({caseId:e,change:`regressed`})),...[...n.fixed].sort().map(e=>({caseId:e,change:`fixed`}))],a=n.fixed.length-n.regressed.length,o,s,c=Uc(n.pValue);return n.paired===0?(o=`none`,s=`No case was decided in both scorecards: nothing to compare yet.`):n.significant&&a!==0?(o=a>0?`better`:`worse`,s=`${t.name} is ${o} than ${e.name}: ${n.fixed.length} fixed, ${n.regressed.length} regressed — significant (McNemar ${c}).`):(o=`same`,s=n.fixed.length+n.regressed.length===0?`No paired case changed its outcome (McNemar ${c}).`:`${n.fixed.length} fixed, ${n.regressed.length} regressed — not significant (McNemar ${c}).`),{paired:n.paired,unchanged:n.paired-n.regressed.length-n.fixed.length,passRateA:n.passRateA,passRateB:n.passRateB,delta:n.passRateB-n.passRateA,pValue:c,significant:n.significant,direction:o,verdict:s,runtimes:r,cases:i}}function Gc(e){if(e==null||!Number.isFinite(e))return`—`;let t=Math.round(e*1e3)/10;if(t===0)return`±0 pts`;let n=Number.isInteger(t)?String(Math.abs(t)):Math.abs(t).toFixed(1);return`${t>0?`+`:`−`}${n} pts`}function Kc(e,t){let n=new URLSearchParams;e&&n.set(`a`,e),t&&n.set(`b`,t);let r=n.toString();return`/scorecards/compare${r?`?${r}`:``}`}function qc(e){let t=t=>{let n=(e.get(t)??``).trim();return/^[1-9]\d*$/.test(n)?n:``};return{a:t(`a`),b:t(`b`)}}function Jc(e,t){return e.includes(t)?e.filter(e=>e!==t):[...e,t].slice(-2)}function Yc(e){return[...e].sort((e,t)=>Number(e)-Number(t))}var Xc=[`#2563eb`,`#db2777`,`#059669`,`#d97706`,`#7c3aed`,`#0891b2`,`#dc2626`,`#65a30d`],Zc=Pc.paths.stepped({align:1});function Qc(e){return Xc[e%Xc.length]}function $c({title:e,t,series:n,yMax:r,yFormat:i,integer:a=!1,height:o=220,testid:s}){let c=H(null),l=H(null);return B(()=>{if(!c.current)return;let s=matchMedia(`(prefers-color-scheme: dark)`).matches,u={stroke:s?`#cbd5e1`:`#334155`,grid:{stroke:s?`#334155`:`#e2e8f0`}},d={title:e,width:c.current.clientWidth||600,height:o,scales:{y:r==null?{range:(e,t,n)=>[0,Math.max(1,n*1.1)]}:{range:[0,r]}},axes:[{...u,space:80,incrs:[1,5,10,15,30,60,120,300,600,900,1800,3600],values:(e,t)=>t.map(e=>new Date(e*1e3).toLocaleTimeString([],{hourCycle:`h23`,hour:`2-digit`,minute:`2-digit`,second:`2-digit`}))},{...u,incrs:a?[1,2,5,10,20,50,100,200,500,1e3]:void 0,values:(e,t)=>t.map(e=>i?i(e):String(e))}],series:[{},...n.map(e=>({label:e.label,stroke:e.color,width:2,dash:e.dash?[6,4]:void 0,spanGaps:!1,paths:e.points?()=>null:Zc,points:e.points?{show:!0,size:7,fill:e.color}:void 0,value:(e,t)=>t==null?`—`:i?i(t):String(t)}))]};l.current=new Pc(d,[t,...n.map(e=>e.values)],c.current);let f=new ResizeObserver(()=>{c.current&&l.current&&l.current.setSize({width:c.current.clientWidth,height:o})});return f.observe(c.current),()=>{f.disconnect(),l.current?.destroy(),l.current=null}},[n.map(e=>`${e.label}:${+!!e.dash}:${+!!e.points}`).join(`|`),e,o,r,a]),B(()=>{l.current?.setData([t,...n.map(e=>e.values)])}),W(`div`,{class:`chart`,ref:c,"data-testid":s,"data-points":t.length,role:`img`,"aria-label":e})}var el=Pc.paths.bars({size:[.6,64],align:0});function tl({title:e,labels:t,series:n,height:r=220,testid:i}){let a=H(null),o=H(null),s=`${t.join(`|`)}#${n.map(e=>e.label).join(`|`)}`,c=()=>{let e=Hc(n.map(e=>e.values));return[t.map((e,t)=>t),...e.reverse()]};return B(()=>{if(!a.current)return;let i=matchMedia(`(prefers-color-scheme: dark)`).matches,s={stroke:i?`#cbd5e1`:`#334155`,grid:{stroke:i?`#334155`:`#e2e8f0`}},l=[...n].reverse(),u={title:e,width:a.current.clientWidth||600,height:r,scales:{x:{time:!1,range:[-.5,t.length-.5]},y:{range:(e,t,n)=>[0,Math.max(1,n*1.1)]}},axes:[{...s,grid:{show:!1},incrs:[1],values:(e,n)=>n.map(e=>t[e]??``)},{...s,incrs:[1,2,5,10,20,50,100,200,500,1e3,2e3,5e3],values:(e,t)=>t.map(String)}],cursor:{show:!1},legend:{show:!1},series:[{},...l.map(e=>({label:e.label,stroke:e.color,fill:e.color,width:0,paths:el,points:{show:!1}}))]};o.current=new Pc(u,c(),a.current);let d=new ResizeObserver(()=>{a.current&&o.current&&o.current.setSize({width:a.current.clientWidth,height:r})});return d.observe(a.current),()=>{d.disconnect(),o.current?.destroy(),o.current=null}},[s,e,r]),B(()=>{o.current?.setData(c())}),W(`div`,{class:`chart bars`,"data-testid":i,"data-total":n.reduce((e,t)=>e+t.values.reduce((e,t)=>e+t,0),0),children:[W(`div`,{ref:a,role:`img`,"aria-label":e}),W(`ul`,{class:`legend`,children:n.map(e=>W(`li`,{children:[W(`span`,{class:`swatch`,style:{background:e.color}}),` `,e.label,` `,e.values.reduce((e,t)=>e+t,0)]}))})]})}function nl({load:e}){return e.holders.length===0&&e.otherHolders===0?W(`span`,{class:`muted`,children:`no run`}):W(`span`,{"data-testid":`holders`,children:[e.holders.map((e,t)=>W(y,{children:[t>0&&`, `,W(`a`,{href:br(e.run),"data-testid":`holder`,children:e.correlationId})]})),e.otherHolders>0&&W(`span`,{class:`muted`,children:[e.holders.length>0&&` and `,e.otherHolders,` run`,e.otherHolders===1?``:`s`,` of other tenants`]})]})}function rl({ms:e}){return e==null?W(`span`,{class:`muted`,title:`no run settled on this runtime in the last 24 hours`,children:`unknown`}):e===0?W(`span`,{children:`none`}):W(`span`,{title:`the median run of this runtime, per wave of slots ahead`,children:[`~`,Jn(e)]})}var il=3600;function al(e,t,n=il){let r=e.filter(e=>e.t>t.t-n&&e.t<t.t);return r.push(t),r}function ol(e,t,n=il){let r=e.length?e[0].t:1/0,i=[...t.filter(e=>e.t<r).sort((e,t)=>e.t-t.t),...e];if(i.length===0)return i;let a=i[i.length-1].t;return i.filter(e=>e.t>a-n)}function sl(e){let t=new Set;for(let n of e)for(let e of n.tenants)t.add(e.tenant);return[...t].sort()}function cl(e){let t=sl(e),n={t:[],share:{},fair:{}};for(let e of t)n.share[e]=[],n.fair[e]=[];for(let r of e){n.t.push(r.t);let e=r.tenants.reduce((e,t)=>e+t.running,0),i=r.tenants.filter(e=>e.running+e.queued>0).reduce((e,t)=>e+t.weight,0);for(let a of t){let t=r.tenants.find(e=>e.tenant===a);n.share[a].push(e>0?(t?.running??0)/e:null);let o=t&&t.running+t.queued>0;n.fair[a].push(i>0?o?t.weight/i:0:null)}}return n}function ll(e){let t=new Set;for(let n of e)for(let e of Object.keys(n.inFlight))t.add(e);let n={};for(let r of[...t].sort())n[r]=e.map(e=>e.inFlight[r]??0);return{t:e.map(e=>e.t),byRuntime:n}}function ul(e){return{t:Date.parse(e.at)/1e3,tenants:e.tenants.map(e=>({...e})),inFlight:Object.fromEntries(e.runtimes.map(e=>[e.runtime,e.inFlight]))}}function dl(e,t){return{t,tenants:e.tenants.map(e=>({...e})),inFlight:Object.fromEntries(e.runtimes.map(e=>[e.runtime,e.inFlight]))}}var fl=e=>`${Math.round(e*100)}%`;function pl(){let[e,t]=z(null),[n,r]=z([]),[i,a]=z(null),[o,s]=z(null),c=H(null),l=zt(5e3);B(()=>{let e=0,n=()=>{e||=window.setTimeout(()=>{e=0,U(Dn,{}).then(e=>a(e.runs)).catch(e=>s(Rt(e)))},500)};U(Tn,{}).then(e=>r(t=>ol(t,e.queueHistory.map(ul)))).catch(e=>s(Rt(e)));let i=_t(wn,{},{next:e=>{c.current=e.queueSnapshot,t(e.queueSnapshot),r(t=>al(t,dl(e.queueSnapshot,Date.now()/1e3))),n()},error:s}),o=setInterval(()=>{c.current&&r(e=>al(e,dl(c.current,Date.now()/1e3)))},5e3);return()=>{i(),clearInterval(o),clearTimeout(e)}},[]);let u=cl(n),d=[];Object.keys(u.share).forEach((e,t)=>{d.push({label:`${e} share`,values:u.share[e],color:Qc(t)}),d.push({label:`${e} fair`,values:u.fair[e],color:Qc(t),dash:!0})});let f=ll(n),p=Object.entries(f.byRuntime).map(([e,t],n)=>({label:e,values:t,color:Qc(n)}));return W(`section`,{children:[W(`h1`,{children:[`Queue `,W(`span`,{class:`live`,title:`updates live`,"aria-label":`live`})]}),W(G,{error:o}),!e&&!o&&n.length===0&&W(Pt,{}),(e||n.length>0)&&W(y,{children:[W(`p`,{class:`muted`,children:[e?W(y,{children:[`Updated `,Xn(e.generatedAt,l),`. `]}):W(y,{children:`Connecting… `}),`Solid: the tenant's share of running runs; dashed: its weight's share among tenants with work.`]}),W(`div`,{class:`grid2`,children:[W($c,{testid:`share-chart`,title:`Share of running runs vs weight`,t:u.t,series:d,yMax:1,yFormat:fl}),W($c,{testid:`slots-chart`,title:`Slots in use per runtime`,t:f.t,series:p,integer:!0})]})]}),e&&W(y,{children:W(`div`,{class:`grid2`,children:[W(`div`,{class:`scroll`,children:W(`table`,{"data-testid":`tenants`,children:[W(`thead`,{children:W(`tr`,{children:[W(`th`,{children:`Tenant`}),W(`th`,{children:`Weight`}),W(`th`,{children:`Queued`}),W(`th`,{children:`Running`})]})}),W(`tbody`,{children:e.tenants.map(e=>W(`tr`,{children:[W(`td`,{children:e.tenant}),W(`td`,{children:e.weight}),W(`td`,{children:e.queued}),W(`td`,{children:e.running})]}))})]})}),W(`div`,{class:`scroll`,children:W(`table`,{"data-testid":`runtime-load`,children:[W(`thead`,{children:W(`tr`,{children:[W(`th`,{children:`Runtime`}),W(`th`,{children:`Slots in use`}),W(`th`,{children:`Circuit`}),W(`th`,{children:`Held by`}),W(`th`,{children:`Queued`}),W(`th`,{children:`Est. wait`})]})}),W(`tbody`,{children:e.runtimes.map(e=>W(`tr`,{children:[W(`td`,{children:e.runtime}),W(`td`,{children:[W(`meter`,{min:0,max:Math.max(1,e.slots),value:e.inFlight,"aria-label":`${e.runtime} slots in use`}),` `,e.inFlight,` / `,e.slots]}),W(`td`,{children:W(`span`,{class:`badge circuit-${e.circuit.toLowerCase()}`,children:e.circuit.replace(`_`,` `)})}),W(`td`,{children:W(nl,{load:e})}),W(`td`,{children:e.queued}),W(`td`,{children:W(rl,{ms:e.estimatedWaitMs??null})})]}))})]})})]})}),W(`h2`,{children:`Waiting runs`}),i&&W(`div`,{class:`scroll`,children:W(`table`,{"data-testid":`waiting-runs`,children:[W(`thead`,{children:W(`tr`,{children:[W(`th`,{children:`Run`}),W(`th`,{children:`Runtime`}),W(`th`,{children:`Why`}),W(`th`,{children:`Ahead`}),W(`th`,{children:`Queued`})]})}),W(`tbody`,{children:[(i.edges??[]).flatMap(e=>e?.node?[W(`tr`,{children:[W(`td`,{children:W(`a`,{href:br(e.node.id),children:e.node.correlationId})}),W(`td`,{children:e.node.runtime}),W(`td`,{children:e.node.waitingReason?W(y,{children:[W(`span`,{class:`chip`,children:e.node.waitingReason.code}),` `,e.node.waitingReason.message]}):W(`span`,{class:`muted`,children:`starting`})}),W(`td`,{children:e.node.waitingReason?.position??`—`}),W(`td`,{children:Xn(e.node.createdAt,l)})]})]:[]),i.totalCount===0&&W(`tr`,{children:W(`td`,{colSpan:5,class:`muted`,children:`Nothing is waiting.`})})]})]})})]})}function ml(e,t){let n=t.split(`@`)[0];return e.find(e=>e.runtime===n)??null}function hl(e,t){return e===0&&t.inFlight<t.slots?0:t.p50DurationMs==null||t.slots<=0?null:t.p50DurationMs*Math.ceil((e+1)/t.slots)}function gl(e){let t=[],n=[];return e.split(`
`).forEach((e,r)=>{let i=e.trim();if(!i||i.startsWith(`#`))return;let a=i.indexOf(`=`),o=(a<0?i:i.slice(0,a)).trim();if(!/^[A-Za-z_][A-Za-z0-9_]*$/.test(o)){n.push(`line ${r+1}: "${o}" is not a variable name`);return}if(a<0){n.push(`line ${r+1}: want NAME=value or NAME=@secret`);return}let s=i.slice(a+1);s.startsWith(`@`)&&s.length>1?t.push({name:o,secretRef:s.slice(1)}):t.push({name:o,value:s})}),{vars:t,problems:n}}function _l(e){let t=e.versions.filter(e=>!e.archived).sort((e,t)=>t.version-e.version);if(t.length===0)return[];let n=t.flatMap(e=>e.tags).sort();return[e.name,...n.map(t=>`${e.name}@${t}`),...t.map(t=>`${e.name}@${t.version}`)]}function vl(e,t,n){let r=t.trim(),i=e.trim(),a=i?{harnessRef:i}:{harness:n};return r&&(a.model=r),a}function yl(e){let t=e.trim();return t===`auto`||t.includes(`,`)}var bl={runtime:``,harnessRef:``,model:``,task:`Write 42 to answer.txt`,harness:`web`,command:`echo solving; echo 42 > answer.txt`,test:`grep -q 42 answer.txt`,env:``,timeout:`60`,priority:`INTERACTIVE`,placement:``,image:``,repoUrl:``,repoRef:``,cpu:``,memoryMb:``,webhookUrl:``,judgeRubric:``,judgeModel:``,judgeThreshold:``};function xl(e,t={}){let n=gl(e.env).vars,r=e.test.trim()?[{kind:`TESTS_PASS`,command:er(e.test)}]:[],i=[];if(e.judgeRubric.trim()){let t={kind:`JUDGE`,rubric:e.judgeRubric.trim()};e.judgeModel.trim()&&(t.model=e.judgeModel.trim()),e.judgeThreshold.trim()!==``&&!isNaN(Number(e.judgeThreshold))&&(t.passThreshold=Number(e.judgeThreshold)),i.push(t)}let a=[...r,...i,...t.graders??[]],o={...t,task:e.task,timeoutSec:Number(e.timeout)||void 0,graders:a.length?a:void 0};e.image.trim()&&(o.image=e.image.trim()),e.repoUrl.trim()&&(o.repo=e.repoRef.trim()?{url:e.repoUrl.trim(),ref:e.repoRef.trim()}:{url:e.repoUrl.trim()});let s=Number(e.cpu)||void 0,c=Math.round(Number(e.memoryMb))||void 0;return(s||c)&&(o.resources={cpu:s,memoryMb:c}),{runtime:e.runtime.trim(),priority:e.priority,...e.webhookUrl.trim()?{webhookUrl:e.webhookUrl.trim()}:{},...yl(e.runtime)&&e.placement?{placement:e.placement}:{},trigger:`web`,...vl(e.harnessRef,e.model,{name:e.harness||`web`,command:er(e.command),env:n}),case:o}}function Sl(e){return!e||e.length===0?``:e.length===3&&(e[0]===`sh`||e[0]===`bash`||e[0]===`/bin/sh`)&&e[1]===`-c`&&(e[0]===`sh`||e[0]===`/bin/sh`)?e[2]:e.map(Cl).join(` `)}function Cl(e){return e!==``&&/^[A-Za-z0-9_@%+=:,./-]+$/.test(e)?e:`'${e.replace(/'/g,`'\\''`)}'`}function wl(e){let t=[],n=e.case,r=n.graders.map(El),i=r.findIndex(e=>e.kind===`TESTS_PASS`&&Tl(e.command)),a=i>=0?Sl(r[i].command):``,o=r.findIndex(e=>e.kind===`JUDGE`&&e.rubric&&!e.samples&&!e.inputs?.length&&e.max==null),s=o>=0?r[o]:null,c=r.filter((e,t)=>t!==i&&t!==o),l=e.harness.env.map(e=>e.secretRef?`${e.name}=@${e.secretRef}`:`${e.name}=`),u=e.harness.env.filter(e=>!e.secretRef).map(e=>e.name);u.length&&!e.harness.registered&&t.push(`the value of ${u.join(`, `)} (a literal value is never shown: type it again)`),n.files.length&&t.push(`the seed files ${n.files.map(e=>e.path).join(`, `)} (their contents are never shown)`);let d={};n.browser&&(d.browser=!0),n.osUse&&(d.osUse=!0),n.expected&&(d.expected=n.expected),c.length&&(d.graders=c);let f=!!e.harness.registered;return{form:{runtime:e.runtime,harnessRef:f?`${e.harness.name}@${e.harness.version}`:``,model:e.model??``,task:n.task,harness:e.harness.name,command:f?``:Sl(e.harness.command),test:a,env:f?``:l.join(`
`),timeout:n.timeoutSec?String(n.timeoutSec):``,priority:e.priority,placement:e.placementPolicy??``,image:n.image,repoUrl:n.repo?.url??``,repoRef:n.repo?.ref??``,cpu:n.resources.cpu?String(n.resources.cpu):``,memoryMb:n.resources.memoryMb?String(n.resources.memoryMb):``,webhookUrl:``,judgeRubric:s?.rubric??``,judgeModel:s?.model??``,judgeThreshold:s?.passThreshold==null?``:String(s.passThreshold)},carried:d,lost:t}}function Tl(e){return!!e&&e.length===3&&e[0]===`sh`&&e[1]===`-c`}function El(e){let t={kind:e.kind};return e.command?.length&&(t.command=e.command),e.max!=null&&(t.max=e.max),e.kind===`JUDGE`&&(e.rubric&&(t.rubric=e.rubric),e.model&&(t.model=e.model),e.samples&&(t.samples=e.samples),e.passThreshold!=null&&(t.passThreshold=e.passThreshold),e.inputs?.length&&(t.inputs=e.inputs)),t}var Dl=new Set([`priority`,`kind`,`inputs`]);function Ol(e,t=``,n=``){if(Array.isArray(e))return`[${e.map(e=>Ol(e,t,n)).join(`, `)}]`;if(typeof e==`object`&&e){let t=n+`  `,r=Object.entries(e).filter(([,e])=>e!==void 0).map(([e,n])=>`${t}${e}: ${Ol(n,e,t)}`);return r.length?`{\n${r.join(`
`)}\n${n}}`:`{}`}return typeof e==`string`?Dl.has(t)&&/^[A-Z_]+$/.test(e)?e:JSON.stringify(e):String(e)}function kl(e){return`mutation {\n  submitRun(input: ${Ol(e,``,`  `)}) {\n    id\n    correlationId\n  }\n}\n`}function Al(e){let t=[`everdict`,`run`,`submit`,`--runtime`,e.runtime,`--task`,e.case.task],n=[],r=e.case,i=(r.graders??[]).filter(e=>e.kind===`TESTS_PASS`&&Tl(e.command));i.length&&t.push(`--test`,i[0].command[2]),(r.graders??[]).length>i.slice(0,1).length&&n.push(`graders other than one test command`),r.timeoutSec&&t.push(`--timeout`,`${r.timeoutSec}s`),r.repo?.url&&t.push(`--repo`,r.repo.ref?`${r.repo.url}@${r.repo.ref}`:r.repo.url),e.model&&t.push(`--model`,e.model),e.placement&&t.push(`--placement`,e.placement.toLowerCase()),e.priority&&e.priority!==`INTERACTIVE`&&n.push(`priority ${e.priority}`),e.webhookUrl&&n.push(`webhookUrl`);for(let[e,t]of[[`image`,r.image],[`browser`,r.browser],[`osUse`,r.osUse],[`resources`,r.resources],[`expected`,r.expected]])t&&n.push(e);return e.harnessRef?t.push(`--harness`,e.harnessRef):e.harness&&(e.harness.env?.length&&n.push(`env`),t.push(`--harness`,e.harness.name,`--`,...e.harness.command)),{command:t.map(Cl).join(` `),left:n}}var jl=new Set([`image/png`,`image/jpeg`,`image/gif`,`image/webp`]);function Ml(e){return jl.has(e.contentType)&&e.url.startsWith(`/`)&&!e.url.startsWith(`//`)}function Nl(e){let t=e.filter(Ml),n=e.filter(e=>!Ml(e));return t.sort((e,t)=>Number(t.kind===`screenshot`)-Number(e.kind===`screenshot`)),{images:t,files:n}}function Pl(e){if(!Number.isFinite(e)||e<0)return`—`;if(e<1024)return`${e} B`;let t=[`KiB`,`MiB`,`GiB`,`TiB`],n=e/1024,r=0;for(;n>=1024&&r<t.length-1;)n/=1024,r++;return`${n.toFixed(1)} ${t[r]}`}function Fl(e){let t=e.lastIndexOf(`/`);return t<0?e:e.slice(t+1)}var Il=24e4;function Ll({id:e,version:t}){let[n,r]=z(null),[i,a]=z(null);if(B(()=>{let t=!0,n=()=>U(an,{id:e}).then(e=>{t&&(r(e.run??null),a(null))}).catch(e=>t&&a(Rt(e)));n();let i=setInterval(n,Il);return()=>{t=!1,clearInterval(i)}},[e,t]),i)return W(G,{error:i});let o=n?.result?.artifactsDropped??[];if(!n||n.artifacts.length===0&&o.length===0)return null;let{images:s,files:c}=Nl(n.artifacts),l=n.artifacts.reduce((e,t)=>e+t.size,0);return W(`section`,{class:`artifacts`,"data-testid":`artifacts`,children:[W(`h2`,{children:[`Artifacts`,` `,W(`span`,{class:`muted`,children:[n.artifacts.length,` `,n.artifacts.length===1?`file`:`files`,`, `,Pl(l)]})]}),s.length>0&&W(`div`,{class:`gallery`,children:s.map(e=>W(`figure`,{"data-testid":`artifact-image`,"data-kind":e.kind,children:[W(`a`,{href:e.url,target:`_blank`,rel:`noopener noreferrer`,children:W(`img`,{src:e.url,alt:e.name,loading:`lazy`,referrerpolicy:`no-referrer`})}),W(`figcaption`,{children:[e.kind===`screenshot`&&W(`span`,{class:`badge`,children:`screenshot`}),` `,e.name,` `,W(`span`,{class:`muted`,children:Pl(e.size)})]})]}))}),c.length>0&&W(`table`,{class:`compact`,"data-testid":`artifact-files`,children:[W(`thead`,{children:W(`tr`,{children:[W(`th`,{children:`File`}),W(`th`,{children:`Kind`}),W(`th`,{children:`Size`}),W(`th`,{children:`Type`}),W(`th`,{children:`SHA-256`})]})}),W(`tbody`,{children:c.map(e=>W(`tr`,{children:[W(`td`,{children:[W(`a`,{href:e.url,download:Fl(e.name),rel:`noopener noreferrer`,children:e.name}),e.attempt>1&&W(`span`,{class:`muted`,children:[` (attempt `,e.attempt,`)`]})]}),W(`td`,{children:e.kind}),W(`td`,{children:Pl(e.size)}),W(`td`,{children:W(`code`,{children:e.contentType})}),W(`td`,{children:W(`code`,{title:e.sha256,children:e.sha256.slice(0,12)})})]}))})]}),o.length>0&&W(`details`,{"data-testid":`artifacts-dropped`,children:[W(`summary`,{children:[o.length,` `,o.length===1?`file was`:`files were`,` not kept`]}),W(`ul`,{children:o.map(e=>W(`li`,{children:[W(`code`,{children:e.name}),`: `,e.reason]}))})]})]})}function Rl(e,t,n,r){let i=e.protocol===`https:`?`wss:`:`ws:`,a=t.includes(`?`)?`&`:`?`;return`${i}//${e.host}${t}${a}cols=${zl(n)}&rows=${zl(r)}`}function zl(e){return Math.max(1,Math.min(1e3,Math.floor(e)||1))}function Bl(e,t){return JSON.stringify({type:`resize`,cols:zl(e),rows:zl(t)})}function Vl(e){return e.trim()===``?null:[`sh`,`-c`,e]}function Hl(e,t){switch(e){case`NOT_FOUND`:return`Only the run's creator or an admin of its tenant can look inside it.`;case`FAILED_PRECONDITION`:return t;default:return t}}var Ul=(function(){let e=typeof document<`u`&&document.createElement(`link`).relList;return e&&e.supports&&e.supports(`modulepreload`)?`modulepreload`:`preload`})(),Wl=function(e){return`/static/app/`+e},Gl={},Kl=function(e){return e.pathname.endsWith(`.css`)},ql=function(e,t,n){if(t in e)return e[t];let r=n();if(!r){e[t]=void 0;return}let i=r.then(()=>{e[t]=void 0},n=>{throw e[t]=void 0,n});return e[t]=i,i},Jl=function(e,t,n){let r=Promise.resolve();if(t&&t.length>0){let e,i=document.querySelector(`meta[property=csp-nonce]`),a=i?.nonce||i?.getAttribute(`nonce`);function o(e){return Promise.all(e.map(e=>Promise.resolve(e).then(e=>({status:`fulfilled`,value:e}),e=>({status:`rejected`,reason:e}))))}function s(e){return import.meta.resolve?new URL(import.meta.resolve(e)):new URL(e,import.meta.url)}r=o(t.map(t=>{t=Wl(t,n);let r=s(t),i=Kl(r);return ql(Gl,r.href,()=>{if(e===void 0){e={all:new Set,styles:new Set};let t=document.getElementsByTagName(`link`);for(let n=t.length-1;n>=0;n--){let r=t[n];e.all.add(r.href),r.rel===`stylesheet`&&e.styles.add(r.href)}}if((i?e.styles:e.all).has(r.href))return;let t=document.createElement(`link`);if(t.rel=i?`stylesheet`:Ul,i||(t.as=`script`),t.crossOrigin=``,t.href=r.href,a&&t.setAttribute(`nonce`,a),document.head.appendChild(t),i)return new Promise((e,n)=>{let i=a=>{t.removeEventListener(`load`,i),t.removeEventListener(`error`,i),a.type===`error`?n(Error(`Unable to preload CSS for ${r}`)):e(a)};t.addEventListener(`load`,i),t.addEventListener(`error`,i)})})}).filter(e=>e!==void 0))}function i(e){let t=new Event(`vite:preloadError`,{cancelable:!0});if(t.payload=e,window.dispatchEvent(t),!t.defaultPrevented)throw e}return r.then(t=>{for(let e of t||[])e.status===`rejected`&&i(e.reason);return e().catch(i)})};function Yl({id:e,screen:t,onSaved:n}){return W(`section`,{class:`inside`,"aria-labelledby":`inside-title`,children:[W(`h2`,{id:`inside-title`,children:`Inside the run`}),W(Zl,{id:e}),W(Ql,{id:e}),t&&W($l,{id:e,onSaved:n})]})}function Xl({error:e}){return e?e.notAvailable?W(G,{error:e}):W(`p`,{class:`error`,role:`alert`,"data-testid":`inside-refused`,children:[W(`code`,{children:e.code}),` `,Hl(e.code,e.message)]}):null}function Zl({id:e}){let[t,n]=z(``),[r,i]=z(!1),[a,o]=z(null),[s,c]=z(``),[l,u]=z(null);async function d(n){n.preventDefault();let r=Vl(t);if(!r)c(`type a command`);else{c(``),i(!0),o(null);try{u((await U(dn,{id:e,command:r})).execInRun)}catch(e){o(Rt(e))}finally{i(!1)}}}return W(`form`,{class:`exec`,"aria-label":`Run a command in the sandbox`,onSubmit:d,children:[W(`label`,{children:[`Command `,W(`span`,{class:`muted`,children:`(run as sh -c)`}),W(`input`,{name:`command`,value:t,placeholder:`ls -la; cat out.log | tail`,onInput:e=>n(e.target.value)})]}),W(`button`,{type:`submit`,disabled:r,children:r?`Running…`:`Run`}),s&&W(`span`,{class:`error`,children:s}),W(Xl,{error:a}),l&&W(`div`,{"data-testid":`exec-result`,children:[W(`p`,{class:`muted`,children:[`exit code `,W(`strong`,{"data-testid":`exec-exit`,children:l.exitCode}),l.timedOut&&` — killed at its timeout`,l.truncated&&` — output cut at the limit`]}),W(`pre`,{class:`output`,"data-testid":`exec-stdout`,children:l.stdout}),l.stderr&&W(`pre`,{class:`output stderr`,"data-testid":`exec-stderr`,children:l.stderr})]})]})}function Ql({id:e}){let t=H(null),n=H(null),[r,i]=z(`closed`),[a,o]=z(null);B(()=>()=>s(),[e]);function s(){n.current?.ws.close(),n.current?.term.dispose(),n.current=null}async function c(){i(`opening`),o(null);try{let[{issueTerminalTicket:r},a]=await Promise.all([U(fn,{id:e}),Jl(()=>import(`./xterm-BMsy1fDS.js`),[]),Jl(()=>Promise.resolve({}),__vite__mapDeps([0]))]).then(([e,t])=>[e,t]),o=new a.Terminal({cols:100,rows:24,cursorBlink:!0,fontSize:13});o.open(t.current);let s=new WebSocket(Rl(location,r.url,100,24));s.binaryType=`arraybuffer`;let c=new TextEncoder;s.onopen=()=>{i(`open`),o.focus()},s.onmessage=e=>o.write(typeof e.data==`string`?e.data:new Uint8Array(e.data)),s.onclose=()=>i(e=>e===`closed`?e:`ended`),o.onData(e=>s.readyState===WebSocket.OPEN&&s.send(c.encode(e))),o.onResize(({cols:e,rows:t})=>s.readyState===WebSocket.OPEN&&s.send(Bl(e,t))),n.current={ws:s,term:o}}catch(e){o(Rt(e)),i(`closed`)}}return W(`div`,{class:`terminal-pane`,children:[W(`div`,{class:`head`,children:[W(`h3`,{children:`Terminal`}),r===`closed`||r===`ended`?W(`button`,{onClick:()=>{s(),c()},children:r===`ended`?`Open a new terminal`:`Open terminal`}):W(`button`,{onClick:()=>{s(),i(`closed`)},disabled:r===`opening`,children:`Close terminal`})]}),W(Xl,{error:a}),r===`ended`&&W(`p`,{class:`muted`,"data-testid":`terminal-ended`,children:`The session ended.`}),W(`div`,{ref:t,class:`terminal`,"data-testid":`terminal`,"data-state":r})]})}function $l({id:e,onSaved:t}){let[n,r]=z(!1),[i,a]=z(!1),[o,s]=z(null),[c,l]=z(null),[u,d]=z(null);return B(()=>{if(n)return d(null),_t(pn,{id:e},{next:e=>l(e.runScreen),error:e=>{d(e),r(!1)},complete:()=>r(!1)})},[e,n]),W(`div`,{class:`screen-pane`,children:[W(`div`,{class:`head`,children:[W(`h3`,{children:`Screen`}),W(`button`,{"aria-pressed":n,onClick:()=>r(!n),children:n?`Stop watching`:`Watch the screen`}),W(`button`,{"data-testid":`save-screen`,disabled:i,title:`Keep the screen as it is now among the run's artifacts`,onClick:()=>{a(!0),d(null),s(null),U(mn,{id:e}).then(e=>{s(e.saveRunScreen.name),t()}).catch(e=>d(Rt(e))).finally(()=>a(!1))},children:i?`Saving…`:`Save this frame`})]}),W(Xl,{error:u}),o&&W(`p`,{class:`muted`,"data-testid":`screen-saved`,children:[`Kept as `,W(`code`,{children:o}),` among the run's artifacts.`]}),c?.png&&W(`img`,{"data-testid":`screen`,alt:`The run's browser, live`,src:`data:image/png;base64,${c.png}`}),c?.unavailable&&W(`p`,{class:`muted`,children:c.unavailable})]})}var eu=()=>({fg:null,bg:null,bold:!1,dim:!1,italic:!1,underline:!1});function tu(e){let t=[];return e.fg!=null&&t.push(`ansi-fg-${e.fg}`),e.bg!=null&&t.push(`ansi-bg-${e.bg}`),e.bold&&t.push(`ansi-bold`),e.dim&&t.push(`ansi-dim`),e.italic&&t.push(`ansi-italic`),e.underline&&t.push(`ansi-underline`),t.join(` `)}function nu(e,t){t.length===0&&(t=[0]);for(let n=0;n<t.length;n++){let r=t[n];if(r===0)Object.assign(e,eu());else if(r===1)e.bold=!0;else if(r===2)e.dim=!0;else if(r===3)e.italic=!0;else if(r===4)e.underline=!0;else if(r===22)e.bold=e.dim=!1;else if(r===23)e.italic=!1;else if(r===24)e.underline=!1;else if(r>=30&&r<=37)e.fg=r-30;else if(r>=90&&r<=97)e.fg=r-90+8;else if(r===39)e.fg=null;else if(r>=40&&r<=47)e.bg=r-40;else if(r>=100&&r<=107)e.bg=r-100+8;else if(r===49)e.bg=null;else if((r===38||r===48)&&t[n+1]===5){let i=t[n+2];i!=null&&i<16&&(r===38?e.fg=i:e.bg=i),n+=2}else(r===38||r===48)&&t[n+1]===2&&(n+=4)}}function ru(e){let t=e.replace(/\r+$/,``),n=t.lastIndexOf(`\r`);return n<0?t:t.slice(n+1)}var iu=/\x1b\[([0-9;?]*)([@-~])|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]/g;function au(e){let t=ru(e),n=[],r=eu(),i=0,a=e=>{if(!e)return;let t=tu(r),i=n[n.length-1];i&&i.cls===t?i.text+=e:n.push({text:e,cls:t})};iu.lastIndex=0;for(let e=iu.exec(t);e;e=iu.exec(t))a(t.slice(i,e.index)),i=e.index+e[0].length,e[2]===`m`&&nu(r,e[1]?e[1].split(`;`).map(e=>Number(e)||0):[]);return a(t.slice(i)),n}function ou(e){return au(e).map(e=>e.text).join(``)}function su(e){let t=/^#L(\d+)(?:-L?(\d+))?$/.exec(e);if(!t)return null;let n=Number(t[1]),r=t[2]?Number(t[2]):n;return n<1||r<1?null:{from:Math.min(n,r),to:Math.max(n,r)}}function cu(e){return e.from===e.to?`#L${e.from}`:`#L${e.from}-L${e.to}`}var lu=1e3;function uu(e){return Math.floor((e-1)/lu)*lu+1}function du(e,t,n,r,i=20){return{from:Math.max(1,Math.floor(e/n)+1-i),to:Math.min(r,Math.ceil((e+t)/n)+i)}}function fu(e,t){let n=[];for(let r=uu(e.from);r<=e.to;r+=lu)for(let i=Math.max(r,e.from);i<=Math.min(r+lu-1,e.to);i++)if(!t(i)){n.push(r);break}return n}var pu=/^\s*(?:::group::|##\[group\])(.*)$/,mu=/^\s*(?:::endgroup::|##\[endgroup\])\s*$/;function hu(e){if(!e.includes(`group`))return null;let t=pu.exec(e);return t?{start:t[1].trim()}:mu.test(e)?`end`:null}function gu(e,t){let n=[],r=null;for(let i=1;i<=e;i++){let e=t(i);if(e===void 0){r=null;continue}let a=hu(e);a!==null&&(a===`end`?r&&=(r.end=i,null):(r&&(r.end=i-1),r={start:i,end:null,title:a.start},n.push(r)))}return n}function _u(e,t){let n=0,r=e.length-1;for(;n<=r;){let i=n+r>>1;e[i].start>t?r=i-1:n=i+1}let i=e[r];return i&&(i.end===null||t<=i.end)&&t>=i.start?i:void 0}var vu=class e{rows;hidden;before;constructor(e,t){this.hidden=t,this.before=[0];for(let e of t)this.before.push(this.before[this.before.length-1]+e.to-e.from+1);this.rows=e-this.before[this.before.length-1]}static of(t,n,r){let i=[];for(let e of n)e.end===null||e.end<=e.start||r(e)||i.push({from:e.start+1,to:Math.min(e.end,t)});return new e(t,i)}get key(){return this.hidden.map(e=>`${e.from}-${e.to}`).join(`,`)}idx(e){let t=0,n=this.hidden.length-1;for(;t<=n;){let r=t+n>>1;this.hidden[r].from>e?n=r-1:t=r+1}return n}isHidden(e){let t=this.idx(e);return t>=0&&e<=this.hidden[t].to}rowOf(e){let t=this.idx(e);if(t<0)return e;let n=this.hidden[t];return e<=n.to?n.from-1-this.before[t]:e-this.before[t+1]}seqs(e){let t=[];if(e.to<e.from)return t;let n=e.from,r=0;for(;r<this.hidden.length&&this.hidden[r].from<=n;)n+=this.hidden[r].to-this.hidden[r].from+1,r++;for(let i=e.from;i<=e.to;i++)for(t.push(n),n++;r<this.hidden.length&&this.hidden[r].from===n;)n=this.hidden[r].to+1,r++;return t}},yu=20,bu=2e3,xu=(()=>{let e=[];for(let t=0;t<lu/100;t++)e.push(`p${t}: logs(fromSeq: $f${t}, first: 100) { seq stream text at }`);return`query RunLogPage($id: ID!, ${[...Array(lu/100)].map((e,t)=>`$f${t}: Int`).join(`, `)}) { run(id: $id) { id ${e.join(` `)} } }`})();function Su({id:e}){let t=H(new Map),n=H(new Set),[r,i]=z(0),[a,o]=z(null),[s,c]=z(!1),[l,u]=z(()=>su(location.hash)),[d,f]=z(()=>su(location.hash)==null),[p,m]=z(!1),[h,g]=z({from:1,to:0}),[_,v]=z(()=>new Map),y=H(null),[b,x]=z(()=>su(location.hash)?.from??null),[S,C]=z(``),w=H(null),[T,E]=z(``),[D,O]=z(null),[k,A]=z(0),j=()=>i(e=>e+1);B(()=>{t.current=new Map,n.current=new Set,o(null),c(!1);let r=()=>{},i=!0,a=0,s=[],l=()=>{a=0;let e=0;for(let n of s)t.current.set(n.seq,n),e=Math.max(e,n.seq);s=[],o(t=>Math.max(t??0,e)),j()};return U(cn,{id:e}).catch(()=>null).then(t=>{if(!i)return;let n=t?.run?.lastLogSeq??0;o(e=>Math.max(e??0,n)),r=_t(sn,{id:e,fromSeq:Math.max(0,n-bu)},{next:e=>{s.push(e.runLogs),a||=requestAnimationFrame(l)},complete:()=>c(!0)})}),()=>{i=!1,r(),a&&cancelAnimationFrame(a)}},[e]);let M=a??0,[ee,te]=[D?.q.toLowerCase()??``,D?.seqs[k]],ne=be(()=>gu(M,e=>{let n=t.current.get(e);return n&&(n.text.includes(`group`)?ou(n.text):``)}),[M,r]),re=H(ne);re.current=ne;let ie=e=>{let t=_.get(e.start);if(t!==void 0)return t;let n=t=>t!=null&&t>e.start&&(e.end===null||t<=e.end);return n(l?.from)||n(te)||n(b)},N=be(()=>vu.of(M,ne,ie),[M,ne,_,l?.from,te,b]);B(()=>{if(h.to<h.from)return;let r=N.seqs({from:h.from,to:Math.min(h.to,N.rows)});if(r.length===0)return;let i={from:r[0],to:r[r.length-1]};for(let r of fu(i,e=>t.current.has(e)||N.isHidden(e))){if(n.current.has(r))continue;n.current.add(r);let i={id:e};for(let e=0;e<lu/100;e++)i[`f${e}`]=r-1+e*100;tt(xu,i).then(e=>{for(let[n,r]of Object.entries(e.run??{}))if(n.startsWith(`p`))for(let e of r)t.current.set(e.seq,e);j()}).catch(e=>C(`Could not load lines ${r}–${r+lu-1}: ${e instanceof Error?e.message:e}`)).finally(()=>n.current.delete(r))}},[h.from,h.to,N,e]);let P=()=>{let e=w.current;if(!e)return;let t=du(e.scrollTop,e.clientHeight,yu,N.rows);g(e=>e.from===t.from&&e.to===t.to?e:t);let n=Math.floor(e.scrollTop/yu)+1;y.current=n<=N.rows?{seq:N.seqs({from:n,to:n})[0],offset:e.scrollTop-(n-1)*yu}:null};V(()=>{let e=w.current;if(e){if(b!=null&&M>=b)e.scrollTop=Math.max(0,(N.rowOf(b)-1)*yu-e.clientHeight/2+yu),x(null);else if(d&&b==null)e.scrollTop=e.scrollHeight;else if(y.current){let t=(N.rowOf(y.current.seq)-1)*yu+y.current.offset;Math.abs(e.scrollTop-t)>=1&&(e.scrollTop=t)}P()}},[M,d,b,r,N.key]),B(()=>{let e=()=>{let e=su(location.hash);e&&F(e)};return window.addEventListener(`hashchange`,e),()=>window.removeEventListener(`hashchange`,e)},[]);function F(e){f(!1),v(t=>{let n=_u(re.current,e.from);if(!n||n.start===e.from||!t.has(n.start))return t;let r=new Map(t);return r.delete(n.start),r}),u(e),x(e.from),history.replaceState(null,``,cu(e))}function I(){let e=w.current;e&&(!(e.scrollHeight-e.scrollTop-e.clientHeight<yu)&&d&&f(!1),P())}B(()=>{let t=T.trim();if(!t){O(null);return}let n=!0,r=setTimeout(()=>{U(ln,{id:e,query:t}).then(e=>{if(!n||!e.run)return;let r=e.run.logSearch;O({q:t,total:r.total,seqs:r.seqs}),A(0),r.seqs.length&&F({from:r.seqs[0],to:r.seqs[0]})}).catch(()=>n&&O({q:t,total:0,seqs:[]}))},120);return()=>{n=!1,clearTimeout(r)}},[T,e]);async function L(t){if(!D||D.total===0)return;let n=k+t,r=D.seqs;if(n>=r.length&&r.length<D.total){let t=await U(ln,{id:e,query:D.q,after:r[r.length-1]});r=[...r,...t.run?.logSearch.seqs??[]],O({...D,seqs:r})}n>=r.length&&(n=0),n<0&&(n=r.length-1),A(n),F({from:r[n],to:r[n]})}async function R(){C(``);let t=await fetch(`/runs/${encodeURIComponent(e)}/logs.txt`,{headers:{Authorization:`Bearer ${Je()}`}});if(!t.ok){C(t.status===404?`The log is not there: the run may have been deleted.`:`The download failed (${t.status}).`);return}let n=URL.createObjectURL(await t.blob()),r=document.createElement(`a`);r.href=n,r.download=`evd-run-${e}.log`,document.body.appendChild(r),r.click(),r.remove(),setTimeout(()=>URL.revokeObjectURL(n),1e4)}let ae=be(()=>N.seqs({from:h.from,to:Math.min(h.to,N.rows)}),[h.from,h.to,N]),oe=e=>{let t=w.current;t&&(y.current={seq:e.start,offset:t.scrollTop-(N.rowOf(e.start)-1)*yu}),f(!1),v(t=>new Map(t).set(e.start,!ie(e)))};return W(`div`,{class:`logs-panel`,children:[W(`div`,{class:`head`,children:[W(`h2`,{children:[`Logs `,W(`span`,{class:`muted`,children:[M.toLocaleString(),` lines`]}),!s&&W(`span`,{class:`live`,title:`streaming`,"aria-label":`streaming`})]}),W(`div`,{class:`toolbar`,children:[W(`label`,{children:[W(`input`,{type:`checkbox`,checked:d,onChange:e=>(f(e.currentTarget.checked),e.currentTarget.checked&&x(null))}),` Follow`]}),W(`label`,{children:[W(`input`,{type:`checkbox`,checked:p,onChange:e=>m(e.currentTarget.checked)}),` Timestamps`]}),W(`input`,{"aria-label":`Search the logs`,placeholder:`search the whole log`,value:T,onInput:e=>E(e.currentTarget.value),onKeyDown:e=>{e.key===`Enter`&&L(e.shiftKey?-1:1)}}),D&&W(`span`,{class:`muted`,"data-testid":`log-hits`,children:D.total===0?`no match`:`${k+1} of ${D.total}`}),W(Cu,{onGo:e=>F({from:e,to:e})}),W(`button`,{type:`button`,onClick:()=>void R(),"data-testid":`log-download`,children:`Download`})]})]}),S&&W(`p`,{class:`error`,role:`alert`,children:S}),W(`div`,{class:`logs`,ref:w,onScroll:I,tabIndex:0,"aria-label":`log lines`,"data-testid":`logs`,style:{position:`relative`},children:[W(`div`,{style:{height:`${N.rows*yu}px`,position:`relative`},children:ae.map((e,n)=>{let r=t.current.get(e),i=r?ou(r.text):``,a=r&&ee&&i.toLowerCase().includes(ee),o=l&&e>=l.from&&e<=l.to,s=_u(ne,e),c=s?.start===e?s:void 0,u=s&&!c?e===s.end?` group-end`:` in-group`:``;return W(`div`,{"data-seq":e,class:`line ${r?.stream??`pending`}${a?` hit`:``}${e===te?` current`:``}${o?` selected`:``}${c?` group-head`:``}${u}`,style:{top:`${(h.from+n-1)*yu}px`},children:[W(`a`,{class:`seq`,href:`#L${e}`,onClick:t=>{t.preventDefault(),F(t.shiftKey&&l?{from:Math.min(l.from,e),to:Math.max(l.to,e)}:{from:e,to:e})},tabIndex:-1,children:e}),p&&W(`span`,{class:`at`,children:r?new Date(r.at).toISOString().slice(11,23):``}),c?W(`button`,{type:`button`,class:`group-toggle`,"aria-expanded":c.end===null||ie(c),disabled:c.end===null||c.end<=c.start,title:c.end===null?`the group has not ended (or its end is not loaded yet)`:`lines ${c.start+1}–${c.end}`,onClick:()=>oe(c),children:[c.end===null||ie(c)?`▾`:`▸`,` `,c.title||`group`,c.end!==null&&W(`span`,{class:`muted`,children:[` `,(c.end-c.start-1).toLocaleString(),` lines`]})]}):W(`span`,{class:`text`,children:r?au(r.text).map(e=>e.cls?W(`span`,{class:e.cls,children:e.text}):e.text):W(`span`,{class:`muted`,children:`…`})})]},e)})}),M===0&&W(`span`,{class:`muted empty`,children:s?`No log lines.`:`Waiting for log lines…`})]})]})}function Cu({onGo:e}){let[t,n]=z(``);return W(`form`,{class:`inline`,onSubmit:n=>{n.preventDefault();let r=Number(t);Number.isInteger(r)&&r>0&&e(r)},children:[W(`input`,{"aria-label":`Jump to line`,placeholder:`line`,inputMode:`numeric`,size:6,value:t,onInput:e=>n(e.currentTarget.value)}),W(`button`,{children:`Go`})]})}var wu=e=>e===`SUCCEEDED`||e===`FAILED`;function Tu({id:e}){let t=Lt(rn,{id:e}),[n,r]=z(null),[i,a]=z(null),[o,s]=z(!1),[c,l]=z(0),u=zt(1e3);B(()=>r(null),[e]),B(()=>_t(on,{id:e},{next:e=>r(e.runUpdated)}),[e]);let d=n??t.data?.run??null,[f,p]=z(null);B(()=>{if(d?.status!==`QUEUED`)return;let t=()=>U(En,{}).then(e=>p(ml(e.queue.runtimes,d.runtime))).catch(()=>{});t();let n=setInterval(()=>{U(rn,{id:e}).then(e=>e.run&&r(t=>t&&t.status!==`QUEUED`?t:e.run)).catch(()=>{}),t()},3e3);return()=>clearInterval(n)},[e,d?.status,d?.runtime]);async function m(){s(!0),a(null);try{let t=await U(un,{id:e});r(t.cancelRun)}catch(e){a(Rt(e))}finally{s(!1)}}if(t.loading&&!d)return W(Pt,{});if(t.error&&!d&&t.error.code!==`NOT_FOUND`&&t.error.code!==`BAD_USER_INPUT`)return W(G,{error:t.error});if(!d)return W(Mt,{what:W(y,{children:[`There is no run `,e,` in your tenant.`]})});let h=d.result,g=St(d);return W(`section`,{children:[W(`div`,{class:`head`,children:[W(`h1`,{children:[d.correlationId,` `,W(At,{status:d.status,verdict:h?.verdict}),d.phase===`GRADING`&&W(y,{children:[` `,W(`span`,{class:`badge st-running`,"data-testid":`phase`,title:`The harness ended; a judge is grading its evidence.`,children:`GRADING`})]})]}),W(`div`,{class:`actions`,children:[W(`a`,{class:`button`,href:`/submit?from=${encodeURIComponent(e)}`,"data-testid":`rerun`,title:`The submit form, filled in with what this run was given`,children:`Rerun…`}),W(Ou,{run:d})]}),!wu(d.status)&&W(Ft,{label:`Cancel run`,question:`Cancel this run? Its harness is stopped and it fails as CANCELED.`,confirmLabel:`Confirm cancel`,onConfirm:m,busy:o&&`Canceling…`})]}),W(G,{error:i}),W(Eu,{o:g}),d.status===`QUEUED`&&d.waitingReason&&W(`div`,{class:`notice`,"data-testid":`waiting`,children:[W(`strong`,{children:[`Waiting: `,d.waitingReason.code.replace(`_`,` `).toLowerCase()]}),` — `,d.waitingReason.message,d.waitingReason.position>0&&W(`span`,{children:[` (`,d.waitingReason.position,` ahead on its runtime)`]}),f&&W(`div`,{"data-testid":`waiting-holders`,children:[f.runtime,`'s `,f.slots,` slot`,f.slots===1?``:`s`,` held by `,W(nl,{load:f}),`; estimated wait`,` `,W(rl,{ms:hl(d.waitingReason.position,f)})]})]}),d.error&&W(`div`,{class:`error-panel`,role:`alert`,"data-testid":`run-error`,children:[W(`span`,{class:`badge v-fail`,children:d.error.class}),` `,d.error.code!==d.error.class&&W(`code`,{children:d.error.code}),` `,d.error.message]}),W(Au,{steps:d.timeline,status:d.status,now:u}),W(`div`,{class:`grid2`,children:[W(`dl`,{class:`facts`,children:[W(`dt`,{children:`Runtime`}),W(`dd`,{children:[d.runtimeVersion!=null||!d.placementPolicy?W(`a`,{href:Sr(d.runtime.split(`@`)[0]),children:d.runtime}):W(`span`,{"data-testid":`unplaced`,children:[`one of `,d.runtime,` `,W(`span`,{class:`muted`,children:[`(`,d.placementPolicy.toLowerCase(),`, chosen at dispatch)`]})]}),d.runtimeVersion!=null&&W(`span`,{class:`muted`,children:[` (version `,d.runtimeVersion,`)`]})]}),W(`dt`,{children:`Harness`}),W(`dd`,{children:[d.harness.name,d.harness.version&&W(`span`,{class:`muted`,children:[` `,d.harness.version]})]}),d.liveTrace&&W(y,{children:[W(`dt`,{children:`Agent trace`}),W(`dd`,{"data-testid":`live-trace`,children:tr(d.liveTrace.url)?W(`a`,{href:tr(d.liveTrace.url),target:`_blank`,rel:`noopener noreferrer`,referrerpolicy:`no-referrer`,children:[d.liveTrace.provider.toLowerCase(),` `,W(`code`,{children:d.liveTrace.traceId})]}):W(y,{children:[W(`code`,{children:d.liveTrace.traceId}),` `,W(`span`,{class:`muted`,children:[`(`,d.liveTrace.provider.toLowerCase(),`: no link from a trace id)`]})]})})]}),W(`dt`,{children:`Case`}),W(`dd`,{children:d.case.id}),d.scorecardID!=null&&W(y,{children:[W(`dt`,{children:`Scorecard`}),W(`dd`,{children:[W(`a`,{href:xr(String(d.scorecardID)),children:[`#`,d.scorecardID]}),d.try>1&&W(`span`,{class:`muted`,children:[` (try `,d.try,`)`]})]})]}),W(`dt`,{children:`Trigger`}),W(`dd`,{children:[d.trigger,` `,W(`span`,{class:`muted`,children:[`by `,d.createdBy]})]}),W(`dt`,{children:`Priority`}),W(`dd`,{children:d.priority.toLowerCase()}),W(`dt`,{children:`Attempt`}),W(`dd`,{children:d.attemptCount}),W(`dt`,{children:`Created`}),W(`dd`,{title:d.createdAt,children:new Date(d.createdAt).toLocaleString()}),W(`dt`,{children:`Duration`}),W(`dd`,{children:Yn(d.startedAt,d.finishedAt,u)}),W(`dt`,{children:`Cost`}),W(`dd`,{children:Y(d.costUsd)}),d.judgeCostUsd>0&&W(y,{children:[W(`dt`,{children:`Judge cost`}),W(`dd`,{"data-testid":`judge-cost`,children:[Y(d.judgeCostUsd),` `,W(`span`,{class:`muted`,children:`(apart from the agent's cost)`})]})]})]}),W(`div`,{children:[W(`h2`,{children:[`Result `,W(jt,{verdict:h?.verdict})]}),h?W(y,{children:[W(`table`,{class:`compact`,"data-testid":`graders`,children:[W(`thead`,{children:W(`tr`,{children:[W(`th`,{children:`Grader`}),W(`th`,{children:`Passed`}),W(`th`,{children:`Value`})]})}),W(`tbody`,{children:h.graders.map((e,t)=>{let n=yt(e.kind,d.case.graders[t]?.max)?`recorded`:Et(e);return W(`tr`,{"data-outcome":n,class:g.grader===t?`culprit`:void 0,children:[W(`td`,{children:[e.kind,d.case.graders[t]?.max!=null&&W(`span`,{class:`muted`,children:[` ≤ `,d.case.graders[t].max]})]}),W(`td`,{children:n===`recorded`?W(`span`,{class:`muted`,title:`Recorded only: this grader has no limit, so it cannot fail the run.`,children:`recorded`}):n===`unscored`?W(`span`,{class:`badge v-unscored`,children:`unscored`}):n===`passed`?`✓ yes`:`✗ no`}),W(`td`,{children:e.judge?Dt(e.judge.score):e.value??`—`})]})})})]}),h.graders.map((e,t)=>e.judge&&W(Du,{g:e,judge:e.judge},t)),W(`dl`,{class:`facts`,children:[W(`dt`,{children:`Latency`}),W(`dd`,{children:Jn(h.latencyMs)}),W(`dt`,{children:`Exit code`}),W(`dd`,{children:h.exitCode??`—`}),h.limitHit&&W(y,{children:[W(`dt`,{children:`Limit hit`}),W(`dd`,{children:h.limitHit})]}),W(`dt`,{children:`Tokens in / out`}),W(`dd`,{children:[Zn(h.usage?.inputTokens),` / `,Zn(h.usage?.outputTokens)]}),W(`dt`,{children:`Steps`}),W(`dd`,{children:h.steps??h.usage?.steps??`—`}),W(`dt`,{children:`Reported cost`}),W(`dd`,{children:Y(h.usage?.costUsd??h.costUsd)})]}),d.answer!=null&&W(`div`,{"data-testid":`answer`,children:[W(`h3`,{children:`Answer`}),d.answerCut&&W(`p`,{class:`muted`,"data-testid":`answer-cut`,children:`The answer file was longer than 256 KiB: this is its start.`}),d.answer===``?W(`p`,{class:`muted`,children:`The harness wrote no answer.`}):W(`pre`,{class:`output`,children:d.answer})]}),h.output&&W(`details`,{children:[W(`summary`,{children:`Output`}),W(`pre`,{class:`output`,children:h.output})]})]}):W(`p`,{class:`muted`,children:wu(d.status)?`No result.`:`Not graded yet.`})]})]}),W(`details`,{class:`submitted`,children:[W(`summary`,{children:`What was submitted`}),W(`dl`,{class:`facts`,children:[W(`dt`,{children:`Task`}),W(`dd`,{children:W(`pre`,{children:d.case.task})}),W(`dt`,{children:`Command`}),W(`dd`,{children:W(`code`,{children:JSON.stringify(d.harness.command)})}),d.harness.image&&W(y,{children:[W(`dt`,{children:`Image`}),W(`dd`,{children:d.harness.image})]}),W(`dt`,{children:`Env`}),W(`dd`,{children:d.harness.env.length===0?`—`:d.harness.env.map(e=>W(`span`,{class:`chip`,children:[e.name,e.secretRef&&W(`span`,{class:`muted`,children:[` ← secret `,e.secretRef]})]}))}),d.case.repo&&W(y,{children:[W(`dt`,{children:`Repo`}),W(`dd`,{children:[d.case.repo.url,` `,d.case.repo.ref]})]}),d.case.files.length>0&&W(y,{children:[W(`dt`,{children:`Files`}),W(`dd`,{children:d.case.files.map(e=>e.path).join(`, `)})]}),W(`dt`,{children:`Timeout`}),W(`dd`,{children:[d.case.timeoutSec||300,`s`]}),W(`dt`,{children:`Graders`}),W(`dd`,{children:d.case.graders.map(e=>W(`div`,{children:[e.kind,e.command&&W(`code`,{children:[` `,JSON.stringify(e.command)]}),e.max!=null&&W(`span`,{children:[` ≤ `,e.max]})]}))})]})]}),W(Ll,{id:e,version:`${d.status}/${d.attemptCount}/${c}`}),d.status===`RUNNING`&&W(Yl,{id:e,screen:!!d.case.browser||d.case.osUse,onSaved:()=>l(e=>e+1)}),W(Su,{id:e})]})}function Eu({o:e}){return W(`p`,{class:`outcome outcome-${e.tone}`,"data-testid":`outcome`,role:`status`,"aria-live":`polite`,children:[W(`strong`,{children:[e.lead,`:`]}),` `,e.text]})}function Du({g:e,judge:t}){let n=Et(e);return W(`div`,{class:`card`,"data-testid":`judge`,"data-outcome":n,children:[W(`h3`,{children:[`Judge`,` `,n===`unscored`?W(`span`,{class:`badge v-unscored`,children:`unscored`}):W(`span`,{class:`badge ${n===`passed`?`v-pass`:`v-fail`}`,children:n===`passed`?`pass`:`fail`}),` `,W(`span`,{class:`muted`,children:[`score `,Dt(t.score)]})]}),t.selfGraded&&W(`p`,{class:`notice`,"data-testid":`self-graded`,children:[W(`strong`,{children:`Self-graded:`}),` the judge model is the model under test.`]}),t.unscoredReason&&W(`p`,{class:`warn`,"data-testid":`unscored-reason`,children:[`Not graded: `,t.unscoredReason]}),t.reasoning&&W(`pre`,{class:`output judge-reasoning`,"data-testid":`reasoning`,children:t.reasoning}),W(`dl`,{class:`facts`,children:[W(`dt`,{children:`Model`}),W(`dd`,{children:W(`code`,{children:t.judgeModel||`—`})}),W(`dt`,{children:`Template`}),W(`dd`,{children:t.templateVersion||`—`}),W(`dt`,{children:`Calls`}),W(`dd`,{children:t.attempts}),W(`dt`,{children:`Tokens in / out`}),W(`dd`,{children:[Zn(t.usage.inputTokens),` / `,Zn(t.usage.outputTokens)]}),W(`dt`,{children:`Judge cost`}),W(`dd`,{children:Y(t.usage.costUsd)})]})]})}function Ou({run:e}){let t=H(null),n=H(null),{form:r,carried:i,lost:a}=wl(e),o=xl(r,i),s=Al(o),c=kl(o),l=[...a.map(e=>`not carried: ${e}`),...s.left.length?[`the CLI has no flag for: ${s.left.join(`, `)}`]:[]];return W(`details`,{class:`copy-as`,"data-testid":`copy-as`,children:[W(`summary`,{children:`Copy as…`}),W(`div`,{class:`stack`,children:[W(`div`,{children:[W(It,{label:`Copy as CLI`,text:s.command,target:()=>t.current}),W(`pre`,{ref:t,class:`output`,"data-testid":`copy-cli`,children:s.command})]}),W(`div`,{children:[W(It,{label:`Copy as GraphQL`,text:c,target:()=>n.current}),W(`pre`,{ref:n,class:`output`,"data-testid":`copy-graphql`,children:c})]}),l.map(e=>W(`p`,{class:`muted`,children:e}))]})]})}var ku={QUEUED:`queued`,DISPATCHED:`dispatched`,HARNESS:`harness`,GRADERS:`graders`,SETTLED:`settled`};function Au({steps:e,status:t,now:n}){return W(`ol`,{class:`timeline`,"data-testid":`timeline`,children:e.map((r,i)=>{let a=i===e.length-1,o=r.durationMs??(a&&!wu(t)?n-Date.parse(r.at):null);return W(`li`,{"data-phase":r.phase,title:new Date(r.at).toLocaleString(),children:[W(`strong`,{children:ku[r.phase]??r.phase}),` `,o!=null&&W(`span`,{class:`muted`,children:Jn(o)})]})})})}function ju(e){let t=e.filter(e=>e.startedAt&&e.finishedAt).map(e=>({t:Date.parse(e.finishedAt)/1e3,secs:(Date.parse(e.finishedAt)-Date.parse(e.startedAt))/1e3,pass:e.status===`SUCCEEDED`&&e.result?.verdict===`PASS`})).sort((e,t)=>e.t-t.t);return{t:t.map(e=>e.t),pass:t.map(e=>e.pass?e.secs:null),fail:t.map(e=>e.pass?null:e.secs)}}var Mu=[`QUEUED`,`RUNNING`,`SUCCEEDED`,`FAILED`],Nu=[`PASS`,`FAIL`,`UNSCORED`],Pu=[`status`,`runtime`,`verdict`,`harness`,`trigger`,`from`,`to`,`case`,`children`,`page`];function Fu(e){let t=(e??``).trim();if(!/^\d{4}-\d{2}-\d{2}$/.test(t))return``;let n=new Date(`${t}T00:00:00Z`);return!isNaN(n.getTime())&&n.toISOString().slice(0,10)===t?t:``}var Iu=e=>`${e}T00:00:00.000Z`,Lu=e=>new Date(Date.parse(Iu(e))+864e5).toISOString();function Ru(e){let t=(e.get(`status`)??``).toUpperCase(),n=(e.get(`verdict`)??``).toUpperCase();return{status:Mu.includes(t)?t:``,runtime:(e.get(`runtime`)??``).trim(),verdict:Nu.includes(n)?n:``,harness:(e.get(`harness`)??``).trim(),trigger:(e.get(`trigger`)??``).trim().toLowerCase(),from:Fu(e.get(`from`)),to:Fu(e.get(`to`)),case:(e.get(`case`)??``).trim(),children:e.get(`children`)===`1`?`1`:``,page:e.get(`page`)??``}}function zu(e,t){let n={...e,...t};return Pu.some(n=>n!==`page`&&n in t&&t[n]!==e[n])&&(n.page=t.page??``),n}function Bu(e){let t=new URLSearchParams;for(let n of Pu)e[n]&&t.set(n,e[n]);let n=t.toString();return n?`?${n}`:``}function Vu(e){return!!(e.status||e.runtime||e.verdict||e.harness||e.trigger||e.from||e.to||e.case||e.children)}function Hu(e){return!!(e.case||e.children)}function Uu(e){let t={};return e.status&&(t.status=e.status),e.verdict&&(t.verdict=e.verdict),e.case&&(t.caseID=e.case),e.harness&&(t.harnessName=e.harness),e.trigger&&(t.trigger=e.trigger),e.from&&(t.createdAtGTE=Iu(e.from)),e.to&&(t.createdAtLT=Lu(e.to)),e.runtime&&(e.runtime.includes(`@`)?t.runtimeRef=e.runtime:t.or=[{runtimeRef:e.runtime},{runtimeRefHasPrefix:`${e.runtime}@`}]),t}function Wu(e,t){return t.status&&e.status!==t.status||t.verdict&&e.result?.verdict!==t.verdict||t.case&&e.caseID!==t.case||t.harness&&e.harnessName!==t.harness||t.trigger&&e.trigger!==t.trigger||t.from&&(!e.createdAt||Date.parse(e.createdAt)<Date.parse(Iu(t.from)))||t.to&&(!e.createdAt||Date.parse(e.createdAt)>=Date.parse(Lu(t.to)))||!Hu(t)&&e.scorecardID!=null?!1:t.runtime?t.runtime.includes(`@`)?e.runtime===t.runtime:e.runtime===t.runtime||e.runtime.startsWith(`${t.runtime}@`):!0}function Gu(){let e=Tr(),t=Ru(e.searchParams),n=vr(t.page),r=n=>wr(e.pathname+Bu(zu(t,n)),!0),[i,a]=z(``),[o,s]=z(``),c=zt(5e3),l=Lt($t,{first:25,after:n.after||null,where:Uu(t),includeChildren:Hu(t)});B(()=>_t(nn,{},{next:({runEvents:e})=>l.set(r=>{let i=r.runs.edges??[],a=i.findIndex(t=>t?.node?.id===e.id);if(a>=0){let t=i.slice();return t[a]={...t[a],node:e},{...r,runs:{...r.runs,edges:t}}}if(n.after||!Wu(e,t))return r;let o=[{node:e},...i].slice(0,25);return{...r,runs:{...r.runs,edges:o}}})}),[Bu(t)]);async function u(e){e.preventDefault();let t=$n(i);if(!t)s(`Enter a run id, a correlation id (evd-run-42, evd-7-case-t2) or a case id.`);else{if(`run`in t)return wr(br(t.run));if(`scorecard`in t){let e={scorecardID:Number(t.scorecard),caseID:t.caseId,...t.try?{try:t.try}:{}};try{let t=(await U(tn,{where:e})).runs.edges?.[0]?.node?.id;if(t)return wr(br(t))}catch{}}r({case:t.caseId})}}let d=[...new Set((l.data?.runs.edges??[]).flatMap(e=>e?.node?.scorecardID==null?[]:[String(e.node.scorecardID)]))].sort(),[f,p]=z({});B(()=>{let e=d.filter(e=>!(e in f));e.length!==0&&U(en,{ids:e}).then(e=>{let t={};for(let n of e.scorecards.edges??[])n?.node&&(t[n.node.id]=n.node.name);p(e=>({...e,...t}))}).catch(()=>{})},[d.join(`,`)]);let m=(l.data?.runs.edges??[]).flatMap(e=>e?.node?[e.node]:[]),h=ju(m);return W(`section`,{children:[W(`div`,{class:`head`,children:[W(`h1`,{children:[`Runs `,W(`span`,{class:`live`,title:`updates live`,"aria-label":`live`})]}),W(`a`,{class:`button primary`,href:`/submit`,children:`Submit a run`})]}),W(`div`,{class:`toolbar`,children:[W(`label`,{children:[`Status`,` `,W(`select`,{name:`status`,value:t.status,onChange:e=>r({status:e.currentTarget.value}),children:[W(`option`,{value:``,children:`any`}),Mu.map(e=>W(`option`,{value:e,children:e.toLowerCase()}))]})]}),W(`label`,{children:[`Verdict`,` `,W(`select`,{name:`verdict`,value:t.verdict,onChange:e=>r({verdict:e.currentTarget.value}),children:[W(`option`,{value:``,children:`any`}),Nu.map(e=>W(`option`,{value:e,children:e.toLowerCase()}))]})]}),W(`label`,{children:[`Runtime`,` `,W(`input`,{name:`runtime`,placeholder:`name`,value:t.runtime,onChange:e=>r({runtime:e.currentTarget.value.trim()})})]}),W(`label`,{children:[`Harness`,` `,W(`input`,{name:`harness`,placeholder:`name`,size:12,value:t.harness,onChange:e=>r({harness:e.currentTarget.value.trim()})})]}),W(`label`,{children:[`Trigger`,` `,W(`input`,{name:`trigger`,placeholder:`api, web, cli…`,size:10,list:`run-triggers`,value:t.trigger,onChange:e=>r({trigger:e.currentTarget.value.trim().toLowerCase()})}),W(`datalist`,{id:`run-triggers`,children:[`api`,`web`,`cli`,`mcp`].map(e=>W(`option`,{value:e}))})]}),W(`label`,{title:`Created on or after this day (UTC)`,children:[`From `,W(`input`,{type:`date`,name:`from`,value:t.from,onChange:e=>r({from:e.currentTarget.value})})]}),W(`label`,{title:`Created on or before this day (UTC)`,children:[`To `,W(`input`,{type:`date`,name:`to`,value:t.to,onChange:e=>r({to:e.currentTarget.value})})]}),W(`label`,{title:`Runs of a scorecard are hidden unless this is on`,children:[W(`input`,{type:`checkbox`,name:`children`,checked:t.children===`1`,onChange:e=>r({children:e.currentTarget.checked?`1`:``})}),` `,`Include scorecard runs`]}),t.case&&W(`span`,{class:`chip`,"data-testid":`case-filter`,children:[`case `,t.case,` `,W(`button`,{class:`link`,onClick:()=>r({case:``}),"aria-label":`Clear the case filter`,children:`×`})]}),Vu(t)&&W(`button`,{class:`link`,onClick:()=>wr(e.pathname,!0),children:`Clear filters`}),W(`form`,{onSubmit:u,class:`inline`,role:`search`,children:[W(`input`,{name:`search`,"aria-label":`Find a run by correlation id`,placeholder:`run id, correlation id or case id`,value:i,onInput:e=>(a(e.currentTarget.value),s(``))}),W(`button`,{children:`Find`})]})]}),o&&W(`p`,{class:`error`,children:o}),l.data&&W(`p`,{class:`muted`,"data-testid":`runs-count`,children:[l.data.runs.totalCount.toLocaleString(),` `,l.data.runs.totalCount===1?`run`:`runs`,Hu(t)?``:` (standalone; turn on Include scorecard runs for a scorecard's)`]}),W(G,{error:l.error}),l.loading&&!l.data?W(Pt,{}):W(`div`,{class:`scroll`,children:W(`table`,{class:`runs`,"data-testid":`runs`,children:[W(`thead`,{children:W(`tr`,{children:[W(`th`,{children:`Run`}),W(`th`,{children:`Status`}),W(`th`,{children:`Verdict`}),W(`th`,{children:`Runtime`}),W(`th`,{class:`hide-sm`,children:`Case`}),W(`th`,{class:`hide-sm`,children:`Harness`}),W(`th`,{class:`hide-sm`,children:`Trigger`}),W(`th`,{class:`hide-sm`,children:`Duration`}),W(`th`,{class:`hide-sm`,children:`Exit`}),W(`th`,{class:`hide-sm`,children:`Cost`}),W(`th`,{children:`Created`})]})}),W(`tbody`,{children:[m.map(e=>W(`tr`,{"data-status":e.status,children:[W(`td`,{children:[W(`a`,{href:br(e.id),children:e.correlationId}),e.scorecardID!=null&&W(y,{children:[` `,W(`a`,{class:`chip`,href:xr(String(e.scorecardID)),title:`its scorecard`,children:f[String(e.scorecardID)]??`scorecard #${e.scorecardID}`})]})]}),W(`td`,{children:[W(At,{status:e.status,verdict:e.result?.verdict}),e.phase===`GRADING`&&W(y,{children:[` `,W(`span`,{class:`badge st-running`,children:`grading`})]})]}),W(`td`,{children:e.error?W(`span`,{class:`badge v-fail`,children:e.error.class}):W(jt,{verdict:e.result?.verdict})}),W(`td`,{children:[e.runtime,e.runtimeVersion!=null&&W(`span`,{class:`muted`,children:[`@`,e.runtimeVersion]})]}),W(`td`,{class:`hide-sm case-id`,title:e.caseID,children:W(`a`,{href:Bu(zu(t,{case:e.caseID})),title:`this case's runs`,children:e.caseID})}),W(`td`,{class:`hide-sm`,children:[e.harnessName,e.harnessVersion&&W(`span`,{class:`muted`,children:[`@`,e.harnessVersion]})]}),W(`td`,{class:`hide-sm`,children:e.trigger}),W(`td`,{class:`hide-sm`,children:Yn(e.startedAt,e.finishedAt,c)}),W(`td`,{class:`hide-sm`,"data-testid":`run-exit`,children:e.result?.exitCode??`—`}),W(`td`,{class:`hide-sm`,children:Y(e.costUsd)}),W(`td`,{title:e.createdAt,children:Xn(e.createdAt,c)})]},e.id)),m.length===0&&W(`tr`,{children:W(`td`,{colSpan:11,class:`muted`,children:[`No runs`,Vu(t)?` match these filters`:` yet`,`.`]})})]})]})}),h.t.length>1&&W(`details`,{class:`latency`,open:!0,children:[W(`summary`,{children:`Latency of the settled runs on this page`}),W($c,{testid:`latency-chart`,title:`Seconds from start to finish`,t:h.t,series:[{label:`pass`,values:h.pass,color:`#059669`,points:!0},{label:`other`,values:h.fail,color:`#dc2626`,points:!0}],height:180})]}),W(`nav`,{class:`pager`,"aria-label":`pages`,children:[W(`button`,{disabled:n.back.length===0,onClick:()=>r({page:_r(hr(n))}),children:`← Newer`}),W(`span`,{class:`muted`,children:[`page `,gr(n)]}),W(`button`,{disabled:!l.data?.runs.pageInfo.hasNextPage,onClick:()=>r({page:_r(mr(n,l.data?.runs.pageInfo.endCursor))}),children:`Older →`})]})]})}var Ku=e=>e===`OPERATOR`?2:+(e===`ADMIN`);function qu(e,t){return e!=null&&Ku(e)>=Ku(t)}function Ju(e,t){return t.shared||t.kind===`LOCAL`?e===`OPERATOR`:qu(e,`ADMIN`)}var Yu;function Xu(e){Yu=e}function Zu(){return Yu}function Qu(){let e=vr(Tr().searchParams.get(`page`)),t=Lt(gn,{first:25,after:e.after||null}),n=(t.data?.runtimes.edges??[]).flatMap(e=>e?.node?[e.node]:[]),r=e=>wr(e?`/runtimes?page=${encodeURIComponent(e)}`:`/runtimes`,!0);return W(`section`,{children:[W(`h1`,{children:`Runtimes`}),W(G,{error:t.error}),t.loading&&!t.data?W(Pt,{}):W(`div`,{class:`scroll`,children:W(`table`,{"data-testid":`runtimes`,children:[W(`thead`,{children:W(`tr`,{children:[W(`th`,{children:`Name`}),W(`th`,{children:`Kind`}),W(`th`,{children:`Latest`}),W(`th`,{class:`hide-sm`,children:`Capabilities`}),W(`th`,{children:`Tags`})]})}),W(`tbody`,{children:[n.map(e=>W(`tr`,{children:[W(`td`,{children:[W(`a`,{href:Sr(e.name),children:e.name}),` `,e.shared&&W(`span`,{class:`chip`,children:`shared`})]}),W(`td`,{children:e.kind}),W(`td`,{children:e.latest?`v${e.latest.version}`:W(`span`,{class:`muted`,children:`all archived`})}),W(`td`,{class:`hide-sm`,children:e.latest?.capabilities.map(e=>W(`span`,{class:`chip`,children:e}))}),W(`td`,{children:e.latest?.tags.join(`, `)})]},e.id)),n.length===0&&W(`tr`,{children:W(`td`,{colSpan:5,class:`muted`,children:`No runtimes yet: register one below.`})})]})]})}),(e.back.length>0||t.data?.runtimes.pageInfo.hasNextPage)&&W(`nav`,{class:`pager`,"aria-label":`pages`,children:[W(`button`,{disabled:e.back.length===0,onClick:()=>r(_r(hr(e))),children:`← Previous`}),W(`button`,{disabled:!t.data?.runtimes.pageInfo.hasNextPage,onClick:()=>r(_r(mr(e,t.data?.runtimes.pageInfo.endCursor))),children:`Next →`})]}),qu(Zu(),`ADMIN`)?W(ed,{onRegistered:t.reload}):W(`p`,{class:`muted`,"data-testid":`register-needs-admin`,children:`Registering a runtime needs the ADMIN role.`})]})}function $u(e){let t=e=>e.trim()===``?void 0:Number(e),n=e=>e.trim()===``?void 0:e.trim(),r=e.capabilities.split(/[\s,]+/).map(e=>e.trim()).filter(Boolean),i={name:e.name.trim(),kind:e.kind,capabilities:r.length?r:void 0};return t(e.maxConcurrent)!=null&&(i.admission={maxConcurrent:t(e.maxConcurrent)}),t(e.costPerHourUsd)!=null&&(i.costPerHourUsd=t(e.costPerHourUsd)),e.kind===`LOCAL`&&(i.local={hardened:e.hardened}),e.kind===`NOMAD`&&(i.nomad={addr:e.addr.trim(),authSecret:n(e.authSecret),driver:n(e.driver)}),e.kind===`HTTP`&&(i.http={url:e.url.trim(),authSecret:n(e.authSecret),timeoutSec:t(e.timeoutSec),heartbeatSec:t(e.heartbeatSec)}),e.kind===`K8S`&&(i.k8s={apiServer:n(e.apiServer),namespace:n(e.namespace),kubeconfigSecret:n(e.kubeconfigSecret),runtimeClass:n(e.runtimeClass)}),i}function ed({onRegistered:e}){let[t,n]=z({name:``,kind:`LOCAL`,capabilities:``,maxConcurrent:``,costPerHourUsd:``,hardened:!1,addr:``,authSecret:``,driver:``,apiServer:``,namespace:``,kubeconfigSecret:``,runtimeClass:``,url:``,timeoutSec:``,heartbeatSec:``}),[r,i]=z(null),[a,o]=z(null),[s,c]=z(``),l=$u(t);B(()=>{if(!t.name.trim()){i(null);return}let e=!0,n=setTimeout(()=>{U(vn,{input:l}).then(t=>e&&(i(t.validateRuntime),o(null))).catch(t=>e&&o(Rt(t)))},250);return()=>{e=!1,clearTimeout(n)}},[JSON.stringify(l)]);async function u(t){t.preventDefault(),o(null);try{let t=await U(yn,{input:l});c(`Registered ${l.name} version ${t.registerRuntime.version}.`),e()}catch(e){o(Rt(e))}}let d=e=>t=>{let r=t.currentTarget;c(``);let i=r.type===`checkbox`?r.checked:r.value;n(t=>({...t,[e]:i}))},f=e=>r?.problems.filter(t=>t.field===e||t.field.startsWith(`${e}.`)).map(e=>W(`small`,{class:`error`,children:e.message}));return W(`form`,{class:`stack card`,onSubmit:u,"aria-label":`Register a runtime`,children:[W(`h2`,{children:`Register a runtime`}),W(`p`,{class:`muted`,children:`Registering an existing name makes its next version.`}),W(`div`,{class:`row`,children:[W(K,{label:`Name`,children:[W(`input`,{name:`name`,required:!0,value:t.name,onInput:d(`name`),placeholder:`gpu-pool`}),f(`name`)]}),W(K,{label:`Kind`,children:[W(`select`,{name:`kind`,value:t.kind,onChange:d(`kind`),children:[W(`option`,{children:`LOCAL`}),W(`option`,{children:`NOMAD`}),W(`option`,{children:`K8S`}),W(`option`,{children:`HTTP`})]}),f(`kind`)]}),W(K,{label:`Max concurrent`,children:[W(`input`,{name:`maxConcurrent`,type:`number`,min:0,value:t.maxConcurrent,onInput:d(`maxConcurrent`),placeholder:`default`}),f(`admission`)]}),W(K,{label:`Cost per hour (USD)`,children:[W(`input`,{name:`costPerHourUsd`,type:`number`,min:0,step:`any`,value:t.costPerHourUsd,onInput:d(`costPerHourUsd`)}),f(`costPerHourUsd`)]})]}),W(K,{label:`Capabilities`,hint:`Space or comma separated, from the capability vocabulary.`,children:[W(`input`,{name:`capabilities`,value:t.capabilities,onInput:d(`capabilities`),placeholder:`browser gpu`}),f(`capabilities`)]}),t.kind===`LOCAL`&&W(`label`,{class:`check`,children:[W(`input`,{type:`checkbox`,name:`hardened`,checked:t.hardened,onChange:d(`hardened`)}),` Hardened (bubblewrap)`]}),t.kind===`NOMAD`&&W(`div`,{class:`row`,children:[W(K,{label:`Address`,children:[W(`input`,{name:`addr`,value:t.addr,onInput:d(`addr`),placeholder:`https://nomad.example:4646`}),f(`nomad.addr`)]}),W(K,{label:`ACL token secret (name)`,children:[W(`input`,{name:`authSecret`,value:t.authSecret,onInput:d(`authSecret`)}),f(`nomad.authSecret`)]}),W(K,{label:`Driver`,children:W(`input`,{name:`driver`,value:t.driver,onInput:d(`driver`),placeholder:`docker`})})]}),t.kind===`HTTP`&&W(`div`,{class:`row`,children:[W(K,{label:`Front door URL`,hint:`Each run is POSTed here; the agent calls back when done.`,children:[W(`input`,{name:`url`,value:t.url,onInput:d(`url`),placeholder:`https://agent.example.com/everdict`}),f(`http.url`)]}),W(K,{label:`Auth secret (name)`,children:[W(`input`,{name:`authSecret`,value:t.authSecret,onInput:d(`authSecret`)}),f(`http.authSecret`)]}),W(K,{label:`Callback timeout (s)`,children:[W(`input`,{name:`timeoutSec`,type:`number`,min:0,value:t.timeoutSec,onInput:d(`timeoutSec`),placeholder:`3600`}),f(`http.timeoutSec`)]}),W(K,{label:`Heartbeat window (s)`,children:[W(`input`,{name:`heartbeatSec`,type:`number`,min:0,value:t.heartbeatSec,onInput:d(`heartbeatSec`),placeholder:`none`}),f(`http.heartbeatSec`)]})]}),t.kind===`K8S`&&W(`div`,{class:`row`,children:[W(K,{label:`API server`,children:W(`input`,{name:`apiServer`,value:t.apiServer,onInput:d(`apiServer`)})}),W(K,{label:`Namespace`,children:W(`input`,{name:`namespace`,value:t.namespace,onInput:d(`namespace`)})}),W(K,{label:`Kubeconfig secret (name)`,children:W(`input`,{name:`kubeconfigSecret`,value:t.kubeconfigSecret,onInput:d(`kubeconfigSecret`)})}),W(K,{label:`RuntimeClass`,children:W(`input`,{name:`runtimeClass`,value:t.runtimeClass,onInput:d(`runtimeClass`),placeholder:`gvisor`})})]}),W(`div`,{role:`status`,"aria-live":`polite`,"data-testid":`validation`,children:r&&(r.valid?W(`p`,{class:`ok`,children:[`Valid. Capabilities:`,` `,r.capabilities.map(e=>W(`span`,{class:`chip`,children:e}))]}):W(`ul`,{class:`error`,children:r.problems.map(e=>W(`li`,{children:[W(`code`,{children:e.field}),` `,e.message]}))}))}),W(`button`,{class:`primary`,disabled:!r?.valid,children:`Register`}),s&&W(`p`,{class:`ok`,children:s}),W(G,{error:a})]})}function td({name:e}){let t=Lt(_n,{name:e}),[n,r]=z(null),[i,a]=z(null),[o,s]=z({});async function c(e){a(null);try{await e(),t.reload()}catch(e){a(Rt(e))}}async function l(t){r({ref:t??`latest`,text:`probing…`,ok:!0});try{let n=(await U(bn,{name:e,ref:t??null})).probeRuntime;r({ref:t??`latest`,ok:n.reachable&&n.authenticated,text:`${n.reachable?`reachable`:`unreachable`}, ${n.authenticated?`authenticated`:`not authenticated`}, ${n.hardened?`hardened`:`not hardened`}${n.message?` — ${n.message}`:``}${n.capabilities.length?`; capabilities: ${n.capabilities.join(`, `)}`:``}`})}catch(e){r(null),a(Rt(e))}}if(t.loading&&!t.data)return W(Pt,{});let u=t.data?.runtime;if(!u&&t.error&&t.error.code!==`NOT_FOUND`&&t.error.code!==`BAD_USER_INPUT`)return W(`section`,{children:[W(`h1`,{children:[`Runtime `,e]}),W(G,{error:t.error})]});if(!u)return W(Mt,{title:`No runtime ${e}`,what:W(y,{children:[`No runtime named `,e,` is visible to your tenant.`]})});let d=qu(Zu(),`ADMIN`),f=Ju(Zu(),u),p=d?void 0:`Probing a runtime needs the ADMIN role.`;return W(`section`,{children:[W(`div`,{class:`head`,children:[W(`h1`,{children:[u.name,` `,W(`span`,{class:`chip`,children:u.kind}),` `,u.shared&&W(`span`,{class:`chip`,children:`shared`})]}),W(`button`,{onClick:()=>l(),disabled:!d,title:p,children:`Probe latest`})]}),n&&W(`p`,{class:n.ok?`ok`:`error`,role:`status`,"data-testid":`probe`,children:[`Probe (`,n.ref,`): `,n.text]}),W(G,{error:i}),W(`p`,{children:W(`a`,{href:`/runs?runtime=${encodeURIComponent(u.name)}`,children:`Runs on this runtime →`})}),W(`div`,{class:`scroll`,children:W(`table`,{"data-testid":`versions`,children:[W(`thead`,{children:W(`tr`,{children:[W(`th`,{children:`Version`}),W(`th`,{children:`Capabilities`}),W(`th`,{class:`hide-sm`,children:`Admission`}),W(`th`,{class:`hide-sm`,children:`Cost/h`}),W(`th`,{children:`Tags`}),W(`th`,{})]})}),W(`tbody`,{children:[...u.versions].reverse().map(t=>W(`tr`,{class:t.archived?`archived`:``,children:[W(`td`,{children:[`v`,t.version,` `,t.archived&&W(`span`,{class:`chip`,children:`archived`})]}),W(`td`,{children:t.capabilities.map(e=>W(`span`,{class:`chip`,children:e}))}),W(`td`,{class:`hide-sm`,children:[t.spec.admission.maxConcurrent||`default`,` slots`,t.spec.admission.memoryBudgetMb>0&&`, ${t.spec.admission.memoryBudgetMb} MB`,t.spec.admission.cpuBudget>0&&`, ${t.spec.admission.cpuBudget} CPU`]}),W(`td`,{class:`hide-sm`,children:Y(t.spec.costPerHourUsd)}),W(`td`,{children:f?W(`form`,{class:`inline`,onSubmit:n=>{n.preventDefault();let r=(o[t.version]??t.tags.join(` `)).split(/[\s,]+/).filter(Boolean);c(()=>U(xn,{name:e,version:t.version,tags:r}))},children:[W(`input`,{"aria-label":`Tags of version ${t.version}`,size:12,value:o[t.version]??t.tags.join(` `),onInput:e=>s({...o,[t.version]:e.currentTarget.value})}),W(`button`,{children:`Set`})]}):t.tags.join(`, `)}),W(`td`,{class:`actions`,children:[W(`button`,{onClick:()=>l(String(t.version)),disabled:!d,title:p,children:`Probe`}),f&&t.archived&&W(`button`,{onClick:()=>c(()=>U(Cn,{name:e,version:t.version})),children:`Unarchive`}),f&&!t.archived&&W(Ft,{label:`Archive`,question:`Archive v${t.version}? New runs stop resolving to it.`,confirmLabel:`Confirm archive`,onConfirm:()=>c(()=>U(Sn,{name:e,version:t.version}))})]})]},t.id))})]})})]})}var nd=20,rd=50,id=50;function ad(e,t){let n=H(0),r=H(e);return r.current=e,B(()=>()=>clearTimeout(n.current),[]),()=>{n.current||=window.setTimeout(()=>{n.current=0,r.current()},t)}}function od(e,t,n){n?e.searchParams.set(t,n):e.searchParams.delete(t),wr(e.pathname+e.search,!0)}function sd({a:e}){let t=Rc(e)===0;return W(`div`,{class:`card passrate`,"data-testid":`pass-rate`,children:[W(`h2`,{children:`Pass rate`}),t?W(`p`,{class:`big muted`,children:`—`}):W(`p`,{class:`big`,children:[W(`span`,{"data-testid":`rate`,children:Ic(e.passRate)}),` `,W(`span`,{class:`muted`,children:[`of `,Zn(Rc(e)),` decided`]})]}),!t&&W(y,{children:[W(`div`,{class:`ci`,role:`img`,"aria-label":`95% interval ${Lc(e.passRateLow,e.passRateHigh)}, pass rate ${Ic(e.passRate)}`,children:[W(`span`,{class:`ci-range`,style:{left:`${e.passRateLow*100}%`,width:`${(e.passRateHigh-e.passRateLow)*100}%`}}),W(`span`,{class:`ci-mark`,style:{left:`${e.passRate*100}%`}})]}),W(`p`,{class:`muted`,children:[`Wilson 95% interval `,W(`strong`,{"data-testid":`interval`,children:Lc(e.passRateLow,e.passRateHigh)})]})]})]})}function cd(){let e=Tr(),t=vr(e.searchParams.get(`page`)),n=Lt(Fn,{first:nd,after:t.after||null}),[r,i]=z([]),a=zt(5e3),o=ad(n.reload,2e3);B(()=>_t(nn,{},{next:({runEvents:e})=>e.scorecardID!=null&&o()}),[]);let s=(n.data?.scorecards.edges??[]).flatMap(e=>e?.node?[e.node]:[]),[c,l]=Yc(r);return W(`section`,{children:[W(`div`,{class:`head`,children:[W(`h1`,{children:[`Scorecards `,W(`span`,{class:`live`,title:`updates live`,"aria-label":`live`})]}),W(`a`,{class:`button primary`,href:`/submit#scorecard`,children:`Submit a scorecard`})]}),W(`div`,{class:`toolbar`,children:[W(`button`,{class:`primary`,disabled:r.length!==2,onClick:()=>wr(Kc(c,l)),children:`Compare selected`}),W(`span`,{class:`muted`,"aria-live":`polite`,children:r.length===2?`#${c} (baseline) with #${l}`:`Pick two scorecards to compare.`})]}),W(G,{error:n.error}),n.loading&&!n.data?W(Pt,{}):W(`div`,{class:`scroll`,children:W(`table`,{"data-testid":`scorecards`,children:[W(`thead`,{children:W(`tr`,{children:[W(`th`,{children:W(`span`,{class:`sr`,children:`Compare`})}),W(`th`,{children:`Scorecard`}),W(`th`,{children:`Status`}),W(`th`,{children:`Pass rate`}),W(`th`,{children:`Cases`}),W(`th`,{class:`hide-sm`,children:`Runtime`}),W(`th`,{class:`hide-sm`,children:`Harness`}),W(`th`,{children:`Created`})]})}),W(`tbody`,{children:[s.map(e=>W(`tr`,{"data-status":e.status,children:[W(`td`,{children:W(`input`,{type:`checkbox`,"aria-label":`Compare ${e.name} #${e.id}`,checked:r.includes(e.id),onChange:()=>i(t=>Jc(t,e.id))})}),W(`td`,{children:[W(`a`,{href:xr(e.id),children:e.name}),` `,W(`span`,{class:`muted`,children:[`#`,e.id]})]}),W(`td`,{children:W(At,{status:e.status})}),W(`td`,{children:Rc(e.aggregate)?Ic(e.aggregate.passRate):W(`span`,{class:`muted`,children:`—`})}),W(`td`,{children:[W(`span`,{class:`ok`,children:e.aggregate.passed}),`/`,W(`span`,{class:`error`,children:e.aggregate.failed}),`/`,W(`span`,{class:`warn`,children:e.aggregate.errored}),e.aggregate.unscored>0&&W(y,{children:[` `,W(`span`,{class:`badge v-unscored`,title:`unscored: a judge could not grade`,children:[e.aggregate.unscored,` unscored`]})]}),` `,W(`span`,{class:`muted`,children:[`of `,e.total]})]}),W(`td`,{class:`hide-sm`,children:e.runtime}),W(`td`,{class:`hide-sm`,children:e.harnessName}),W(`td`,{title:e.createdAt,children:Xn(e.createdAt,a)})]},e.id)),s.length===0&&W(`tr`,{children:W(`td`,{colSpan:8,class:`muted`,children:[`No scorecards yet: `,W(`a`,{href:`/submit#scorecard`,children:`upload a cases file`}),`.`]})})]})]})}),W(`p`,{class:`muted legend-line`,children:[`Cases: `,W(`span`,{class:`ok`,children:`passed`}),`/`,W(`span`,{class:`error`,children:`failed`}),`/`,W(`span`,{class:`warn`,children:`errored`}),` of all.`]}),W(`nav`,{class:`pager`,"aria-label":`pages`,children:[W(`button`,{disabled:t.back.length===0,onClick:()=>od(e,`page`,_r(hr(t))),children:`← Newer`}),W(`span`,{class:`muted`,children:[`page `,gr(t),` · `,n.data?.scorecards.totalCount??0,` scorecards`]}),W(`button`,{disabled:!n.data?.scorecards.pageInfo.hasNextPage,onClick:()=>od(e,`page`,_r(mr(t,n.data?.scorecards.pageInfo.endCursor))),children:`Older →`})]})]})}function ld({id:e}){let t=Lt(In,{id:e}),[n,r]=z(null),[i,a]=z(null),[o,s]=z(!1),[c,l]=z(null);B(()=>_t(Ln,{id:e},{next:e=>(r(e.scorecardUpdated),l(null)),error:l}),[e]);let u=n??t.data?.scorecard??null;async function d(){s(!0),a(null);try{r((await U(Rn,{id:e})).cancelScorecard)}catch(e){a(Rt(e))}finally{s(!1)}}if(t.loading&&!u)return W(Pt,{});if(t.error&&!u&&t.error.code!==`NOT_FOUND`&&t.error.code!==`BAD_USER_INPUT`)return W(G,{error:t.error});if(!u)return W(Mt,{what:W(y,{children:[`There is no scorecard `,e,` in your tenant.`]})});let f=u.aggregate,p=Bc(f),m=Vc(f.runtimes);return W(`section`,{children:[W(`div`,{class:`head`,children:[W(`h1`,{children:[u.name,` `,W(`span`,{class:`muted`,children:[`#`,u.id]}),` `,W(At,{status:u.status}),!Fc(u.status)&&W(`span`,{class:`live`,title:`updates live`,"aria-label":`live`})]}),!Fc(u.status)&&W(Ft,{label:`Cancel scorecard`,question:`Cancel this scorecard and every run of it not yet settled?`,confirmLabel:`Confirm cancel`,onConfirm:d,busy:o&&`Canceling…`})]}),W(G,{error:i??c}),!Fc(u.status)&&u.waitingReason&&W(`div`,{class:`notice`,"data-testid":`waiting`,children:[W(`strong`,{children:`Waiting:`}),` `,u.waitingReason]}),W(`div`,{class:`grid2`,children:[W(sd,{a:f}),W(`div`,{class:`card`,children:[W(`h2`,{children:`Progress`}),W(`progress`,{max:Math.max(1,p.total),value:p.done,"aria-label":`cases done`}),W(`p`,{"data-testid":`aggregate`,"data-done":p.done,"data-cases":f.cases,children:[W(`strong`,{children:[p.done,`/`,f.cases,` done`]}),`: `,W(`span`,{class:`ok`,children:[f.passed,` passed`]}),`, `,W(`span`,{class:`error`,children:[f.failed,` failed`]}),`,`,` `,W(`span`,{class:`warn`,children:[f.errored,` errored`]}),`,`,` `,f.unscored>0&&W(y,{children:[W(`span`,{class:`badge v-unscored`,"data-testid":`unscored`,title:`A judge could not grade these: left out of the pass rate.`,children:[f.unscored,` unscored`]}),`,`,` `]}),f.running,` running, `,f.queued,` queued`,f.canceled>0&&`, ${f.canceled} canceled`]}),W(`dl`,{class:`facts`,children:[W(`dt`,{children:`Cost`}),W(`dd`,{children:Y(f.costUsd)}),W(`dt`,{children:`Judge cost`}),W(`dd`,{"data-testid":`judge-cost`,children:[Y(f.judgeCostUsd),` `,W(`span`,{class:`muted`,children:`(apart from the agents' cost)`})]}),W(`dt`,{children:`Latency`}),W(`dd`,{children:[`p50 `,Jn(f.latencyP50Ms),` · p95 `,Jn(f.latencyP95Ms)]}),W(`dt`,{children:`Retries`}),W(`dd`,{children:[f.retries,` `,W(`span`,{class:`muted`,children:[`(up to `,u.maxAttempts,` tries a case)`]})]}),W(`dt`,{children:`Runtime`}),W(`dd`,{children:u.runtime}),W(`dt`,{children:`Harness`}),W(`dd`,{children:u.harnessName}),W(`dt`,{children:`By`}),W(`dd`,{children:[u.createdBy,` `,W(`span`,{class:`muted`,children:[`· `,u.priority.toLowerCase()]})]}),W(`dt`,{children:`Created`}),W(`dd`,{title:u.createdAt,children:new Date(u.createdAt).toLocaleString()}),u.finishedAt&&W(y,{children:[W(`dt`,{children:`Took`}),W(`dd`,{children:Yn(u.createdAt,u.finishedAt,Date.now())})]})]})]})]}),W(`h2`,{children:`By runtime`}),m.labels.length>0&&W(tl,{testid:`runtime-chart`,title:`Cases by runtime and outcome`,labels:m.labels,series:m.series,height:200}),W(`div`,{class:`scroll`,children:W(`table`,{"data-testid":`runtimes-table`,children:[W(`thead`,{children:W(`tr`,{children:[W(`th`,{children:`Runtime`}),W(`th`,{children:`Cases`}),W(`th`,{children:`Passed`}),W(`th`,{children:`Failed`}),W(`th`,{children:`Errored`}),W(`th`,{children:`Pass rate`}),W(`th`,{class:`hide-sm`,children:`Cost`})]})}),W(`tbody`,{children:f.runtimes.map(e=>W(`tr`,{children:[W(`td`,{children:W(`a`,{href:Sr(e.runtime.split(`@`)[0]),children:e.runtime})}),W(`td`,{children:e.cases}),W(`td`,{children:e.passed}),W(`td`,{children:e.failed}),W(`td`,{children:e.errored}),W(`td`,{children:Ic(zc(e))}),W(`td`,{class:`hide-sm`,children:Y(e.costUsd)})]},e.runtime))})]})}),f.models.some(e=>e.model!==``)&&W(y,{children:[W(`h2`,{children:`By model`}),W(`div`,{class:`scroll`,children:W(`table`,{"data-testid":`models-table`,children:[W(`thead`,{children:W(`tr`,{children:[W(`th`,{children:`Model`}),W(`th`,{children:`Cases`}),W(`th`,{children:`Passed`}),W(`th`,{children:`Failed`}),W(`th`,{children:`Errored`}),W(`th`,{children:`Pass rate`}),W(`th`,{class:`hide-sm`,children:`Cost`})]})}),W(`tbody`,{children:f.models.map(e=>W(`tr`,{"data-model":e.model,children:[W(`td`,{children:W(`code`,{children:e.model||`—`})}),W(`td`,{children:e.cases}),W(`td`,{children:e.passed}),W(`td`,{children:e.failed}),W(`td`,{children:e.errored}),W(`td`,{children:Ic(e.passRate)}),W(`td`,{class:`hide-sm`,children:Y(e.costUsd)})]},e.model))})]})})]}),(f.graders.length>0||f.failures.length>0)&&W(`div`,{class:`grid2`,children:[f.graders.length>0&&W(`div`,{children:[W(`h2`,{children:`Graders`}),W(`table`,{class:`compact`,"data-testid":`graders`,children:[W(`thead`,{children:W(`tr`,{children:[W(`th`,{children:`Grader`}),W(`th`,{children:`Passed`}),W(`th`,{children:`Failed`}),W(`th`,{children:`Unscored`})]})}),W(`tbody`,{children:f.graders.map(e=>W(`tr`,{children:[W(`td`,{children:e.kind}),W(`td`,{children:e.passed}),W(`td`,{children:e.failed}),W(`td`,{children:e.unscored})]},e.kind))})]})]}),f.failures.length>0&&W(`div`,{children:[W(`h2`,{children:`Errors`}),W(`table`,{class:`compact`,"data-testid":`failures`,children:[W(`thead`,{children:W(`tr`,{children:[W(`th`,{children:`Class`}),W(`th`,{children:`Code`}),W(`th`,{children:`Cases`})]})}),W(`tbody`,{children:f.failures.map(e=>W(`tr`,{children:[W(`td`,{children:W(`span`,{class:`badge v-fail`,children:e.class})}),W(`td`,{children:W(`code`,{children:e.code})}),W(`td`,{children:e.count})]},`${e.class}/${e.code}`))})]})]})]}),W(ud,{id:u.id}),W(dd,{id:u.id})]})}function ud({id:e}){let t=(Lt(Fn,{first:50,after:null}).data?.scorecards.edges??[]).flatMap(t=>t?.node&&t.node.id!==e?[t.node]:[]),[n,r]=z(``),i=n||t.find(t=>Number(t.id)<Number(e))?.id||t[0]?.id||``;return t.length?W(`form`,{class:`toolbar`,"aria-label":`Compare with another scorecard`,onSubmit:t=>{t.preventDefault();let[n,r]=Yc([i,e]);wr(Kc(n,r))},children:[W(`label`,{children:[`Compare with`,` `,W(`select`,{name:`baseline`,value:i,onChange:e=>r(e.currentTarget.value),children:t.map(e=>W(`option`,{value:e.id,children:[`#`,e.id,` `,e.name]}))})]}),W(`button`,{children:`Compare`}),W(`span`,{class:`muted`,children:`(the older is the baseline)`})]}):null}function dd({id:e}){let t=Tr(),n=vr(t.searchParams.get(`runs`)),r=Lt(Bn,{scorecard:Number(e),first:rd,after:n.after||null}),i=zt(5e3),a=!!r.data&&!r.data.runs.pageInfo.hasNextPage;B(()=>_t(nn,{},{next:({runEvents:t})=>{t.scorecardID===Number(e)&&r.set(e=>{let n=e.runs.edges??[],r=n.findIndex(e=>e?.node?.id===t.id);if(r>=0){let i=n.slice();return i[r]={...i[r],node:t},{...e,runs:{...e.runs,edges:i}}}return!a||n.length>=rd?e:{...e,runs:{...e.runs,totalCount:e.runs.totalCount+1,edges:[...n,{node:t}]}}})}}),[e,n.after,a]);let o=(r.data?.runs.edges??[]).flatMap(e=>e?.node?[e.node]:[]);return W(y,{children:[W(`h2`,{id:`runs`,children:`Runs`}),W(G,{error:r.error}),r.loading&&!r.data?W(Pt,{}):W(`div`,{class:`scroll`,children:W(`table`,{"data-testid":`children`,children:[W(`thead`,{children:W(`tr`,{children:[W(`th`,{children:`Case`}),W(`th`,{children:`Status`}),W(`th`,{children:`Verdict`}),W(`th`,{children:`Runtime`}),W(`th`,{class:`hide-sm`,children:`Duration`}),W(`th`,{class:`hide-sm`,children:`Cost`}),W(`th`,{class:`hide-sm`,children:`Created`})]})}),W(`tbody`,{children:[o.map(e=>W(`tr`,{"data-status":e.status,"data-case":e.caseID,children:[W(`td`,{children:[W(`a`,{href:br(e.id),children:e.caseID}),e.try>1&&W(`span`,{class:`muted`,children:[` try `,e.try]})]}),W(`td`,{children:[W(At,{status:e.status,verdict:e.result?.verdict}),e.phase===`GRADING`&&W(y,{children:[` `,W(`span`,{class:`badge st-running`,children:`grading`})]})]}),W(`td`,{children:e.error?W(`span`,{class:`badge v-fail`,children:e.error.class}):W(jt,{verdict:e.result?.verdict})}),W(`td`,{children:e.runtime}),W(`td`,{class:`hide-sm`,children:Yn(e.startedAt,e.finishedAt,i)}),W(`td`,{class:`hide-sm`,children:Y(e.costUsd)}),W(`td`,{class:`hide-sm`,title:e.createdAt,children:Xn(e.createdAt,i)})]},e.id)),o.length===0&&W(`tr`,{children:W(`td`,{colSpan:7,class:`muted`,children:`No runs.`})})]})]})}),(n.back.length>0||r.data?.runs.pageInfo.hasNextPage)&&W(`nav`,{class:`pager`,"aria-label":`pages of runs`,children:[W(`button`,{disabled:n.back.length===0,onClick:()=>od(t,`runs`,_r(hr(n))),children:`← Previous`}),W(`span`,{class:`muted`,children:[`page `,gr(n),` · `,r.data?.runs.totalCount??0,` runs`]}),W(`button`,{disabled:!r.data?.runs.pageInfo.hasNextPage,onClick:()=>od(t,`runs`,_r(mr(n,r.data?.runs.pageInfo.endCursor))),children:`Next →`})]})]})}function fd(e){let t=new Map;for(let n of e)(t.get(n.caseID)?.try??0)<n.try&&t.set(n.caseID,n);return t}function pd({r:e}){return e?W(`a`,{href:br(e.id),children:e.error?W(`span`,{class:`badge v-fail`,children:e.error.class}):e.result?W(jt,{verdict:e.result.verdict}):e.status.toLowerCase()}):W(`span`,{class:`muted`,children:`—`})}function md(){let{a:e,b:t}=qc(Tr().searchParams),n=Lt(Fn,{first:50,after:null}),r=!!e&&!!t&&e!==t,i=Lt(Vn,{a:e,b:t},!r),a=(n.data?.scorecards.edges??[]).flatMap(e=>e?.node?[e.node]:[]),o=r?i.data:null,s=o?.a&&o.b?Wc(o.a,o.b,o.compareScorecards):null,c=s?.cases.slice(0,id).map(e=>e.caseId)??[],l=Lt(Hn,{a:Number(e),b:Number(t),cases:c},!s||c.length===0),u=e=>(e?.edges??[]).flatMap(e=>e?.node?[e.node]:[]),d=fd(u(l.data?.a)),f=fd(u(l.data?.b)),p=n=>r=>{let i=r.currentTarget.value;wr(Kc(n===`a`?i:e,n===`b`?i:t),!0)},m=e=>{let t=a.some(t=>t.id===e);return W(y,{children:[W(`option`,{value:``,children:`choose…`}),e&&!t&&W(`option`,{value:e,children:[`#`,e]}),a.map(e=>W(`option`,{value:e.id,children:[`#`,e.id,` `,e.name,` (`,e.status.toLowerCase(),`)`]}))]})};return W(`section`,{children:[W(`h1`,{children:`Compare scorecards`}),W(`form`,{class:`toolbar`,"aria-label":`Scorecards to compare`,onSubmit:e=>e.preventDefault(),children:[W(`label`,{children:[`Baseline (a)`,` `,W(`select`,{name:`a`,value:e,onChange:p(`a`),children:m(e)})]}),W(`label`,{children:[`Candidate (b)`,` `,W(`select`,{name:`b`,value:t,onChange:p(`b`),children:m(t)})]}),W(`button`,{type:`button`,disabled:!e&&!t,onClick:()=>wr(Kc(t,e),!0),children:`Swap`})]}),W(G,{error:n.error}),!r&&W(`p`,{class:`muted`,children:e&&e===t?`Pick two different scorecards.`:`Pick a baseline and a candidate: cases are paired by id.`}),r&&W(G,{error:i.error}),r&&i.loading&&!i.data&&W(Pt,{}),o&&(!o.a||!o.b)&&W(`p`,{class:`muted`,children:`No such scorecard in your tenant.`}),s&&o?.a&&o.b&&W(y,{children:[W(`p`,{class:`notice compare-${s.direction}`,"data-testid":`compare-verdict`,role:`status`,children:s.verdict}),W(`div`,{class:`scroll`,children:W(`table`,{"data-testid":`compare-summary`,children:[W(`thead`,{children:W(`tr`,{children:[W(`th`,{}),W(`th`,{class:`name`,children:[`a: `,W(`a`,{href:xr(o.a.id),children:o.a.name}),` `,W(`span`,{class:`muted`,children:[`#`,o.a.id]})]}),W(`th`,{class:`name`,children:[`b: `,W(`a`,{href:xr(o.b.id),children:o.b.name}),` `,W(`span`,{class:`muted`,children:[`#`,o.b.id]})]}),W(`th`,{children:`Change`})]})}),W(`tbody`,{children:[W(`tr`,{children:[W(`th`,{scope:`row`,children:[`Pass rate, paired cases (`,s.paired,`)`]}),W(`td`,{children:Ic(s.passRateA)}),W(`td`,{children:Ic(s.passRateB)}),W(`td`,{children:Gc(s.delta)})]}),W(`tr`,{children:[W(`th`,{scope:`row`,children:`Pass rate, all (95% interval)`}),W(`td`,{children:[Rc(o.a.aggregate)?Ic(o.a.aggregate.passRate):`—`,` `,W(`span`,{class:`muted`,children:[`(`,Lc(o.a.aggregate.passRateLow,o.a.aggregate.passRateHigh),`)`]})]}),W(`td`,{children:[Rc(o.b.aggregate)?Ic(o.b.aggregate.passRate):`—`,` `,W(`span`,{class:`muted`,children:[`(`,Lc(o.b.aggregate.passRateLow,o.b.aggregate.passRateHigh),`)`]})]}),W(`td`,{})]}),W(`tr`,{children:[W(`th`,{scope:`row`,children:`Status`}),W(`td`,{children:W(At,{status:o.a.status})}),W(`td`,{children:W(At,{status:o.b.status})}),W(`td`,{})]}),W(`tr`,{children:[W(`th`,{scope:`row`,children:`McNemar's test`}),W(`td`,{colSpan:2,children:[s.pValue,` · `,s.cases.filter(e=>e.change===`fixed`).length,` fixed, `,s.cases.filter(e=>e.change===`regressed`).length,` `,`regressed, `,s.unchanged,` unchanged`]}),W(`td`,{children:s.significant?W(`strong`,{children:`significant`}):W(`span`,{class:`muted`,children:`not significant`})})]})]})]})}),W(`h2`,{children:`By runtime`}),W(`div`,{class:`scroll`,children:W(`table`,{"data-testid":`compare-runtimes`,children:[W(`thead`,{children:W(`tr`,{children:[W(`th`,{children:`Runtime`}),W(`th`,{children:`a: passed / decided`}),W(`th`,{children:`b: passed / decided`}),W(`th`,{children:`a`}),W(`th`,{children:`b`}),W(`th`,{children:`Change`})]})}),W(`tbody`,{children:s.runtimes.map(e=>W(`tr`,{children:[W(`td`,{children:e.runtime}),W(`td`,{children:e.a?`${e.a.passed} / ${Rc(e.a)}`:`—`}),W(`td`,{children:e.b?`${e.b.passed} / ${Rc(e.b)}`:`—`}),W(`td`,{children:Ic(e.rateA)}),W(`td`,{children:Ic(e.rateB)}),W(`td`,{children:Gc(e.delta)})]},e.runtime))})]})}),W(`h2`,{children:`Cases that changed`}),s.cases.length===0?W(`p`,{class:`muted`,"data-testid":`compare-cases`,children:`No paired case changed its outcome.`}):W(`div`,{class:`scroll`,children:W(`table`,{"data-testid":`compare-cases`,children:[W(`thead`,{children:W(`tr`,{children:[W(`th`,{children:`Case`}),W(`th`,{children:`Change`}),W(`th`,{children:`a`}),W(`th`,{children:`b`})]})}),W(`tbody`,{children:s.cases.map(e=>W(`tr`,{"data-change":e.change,children:[W(`td`,{children:e.caseId}),W(`td`,{children:e.change===`fixed`?W(`span`,{class:`badge v-pass`,children:`fixed`}):W(`span`,{class:`badge v-fail`,children:`regressed`})}),W(`td`,{children:W(pd,{r:d.get(e.caseId)})}),W(`td`,{children:W(pd,{r:f.get(e.caseId)})})]},e.caseId))})]})})]})]})}function hd({onSignedIn:e}){let[t,n]=z(Je()),[r,i]=z(null),[a,o]=z(!1),s=new URL(location.href).searchParams,c=s.get(`next`)||`/runs`,l=s.get(`reason`)===`refused`&&!r;async function u(n){n.preventDefault(),o(!0),Ye(t.trim()),Ht();try{await U(Qt,{}),e(),wr(c.startsWith(`/`)&&!c.startsWith(`//`)?c:`/runs`)}catch(e){Ye(``),i(Rt(e))}finally{o(!1)}}return W(`section`,{class:`narrow`,children:[W(`h1`,{children:`Sign in`}),W(`p`,{class:`muted`,children:[`Paste an API token. It stays in this browser (localStorage) and goes with every request. Make one with`,` `,W(`code`,{children:`everdict token create --tenant acme --role admin`}),`.`]}),l&&W(`p`,{class:`warn`,role:`alert`,"data-testid":`signin-reason`,children:`Your token was refused: it was revoked or it expired. Sign in with another.`}),W(`form`,{onSubmit:u,class:`stack`,children:[W(K,{label:`API token`,children:W(`input`,{name:`token`,type:`password`,autocomplete:`off`,placeholder:`evd_…`,required:!0,value:t,onInput:e=>n(e.currentTarget.value),autofocus:!0})}),W(`button`,{class:`primary`,disabled:a,children:`Sign in`}),W(G,{error:r})]})]})}var gd=1e4,_d=1<<20,vd=86400,yd=/^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$/,bd=[`TESTS_PASS`,`STEPS`,`COST`,`LATENCY`],xd=[`id`,`task`,`image`,`repo`,`files`,`browser`,`osUse`,`isolation`,`timeoutSec`,`resources`,`graders`],Sd=e=>typeof e==`object`&&!!e&&!Array.isArray(e),Cd=e=>typeof e==`string`,wd=e=>typeof e==`number`&&Number.isFinite(e),Td=e=>wd(e)&&Number.isInteger(e);function Ed(e,t,n){return Object.keys(e).filter(e=>!t.includes(e)).map(e=>`unknown field "${n}${e}"`)}function Dd(e){if(!Sd(e))return[`not a case: want a JSON object`];let t=Ed(e,xd,``);!(`id`in e)||e.id===``?t.push(`the case has no "id"`):Cd(e.id)&&yd.test(e.id)||t.push(`"id" ${JSON.stringify(e.id)} must be 1 to 40 lowercase letters, digits and inner dashes`),`task`in e?Cd(e.task)?e.task.trim()===``&&t.push(`"task" is empty`):t.push(`"task" must be a string`):t.push(`the case has no "task"`),`image`in e&&!Cd(e.image)&&t.push(`"image" must be a string`);for(let n of[`browser`,`osUse`,`isolation`])n in e&&typeof e[n]!=`boolean`&&t.push(`"${n}" must be true or false`);return`timeoutSec`in e&&(!Td(e.timeoutSec)||e.timeoutSec<0||e.timeoutSec>86400)&&t.push(`"timeoutSec" must be a whole number of seconds, at most ${vd}`),`repo`in e&&(Sd(e.repo)?(t.push(...Ed(e.repo,[`url`,`ref`],`repo.`)),Cd(e.repo.url)&&e.repo.url.trim()!==``||t.push(`"repo.url" is required when a repo is given`),`ref`in e.repo&&!Cd(e.repo.ref)&&t.push(`"repo.ref" must be a string`)):t.push(`"repo" must be an object: {"url": …, "ref": …}`)),`files`in e&&(Array.isArray(e.files)?e.files.forEach((e,n)=>{if(!Sd(e))return t.push(`"files[${n}]" must be an object`);t.push(...Ed(e,[`path`,`content`],`files[${n}].`)),Cd(e.path)&&kd(e.path)||t.push(`"files[${n}].path" must be a relative path inside the workspace`),Cd(e.content)||t.push(`"files[${n}].content" must be a string`)}):t.push(`"files" must be a list of {"path": …, "content": …}`)),`resources`in e&&(Sd(e.resources)?(t.push(...Ed(e.resources,[`memoryMb`,`cpu`],`resources.`)),`memoryMb`in e.resources&&(!Td(e.resources.memoryMb)||e.resources.memoryMb<0)&&t.push(`"resources.memoryMb" must be a whole number, not negative`),`cpu`in e.resources&&(!wd(e.resources.cpu)||e.resources.cpu<0)&&t.push(`"resources.cpu" must be a number, not negative`)):t.push(`"resources" must be an object: {"memoryMb": …, "cpu": …}`)),`graders`in e&&(Array.isArray(e.graders)?e.graders.forEach((e,n)=>t.push(...Od(e,`graders[${n}]`))):t.push(`"graders" must be a list`)),t}function Od(e,t){if(!Sd(e))return[`"${t}" must be an object`];let n=Ed(e,[`kind`,`command`,`max`],`${t}.`);return bd.includes(e.kind)||n.push(`"${t}.kind" must be one of ${bd.join(`, `)}`),`command`in e&&!(Array.isArray(e.command)&&e.command.every(Cd))&&n.push(`"${t}.command" must be a list of strings`),e.kind===`TESTS_PASS`&&!(Array.isArray(e.command)&&e.command.length>0)&&n.push(`"${t}.command" is required for TESTS_PASS`),`max`in e&&e.max!==null&&(!wd(e.max)||e.max<0)&&n.push(`"${t}.max" must be a number, not negative`),n}function kd(e){if(e===``||e.startsWith(`/`))return!1;let t=[];for(let n of e.split(`/`))if(n!==``&&n!==`.`){if(n===`..`){if(t.length===0)return!1;t.pop()}else t.push(n)}return!0}var Ad=new TextEncoder;function jd(e){let t=[],n=[],r=0,i=(e,t)=>{n.length<50?n.push({line:e,message:t}):r++},a=new Map;return e.replace(/^\uFEFF/,``).split(/\r?\n/).forEach((e,n)=>{let r=n+1,o=e.trim();if(o===``)return;if(Ad.encode(o).length>1048576)return i(r,`the line is longer than ${_d} bytes`);let s;try{s=JSON.parse(o)}catch{return i(r,/^\{.*\}\s*[{[]/.test(o)?`one JSON object a line`:`not a case: not valid JSON`)}let c=Dd(s),l=Sd(s)&&Cd(s.id)?s.id:``;if(l&&yd.test(l)){let e=a.get(l);e===void 0?a.set(l,r):c.push(`"id" "${l}" repeats line ${e}`)}c.forEach(e=>i(r,e)),c.length===0&&t.push(s)}),t.length===0&&n.length===0&&i(0,`the file holds no cases`),t.length>1e4&&i(0,`a scorecard holds at most ${gd.toLocaleString(`en-US`)} cases; this file has ${t.length.toLocaleString(`en-US`)}`),{cases:t,problems:n,more:r}}function Md(e){return e.replace(/^.*[\\/]/,``).replace(/\.jsonl$/i,``)}var Nd=`everdict.lastRuntime`;function Pd(e,t){let n=t.find(t=>t.runtime===e);return n?Math.max(0,n.slots-n.inFlight):null}function Fd(e,t,n){let r=e.map(e=>e.name);if(n){let e=n.split(`,`).map(e=>e.trim().split(`@`)[0]);if(n===`auto`||e.length>0&&e.every(e=>r.includes(e)))return n}return e.find(e=>{let n=t.find(t=>t.runtime===e.name);return n&&n.slots-n.inFlight>0&&n.circuit!==`OPEN`})?.name??r[0]??``}function Id(e,t){let n=Pd(e.name,t),r=t.find(t=>t.runtime===e.name),i=[e.capabilities.length?e.capabilities.join(`, `):`no capabilities`];return n!==null&&r&&i.push(`${n} of ${r.slots} slots free`),r?.circuit===`OPEN`&&i.push(`circuit open`),i.join(` · `)}function Ld(e,t){let n=e.trim();if(!n||n===`auto`||t.length===0)return[];let r=new Set(t.map(e=>e.name));return n.split(`,`).map(e=>e.trim().split(`@`)[0]).filter(e=>e&&!r.has(e))}function Rd(){let e=Lt(gn,{first:100,after:null}),t=Vt(),n=(e.data?.runtimes.edges??[]).flatMap(e=>e?.node?[e.node.name]:[]),r=(e.data?.runtimes.edges??[]).flatMap(e=>e?.node?[{name:e.node.name,capabilities:e.node.latest?.capabilities??[]}]:[]),i=Lt(qn,{}),a=i.data?.queue.runtimes??[],o=(Lt(Un,{first:100,after:null}).data?.harnesses.edges??[]).flatMap(e=>e?.node?_l(e.node):[]),[s,c]=z(bl),l=new URL(location.href).searchParams.get(`from`)??``,u=Lt(rn,{id:l},!l),[d,f]=z(null);B(()=>{let e=u.data?.run;if(!e)return;let t=wl(e);f(t),c(t.form)},[u.data?.run?.id]);let p=H(null),m=H(null),[h,g]=z(null),[_,v]=z(!1),b=gl(s.env),x=!!(i.data||i.error);B(()=>{n.length&&x&&c(e=>e.runtime?e:{...e,runtime:Fd(r,a,localStorage.getItem(Nd))})},[n.join(`,`),x]);let S=r.find(e=>e.name===s.runtime.trim().split(`@`)[0]),C=Ld(s.runtime,r),w=s.runtime,T=s.harnessRef.trim(),E=e=>t=>{let n=t.currentTarget.value;c(t=>({...t,[e]:n}))};async function D(e){if(e.preventDefault(),b.problems.length)return;v(!0),g(null);let t=xl(s,d?.carried);try{let e=await U(hn,{input:t});localStorage.setItem(Nd,s.runtime.trim()),wr(br(e.submitRun.id))}catch(e){g(Rt(e))}finally{v(!1)}}let O=t?.fields?.has(`Mutation.submitScorecard`);return B(()=>{location.hash===`#scorecard`&&document.getElementById(`scorecard`)?.scrollIntoView()},[]),W(`section`,{class:`narrow`,children:[W(`h1`,{children:`Submit a run`}),l&&u.error&&W(G,{error:u.error}),d&&u.data?.run&&W(`div`,{class:`notice`,"data-testid":`prefilled`,children:[`Filled in from run `,W(`a`,{href:br(u.data.run.id),children:u.data.run.correlationId}),`: change what you like, then submit.`,Vd(d.carried).length>0&&W(y,{children:[` Also sent as recorded: `,Vd(d.carried).join(`, `),`.`]}),d.lost.map(e=>W(`p`,{class:`warn`,children:[`Not carried: `,e,`.`]}))]}),W(`form`,{onSubmit:D,class:`stack`,"aria-label":`Submit a run`,children:[W(K,{label:`Runtime`,children:[W(`input`,{name:`runtime`,list:`runtime-names`,required:!0,value:w,onInput:E(`runtime`),placeholder:`name, name@3, name@tag; "a,b" or "auto" to let the scheduler choose`}),W(`datalist`,{id:`runtime-names`,children:[r.map(e=>W(`option`,{value:e.name,label:Id(e,a)})),r.length>1&&W(`option`,{value:`auto`,label:`the scheduler chooses`})]}),S&&W(`span`,{class:`muted`,"data-testid":`runtime-info`,children:Id(S,a)}),C.length>0&&W(`span`,{class:`warn`,"data-testid":`runtime-unknown`,children:[`Not a registered runtime: `,C.join(`, `),`.`]})]}),W(K,{label:`Task`,children:W(`textarea`,{name:`task`,rows:3,required:!0,value:s.task,onInput:E(`task`)})}),W(`div`,{class:`row`,children:[W(K,{label:`Registered harness`,hint:`name, name@tag or name@3 (see Harnesses); empty: the one-off harness below`,children:[W(`input`,{name:`harnessRef`,list:`harness-refs`,value:s.harnessRef,onInput:E(`harnessRef`),placeholder:`one-off`}),W(`datalist`,{id:`harness-refs`,children:o.map(e=>W(`option`,{value:e}))})]}),W(K,{label:`Model`,hint:`"provider/name", {{model}} in the harness; empty: its default`,children:W(`input`,{name:`model`,value:s.model,onInput:E(`model`),placeholder:`anthropic/claude-sonnet-4`})})]}),W(`div`,{class:`row`,children:[W(K,{label:`Harness name`,children:W(`input`,{name:`harness`,value:s.harness,onInput:E(`harness`),disabled:!!T})}),W(K,{label:`Priority`,children:W(`select`,{name:`priority`,value:s.priority,onChange:E(`priority`),children:[W(`option`,{value:`INTERACTIVE`,children:`interactive`}),W(`option`,{value:`BATCH`,children:`batch`})]})}),W(K,{label:`Timeout (s)`,children:W(`input`,{name:`timeout`,type:`number`,min:1,value:s.timeout,onInput:E(`timeout`)})}),yl(s.runtime)&&W(K,{label:`Placement`,hint:`Which of the runtimes takes it, when a slot frees`,children:W(`select`,{name:`placement`,value:s.placement,onChange:E(`placement`),children:[W(`option`,{value:``,children:`spread (least loaded)`}),W(`option`,{value:`PACK`,children:`pack (fullest that fits)`})]})})]}),W(K,{label:`Harness command (sh -c)`,children:W(`input`,{name:`command`,required:!T,disabled:!!T,value:s.command,onInput:E(`command`)})}),W(K,{label:`Test command (sh -c; exit 0 passes; empty: no TESTS_PASS grader)`,children:W(`input`,{name:`test`,value:s.test,onInput:E(`test`)})}),W(`div`,{class:`row`,children:[W(K,{label:`Judge rubric`,hint:`a JUDGE grader: what a passing answer does; empty: no judge`,children:W(`input`,{name:`judgeRubric`,value:s.judgeRubric,onInput:E(`judgeRubric`),placeholder:`writes 42 and says why`})}),W(K,{label:`Judge`,hint:`"provider/name"; empty: the tenant's default judge`,children:W(`input`,{name:`judgeModel`,value:s.judgeModel,onInput:E(`judgeModel`),disabled:!s.judgeRubric.trim()})}),W(K,{label:`Pass threshold`,hint:`0–1; empty: the default`,children:W(`input`,{name:`judgeThreshold`,type:`number`,min:0,max:1,step:`any`,value:s.judgeThreshold,onInput:E(`judgeThreshold`),disabled:!s.judgeRubric.trim()})})]}),W(`div`,{class:`row`,children:[W(K,{label:`Image`,hint:`the case's container image; empty: the harness's or none`,children:W(`input`,{name:`image`,value:s.image,onInput:E(`image`),placeholder:`ghcr.io/acme/env:1`})}),W(K,{label:`CPU`,hint:`cores; empty: the default`,children:W(`input`,{name:`cpu`,type:`number`,min:0,step:`any`,value:s.cpu,onInput:E(`cpu`)})}),W(K,{label:`Memory (MB)`,hint:`empty: the default`,children:W(`input`,{name:`memoryMb`,type:`number`,min:0,step:1,value:s.memoryMb,onInput:E(`memoryMb`)})})]}),W(`div`,{class:`row`,children:[W(K,{label:`Repository`,hint:`a git URL cloned into the workspace; empty: none`,children:W(`input`,{name:`repoUrl`,value:s.repoUrl,onInput:E(`repoUrl`),placeholder:`https://github.com/acme/app`})}),W(K,{label:`Ref`,hint:`branch, tag or commit; empty: the default branch`,children:W(`input`,{name:`repoRef`,value:s.repoRef,onInput:E(`repoRef`),disabled:!s.repoUrl.trim()})})]}),W(K,{label:`Webhook URL`,hint:`POSTed the settled run, signed with the tenant's webhook secret (Admin); empty: none`,children:W(`input`,{name:`webhookUrl`,type:`url`,value:s.webhookUrl,onInput:E(`webhookUrl`),placeholder:`https://hooks.example/everdict`})}),W(K,{label:`Environment`,hint:`One a line: NAME=value, or NAME=@secret to use a tenant secret (its value never leaves the server).`,children:W(`textarea`,{name:`env`,rows:2,value:s.env,onInput:E(`env`),placeholder:`MODEL=small
API_KEY=@openai`})}),b.problems.map(e=>W(`p`,{class:`error`,children:e})),W(`div`,{class:`row`,children:[W(`button`,{class:`primary`,disabled:_||b.problems.length>0,children:`Submit`}),W(`details`,{class:`copy-as`,"data-testid":`form-copy-as`,children:[W(`summary`,{children:`Copy as…`}),W(`div`,{class:`stack`,children:[W(`div`,{children:[W(It,{label:`Copy as CLI`,text:Al(xl(s,d?.carried)).command,target:()=>p.current}),W(`pre`,{ref:p,class:`output`,children:Al(xl(s,d?.carried)).command})]}),W(`div`,{children:[W(It,{label:`Copy as GraphQL`,text:kl(xl(s,d?.carried)),target:()=>m.current}),W(`pre`,{ref:m,class:`output`,children:kl(xl(s,d?.carried))})]})]})]})]}),W(G,{error:h})]}),W(`h2`,{id:`scorecard`,children:`Submit a scorecard from JSONL`}),t&&!O?W(Nt,{what:`Scorecards (many cases from a JSONL upload)`}):W(Bd,{names:n})]})}var zd=`{"id": "answer-42", "task": "Write 42 to answer.txt", "graders": [{"kind": "TESTS_PASS", "command": ["sh", "-c", "grep -q 42 answer.txt"]}]}
{"id": "fix-login", "task": "Fix the login test", "repo": {"url": "https://github.com/acme/app", "ref": "main"}, "timeoutSec": 600}`;function Bd({names:e}){let[t,n]=z(``),[r,i]=z(``),[a,o]=z({name:``,runtime:``,harness:`web`,command:`echo solving; echo 42 > answer.txt`,maxAttempts:``,priority:`BATCH`}),[s,c]=z(!1),[l,u]=z(null),[d,f]=z(!1),p=be(()=>t.trim()?jd(t):null,[t]);B(()=>{e.length&&o(t=>t.runtime?t:{...t,runtime:e[0]})},[e[0]]);let m=e=>t=>{let n=t.currentTarget.value;o(t=>({...t,[e]:n}))};async function h(e){let t=e.currentTarget.files?.[0];t&&(i(t.name),n(await t.text()),o(e=>e.name?e:{...e,name:Md(t.name)}))}async function g(e){if(e.preventDefault(),!p||p.problems.length)return;f(!0),u(null);let t={name:a.name.trim(),runtime:a.runtime.trim(),priority:a.priority,harness:{name:a.harness||`web`,command:er(a.command)},cases:p.cases,maxAttempts:a.maxAttempts?Number(a.maxAttempts):void 0,speculate:s||void 0};try{wr(xr((await U(zn,{input:t})).submitScorecard.id))}catch(e){u(Rt(e))}finally{f(!1)}}let _=!!p&&p.problems.length===0;return W(`form`,{onSubmit:g,class:`stack`,"aria-label":`Submit a scorecard`,children:[W(`p`,{class:`muted`,children:[`One case a line, as `,W(`code`,{children:`everdict scorecard run`}),` reads them: a JSON object with an `,W(`code`,{children:`id`}),` (1 to 40 lowercase letters, digits and inner dashes, unique) and a `,W(`code`,{children:`task`}),`, and optionally `,W(`code`,{children:`repo`}),`, `,W(`code`,{children:`files`}),`,`,` `,W(`code`,{children:`image`}),`, `,W(`code`,{children:`timeoutSec`}),`, `,W(`code`,{children:`resources`}),` and `,W(`code`,{children:`graders`}),`. Each case becomes a run of the harness below.`]}),W(`details`,{children:[W(`summary`,{children:`Example`}),W(`pre`,{class:`output`,children:zd})]}),W(K,{label:`Cases file (JSONL)`,children:W(`input`,{name:`cases`,type:`file`,accept:`.jsonl,.json,.ndjson,.txt,application/jsonl,application/x-ndjson,text/plain`,onChange:h})}),W(K,{label:`Or paste the cases`,hint:r?`Loaded from ${r}; edits here are what is sent.`:void 0,children:W(`textarea`,{name:`casesText`,rows:4,value:t,onInput:e=>n(e.currentTarget.value),placeholder:`{"id": "case-1", "task": "…"}`,spellcheck:!1})}),p&&W(`div`,{"aria-live":`polite`,children:_?W(`p`,{class:`ok`,"data-testid":`cases-summary`,children:[p.cases.length===1?`1 case`:`${Zn(p.cases.length)} cases`,`:`,` `,p.cases.slice(0,8).map(e=>e.id).join(`, `),p.cases.length>8&&`, …`]}):W(`ul`,{class:`problems error`,"data-testid":`case-problems`,children:[p.problems.map(e=>W(`li`,{children:[e.line>0?`line ${e.line}: `:``,e.message]})),p.more>0&&W(`li`,{children:[`… and `,p.more,` more`]})]})}),W(`div`,{class:`row`,children:[W(K,{label:`Scorecard name`,children:W(`input`,{name:`scorecardName`,required:!0,value:a.name,onInput:m(`name`),placeholder:`nightly`})}),W(K,{label:`Runtimes`,hint:`"name", "a,b" to shard, or "auto"`,children:[W(`input`,{name:`scorecardRuntime`,list:`scorecard-runtimes`,required:!0,value:a.runtime,onInput:m(`runtime`)}),W(`datalist`,{id:`scorecard-runtimes`,children:[...e,`auto`].map(e=>W(`option`,{value:e}))})]})]}),W(`div`,{class:`row`,children:[W(K,{label:`Harness name`,children:W(`input`,{name:`scorecardHarness`,value:a.harness,onInput:m(`harness`)})}),W(K,{label:`Tries per case`,children:W(`input`,{name:`maxAttempts`,type:`number`,min:1,max:10,placeholder:`3`,value:a.maxAttempts,onInput:m(`maxAttempts`)})}),W(K,{label:`Priority`,children:W(`select`,{name:`scorecardPriority`,value:a.priority,onChange:m(`priority`),children:[W(`option`,{value:`BATCH`,children:`batch`}),W(`option`,{value:`INTERACTIVE`,children:`interactive`})]})})]}),W(K,{label:`Harness command for every case (sh -c)`,children:W(`input`,{name:`scorecardCommand`,required:!0,value:a.command,onInput:m(`command`)})}),W(`label`,{class:`check`,children:[W(`input`,{type:`checkbox`,name:`speculate`,checked:s,onChange:e=>c(e.currentTarget.checked)}),` Speculate: once the last 5% of cases straggle past the batch's p95, run a duplicate of each elsewhere; the first result wins`]}),W(`button`,{class:`primary`,disabled:d||!_,children:`Submit scorecard`}),W(G,{error:l})]})}function Vd(e){let t=[];return e.browser&&t.push(`a browser`),e.osUse&&t.push(`a display (osUse)`),e.expected&&t.push(`the reference answer`),e.graders?.length&&t.push(`${e.graders.length===1?`a grader`:`${e.graders.length} graders`} (${e.graders.map(e=>e.kind).join(`, `)})`),t}var Hd=[[`/runs`,`Runs`,[`runs`,`run`]],[`/submit`,`Submit`,[`submit`]],[`/runtimes`,`Runtimes`,[`runtimes`,`runtime`]],[`/harnesses`,`Harnesses`,[`harnesses`]],[`/queue`,`Queue`,[`queue`]],[`/scorecards`,`Scorecards`,[`scorecards`,`scorecard`,`compare`]],[`/providers`,`Models`,[`providers`]],[`/admin`,`Admin`,[`admin`]]];function Ud(e){switch(e.page){case`run`:return`Run ${e.id}`;case`runtime`:return`Runtime ${e.name}`;case`scorecard`:return`Scorecard ${e.id}`;case`compare`:return`Compare scorecards`;case`providers`:return`Model providers`;case`notfound`:return`Not found`;case`signin`:return`Sign in`}return e.page[0].toUpperCase()+e.page.slice(1)}function Wd(){let e=Tr(),t=yr(e.pathname),[n,r]=z(null),[i,a]=z(null),[o,s]=z(0),[c,l]=z(`closed`);B(()=>mt(l),[]);let[u,d]=z(!1);B(()=>Qe(()=>{location.pathname!==`/signin`&&(d(!0),Ye(``),r(null))}),[]);let[f,p]=z(!1);B(()=>dt(p),[]),B(()=>{Je()?U(Qt,{}).then(e=>(r(e.viewer),a(null))).catch(e=>{let t=Rt(e);t.code===`UNAUTHENTICATED`&&(d(!0),Ye(``)),a(t),r(null)}):r(null)},[o]),B(()=>{document.title=`${Ud(t)} · Everdict`},[e.pathname]);let m=!!Je();B(()=>{m||t.page===`signin`||(wr(`/signin?${u?`reason=refused&`:``}next=${encodeURIComponent(e.pathname+e.search)}`,!0),d(!1))},[m,t.page,u]),Xu(n?.role);let h;if(t.page===`signin`)h=W(hd,{onSignedIn:()=>s(e=>e+1)});else if(!m)h=null;else if(!n)h=i?W(G,{error:i}):W(Pt,{});else switch(t.page){case`runs`:h=W(Gu,{});break;case`run`:h=W(Tu,{id:t.id},t.id);break;case`submit`:h=W(Rd,{});break;case`runtimes`:h=W(Qu,{});break;case`runtime`:h=W(td,{name:t.name},t.name);break;case`harnesses`:h=W(Dr,{});break;case`queue`:h=W(pl,{});break;case`scorecards`:h=W(cd,{});break;case`scorecard`:h=W(ld,{id:t.id},t.id);break;case`compare`:h=W(md,{});break;case`providers`:h=W(jr,{viewer:n});break;case`admin`:h=W(fr,{viewer:n});break;default:h=W(Mt,{what:W(y,{children:[`No page at `,W(`code`,{children:e.pathname}),`.`]})})}return W(y,{children:[W(`a`,{class:`skip`,href:`#main`,onClick:e=>{e.preventDefault(),document.getElementById(`main`)?.focus()},children:`Skip to content`}),W(`header`,{class:`top`,children:[W(`a`,{class:`brand`,href:`/runs`,children:`Everdict`}),W(`nav`,{"aria-label":`main`,children:[Hd.map(([e,n,r])=>W(`a`,{href:e,"aria-current":r.includes(t.page)?`page`:void 0,children:n})),W(`a`,{href:`/graphiql`,children:`GraphiQL`})]}),W(`div`,{class:`who`,children:[m&&W(`span`,{class:`sock sock-${c}`,title:`live updates: ${c}`,"aria-label":`live updates ${c}`}),n&&W(`span`,{class:`muted`,"data-testid":`viewer`,children:[n.subject,` · `,n.tenant.slug,` · `,n.role.toLowerCase()]}),m?W(`button`,{class:`link`,onClick:()=>{Ye(``),r(null),wr(`/signin`)},children:`Sign out`}):t.page!==`signin`&&W(`a`,{href:`/signin`,children:`Sign in`})]})]}),m&&f&&W(`div`,{class:`outage`,role:`status`,"aria-live":`polite`,"data-testid":`outage`,children:[W(`strong`,{children:`Reconnecting…`}),` The server cannot be reached right now; live updates are paused. This page refreshes when it is back.`]}),W(`main`,{id:`main`,tabIndex:-1,children:h})]})}var Gd=document.getElementById(`app`);Er(document.body),I(W(Wd,{}),Gd);