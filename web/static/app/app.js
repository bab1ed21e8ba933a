const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["xterm.css"])))=>i.map(i=>d[i]);
var e,t,n,r,i,a,o,s,c,l,u=Symbol.for(`pv`),d={},f=[],p=/^m(i|n|o|s|text|space)$/,m=Array.isArray,h=f.slice,g=Object.assign;function _(e){e&&e.parentNode&&e.remove()}function v(n,r,i,a,o){var s={type:n,props:r,key:i,ref:a,__k:null,__:null,__b:0,__e:null,__c:null,constructor:u,__v:o||++t,__i:-1,__u:0};return!o&&e.vnode&&e.vnode(s),s}function y(e){return e.children}function b(e,t){this.props=e,this.context=t,this.__g=0}function x(e,t){if(t==null)return e.__&&x(e.__,e.__i+1);for(var n;t<e.__k.length;t++)if((n=e.__k[t])&&n.__e)return n.__e;return typeof e.type!=`function`||e.props.__P?null:x(e)}function S(t){var n,r=t.__v,i=r.__e,a=[],o=[],s=t.__P;s&&((n=g({constructor:u},r)).__v=r.__v+1,e.vnode&&e.vnode(n),ne(s,n,r,t.__n,s.namespaceURI,32&r.__u?[i]:null,a,i||x(r),32&r.__u,o),n.__v=r.__v,n.__.__k[n.__i]=n,ae(a,n,o),r.__=r.__e=null,n.__e!=i&&C(n))}function C(e){if((e=e.__)&&e.__c&&!e.props.__P)return e.__e=null,e.__k.some(function(t){return t&&(e.__e=t.__e)}),C(e)}function w(t){(8&t.__g||(t.__g|=8,n.push(t),i++))&&r==e.debounceRendering||((r=e.debounceRendering)||queueMicrotask)(T)}function T(){try{for(var e,t=1;n.length;)n.length>t&&n.sort(a),e=n.shift(),t=n.length,8&e.__g&&S(e)}finally{(i=n.length)&&(r||queueMicrotask)(T)}}function E(e,t,n,r,i,a,o,s,c,l,u){var p,m,h,g,_,v,y=r.__k||f,b=t.length;for(c=D(n,t,y,c,b),p=0;p<b;p++)(h=n.__k[p])!=null&&(m=~h.__i&&y[h.__i]||d,h.__i=p,v=ne(e,h,m,i,a,o,s,c,l,u),g=h.__e,(m.ref!=h.ref||8&m.__u)&&(m.ref&&j(m.ref,null,h,m),h.ref&&u.push(h.ref,h.__c||g,h)),_||=g,4&h.__u?(c=O(h,c,e,!m.__v),m.__e&&(m.__e=null)):typeof h.type==`function`&&v!==void 0?c=v:g&&(c=g.nextSibling),h.__u&=-21);return n.__e=_,c}function D(e,t,n,r,i){var a,o,s,c,l,d,f,p,h,g=n.length,_=g,b=0,S=0,C=e.__k=Array(i);for(a=0;a<i;a++)(o=t[a])!=null&&typeof o!=`boolean`&&typeof o!=`function`?(typeof o!=`object`||o.constructor===String?o=C[a]=v(null,o):m(o)?o=C[a]=v(y,{children:o}):o.constructor===u&&o.__b?o=C[a]=v(o.type,o.props,o.key,o.ref,o.__v):C[a]=o,c=a+b,o.__=e,o.__b=e.__b+1,s=null,~(l=o.__i=k(o,n,c,_))&&(_--,(s=n[l])&&(s.__u|=2)),s&&s.__v?(o.__u|=16,l==c-1?b--:l==c+1?b++:l!=c&&(l>c?b--:b++,S=1)):(~l||(i>g?b--:i<g&&b++),typeof o.type!=`function`&&(o.__u|=4))):C[a]=null;if(S){for(d=[],f=[],a=0;a<i;a++)if((o=C[a])&&16&o.__u){for(b=0,p=d.length;b<p;)d[h=b+p>>1]<o.__i?b=h+1:p=h;d[b]=o.__i,f[a]=b+1}for(b=d.length;a--;)f[a]&&(f[a]==b?b--:C[a].__u|=4)}if(_)for(a=0;a<g;a++)!(s=n[a])||2&s.__u||(s.__e==r&&(r=x(s)),M(s,s));return r}function O(e,t,n,r){var i,a,o,s;if(typeof e.type==`function`){if(e.props.__P)return t;if(i=e.__k)for(a=0;a<i.length;a++)i[a]&&(i[a].__=e,t=O(i[a],t,n,!1));return t}for(t&&!t.parentNode&&(t=x(e))&&!t.parentNode&&(t=null),o=e.__e,s=t;s&&s.nodeType==8;)s=s.nextSibling;for(o!=s&&(!r&&n.moveBefore&&o.parentNode?n.moveBefore(o,t):n.insertBefore(o,t||null)),t=o;(t&&=t.nextSibling)&&t.nodeType==8&&!t.data.startsWith(`$s`););return t}function k(e,t,n,r){var i,a=e.key,o=e.type,s=t[n],c=s&&!(2&s.__u);if(s===null&&a==null||c&&a==s.key&&o==s.type)return n;if(r>+!!c){for(i=n-1;i>=0;i--)if((s=t[i])&&!(2&s.__u)&&a==s.key&&o==s.type)return i;for(i=n+1;i<t.length;i++)if((s=t[i])&&!(2&s.__u)&&a==s.key&&o==s.type)return i}return-1}function ee(e,t,n){n??=``,t[0]==`-`?e.setProperty(t,n):e[t]=n}function A(e,t,n,r,i){var a,o;if(t==`style`){if(typeof n==`string`)e.style.cssText=n;else{if(typeof r==`string`&&(e.style.cssText=r=``),r)for(t in r)n&&t in n||ee(e.style,t);if(n)for(t in n)r&&n[t]==r[t]||ee(e.style,t,n[t])}}else if(t[0]==`o`&&t[1]==`n`)typeof n!=`function`&&(n=null),typeof r!=`function`&&(r=null),(e.__e||={})[t]=n,n&&r||(o=l[t]||(l[t]=te(t)),(e.__a||={})[t]=c,a=t!=(t=t.replace(s,`$1`)),(t=t.slice(2))[0]<`a`&&(t=t.toLowerCase()),n?e.addEventListener(t,o,a):e.removeEventListener(t,o,a));else{if(i==`http://www.w3.org/2000/svg`)t=t.replace(/xlink(H|:h)/,`h`).replace(/sName$/,`s`);else if(t!=`width`&&t!=`height`&&t!=`href`&&t!=`list`&&t!=`form`&&t!=`tabIndex`&&t!=`download`&&t!=`rowSpan`&&t!=`colSpan`&&t!=`role`&&t!=`popover`&&t in e)try{e[t]=n??``;return}catch{}if(typeof n==`function`)return;n==null||!1===n&&t[4]!=`-`?e.removeAttribute(t):e.setAttribute(t,t==`popover`&&n==1?``:n)}}function te(t){return function(n){var r=this.__e;if(r){if(r=r[t],n[o]==null)n[o]=c++;else if(n[o]<this.__a[t])return;return r(e.event?e.event(n):n)}}}function ne(t,n,r,i,a,o,s,c,l,d){var p,h,v,S,C,w,T,D,O,k,ee,A,te,ne,ae,j,N,P,F=n.type;if(n.constructor!==u)return null;128&r.__u&&(l=32&r.__u,p=r.__c.__z)&&(n.__u|=l,h=o=[],p.nodeType==8?c=re(p,o):o.push(p),c=o[0]||c),(p=e.__b)&&p(n);n:if(typeof F==`function`){v=s.length;try{if(D=n.props,O=(p=F.prototype)&&p.render,k=(p=F.contextType)&&i[p.__c],ee=p?k?k.props.value:p.__:i,(S=r.__c)?(n.__c=S,2&S.__g&&(S.__g|=1)):(O?n.__c=S=new F(D,ee):(n.__c=S=new b(D,ee),S.constructor=F,S.render=se),k&&k.sub(S),S.state||(S.state={}),S.__n=i,S.__g|=8,S.__h=[],S.__k=[]),O&&(S.__s||(S.__s=S.state),F.getDerivedStateFromProps&&(S.__s==S.state&&(S.__s=g({},S.__s)),g(S.__s,F.getDerivedStateFromProps(D,S.__s)))),C=S.props,w=S.state,S.__v=n,r.__c){if(D!==C&&O&&!F.getDerivedStateFromProps&&S.componentWillReceiveProps&&S.componentWillReceiveProps(D,ee),n.__v==r.__v&&!(8&S.__g)||!(4&S.__g)&&S.shouldComponentUpdate&&!1===S.shouldComponentUpdate(D,S.__s,ee)){n.__v!=r.__v&&(S.props=D,S.state=S.__s,S.__g&=-9),n.__e=r.__e,n.__k=r.__k,n.__k.some(function(e){e&&(e.__=n)}),f.push.apply(S.__h,S.__k),S.__k=[],S.__h.length&&s.push(S),c=x(r);break n}S.componentWillUpdate&&S.componentWillUpdate(D,S.__s,ee),O&&S.componentDidUpdate&&S.__h.push(function(){S.componentDidUpdate(C,w,T)})}else O&&!F.getDerivedStateFromProps&&S.componentWillMount&&S.componentWillMount(),O&&S.componentDidMount&&S.__h.push(S.componentDidMount);S.context=ee,S.props=D,S.__P=t,S.__g&=-5,A=e.__r,te=O?25:0;do S.__g&=-9,A&&A(n),p=S.render(S.props,S.state=S.__s,S.context);while(8&S.__g&&++te<25);O&&(f.push.apply(S.__h,S.__k),S.__k=[]),S.state=S.__s,S.getChildContext&&(i=g({},i,S.getChildContext())),O&&r.__c&&S.getSnapshotBeforeUpdate&&(T=S.getSnapshotBeforeUpdate(C,w)),ne=p&&p.type===y&&p.key==null?p.props.children:p,D.__P&&(p=c,a=(t=D.__P).namespaceURI,l=o=null,r.props&&r.props.__P!=t&&(r.__k.some(function(e){e&&M(e,e)}),r.__k=null),c=r.__k?x(r,0):null),c=E(t,m(ne)?ne:[ne],n,r,i,a,o,s,c,l,d),D.__P&&(n.__e=null,c=p),n.__u&=-161,h&&h.some(_),S.__h.length&&s.push(S),1&S.__g&&(S.__g&=-4)}catch(t){if(s.length=v,n.__v=null,l||o){if(t&&t.then){if(n.__u|=128|l,o){for(~(N=o.indexOf(c||void 0))||(N=o.length);(P=o[N-1])&&P.nodeType==8;)N--;for(;N<o.length;N++)if(P=o[N]){if(o[N]=null,ae){if(P==j)break}else{if(P.nodeType!=8)break;P.data.startsWith(`$s`)&&(j=re(ae=P))}}}if(!ae){for(;c&&c.nodeType==8&&c.nextSibling;)c=c.nextSibling;ae=c}(p=re(ae=n.__c.__z||(n.__c.__z=ae)))?(n.__e=ae,c=p):n.__e=c,c&&=c.nextSibling}else o&&o.some(_)}else n.__e=r.__e;n.__k||=r.__k||[],t&&t.then||ie(n),e.__e(t,n,r)}}else c=n.__e=oe(r.__e,n,r,i,a,o,s,l,d,t);return(p=e.diffed)&&p(n),c}function re(e,t){if(e&&e.nodeType==8&&e.data.startsWith(`$s`))for(var n=1;e=e.nextSibling;){if(e.nodeType==8){if(e.data.startsWith(`$s`))n++;else if(e.data.startsWith(`/$s`)&&!--n)return e}t&&t.push(e)}}function ie(e){e&&(e.__c&&(e.__c.__g|=4),e.__k&&e.__k.some(ie))}function ae(t,n,r){for(var i=0;i<r.length;)j(r[i++],r[i++],r[i++]);e.__c&&e.__c(n,t),t.some(function(n){try{t=n.__h,n.__h=[],t.some(function(e){e.call(n)})}catch(t){e.__e(t,n.__v)}})}function oe(t,n,r,i,a,o,s,c,l,u){var f,g,v,y,b,S,C,w,T=r.props||d,D=n.props,O=n.type;if(O==`svg`?a=`http://www.w3.org/2000/svg`:O==`math`?a=`http://www.w3.org/1998/Math/MathML`:a||=`http://www.w3.org/1999/xhtml`,o){for(f=0;f<o.length;f++)if((b=o[f])&&(O?b.localName==O:b.nodeType==3)){t=b,o[f]=null;break}}if(!t){if(w=u.ownerDocument||document,!O)return w.createTextNode(D);t=w.createElementNS(a,O,D.is?D:u),c&&=(e.__m&&e.__m(n,o),!1),o=null}if(O){if(u=O==`template`&&t.content||t,o=O==`textarea`&&D.defaultValue!=null?null:o&&h.call(u.childNodes),!c&&o)for(T={},f=0;f<t.attributes.length;f++)T[(b=t.attributes[f]).name]=b.value;for(f in T)b=T[f],f==`dangerouslySetInnerHTML`?v=b:f==`children`||f in D||f==`value`&&`defaultValue`in D||f==`checked`&&`defaultChecked`in D||A(t,f,null,b,a);for(f in D)b=D[f],f==`children`?y=b:f==`dangerouslySetInnerHTML`?g=b:f==`value`?S=b:f==`checked`?C=b:c&&typeof b!=`function`||T[f]===b||A(t,f,b,T[f],a);g?(c||v&&(g.__html==v.__html||g.__html==t.innerHTML)||(t.innerHTML=g.__html),n.__k=[]):(v&&(t.textContent=``),(O==`foreignObject`||a==`http://www.w3.org/1998/Math/MathML`&&p.test(O))&&(a=`http://www.w3.org/1999/xhtml`),E(u,m(y)?y:[y],n,r,i,a,o,s,o?o[0]:r.__k&&x(r,0),c,l),o&&o.some(_)),c&&O!=`textarea`||(f=`value`,O==`progress`&&S==null?t.removeAttribute(f):S==null||S===t[f]&&(O!=`progress`||S)||A(t,f,S,T[f],a),f=`checked`,C!=null&&C!=t[f]&&A(t,f,C,T[f],a))}else T===D||c&&t.data==D||(t.data=D);return t}function j(t,n,r,i){try{typeof t==`function`?n?n.__x=t(n)||1:(i&&=i.__c||i.__e)&&(n=i.__x)&&(i.__x=null,typeof n==`function`?n():t(null)):t.current=n}catch(t){e.__e(t,r)}}function M(t,n,r){var i,a,o,s;if(e.unmount&&e.unmount(t),!(i=t.ref)||i.current&&i.current!=t.__e||j(i,null,n,t),i=t.__c){if(i.componentWillUnmount)try{i.componentWillUnmount()}catch(t){e.__e(t,n)}i.__P=i.__n=null}if(i=t.__k)for(s=0;s<i.length;s++)i[s]&&M(i[s],n,typeof t.type!=`function`||r&&!t.props.__P);!r&&(i=t.__c)&&(i=i.__z)&&(a=re(i,o=[]))&&(i==t.__e&&o.some(_),_(a),_(i)),r||_(t.__e),t.__e=t.__c=t.__=null}function se(e,t,n){return this.constructor(e,n)}function N(t,n){var r,i,a,o;e.__&&e.__(t,n),n.nodeType==9&&(n=n.documentElement),i=(r=t&&32&t.__u)?null:n.__k,n.__k=v(y,{children:[t]}),a=[],o=[],ne(n,n.__k,i||d,d,n.namespaceURI,i?null:n.firstChild?h.call(n.childNodes):null,a,i?i.__e:n.firstChild,r,o),ae(a,n.__k,o),n.__k.props.children=null}e={__e:function(e,t,n,r){for(var a,o,s;t=t.__;)if((a=t.__c)&&!(1&a.__g)){a.__g|=4;try{if((s=(o=a.constructor)&&o.getDerivedStateFromError)&&a.setState(o.getDerivedStateFromError(e)),a.componentDidCatch&&(a.componentDidCatch(e,r||{}),s=1),s&&8&a.__g)return void(a.__g|=2)}catch(t){e=t}}throw i=0,e}},t=0,b.prototype.setState=function(e,t){var n=this.__s;n&&n!=this.state||(n=this.__s=g({},this.state)),typeof e==`function`&&(e=e(g({},n),this.props)),e&&(g(n,e),this.__v&&(t&&this.__k.push(t),w(this)))},b.prototype.forceUpdate=function(e){this.__v&&(this.__g|=4,e&&this.__h.push(e),w(this))},b.prototype.render=y,n=[],i=0,a=function(e,t){return e.__v.__b-t.__v.__b},o=Symbol(),s=/(PointerCapture)$|Capture$/i,c=0,l={};var P,F,ce,le,ue=Object.is,de=0,fe=[],pe=[],I=e,me=I.__b,he=I.__r,ge=I.diffed,_e=I.__c,ve=I.unmount,ye=I.__;function be(e,t){I.__h&&I.__h(F,e,de||t),de=0;var n=F.__H||(F.__H={__:[],__h:[]});return e>=n.__.length&&n.__.push({}),n.__[e]}function L(e){return de=1,xe(je,e)}function xe(e,t,n){var r=be(P++,2);if(r.t=e,!r.__c&&(r.__=[n?n(t):je(void 0,t),function(e){var t=(r.__N||r.__)[0],n=r.t(t,e);ue(t,n)||(r.__N=[n,r.__[1]],r.__c.setState({}))}],r.__c=F,!F.__f)){F.__f=!0;var i=F.shouldComponentUpdate;F.shouldComponentUpdate=function(e,t,n){var r=this.__H;if(!r)return!0;var a=!1,o=this.props!=e;if(r.__.some(function(e){e.__N&&(a=!0,ue(e.__[0],e.__N[0])||(o=!0))}),i){var s=i.call(this,e,t,n);return a?s||o:s}return!a||o}}return r.__}function R(e,t){var n=be(P++,3);!I.__s&&Ae(n.__H,t)&&(n.__P=!0,n.__=e,n.u=t,F.__H.__h.push(n))}function z(e,t){var n=be(P++,4);!I.__s&&Ae(n.__H,t)&&(n.__P=!1,n.__=e,n.u=t,F.__h.push(n))}function B(e){return de=5,Se(function(){return{current:e}},[])}function Se(e,t){var n=be(P++,7);return Ae(n.__H,t)&&(n.__=e(),n.__H=t),n.__}function Ce(e,t){return de=8,Se(function(){return e},t)}function we(){var e;do{for(;e=pe.shift();)try{Oe(e)}catch(t){I.__e(t,{__:(e=e.__P)&&e.__v})}for(;e=fe.shift();){var t=e.__H;if(e.__P&&t)try{t.__h.some(Oe),t.__h.some(ke),t.__h=[]}catch(n){t.__h=[],I.__e(n,e.__v)}}}while(pe.length)}I.__b=function(e){F=null,me&&me(e)},I.__=function(e,t){e&&t.__k&&t.__k.__m&&(e.__m=t.__k.__m),ye&&ye(e,t)},I.__r=function(e){he&&he(e),P=0;var t=(F=e.__c).__H;t&&(ce==F?F.__h=[]:(t.__h.some(Oe),t.__h.some(ke),P=0),t.__h=[],t.__.some(function(e){e.__N&&(e.__=e.__N),e.u=e.__N=void 0})),ce=F},I.diffed=function(e){ge&&ge(e);var t=e.__c;t&&t.__H&&(t.__H.__h.length&&De(fe.push(t)),t.__H.__.some(function(e){e.u&&(e.__H=e.u)})),ce=F=null},I.__c=function(e,t){t.some(function(e){try{e.__h.some(Oe),e.__h=e.__h.filter(function(e){return!e.__||ke(e)})}catch(t){e.__h=[function(){throw t}]}}),_e&&_e(e,t)},I.unmount=function(e){ve&&ve(e);var t,n,r=e.__c;r&&r.__H&&(r.__H.__.some(function(r){try{if(r.__P&&r.__c){if(n===void 0){for(n=e.__;n&&(!n.__c||!n.__c.__P);)n=n.__;n&&=n.__c}r.__P=n,De(pe.push(r))}else Oe(r)}catch(e){t=e}}),r.__H=void 0,t&&I.__e(t,r.__v))};var Te=typeof requestAnimationFrame==`function`;function Ee(e){var t,n=function(){clearTimeout(r),Te&&cancelAnimationFrame(t),setTimeout(e)},r=setTimeout(n,35);Te&&(t=requestAnimationFrame(n))}function De(e){e!=1&&le==I.requestAnimationFrame||((le=I.requestAnimationFrame)||Ee)(we)}function Oe(e){var t=F,n=e.__c;typeof n==`function`&&(e.__c=void 0,n()),F=t}function ke(e){var t=F;e.__c=e.__(),F=t}function Ae(e,t){return!e||e.length!=t.length||t.some(function(t,n){return!ue(t,e[n])})}function je(e,t){return typeof t==`function`?t(e):t}function Me(e){return e===null?`null`:Array.isArray(e)?`array`:typeof e}function Ne(e){return Me(e)===`object`}function Pe(e){return Array.isArray(e)&&e.length>0&&e.every(e=>`message`in e)}function Fe(e,t){return e.length<124?e:t}var Ie=`graphql-transport-ws`,Le;(function(e){e[e.InternalServerError=4500]=`InternalServerError`,e[e.InternalClientError=4005]=`InternalClientError`,e[e.BadRequest=4400]=`BadRequest`,e[e.BadResponse=4004]=`BadResponse`,e[e.Unauthorized=4401]=`Unauthorized`,e[e.Forbidden=4403]=`Forbidden`,e[e.SubprotocolNotAcceptable=4406]=`SubprotocolNotAcceptable`,e[e.ConnectionInitialisationTimeout=4408]=`ConnectionInitialisationTimeout`,e[e.ConnectionAcknowledgementTimeout=4504]=`ConnectionAcknowledgementTimeout`,e[e.SubscriberAlreadyExists=4409]=`SubscriberAlreadyExists`,e[e.TooManyInitialisationRequests=4429]=`TooManyInitialisationRequests`})(Le||={});var Re;(function(e){e.ConnectionInit=`connection_init`,e.ConnectionAck=`connection_ack`,e.Ping=`ping`,e.Pong=`pong`,e.Subscribe=`subscribe`,e.Next=`next`,e.Error=`error`,e.Complete=`complete`})(Re||={});function ze(e){if(!Ne(e))throw Error(`Message is expected to be an object, but got ${Me(e)}`);if(!e.type)throw Error(`Message is missing the 'type' property`);if(typeof e.type!=`string`)throw Error(`Message is expects the 'type' property to be a string, but got ${Me(e.type)}`);switch(e.type){case Re.ConnectionInit:case Re.ConnectionAck:case Re.Ping:case Re.Pong:if(e.payload!=null&&!Ne(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an object or nullish or missing, but got "${e.payload}"`);break;case Re.Subscribe:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${Me(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);if(!Ne(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an object, but got ${Me(e.payload)}`);if(typeof e.payload.query!=`string`)throw Error(`"${e.type}" message payload expects the 'query' property to be a string, but got ${Me(e.payload.query)}`);if(e.payload.variables!=null&&!Ne(e.payload.variables))throw Error(`"${e.type}" message payload expects the 'variables' property to be a an object or nullish or missing, but got ${Me(e.payload.variables)}`);if(e.payload.operationName!=null&&Me(e.payload.operationName)!==`string`)throw Error(`"${e.type}" message payload expects the 'operationName' property to be a string or nullish or missing, but got ${Me(e.payload.operationName)}`);if(e.payload.extensions!=null&&!Ne(e.payload.extensions))throw Error(`"${e.type}" message payload expects the 'extensions' property to be a an object or nullish or missing, but got ${Me(e.payload.extensions)}`);break;case Re.Next:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${Me(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);if(!Ne(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an object, but got ${Me(e.payload)}`);break;case Re.Error:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${Me(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);if(!Pe(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an array of GraphQL errors, but got ${JSON.stringify(e.payload)}`);break;case Re.Complete:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${Me(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);break;default:throw Error(`Invalid message 'type' property "${e.type}"`)}return e}function Be(e,t){return ze(typeof e==`string`?JSON.parse(e,t):e)}function Ve(e,t){return ze(e),JSON.stringify(e,t)}var He=function(e){return this instanceof He?(this.v=e,this):new He(e)},Ue=function(e,t,n){if(!Symbol.asyncIterator)throw TypeError(`Symbol.asyncIterator is not defined.`);var r=n.apply(e,t||[]),i,a=[];return i=Object.create((typeof AsyncIterator==`function`?AsyncIterator:Object).prototype),s(`next`),s(`throw`),s(`return`,o),i[Symbol.asyncIterator]=function(){return this},i;function o(e){return function(t){return Promise.resolve(t).then(e,d)}}function s(e,t){r[e]&&(i[e]=function(t){return new Promise(function(n,r){a.push([e,t,n,r])>1||c(e,t)})},t&&(i[e]=t(i[e])))}function c(e,t){try{l(r[e](t))}catch(e){f(a[0][3],e)}}function l(e){e.value instanceof He?Promise.resolve(e.value.v).then(u,d):f(a[0][2],e)}function u(e){c(`next`,e)}function d(e){c(`throw`,e)}function f(e,t){e(t),a.shift(),a.length&&c(a[0][0],a[0][1])}};function We(e){let{url:t,connectionParams:n,lazy:r=!0,onNonLazyError:i=console.error,lazyCloseTimeout:a=0,keepAlive:o=0,disablePong:s,connectionAckWaitTimeout:c=0,retryAttempts:l=5,retryWait:u=async function(e){let t=1e3;for(let n=0;n<e;n++)t*=2;await new Promise(e=>setTimeout(e,t+Math.floor(Math.random()*2700+300)))},shouldRetry:d=Ke,isFatalConnectionProblem:f,on:p,webSocketImpl:m,generateID:h=function(){return`xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx`.replace(/[xy]/g,e=>{let t=Math.random()*16|0;return(e==`x`?t:t&3|8).toString(16)})},jsonMessageReplacer:g,jsonMessageReviver:_}=e,v;if(m){if(!Je(m))throw Error(`Invalid WebSocket implementation provided`);v=m}else typeof WebSocket<`u`?v=WebSocket:typeof global<`u`?v=global.WebSocket||global.MozWebSocket:typeof window<`u`&&(v=window.WebSocket||window.MozWebSocket);if(!v)throw Error("WebSocket implementation missing; on Node you can `import WebSocket from 'ws';` and pass `webSocketImpl: WebSocket` to `createClient`");let y=v,b=(()=>{let e=(()=>{let e={};return{on(t,n){return e[t]=n,()=>{delete e[t]}},emit(t){var n;`id`in t&&((n=e[t.id])==null||n.call(e,t))}}})(),t={connecting:p?.connecting?[p.connecting]:[],opened:p?.opened?[p.opened]:[],connected:p?.connected?[p.connected]:[],ping:p?.ping?[p.ping]:[],pong:p?.pong?[p.pong]:[],message:p?.message?[e.emit,p.message]:[e.emit],closed:p?.closed?[p.closed]:[],error:p?.error?[p.error]:[]};return{onMessage:e.on,on(e,n){let r=t[e];return r.push(n),()=>{r.splice(r.indexOf(n),1)}},emit(e,...n){for(let r of[...t[e]])r(...n)}}})();function x(e){let t=[b.on(`error`,n=>{t.forEach(e=>e()),e(n)}),b.on(`closed`,n=>{t.forEach(e=>e()),e(n)})]}let S,C=0,w,T=!1,E=0,D=!1;async function O(){clearTimeout(w);let[e,r]=await(S??=new Promise((e,r)=>(async()=>{if(T){if(await u(E),!C)return S=void 0,r({code:1e3,reason:`All Subscriptions Gone`});E++}b.emit(`connecting`,T);let i=new y(typeof t==`function`?await t():t,Ie),a,l;function d(){isFinite(o)&&o>0&&(clearTimeout(l),l=setTimeout(()=>{i.readyState===y.OPEN&&(i.send(Ve({type:Re.Ping})),b.emit(`ping`,!1,void 0))},o))}x(e=>{S=void 0,clearTimeout(a),clearTimeout(l),r(e),e instanceof Ge&&(i.close(4499,`Terminated`),i.onerror=null,i.onclose=null)}),i.onerror=e=>b.emit(`error`,e),i.onclose=e=>b.emit(`closed`,e),i.onopen=async()=>{try{b.emit(`opened`,i);let e=typeof n==`function`?await n():n;if(i.readyState!==y.OPEN)return;i.send(Ve(e?{type:Re.ConnectionInit,payload:e}:{type:Re.ConnectionInit},g)),isFinite(c)&&c>0&&(a=setTimeout(()=>{i.close(Le.ConnectionAcknowledgementTimeout,`Connection acknowledgement timeout`)},c)),d()}catch(e){b.emit(`error`,e),i.close(Le.InternalClientError,Fe(e instanceof Error?e.message:Error(e).message,`Internal client error`))}};let f=!1;i.onmessage=({data:t})=>{try{let n=Be(t,_);if(b.emit(`message`,n),n.type===`ping`||n.type===`pong`){b.emit(n.type,!0,n.payload),n.type===`pong`?d():s||(i.send(Ve(n.payload?{type:Re.Pong,payload:n.payload}:{type:Re.Pong})),b.emit(`pong`,!1,n.payload));return}if(f)return;if(n.type!==Re.ConnectionAck)throw Error(`First message cannot be of type ${n.type}`);clearTimeout(a),f=!0,b.emit(`connected`,i,n.payload,T),T=!1,E=0,e([i,new Promise((e,t)=>x(t))])}catch(e){i.onmessage=null,b.emit(`error`,e),i.close(Le.BadResponse,Fe(e instanceof Error?e.message:Error(e).message,`Bad response`))}}})()));e.readyState===y.CLOSING&&await r;let i=()=>{},l=new Promise(e=>i=e);return[e,i,Promise.race([l.then(()=>{if(!C){let t=()=>e.close(1e3,`Normal Closure`);isFinite(a)&&a>0?w=setTimeout(()=>{e.readyState===y.OPEN&&t()},a):t()}}),r])]}function k(e){if(Ke(e)&&(qe(e.code)||[Le.InternalServerError,Le.InternalClientError,Le.BadRequest,Le.BadResponse,Le.Unauthorized,Le.SubprotocolNotAcceptable,Le.SubscriberAlreadyExists,Le.TooManyInitialisationRequests].includes(e.code)))throw e;if(D)return!1;if(Ke(e)&&e.code===1e3)return C>0;if(!l||E>=l||!d(e)||f?.(e))throw e;return T=!0}r||(async()=>{for(C++;;)try{let[,,e]=await O();await e}catch(e){try{if(!k(e))return}catch(e){return i?.(e)}}})();function ee(e,t){let n=h(e),r=!1,i=!1,a=()=>{C--,r=!0};return(async()=>{for(C++;;)try{let[o,s,c]=await O();if(r)return s();let l=b.onMessage(n,e=>{switch(e.type){case Re.Next:t.next(e.payload);return;case Re.Error:i=!0,r=!0,t.error(e.payload),a();return;case Re.Complete:r=!0,a();return}});o.send(Ve({id:n,type:Re.Subscribe,payload:e},g)),a=()=>{!r&&o.readyState===y.OPEN&&o.send(Ve({id:n,type:Re.Complete},g)),C--,r=!0,s()},await c.finally(l);return}catch(e){if(!k(e))return}})().then(()=>{i||t.complete()}).catch(e=>{t.error(e)}),()=>{r||a()}}return{on:b.on,subscribe:ee,iterate(e){let t=[],n={done:!1,error:null,resolve:()=>{}},r=ee(e,{next(e){t.push(e),n.resolve()},error(e){n.done=!0,n.error=e,n.resolve()},complete(){n.done=!0,n.resolve()}}),i=(function(){return Ue(this,arguments,function*(){for(;;){for(t.length||(yield He(new Promise(e=>n.resolve=e)));t.length;)yield yield He(t.shift());if(n.error)throw n.error;if(n.done)return yield He(void 0)}})})();return i.throw=async e=>(n.done||(n.done=!0,n.error=e,n.resolve()),{done:!0,value:void 0}),i.return=async()=>(r(),{done:!0,value:void 0}),i},async dispose(){if(D=!0,S){let[e]=await S;e.close(1e3,`Normal Closure`)}},terminate(){S&&b.emit(`closed`,new Ge)}}}var Ge=class extends Error{constructor(){super(...arguments),this.name=`TerminatedCloseEvent`,this.message=`4499: Terminated`,this.code=4499,this.reason=`Terminated`,this.wasClean=!1}};function Ke(e){return Ne(e)&&`code`in e&&`reason`in e}function qe(e){return![1e3,1001,1006,1005,1012,1013,1014].includes(e)&&e>=1e3&&e<=1999}function Je(e){return typeof e==`function`&&`constructor`in e&&`CLOSED`in e&&`CLOSING`in e&&`CONNECTING`in e&&`OPEN`in e}var Ye=`everdict.token`;function Xe(){return localStorage.getItem(`everdict.token`)??``}function Ze(e){e?localStorage.setItem(Ye,e):localStorage.removeItem(Ye),ct()}var Qe=class extends Error{code;constructor(e,t){super(e),this.code=t}get notAvailable(){return this.code===`GRAPHQL_VALIDATION_FAILED`}};function $e(e){let t=e[0];return new Qe(t.message,t.extensions?.code??`ERROR`)}async function et(e,t){return tt(e.toString(),t??{})}async function tt(e,t={}){let n=Xe(),r=await fetch(`/graphql`,{method:`POST`,headers:{"Content-Type":`application/json`,...n?{Authorization:`Bearer ${n}`}:{}},body:JSON.stringify({query:e,variables:t})}),i;try{i=await r.json()}catch{throw new Qe(`${r.status} ${r.statusText}`,r.status===401?`UNAUTHENTICATED`:`HTTP`)}if(i.errors?.length)throw $e(i.errors);if(!r.ok||i.data==null)throw new Qe(`${r.status} ${r.statusText}`,`HTTP`);return i.data}var nt=null,rt=new Set,it=`closed`;function at(e){it=e,rt.forEach(t=>t(e))}function ot(e){return rt.add(e),e(it),()=>rt.delete(e)}function st(){return nt||=We({url:`${location.protocol===`https:`?`wss:`:`ws:`}//${location.host}/graphql`,connectionParams:()=>({Authorization:`Bearer ${Xe()}`}),retryAttempts:1/0,shouldRetry:()=>!0,retryWait:async e=>new Promise(t=>setTimeout(t,Math.min(1e3*2**e,15e3))),on:{connecting:()=>at(`connecting`),connected:()=>at(`connected`),closed:()=>at(`closed`)}}),nt}function ct(){nt?.dispose(),nt=null}function lt(e,t,n){return st().subscribe({query:e.toString(),variables:t},{next:e=>{e.errors?.length?n.error?.($e(e.errors)):e.data&&n.next(e.data)},error:e=>{Array.isArray(e)?n.error?.($e(e)):n.error?.(new Qe(e instanceof Error?e.message:`subscription closed`,`SUBSCRIPTION`))},complete:()=>n.complete?.()})}var ut={PASS:`Every grader passed.`,FAIL:`A grader failed.`,UNSCORED:`A judge could not grade this run: neither pass nor fail, left out of pass rates.`};function dt(e){let t=e.toUpperCase();return{cls:t in ut?`v-${t.toLowerCase()}`:`v-other`,label:t,title:ut[t]??``}}function ft(e){return e.judge&&(e.judge.unscoredReason!==``||e.judge.score==null)?`unscored`:e.passed?`passed`:`failed`}function pt(e){return e==null?`—`:e.toFixed(2)}var mt=Symbol.for(`pv`),ht=0;Array.isArray;function V(t,n,r,i,a,o){n||={};var s,c,l=n;if(`ref`in l&&typeof t!=`function`)for(c in l={},n)c==`ref`?s=n[c]:l[c]=n[c];var u={type:t,props:l,key:r,ref:s,__k:null,__:null,__b:0,__e:null,__c:null,constructor:mt,__v:--ht,__i:-1,__u:0};return(a||o)&&(u.__source=a,u.__self=o),e.vnode&&e.vnode(u),u}function gt({status:e}){return V(`span`,{class:`badge st-${e.toLowerCase()}`,children:e})}function _t({verdict:e}){if(!e)return V(`span`,{class:`muted`,children:`—`});let t=dt(e);return V(`span`,{class:`badge ${t.cls}`,title:t.title||void 0,children:t.label})}function H({error:e}){return e?e.notAvailable?V(vt,{what:`This part of the API`}):V(`p`,{class:`error`,role:`alert`,children:[V(`code`,{children:e.code}),` `,e.message]}):null}function vt({what:e,children:t}){return V(`div`,{class:`notice`,role:`status`,"data-testid":`not-available`,children:[V(`strong`,{children:`Not available on this server.`}),` `,e,` is not part of this server's API yet.`,t]})}function U({label:e,children:t,hint:n}){return V(`label`,{class:`field`,children:[V(`span`,{children:e}),t,n&&V(`small`,{class:`muted`,children:n})]})}function yt(){return V(`p`,{class:`muted`,"aria-busy":`true`,children:`Loading…`})}function W(e,t,n=!1){let[r,i]=L(null),[a,o]=L(null),[s,c]=L(!n),[l,u]=L(0);return R(()=>{if(n)return;let r=!0;return c(!0),et(e,t).then(e=>r&&(i(e),o(null))).catch(e=>r&&o(bt(e))).finally(()=>r&&c(!1)),()=>{r=!1}},[JSON.stringify(t),l,n]),{data:r,error:a,loading:s,reload:Ce(()=>u(e=>e+1),[]),set:Ce(e=>i(t=>t&&e(t)),[])}}function bt(e){return e instanceof Qe?e:new Qe(e instanceof Error?e.message:String(e),`NETWORK`)}function xt(e=1e3){let[t,n]=L(Date.now());return R(()=>{let t=setInterval(()=>n(Date.now()),e);return()=>clearInterval(t)},[e]),t}var St=null;function Ct(){let[e,t]=L();return R(()=>{St??=tt(`{ __schema { queryType { name fields { name } } mutationType { name fields { name } } subscriptionType { name fields { name } } } }`).then(e=>{let t=new Set;for(let n of Object.values(e.__schema))n?.fields.forEach(e=>t.add(`${n.name}.${e.name}`));return{fields:t}}).catch(()=>({fields:null})),St.then(t)},[]),e}function wt(){St=null}var G=class extends String{__apiType;value;__meta__;constructor(e,t){super(e),this.value=e,this.__meta__=t}toString(){return this.value}},Tt=new G(`
    fragment RunRow on Run {
  id
  correlationId
  status
  runtime
  runtimeVersion
  harnessName
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
  }
  error {
    code
    class
  }
}
    `,{fragmentName:`RunRow`}),Et=new G(`
    fragment RunFull on Run {
  ...RunRow
  priority
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
    }
  }
  harness {
    name
    version
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
  }
  error {
    code
    class
  }
}`,{fragmentName:`RunFull`}),Dt=new G(`
    fragment TokenRow on APIToken {
  id
  subject
  role
  createdAt
  lastUsedAt
  expiresAt
  revokedAt
}
    `,{fragmentName:`TokenRow`}),Ot=new G(`
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
    `,{fragmentName:`ScorecardRow`}),kt=new G(`
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
}`,{fragmentName:`ScorecardFull`}),At=new G(`
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
    `,{fragmentName:`ScorecardSide`}),jt=new G(`
    fragment ModelProviderRow on ModelProvider {
  name
  kind
  baseUrl
  apiKeySecret
  inputUsdPerMTok
  outputUsdPerMTok
  updatedAt
}
    `,{fragmentName:`ModelProviderRow`}),Mt={"\n  query Viewer {\n    viewer {\n      subject\n      role\n      tenant {\n        slug\n        weight\n        maxConcurrent\n        maxQueueDepth\n        budgetUsd\n        spentUsd\n        budgetPeriod\n        trusted\n      }\n    }\n  }\n":new G(`
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
    `),"\n  fragment RunRow on Run {\n    id\n    correlationId\n    status\n    runtime\n    runtimeVersion\n    harnessName\n    caseID\n    trigger\n    createdAt\n    startedAt\n    finishedAt\n    costUsd\n    judgeCostUsd\n    phase\n    attemptCount\n    scorecardID\n    try\n    result {\n      verdict\n    }\n    error {\n      code\n      class\n    }\n  }\n":Tt,"\n  query Runs($first: Int!, $after: Cursor, $where: RunWhereInput) {\n    runs(first: $first, after: $after, where: $where, orderBy: { field: CREATED_AT, direction: DESC }) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...RunRow\n        }\n      }\n    }\n  }\n":new G(`
    query Runs($first: Int!, $after: Cursor, $where: RunWhereInput) {
  runs(
    first: $first
    after: $after
    where: $where
    orderBy: {field: CREATED_AT, direction: DESC}
  ) {
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
  }
  error {
    code
    class
  }
}`),"\n  subscription RunEvents {\n    runEvents {\n      ...RunRow\n    }\n  }\n":new G(`
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
  }
  error {
    code
    class
  }
}`),"\n  fragment RunFull on Run {\n    ...RunRow\n    priority\n    createdBy\n    harnessVersion\n    attempt\n    answer\n    answerCut\n    waitingReason {\n      code\n      message\n      position\n    }\n    case {\n      id\n      task\n      image\n      browser\n      repo {\n        url\n        ref\n      }\n      files {\n        path\n      }\n      timeoutSec\n      resources {\n        memoryMb\n        cpu\n      }\n      graders {\n        kind\n        command\n        max\n      }\n    }\n    harness {\n      name\n      version\n      command\n      image\n      env {\n        name\n        secretRef\n      }\n    }\n    result {\n      verdict\n      steps\n      costUsd\n      latencyMs\n      exitCode\n      limitHit\n      output\n      graders {\n        kind\n        passed\n        value\n        judge {\n          score\n          reasoning\n          judgeModel\n          selfGraded\n          templateVersion\n          unscoredReason\n          attempts\n          usage {\n            inputTokens\n            outputTokens\n            costUsd\n          }\n        }\n      }\n      usage {\n        inputTokens\n        outputTokens\n        steps\n        costUsd\n      }\n    }\n    error {\n      code\n      class\n      message\n    }\n  }\n":Et,"\n  query Run($id: ID!) {\n    run(id: $id) {\n      ...RunFull\n    }\n  }\n":new G(`
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
  }
  error {
    code
    class
  }
}
fragment RunFull on Run {
  ...RunRow
  priority
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
    }
  }
  harness {
    name
    version
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
}`),"\n  subscription RunUpdated($id: ID!) {\n    runUpdated(id: $id) {\n      ...RunFull\n    }\n  }\n":new G(`
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
  }
  error {
    code
    class
  }
}
fragment RunFull on Run {
  ...RunRow
  priority
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
    }
  }
  harness {
    name
    version
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
}`),"\n  query RunLogs($id: ID!, $fromSeq: Int, $first: Int) {\n    run(id: $id) {\n      id\n      logs(fromSeq: $fromSeq, first: $first) {\n        seq\n        stream\n        text\n        at\n      }\n    }\n  }\n":new G(`
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
    `),"\n  subscription RunLogTail($id: ID!, $fromSeq: Int) {\n    runLogs(id: $id, fromSeq: $fromSeq) {\n      seq\n      stream\n      text\n      at\n    }\n  }\n":new G(`
    subscription RunLogTail($id: ID!, $fromSeq: Int) {
  runLogs(id: $id, fromSeq: $fromSeq) {
    seq
    stream
    text
    at
  }
}
    `),"\n  mutation CancelRun($id: ID!) {\n    cancelRun(id: $id) {\n      ...RunFull\n    }\n  }\n":new G(`
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
  }
  error {
    code
    class
  }
}
fragment RunFull on Run {
  ...RunRow
  priority
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
    }
  }
  harness {
    name
    version
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
}`),"\n  mutation ExecInRun($id: ID!, $command: [String!]!) {\n    execInRun(id: $id, command: $command) {\n      stdout\n      stderr\n      exitCode\n      timedOut\n      truncated\n    }\n  }\n":new G(`
    mutation ExecInRun($id: ID!, $command: [String!]!) {
  execInRun(id: $id, command: $command) {
    stdout
    stderr
    exitCode
    timedOut
    truncated
  }
}
    `),"\n  mutation IssueTerminalTicket($id: ID!) {\n    issueTerminalTicket(id: $id) {\n      url\n      expiresAt\n    }\n  }\n":new G(`
    mutation IssueTerminalTicket($id: ID!) {
  issueTerminalTicket(id: $id) {
    url
    expiresAt
  }
}
    `),"\n  subscription RunScreen($id: ID!) {\n    runScreen(id: $id) {\n      at\n      png\n      unavailable\n    }\n  }\n":new G(`
    subscription RunScreen($id: ID!) {
  runScreen(id: $id) {
    at
    png
    unavailable
  }
}
    `),"\n  mutation SubmitRun($input: SubmitRunInput!) {\n    submitRun(input: $input) {\n      id\n    }\n  }\n":new G(`
    mutation SubmitRun($input: SubmitRunInput!) {
  submitRun(input: $input) {
    id
  }
}
    `),"\n  query Runtimes($first: Int!, $after: Cursor) {\n    runtimes(first: $first, after: $after, orderBy: { field: NAME, direction: ASC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          kind\n          shared\n          createdAt\n          latest {\n            version\n            capabilities\n            tags\n          }\n        }\n      }\n    }\n  }\n":new G(`
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
    `),"\n  query Runtime($name: String!) {\n    runtime(name: $name) {\n      id\n      name\n      kind\n      shared\n      createdAt\n      versions {\n        id\n        version\n        capabilities\n        archived\n        createdAt\n        tags\n        spec {\n          costPerHourUsd\n          capabilities\n          admission {\n            maxConcurrent\n            memoryBudgetMb\n            cpuBudget\n          }\n          local {\n            hardened\n          }\n          nomad {\n            addr\n            region\n            namespace\n            datacenters\n            driver\n            dockerRuntime\n            authSecret\n          }\n          k8s {\n            apiServer\n            context\n            namespace\n            runtimeClass\n            kubeconfigSecret\n          }\n        }\n      }\n    }\n  }\n":new G(`
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
    `),"\n  mutation ValidateRuntime($input: RuntimeSpecInput!) {\n    validateRuntime(input: $input) {\n      valid\n      problems {\n        field\n        message\n      }\n      capabilities\n    }\n  }\n":new G(`
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
    `),"\n  mutation RegisterRuntime($input: RuntimeSpecInput!) {\n    registerRuntime(input: $input) {\n      version\n      capabilities\n    }\n  }\n":new G(`
    mutation RegisterRuntime($input: RuntimeSpecInput!) {
  registerRuntime(input: $input) {
    version
    capabilities
  }
}
    `),"\n  mutation ProbeRuntime($name: String!, $ref: String) {\n    probeRuntime(name: $name, ref: $ref) {\n      reachable\n      authenticated\n      hardened\n      message\n      capabilities\n    }\n  }\n":new G(`
    mutation ProbeRuntime($name: String!, $ref: String) {
  probeRuntime(name: $name, ref: $ref) {
    reachable
    authenticated
    hardened
    message
    capabilities
  }
}
    `),"\n  mutation SetRuntimeVersionTags($name: String!, $version: Int!, $tags: [String!]!) {\n    setRuntimeVersionTags(name: $name, version: $version, tags: $tags) {\n      version\n      tags\n    }\n  }\n":new G(`
    mutation SetRuntimeVersionTags($name: String!, $version: Int!, $tags: [String!]!) {
  setRuntimeVersionTags(name: $name, version: $version, tags: $tags) {
    version
    tags
  }
}
    `),"\n  mutation ArchiveRuntimeVersion($name: String!, $version: Int!) {\n    archiveRuntimeVersion(name: $name, version: $version) {\n      version\n      archived\n    }\n  }\n":new G(`
    mutation ArchiveRuntimeVersion($name: String!, $version: Int!) {
  archiveRuntimeVersion(name: $name, version: $version) {
    version
    archived
  }
}
    `),"\n  query CapabilityVocabulary {\n    capabilityVocabulary {\n      name\n      kind\n    }\n  }\n":new G(`
    query CapabilityVocabulary {
  capabilityVocabulary {
    name
    kind
  }
}
    `),"\n  subscription QueueSnapshot {\n    queueSnapshot {\n      generatedAt\n      tenants {\n        tenant\n        queued\n        running\n        weight\n      }\n      runtimes {\n        runtime\n        slots\n        inFlight\n        circuit\n      }\n    }\n  }\n":new G(`
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
    `),"\n  query QueuedRuns {\n    runs(first: 50, where: { status: QUEUED }, orderBy: { field: CREATED_AT, direction: ASC }) {\n      totalCount\n      edges {\n        node {\n          id\n          correlationId\n          runtime\n          createdAt\n          waitingReason {\n            code\n            message\n            position\n          }\n        }\n      }\n    }\n  }\n":new G(`
    query QueuedRuns {
  runs(
    first: 50
    where: {status: QUEUED}
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
    `),"\n  mutation SetTenantPolicy($input: TenantPolicyInput!) {\n    setTenantPolicy(input: $input) {\n      slug\n      weight\n      maxConcurrent\n      maxQueueDepth\n      budgetUsd\n      spentUsd\n      budgetPeriod\n      trusted\n    }\n  }\n":new G(`
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
    `),"\n  mutation SetSecret($name: String!, $value: String!, $purpose: SecretPurpose) {\n    setSecret(name: $name, value: $value, purpose: $purpose) {\n      name\n      purpose\n      updatedAt\n    }\n  }\n":new G(`
    mutation SetSecret($name: String!, $value: String!, $purpose: SecretPurpose) {
  setSecret(name: $name, value: $value, purpose: $purpose) {
    name
    purpose
    updatedAt
  }
}
    `),"\n  mutation RotateWebhookSecret {\n    rotateWebhookSecret\n  }\n":new G(`
    mutation RotateWebhookSecret {
  rotateWebhookSecret
}
    `),"\n  fragment TokenRow on APIToken {\n    id\n    subject\n    role\n    createdAt\n    lastUsedAt\n    expiresAt\n    revokedAt\n  }\n":Dt,"\n  query Tokens {\n    tokens {\n      ...TokenRow\n    }\n  }\n":new G(`
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
}`),"\n  mutation CreateToken($role: Role!, $subject: String, $expiresIn: Int) {\n    createToken(role: $role, subject: $subject, expiresIn: $expiresIn) {\n      token\n      apiToken {\n        ...TokenRow\n      }\n    }\n  }\n":new G(`
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
}`),"\n  mutation RevokeToken($id: ID!) {\n    revokeToken(id: $id) {\n      ...TokenRow\n    }\n  }\n":new G(`
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
}`),"\n  query Secrets {\n    secrets {\n      name\n      purpose\n      createdAt\n      updatedAt\n    }\n  }\n":new G(`
    query Secrets {
  secrets {
    name
    purpose
    createdAt
    updatedAt
  }
}
    `),"\n  fragment ScorecardRow on Scorecard {\n    id\n    name\n    harnessName\n    runtime\n    status\n    total\n    createdBy\n    createdAt\n    finishedAt\n  }\n":Ot,"\n  query Scorecards($first: Int!, $after: Cursor) {\n    scorecards(first: $first, after: $after, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...ScorecardRow\n          aggregate {\n            cases\n            passed\n            failed\n            errored\n            unscored\n            passRate\n          }\n        }\n      }\n    }\n  }\n":new G(`
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
}`),"\n  fragment ScorecardFull on Scorecard {\n    ...ScorecardRow\n    maxAttempts\n    priority\n    waitingReason\n    aggregate {\n      cases\n      queued\n      running\n      passed\n      failed\n      errored\n      canceled\n      unscored\n      retries\n      passRate\n      passRateLow\n      passRateHigh\n      costUsd\n      judgeCostUsd\n      latencyP50Ms\n      latencyP95Ms\n      runtimes {\n        runtime\n        cases\n        passed\n        failed\n        errored\n        costUsd\n      }\n      models {\n        model\n        cases\n        passed\n        failed\n        errored\n        passRate\n        costUsd\n      }\n      graders {\n        kind\n        passed\n        failed\n        unscored\n      }\n      failures {\n        class\n        code\n        count\n      }\n    }\n  }\n":kt,"\n  query Scorecard($id: ID!) {\n    scorecard(id: $id) {\n      ...ScorecardFull\n    }\n  }\n":new G(`
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
}`),"\n  subscription ScorecardUpdated($id: ID!) {\n    scorecardUpdated(id: $id) {\n      ...ScorecardFull\n    }\n  }\n":new G(`
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
}`),"\n  mutation CancelScorecard($id: ID!) {\n    cancelScorecard(id: $id) {\n      ...ScorecardFull\n    }\n  }\n":new G(`
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
}`),"\n  mutation SubmitScorecard($input: SubmitScorecardInput!) {\n    submitScorecard(input: $input) {\n      id\n    }\n  }\n":new G(`
    mutation SubmitScorecard($input: SubmitScorecardInput!) {
  submitScorecard(input: $input) {
    id
  }
}
    `),"\n  query ScorecardRuns($scorecard: Int!, $first: Int!, $after: Cursor) {\n    runs(first: $first, after: $after, where: { scorecardID: $scorecard }, orderBy: { field: CREATED_AT, direction: ASC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...RunRow\n        }\n      }\n    }\n  }\n":new G(`
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
  }
  error {
    code
    class
  }
}`),"\n  fragment ScorecardSide on Scorecard {\n    id\n    name\n    status\n    total\n    createdAt\n    aggregate {\n      cases\n      passed\n      failed\n      errored\n      passRate\n      passRateLow\n      passRateHigh\n      runtimes {\n        runtime\n        cases\n        passed\n        failed\n        errored\n      }\n    }\n  }\n":At,"\n  query CompareScorecards($a: ID!, $b: ID!) {\n    compareScorecards(a: $a, b: $b) {\n      paired\n      regressed\n      fixed\n      passRateA\n      passRateB\n      pValue\n      significant\n    }\n    a: scorecard(id: $a) {\n      ...ScorecardSide\n    }\n    b: scorecard(id: $b) {\n      ...ScorecardSide\n    }\n  }\n":new G(`
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
}`),"\n  query CaseRuns($a: Int!, $b: Int!, $cases: [String!]!) {\n    a: runs(first: 100, where: { scorecardID: $a, caseIDIn: $cases }, orderBy: { field: CREATED_AT, direction: ASC }) {\n      edges {\n        node {\n          id\n          caseID\n          try\n          status\n          result {\n            verdict\n          }\n          error {\n            class\n          }\n        }\n      }\n    }\n    b: runs(first: 100, where: { scorecardID: $b, caseIDIn: $cases }, orderBy: { field: CREATED_AT, direction: ASC }) {\n      edges {\n        node {\n          id\n          caseID\n          try\n          status\n          result {\n            verdict\n          }\n          error {\n            class\n          }\n        }\n      }\n    }\n  }\n":new G(`
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
    `),"\n  query Harnesses($first: Int!, $after: Cursor) {\n    harnesses(first: $first, after: $after, orderBy: { field: NAME, direction: ASC }) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          shared\n          latest {\n            version\n          }\n          versions {\n            id\n            version\n            digest\n            archived\n            tags\n            createdAt\n            spec {\n              description\n              command\n              image\n              env {\n                name\n                secretRef\n              }\n              model {\n                default\n                required\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n":new G(`
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
    `),"\n  fragment ModelProviderRow on ModelProvider {\n    name\n    kind\n    baseUrl\n    apiKeySecret\n    inputUsdPerMTok\n    outputUsdPerMTok\n    updatedAt\n  }\n":jt,"\n  query ModelProviders {\n    modelProviders {\n      ...ModelProviderRow\n    }\n  }\n":new G(`
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
}`),"\n  mutation RegisterModelProvider($input: ModelProviderInput!) {\n    registerModelProvider(input: $input) {\n      ...ModelProviderRow\n    }\n  }\n":new G(`
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
}`),"\n  mutation DeleteModelProvider($name: String!) {\n    deleteModelProvider(name: $name)\n  }\n":new G(`
    mutation DeleteModelProvider($name: String!) {
  deleteModelProvider(name: $name)
}
    `)};function K(e){return Mt[e]??{}}var Nt=K(`
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
`);K(`
  fragment RunRow on Run {
    id
    correlationId
    status
    runtime
    runtimeVersion
    harnessName
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
    }
    error {
      code
      class
    }
  }
`);var Pt=K(`
  query Runs($first: Int!, $after: Cursor, $where: RunWhereInput) {
    runs(first: $first, after: $after, where: $where, orderBy: { field: CREATED_AT, direction: DESC }) {
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
`),Ft=K(`
  subscription RunEvents {
    runEvents {
      ...RunRow
    }
  }
`);K(`
  fragment RunFull on Run {
    ...RunRow
    priority
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
      }
    }
    harness {
      name
      version
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
`);var It=K(`
  query Run($id: ID!) {
    run(id: $id) {
      ...RunFull
    }
  }
`),Lt=K(`
  subscription RunUpdated($id: ID!) {
    runUpdated(id: $id) {
      ...RunFull
    }
  }
`);K(`
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
`);var Rt=K(`
  subscription RunLogTail($id: ID!, $fromSeq: Int) {
    runLogs(id: $id, fromSeq: $fromSeq) {
      seq
      stream
      text
      at
    }
  }
`),zt=K(`
  mutation CancelRun($id: ID!) {
    cancelRun(id: $id) {
      ...RunFull
    }
  }
`),Bt=K(`
  mutation ExecInRun($id: ID!, $command: [String!]!) {
    execInRun(id: $id, command: $command) {
      stdout
      stderr
      exitCode
      timedOut
      truncated
    }
  }
`),Vt=K(`
  mutation IssueTerminalTicket($id: ID!) {
    issueTerminalTicket(id: $id) {
      url
      expiresAt
    }
  }
`),Ht=K(`
  subscription RunScreen($id: ID!) {
    runScreen(id: $id) {
      at
      png
      unavailable
    }
  }
`),Ut=K(`
  mutation SubmitRun($input: SubmitRunInput!) {
    submitRun(input: $input) {
      id
    }
  }
`),Wt=K(`
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
`),Gt=K(`
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
`),Kt=K(`
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
`),qt=K(`
  mutation RegisterRuntime($input: RuntimeSpecInput!) {
    registerRuntime(input: $input) {
      version
      capabilities
    }
  }
`),Jt=K(`
  mutation ProbeRuntime($name: String!, $ref: String) {
    probeRuntime(name: $name, ref: $ref) {
      reachable
      authenticated
      hardened
      message
      capabilities
    }
  }
`),Yt=K(`
  mutation SetRuntimeVersionTags($name: String!, $version: Int!, $tags: [String!]!) {
    setRuntimeVersionTags(name: $name, version: $version, tags: $tags) {
      version
      tags
    }
  }
`),Xt=K(`
  mutation ArchiveRuntimeVersion($name: String!, $version: Int!) {
    archiveRuntimeVersion(name: $name, version: $version) {
      version
      archived
    }
  }
`);K(`
  query CapabilityVocabulary {
    capabilityVocabulary {
      name
      kind
    }
  }
`);var Zt=K(`
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
`),Qt=K(`
  query QueuedRuns {
    runs(first: 50, where: { status: QUEUED }, orderBy: { field: CREATED_AT, direction: ASC }) {
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
`),$t=K(`
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
`),en=K(`
  mutation SetSecret($name: String!, $value: String!, $purpose: SecretPurpose) {
    setSecret(name: $name, value: $value, purpose: $purpose) {
      name
      purpose
      updatedAt
    }
  }
`),q=K(`
  mutation RotateWebhookSecret {
    rotateWebhookSecret
  }
`);K(`
  fragment TokenRow on APIToken {
    id
    subject
    role
    createdAt
    lastUsedAt
    expiresAt
    revokedAt
  }
`);var tn=K(`
  query Tokens {
    tokens {
      ...TokenRow
    }
  }
`),nn=K(`
  mutation CreateToken($role: Role!, $subject: String, $expiresIn: Int) {
    createToken(role: $role, subject: $subject, expiresIn: $expiresIn) {
      token
      apiToken {
        ...TokenRow
      }
    }
  }
`),rn=K(`
  mutation RevokeToken($id: ID!) {
    revokeToken(id: $id) {
      ...TokenRow
    }
  }
`),an=K(`
  query Secrets {
    secrets {
      name
      purpose
      createdAt
      updatedAt
    }
  }
`);K(`
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
`);var on=K(`
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
`);K(`
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
`);var J=K(`
  query Scorecard($id: ID!) {
    scorecard(id: $id) {
      ...ScorecardFull
    }
  }
`),sn=K(`
  subscription ScorecardUpdated($id: ID!) {
    scorecardUpdated(id: $id) {
      ...ScorecardFull
    }
  }
`),cn=K(`
  mutation CancelScorecard($id: ID!) {
    cancelScorecard(id: $id) {
      ...ScorecardFull
    }
  }
`),ln=K(`
  mutation SubmitScorecard($input: SubmitScorecardInput!) {
    submitScorecard(input: $input) {
      id
    }
  }
`),un=K(`
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
`);K(`
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
`);var dn=K(`
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
`),fn=K(`
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
`),pn=K(`
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
`);K(`
  fragment ModelProviderRow on ModelProvider {
    name
    kind
    baseUrl
    apiKeySecret
    inputUsdPerMTok
    outputUsdPerMTok
    updatedAt
  }
`);var mn=K(`
  query ModelProviders {
    modelProviders {
      ...ModelProviderRow
    }
  }
`),hn=K(`
  mutation RegisterModelProvider($input: ModelProviderInput!) {
    registerModelProvider(input: $input) {
      ...ModelProviderRow
    }
  }
`),gn=K(`
  mutation DeleteModelProvider($name: String!) {
    deleteModelProvider(name: $name)
  }
`);function _n(e){return e==null?`—`:e===0?`$0`:Math.abs(e)<.01?`$${e.toFixed(4)}`:`$${e.toFixed(2)}`}function vn(e){if(e==null||!Number.isFinite(e)||e<0)return`—`;if(e<1e3)return`${Math.round(e)}ms`;let t=e/1e3;if(t<60)return`${t.toFixed(1)}s`;let n=Math.floor(t/60);return n<60?`${n}m ${String(Math.floor(t%60)).padStart(2,`0`)}s`:`${Math.floor(n/60)}h ${String(n%60).padStart(2,`0`)}m`}function yn(e,t,n){return e?vn((t?Date.parse(t):n)-Date.parse(e)):`—`}function bn(e,t){let n=Math.max(0,Math.round((t-Date.parse(e))/1e3));return n<5?`just now`:n<60?`${n}s ago`:n<3600?`${Math.floor(n/60)}m ago`:n<86400?`${Math.floor(n/3600)}h ago`:`${Math.floor(n/86400)}d ago`}function xn(e){return e==null?`—`:e.toLocaleString(`en-US`)}function Sn(e){let t=/^\s*(?:evd-run-)?(\d+)\s*$/i.exec(e);return t?t[1]:null}function Cn(e){return[`sh`,`-c`,e]}function wn({t:e}){return V(`dl`,{class:`facts`,"data-testid":`tenant-policy`,children:[V(`dt`,{children:`Tenant`}),V(`dd`,{children:e.slug}),V(`dt`,{children:`Weight`}),V(`dd`,{children:e.weight}),V(`dt`,{children:`Max concurrent`}),V(`dd`,{children:e.maxConcurrent||`no quota`}),V(`dt`,{children:`Max queue depth`}),V(`dd`,{children:e.maxQueueDepth||`no limit`}),V(`dt`,{children:`Budget`}),V(`dd`,{children:[e.budgetUsd==null?`none`:_n(e.budgetUsd),` `,V(`span`,{class:`muted`,children:[`(`,e.budgetPeriod.toLowerCase(),`)`]})]}),V(`dt`,{children:`Spent`}),V(`dd`,{children:_n(e.spentUsd)}),V(`dt`,{children:`Trusted`}),V(`dd`,{children:e.trusted?`yes`:`no`})]})}function Tn(e){let t={tenant:e.tenant.trim()},n=e=>e.trim()===``?void 0:Math.trunc(Number(e));return n(e.weight)!=null&&(t.weight=n(e.weight)),n(e.maxConcurrent)!=null&&(t.maxConcurrent=n(e.maxConcurrent)),n(e.maxQueueDepth)!=null&&(t.maxQueueDepth=n(e.maxQueueDepth)),e.budgetUsd.trim()===`none`?t.budgetUsd=null:e.budgetUsd.trim()!==``&&(t.budgetUsd=Number(e.budgetUsd)),e.budgetPeriod&&(t.budgetPeriod=e.budgetPeriod),e.trusted&&(t.trusted=e.trusted===`yes`),t}function En({viewer:e}){let[t,n]=L({tenant:e.tenant.slug,weight:``,maxConcurrent:``,maxQueueDepth:``,budgetUsd:``,budgetPeriod:``,trusted:``}),[r,i]=L(null),[a,o]=L(null),s=e=>t=>{let r=t.currentTarget.value;n(t=>({...t,[e]:r}))};async function c(e){e.preventDefault(),o(null);try{let e=await et($t,{input:Tn(t)});i(e.setTenantPolicy)}catch(e){o(bt(e))}}return V(`form`,{class:`stack card`,onSubmit:c,"aria-label":`Tenant policy`,children:[V(`h2`,{children:`Tenant policy`}),V(`p`,{class:`muted`,children:`Blank fields stay as they are. 0 clears a quota or limit; budget "none" clears the budget.`}),V(`div`,{class:`row`,children:[V(U,{label:`Tenant`,children:V(`input`,{name:`tenant`,required:!0,value:t.tenant,onInput:s(`tenant`)})}),V(U,{label:`Weight`,children:V(`input`,{name:`weight`,type:`number`,min:1,value:t.weight,onInput:s(`weight`)})}),V(U,{label:`Max concurrent`,children:V(`input`,{name:`maxConcurrent`,type:`number`,min:0,value:t.maxConcurrent,onInput:s(`maxConcurrent`)})}),V(U,{label:`Max queue depth`,children:V(`input`,{name:`maxQueueDepth`,type:`number`,min:0,value:t.maxQueueDepth,onInput:s(`maxQueueDepth`)})})]}),V(`div`,{class:`row`,children:[V(U,{label:`Budget (USD or none)`,children:V(`input`,{name:`budgetUsd`,value:t.budgetUsd,onInput:s(`budgetUsd`)})}),V(U,{label:`Budget period`,children:V(`select`,{name:`budgetPeriod`,value:t.budgetPeriod,onChange:s(`budgetPeriod`),children:[V(`option`,{value:``,children:`unchanged`}),V(`option`,{value:`NONE`,children:`none`}),V(`option`,{value:`MONTH`,children:`month`})]})}),V(U,{label:`Trusted`,children:V(`select`,{name:`trusted`,value:t.trusted,onChange:s(`trusted`),children:[V(`option`,{value:``,children:`unchanged`}),V(`option`,{value:`yes`,children:`yes`}),V(`option`,{value:`no`,children:`no`})]})})]}),V(`button`,{class:`primary`,children:`Save policy`}),V(H,{error:a}),r&&V(wn,{t:r})]})}function Dn({hasList:e}){let[t,n]=L(``),[r,i]=L(``),[a,o]=L(`HARNESS`),[s,c]=L(``),[l,u]=L(null),d=W(an,{},!e),f=B(null),p=xt(3e4);async function m(e){e.preventDefault(),u(null);try{let e=await et(en,{name:t.trim(),value:r,purpose:a});c(`Secret ${e.setSecret.name} (${e.setSecret.purpose.toLowerCase()}) saved.`),i(``),d.reload()}catch(e){u(bt(e))}}function h(e,t){n(e),o(t),i(``),c(``),f.current?.focus()}let g=d.data?.secrets??[];return V(`form`,{class:`stack card`,onSubmit:m,"aria-label":`Secrets`,children:[V(`h2`,{children:`Secrets`}),V(`p`,{class:`muted`,children:`Write-only: setting an existing name rotates it. No value is ever shown again.`}),!e&&V(`p`,{class:`muted`,children:`Listing secret names is not available on this server.`}),e&&V(H,{error:d.error}),e&&d.data&&V(`div`,{class:`scroll`,children:V(`table`,{class:`compact`,"data-testid":`secrets`,children:[V(`thead`,{children:V(`tr`,{children:[V(`th`,{children:`Name`}),V(`th`,{children:`Purpose`}),V(`th`,{children:`Set`}),V(`th`,{children:V(`span`,{class:`sr`,children:`Rotate`})})]})}),V(`tbody`,{children:[g.map(e=>V(`tr`,{children:[V(`td`,{children:V(`code`,{children:e.name})}),V(`td`,{children:e.purpose.toLowerCase()}),V(`td`,{title:e.updatedAt,children:bn(e.updatedAt,p)}),V(`td`,{children:V(`button`,{type:`button`,onClick:()=>h(e.name,e.purpose),"aria-label":`Rotate ${e.name}`,children:`Rotate`})})]},e.name)),g.length===0&&V(`tr`,{children:V(`td`,{colSpan:4,class:`muted`,children:`No secrets yet.`})})]})]})}),V(`div`,{class:`row`,children:[V(U,{label:`Name`,children:V(`input`,{name:`secretName`,required:!0,value:t,onInput:e=>n(e.currentTarget.value)})}),V(U,{label:`Value`,children:V(`input`,{ref:f,name:`secretValue`,type:`password`,autocomplete:`new-password`,required:!0,value:r,onInput:e=>i(e.currentTarget.value)})}),V(U,{label:`Purpose`,children:V(`select`,{name:`purpose`,value:a,onChange:e=>o(e.currentTarget.value),children:[V(`option`,{value:`HARNESS`,children:`harness env`}),V(`option`,{value:`CLUSTER`,children:`cluster credential`}),V(`option`,{value:`MODEL`,children:`model API key`})]})})]}),V(`button`,{class:`primary`,children:`Set secret`}),s&&V(`p`,{class:`ok`,children:s}),V(H,{error:l})]})}var On=[`MEMBER`,`ADMIN`,`OPERATOR`],kn=[[`never`,0],[`1 day`,86400],[`7 days`,604800],[`30 days`,2592e3],[`90 days`,7776e3],[`1 year`,31536e3]],An=e=>e?.focus();function jn(e,t){return e.revokedAt?`revoked`:e.expiresAt&&Date.parse(e.expiresAt)<=t?`expired`:`active`}function Mn({text:e,target:t}){let[n,r]=L(``);async function i(){try{await navigator.clipboard.writeText(e),r(`Copied.`)}catch{let e=t();e&&getSelection()?.selectAllChildren(e),r(`Selected: press Ctrl+C (⌘C) to copy.`)}}return V(y,{children:[V(`button`,{type:`button`,onClick:i,children:`Copy`}),V(`span`,{class:`muted`,role:`status`,children:n})]})}function Nn({viewer:e}){let t=W(tn,{}),n=xt(3e4),r=e.role!==`MEMBER`,i=On.slice(0,On.indexOf(e.role)+1),[a,o]=L({subject:``,role:`MEMBER`,lifetime:`0`}),[s,c]=L(null),[l,u]=L(``),[d,f]=L(null),p=B(null);async function m(e){e.preventDefault(),f(null);try{let e=Number(a.lifetime),n=(await et(nn,{role:a.role,subject:r&&a.subject.trim()?a.subject.trim():null,expiresIn:e>0?e:null})).createToken;c({token:n.token,subject:n.apiToken.subject,role:n.apiToken.role}),t.set(e=>({tokens:[n.apiToken,...e.tokens]}))}catch(e){f(bt(e))}}async function h(e){f(null),u(``);try{let n=await et(rn,{id:e});t.set(t=>({tokens:t.tokens.map(t=>t.id===e?n.revokeToken:t)}))}catch(e){f(bt(e))}}let g=t.data?.tokens??[];return V(`div`,{class:`card`,"data-testid":`tokens-card`,children:[V(`h2`,{id:`tokens`,children:`Tokens`}),V(`p`,{class:`muted`,children:[r?`Your tenant's tokens.`:`Your own tokens.`,` A token's value is shown once, when it is made; revoking one refuses it from its next request on.`]}),V(`form`,{class:`row align-end`,onSubmit:m,"aria-label":`Create a token`,children:[V(U,{label:`Subject`,children:V(`input`,{name:`tokenSubject`,value:r?a.subject:e.subject,disabled:!r,placeholder:e.subject,onInput:e=>o({...a,subject:e.currentTarget.value})})}),V(U,{label:`Role`,children:V(`select`,{name:`tokenRole`,value:a.role,onChange:e=>o({...a,role:e.currentTarget.value}),children:i.map(e=>V(`option`,{value:e,children:e.toLowerCase()}))})}),V(U,{label:`Expires`,children:V(`select`,{name:`tokenLifetime`,value:a.lifetime,onChange:e=>o({...a,lifetime:e.currentTarget.value}),children:kn.map(([e,t])=>V(`option`,{value:String(t),children:t?`in ${e}`:e}))})}),V(`button`,{class:`primary`,children:`Create token`})]}),s&&V(`div`,{class:`notice`,"data-testid":`new-token`,role:`status`,children:[V(`p`,{children:[V(`strong`,{children:[`New `,s.role.toLowerCase(),` token for `,s.subject,`.`]}),` `,`Copy it now: it is not shown again.`]}),V(`p`,{class:`secret-line`,children:[V(`code`,{class:`secret`,ref:p,children:s.token}),` `,V(Mn,{text:s.token,target:()=>p.current})]}),V(`button`,{type:`button`,class:`link`,onClick:()=>c(null),children:`Done, hide it`})]}),V(H,{error:d??t.error}),t.loading&&!t.data?V(yt,{}):V(`div`,{class:`scroll`,children:V(`table`,{"data-testid":`tokens`,children:[V(`thead`,{children:V(`tr`,{children:[V(`th`,{children:`Subject`}),V(`th`,{children:`Role`}),V(`th`,{children:`State`}),V(`th`,{class:`hide-sm`,children:`Created`}),V(`th`,{class:`hide-sm`,children:`Last used`}),V(`th`,{class:`hide-sm`,children:`Expires`}),V(`th`,{children:V(`span`,{class:`sr`,children:`Revoke`})})]})}),V(`tbody`,{children:[g.map(e=>{let t=jn(e,n);return V(`tr`,{"data-token":e.id,"data-state":t,class:t===`active`?void 0:`archived`,children:[V(`td`,{children:e.subject}),V(`td`,{children:e.role.toLowerCase()}),V(`td`,{children:V(`span`,{class:`badge tok-${t}`,children:t})}),V(`td`,{class:`hide-sm`,title:e.createdAt,children:bn(e.createdAt,n)}),V(`td`,{class:`hide-sm`,title:e.lastUsedAt??void 0,children:e.lastUsedAt?bn(e.lastUsedAt,n):V(`span`,{class:`muted`,children:`never`})}),V(`td`,{class:`hide-sm`,title:e.expiresAt??void 0,children:e.expiresAt?new Date(e.expiresAt).toLocaleDateString():V(`span`,{class:`muted`,children:`never`})}),V(`td`,{class:`actions`,children:t===`active`&&(l===e.id?V(y,{children:[V(`button`,{class:`danger`,ref:An,onClick:()=>h(e.id),children:`Confirm revoke`}),V(`button`,{onClick:()=>u(``),children:`Keep`})]}):V(`button`,{onClick:()=>u(e.id),"aria-label":`Revoke the token of ${e.subject} made ${new Date(e.createdAt).toLocaleString()}`,children:`Revoke`}))})]},e.id)}),g.length===0&&V(`tr`,{children:V(`td`,{colSpan:7,class:`muted`,children:`No tokens.`})})]})]})})]})}function Pn(){let[e,t]=L(``),[n,r]=L(null);return V(`div`,{class:`stack card`,children:[V(`h2`,{children:`Webhook signing secret`}),V(`p`,{class:`muted`,children:`Rotating makes a new secret at once; the old one stops verifying. It is shown once.`}),V(`button`,{onClick:async()=>{r(null);try{t((await et(q,{})).rotateWebhookSecret)}catch(e){r(bt(e))}},children:`Rotate webhook secret`}),e&&V(`p`,{children:[`New secret (copy it now): `,V(`code`,{class:`secret`,children:e})]}),V(H,{error:n})]})}function Fn({viewer:e}){let t=Ct(),n=e=>t?.fields?.has(e)??!1,r=e.role===`ADMIN`||e.role===`OPERATOR`;return V(`section`,{children:[V(`h1`,{children:`Admin`}),V(`div`,{class:`grid2`,children:[V(`div`,{class:`card`,children:[V(`h2`,{children:`Your tenant`}),V(wn,{t:e.tenant}),V(`p`,{class:`muted`,children:[`Signed in as `,e.subject,` (`,e.role.toLowerCase(),`).`]})]}),e.role===`OPERATOR`?V(En,{viewer:e}):V(`p`,{class:`muted`,children:`Tenant policy is set by an operator.`})]}),n(`Query.tokens`)?V(Nn,{viewer:e}):V(y,{children:[V(`h2`,{children:`Tokens`}),V(vt,{what:`Token management (list, create, revoke)`,children:[` `,`Create tokens with `,V(`code`,{children:`everdict token create`}),`.`]})]}),r?V(`div`,{class:`grid2`,children:[V(Dn,{hasList:n(`Query.secrets`)}),V(Pn,{})]}):V(`p`,{class:`muted`,children:`Secrets and the webhook secret need an admin token.`})]})}var In={back:[],after:``};function Ln(e,t){return t?{back:[...e.back,e.after],after:t}:e}function Rn(e){return e.back.length===0?e:{back:e.back.slice(0,-1),after:e.back[e.back.length-1]}}function zn(e){return e.back.length+1}function Bn(e){return e.after?[...e.back,e.after].join(`~`):``}function Vn(e){if(!e)return In;let t=e.split(`~`);return{back:t.slice(0,-1),after:t[t.length-1]}}function Hn(e){let t=e.replace(/\/+$/,``).split(`/`).filter(Boolean).map(decodeURIComponent);if(t.length===0)return{page:`runs`};let[n,r,...i]=t;if(i.length>0)return{page:`notfound`};switch(n){case`signin`:case`submit`:case`queue`:case`admin`:case`providers`:case`harnesses`:return r===void 0?{page:n}:{page:`notfound`};case`scorecards`:return r===void 0?{page:`scorecards`}:r===`compare`?{page:`compare`}:{page:`scorecard`,id:r};case`runs`:return r===void 0?{page:`runs`}:{page:`run`,id:r};case`runtimes`:return r===void 0?{page:`runtimes`}:{page:`runtime`,name:r}}return{page:`notfound`}}function Un(e){return`/runs/${encodeURIComponent(e)}`}function Wn(e){return`/scorecards/${encodeURIComponent(e)}`}function Gn(e){return`/runtimes/${encodeURIComponent(e)}`}var Kn=new Set;window.addEventListener(`popstate`,()=>Kn.forEach(e=>e()));function qn(e,t=!1){t?history.replaceState(null,``,e):history.pushState(null,``,e),Kn.forEach(e=>e()),e.includes(`#`)||window.scrollTo(0,0)}function Jn(){let[,e]=L(0);return R(()=>{let t=()=>e(e=>e+1);return Kn.add(t),()=>{Kn.delete(t)}},[]),new URL(location.href)}function Yn(e){e.addEventListener(`click`,e=>{if(e.defaultPrevented||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;let t=e.target.closest(`a`);!t||t.target||t.hasAttribute(`download`)||t.origin!==location.origin||t.pathname===`/graphiql`||t.pathname.startsWith(`/static/`)||t.pathname===location.pathname&&t.search===location.search&&t.hash||(e.preventDefault(),qn(t.pathname+t.search+t.hash))})}function Xn(){let e=Vn(Jn().searchParams.get(`page`)),t=W(pn,{first:25,after:e.after||null}),n=(t.data?.harnesses.edges??[]).flatMap(e=>e?.node?[e.node]:[]),r=e=>qn(e?`/harnesses?page=${encodeURIComponent(e)}`:`/harnesses`,!0);return V(`section`,{children:[V(`h1`,{children:`Harnesses`}),V(`p`,{class:`muted`,children:[`Agents registered in immutable versions: run one by reference (`,V(`code`,{children:`name`}),`, `,V(`code`,{children:`name@tag`}),` or `,V(`code`,{children:`name@3`}),`) from `,V(`a`,{href:`/submit`,children:`Submit`}),`, `,V(`code`,{children:`everdict run submit --harness`}),` or MCP. Register with`,` `,V(`code`,{children:`everdict harness register -f harness.yaml`}),`.`]}),V(H,{error:t.error}),t.loading&&!t.data?V(yt,{}):V(`div`,{class:`scroll`,children:V(`table`,{"data-testid":`harnesses`,children:[V(`thead`,{children:V(`tr`,{children:[V(`th`,{children:`Harness`}),V(`th`,{children:`Version`}),V(`th`,{children:`Tags`}),V(`th`,{children:`Digest`}),V(`th`,{class:`hide-sm`,children:`Command`}),V(`th`,{class:`hide-sm`,children:`Env`}),V(`th`,{children:`Model`})]})}),V(`tbody`,{children:[n.flatMap(e=>[...e.versions].sort((e,t)=>t.version-e.version).map((t,n)=>V(`tr`,{"data-harness":e.name,"data-version":t.version,class:t.archived?`muted`:void 0,children:[V(`td`,{children:n===0&&V(y,{children:[V(`strong`,{children:e.name}),` `,e.shared&&V(`span`,{class:`chip`,children:`shared`}),!e.latest&&V(`span`,{class:`chip`,children:`all archived`})]})}),V(`td`,{children:[`v`,t.version,e.latest?.version===t.version&&V(`span`,{class:`chip`,children:`latest`}),t.archived&&V(`span`,{class:`chip`,children:`archived`})]}),V(`td`,{children:t.tags.map(e=>V(`span`,{class:`chip`,children:e}))}),V(`td`,{children:V(`code`,{title:t.digest,children:t.digest.slice(0,12)})}),V(`td`,{class:`hide-sm`,children:V(`code`,{children:t.spec.command.join(` `)})}),V(`td`,{class:`hide-sm`,"data-testid":`env`,children:t.spec.env.map(e=>V(`span`,{class:`chip`,children:e.secretRef?`${e.name} ← @${e.secretRef}`:e.name}))}),V(`td`,{children:[t.spec.model.default||V(`span`,{class:`muted`,children:`—`}),t.spec.model.required&&V(`span`,{class:`chip`,children:`required`})]})]},t.id))),n.length===0&&V(`tr`,{children:V(`td`,{colSpan:7,class:`muted`,children:[`No harnesses yet: register one with `,V(`code`,{children:`everdict harness register -f harness.yaml`}),`.`]})})]})]})}),(e.back.length>0||t.data?.harnesses.pageInfo.hasNextPage)&&V(`nav`,{class:`pager`,"aria-label":`pages`,children:[V(`button`,{disabled:e.back.length===0,onClick:()=>r(Bn(Rn(e))),children:`← Previous`}),V(`button`,{disabled:!t.data?.harnesses.pageInfo.hasNextPage,onClick:()=>r(Bn(Ln(e,t.data?.harnesses.pageInfo.endCursor))),children:`Next →`})]})]})}var Zn=[[`OPENAI_COMPATIBLE`,`OpenAI-compatible`],[`ANTHROPIC`,`Anthropic`]],Qn={name:``,kind:`OPENAI_COMPATIBLE`,baseUrl:``,apiKeySecret:``,inputUsdPerMTok:``,outputUsdPerMTok:``};function $n(e){let t={name:e.name.trim(),kind:e.kind,baseUrl:e.baseUrl.trim(),apiKeySecret:e.apiKeySecret.trim()};return e.inputUsdPerMTok.trim()!==``&&(t.inputUsdPerMTok=Number(e.inputUsdPerMTok)),e.outputUsdPerMTok.trim()!==``&&(t.outputUsdPerMTok=Number(e.outputUsdPerMTok)),t}function er({viewer:e}){let t=Ct(),n=t?.fields==null||t.fields.has(`Query.modelProviders`),r=e.role===`ADMIN`||e.role===`OPERATOR`,i=W(mn,{},!n),[a,o]=L(Qn),[s,c]=L(``),[l,u]=L(null),d=xt(3e4),f=e=>t=>{let n=t.currentTarget.value;o(t=>({...t,[e]:n}))};if(!n)return V(`section`,{children:[V(`h1`,{children:`Model providers`}),V(vt,{what:`Model providers`})]});async function p(e){e.preventDefault(),u(null),c(``);try{let e=await et(hn,{input:$n(a)});c(`Model provider ${e.registerModelProvider.name} registered.`),o(Qn),i.reload()}catch(e){u(bt(e))}}async function m(e){if(confirm(`Delete model provider ${e}? Judge graders naming it become unscored.`)){u(null),c(``);try{await et(gn,{name:e}),c(`Model provider ${e} deleted.`),i.reload()}catch(e){u(bt(e))}}}let h=i.data?.modelProviders??[];return V(`section`,{children:[V(`h1`,{children:`Model providers`}),V(`p`,{class:`muted`,children:[`Where judge models are called: a JUDGE grader's model `,V(`code`,{children:`provider/model`}),` names a provider here by its first segment. Each provider's API key is a `,V(`a`,{href:`/admin`,children:`secret`}),` of purpose `,V(`em`,{children:`model`}),`, named here and never shown.`]}),i.loading&&!i.data&&V(yt,{}),V(H,{error:i.error}),i.data&&V(`div`,{class:`scroll`,children:V(`table`,{"data-testid":`providers`,children:[V(`thead`,{children:V(`tr`,{children:[V(`th`,{children:`Name`}),V(`th`,{children:`Kind`}),V(`th`,{children:`Base URL`}),V(`th`,{children:`API key secret`}),V(`th`,{class:`hide-sm`,children:`USD / MTok in · out`}),V(`th`,{class:`hide-sm`,children:`Updated`}),r&&V(`th`,{children:V(`span`,{class:`sr`,children:`Delete`})})]})}),V(`tbody`,{children:[h.map(e=>V(`tr`,{children:[V(`td`,{children:V(`code`,{children:e.name})}),V(`td`,{children:Zn.find(([t])=>t===e.kind)?.[1]??e.kind}),V(`td`,{children:V(`code`,{children:e.baseUrl})}),V(`td`,{children:V(`code`,{children:e.apiKeySecret})}),V(`td`,{class:`hide-sm`,children:[e.inputUsdPerMTok??`—`,` · `,e.outputUsdPerMTok??`—`]}),V(`td`,{class:`hide-sm`,title:e.updatedAt,children:bn(e.updatedAt,d)}),r&&V(`td`,{children:V(`button`,{type:`button`,class:`danger`,onClick:()=>m(e.name),"aria-label":`Delete ${e.name}`,children:`Delete`})})]},e.name)),h.length===0&&V(`tr`,{children:V(`td`,{colSpan:r?7:6,class:`muted`,children:`No model providers yet.`})})]})]})}),s&&V(`p`,{class:`ok`,children:s}),r?V(`form`,{class:`stack card`,onSubmit:p,"aria-label":`Register a model provider`,children:[V(`h2`,{children:`Register a model provider`}),V(`div`,{class:`row`,children:[V(U,{label:`Name`,hint:`the first segment of its models: name/model`,children:V(`input`,{name:`providerName`,required:!0,value:a.name,onInput:f(`name`)})}),V(U,{label:`Kind`,children:V(`select`,{name:`kind`,value:a.kind,onChange:f(`kind`),children:Zn.map(([e,t])=>V(`option`,{value:e,children:t}))})}),V(U,{label:`Base URL`,hint:`e.g. https://api.openai.com/v1`,children:V(`input`,{name:`baseUrl`,type:`url`,required:!0,value:a.baseUrl,onInput:f(`baseUrl`)})}),V(U,{label:`API key secret`,hint:`a secret of purpose model`,children:V(`input`,{name:`apiKeySecret`,required:!0,value:a.apiKeySecret,onInput:f(`apiKeySecret`)})})]}),V(`div`,{class:`row`,children:[V(U,{label:`USD per M input tokens`,hint:`optional, for a provider that reports no cost`,children:V(`input`,{name:`inputUsdPerMTok`,inputMode:`decimal`,value:a.inputUsdPerMTok,onInput:f(`inputUsdPerMTok`)})}),V(U,{label:`USD per M output tokens`,children:V(`input`,{name:`outputUsdPerMTok`,inputMode:`decimal`,value:a.outputUsdPerMTok,onInput:f(`outputUsdPerMTok`)})})]}),V(`button`,{class:`primary`,children:`Register`})]}):V(`p`,{class:`muted`,children:`Registering and deleting model providers needs an admin token.`}),V(H,{error:l})]})}var tr=!0,nr=`uplot`,rr=`u-hz`,ir=`u-vt`,ar=`u-title`,or=`u-wrap`,sr=`u-under`,cr=`u-over`,lr=`u-axis`,ur=`u-off`,dr=`u-select`,fr=`u-cursor-x`,pr=`u-cursor-y`,mr=`u-cursor-pt`,hr=`u-legend`,gr=`u-live`,_r=`u-inline`,vr=`u-series`,yr=`u-marker`,br=`u-label`,xr=`u-value`,Sr=`width`,Cr=`height`,wr=`top`,Tr=`bottom`,Er=`left`,Dr=`right`,Or=`#000`,kr=`#0000`,Ar=`mousemove`,jr=`mousedown`,Mr=`mouseup`,Nr=`mouseenter`,Pr=`mouseleave`,Fr=`dblclick`,Ir=`resize`,Lr=`scroll`,Rr=`change`,zr=`dppxchange`,Br=`--`,Vr=typeof window<`u`,Hr=Vr?document:null,Ur=Vr?window:null,Wr=Vr?navigator:null,Y,Gr;function Kr(){let e=devicePixelRatio;Y!=e&&(Y=e,Gr&&si(Rr,Gr,Kr),Gr=matchMedia(`(min-resolution: ${Y-.001}dppx) and (max-resolution: ${Y+.001}dppx)`),oi(Rr,Gr,Kr),Ur.dispatchEvent(new CustomEvent(zr)))}function qr(e,t){if(t!=null){let n=e.classList;!n.contains(t)&&n.add(t)}}function Jr(e,t){let n=e.classList;n.contains(t)&&n.remove(t)}function Yr(e,t,n){e.style[t]=n+`px`}function Xr(e,t,n,r){let i=Hr.createElement(e);return t!=null&&qr(i,t),n?.insertBefore(i,r),i}function Zr(e,t){return Xr(`div`,e,t)}var Qr=new WeakMap;function $r(e,t,n,r,i){let a=`translate(`+t+`px,`+n+`px)`;a!=Qr.get(e)&&(e.style.transform=a,Qr.set(e,a),t<0||n<0||t>r||n>i?qr(e,ur):Jr(e,ur))}var ei=new WeakMap;function ti(e,t,n){let r=t+n;r!=ei.get(e)&&(ei.set(e,r),e.style.background=t,e.style.borderColor=n)}var ni=new WeakMap;function ri(e,t,n,r){let i=t+``+n;i!=ni.get(e)&&(ni.set(e,i),e.style.height=n+`px`,e.style.width=t+`px`,e.style.marginLeft=r?-t/2+`px`:0,e.style.marginTop=r?-n/2+`px`:0)}var ii={passive:!0},ai={...ii,capture:!0};function oi(e,t,n,r){t.addEventListener(e,n,r?ai:ii)}function si(e,t,n,r){t.removeEventListener(e,n,ii)}Vr&&Kr();function ci(e,t,n,r){let i;n||=0,r||=t.length-1;let a=r<=2147483647;for(;r-n>1;)i=a?n+r>>1:ki((n+r)/2),t[i]<e?n=i:r=i;return e-t[n]<=t[r]-e?n:r}function li(e){return(t,n,r)=>{let i=-1,a=-1;for(let a=n;a<=r;a++)if(e(t[a])){i=a;break}for(let i=r;i>=n;i--)if(e(t[i])){a=i;break}return[i,a]}}var ui=e=>e!=null,di=e=>e!=null&&e>0,fi=li(ui),pi=li(di);function mi(e,t,n,r=0,i=!1){let a=i?pi:fi,o=i?di:ui;[t,n]=a(e,t,n);let s=e[t],c=e[t];if(t>-1){if(r==1)s=e[t],c=e[n];else if(r==-1)s=e[n],c=e[t];else for(let r=t;r<=n;r++){let t=e[r];o(t)&&(t<s?s=t:t>c&&(c=t))}}return[s??Bi,c??-Bi]}function hi(e,t,n,r){let i=Fi(e),a=Fi(t);e==t&&(i==-1?(e*=n,t/=n):(e/=n,t*=n));let o=n==10?Ii:Li,s=i==1?ki:ji,c=a==1?ji:ki,l=s(o(Oi(e))),u=c(o(Oi(t))),d=Pi(n,l),f=Pi(n,u);return n==10&&(l<0&&(d=Q(d,-l)),u<0&&(f=Q(f,-u))),r||n==2?(e=d*i,t=f*a):(e=ea(e,d),t=$i(t,f)),[e,t]}function gi(e,t,n,r){let i=hi(e,t,n,r);return e==0&&(i[0]=0),t==0&&(i[1]=0),i}var _i=.1,vi={mode:3,pad:_i},yi={pad:0,soft:null,mode:0},bi={min:yi,max:yi};function xi(e,t,n,r){return da(n)?Ci(e,t,n):(yi.pad=n,yi.soft=r?0:null,yi.mode=r?3:0,Ci(e,t,bi))}function X(e,t){return e??t}function Si(e,t,n){for(t=X(t,0),n=X(n,e.length-1);t<=n;){if(e[t]!=null)return!0;t++}return!1}function Ci(e,t,n){let r=n.min,i=n.max,a=X(r.pad,0),o=X(i.pad,0),s=X(r.hard,-Bi),c=X(i.hard,Bi),l=X(r.soft,Bi),u=X(i.soft,-Bi),d=X(r.mode,0),f=X(i.mode,0),p=t-e,m=Ii(p),h=Ni(Oi(e),Oi(t)),g=Oi(Ii(h)-m);(p<1e-24||g>10)&&(p=0,(e==0||t==0)&&(p=1e-24,d==2&&l!=Bi&&(a=0),f==2&&u!=-Bi&&(o=0)));let _=p||h||1e3,v=Pi(10,ki(Ii(_))),y=Q(ea(e-_*(p==0?e==0?.1:1:a),v/10),24),b=e>=l&&(d==1||d==3&&y<=l||d==2&&y>=l)?l:Bi,x=Ni(s,y<b&&e>=b?b:Mi(b,y)),S=Q($i(t+_*(p==0?t==0?.1:1:o),v/10),24),C=t<=u&&(f==1||f==3&&S>=u||f==2&&S<=u)?u:-Bi,w=Mi(c,S>C&&t<=C?C:Ni(C,S));return x==w&&x==0&&(w=100),[x,w]}var wi=new Intl.NumberFormat(Vr?Wr.language:`en-US`),Ti=e=>wi.format(e),Ei=Math,Di=Ei.PI,Oi=Ei.abs,ki=Ei.floor,Ai=Ei.round,ji=Ei.ceil,Mi=Ei.min,Ni=Ei.max,Pi=Ei.pow,Fi=Ei.sign,Ii=Ei.log10,Li=Ei.log2,Ri=(e,t=1)=>Ei.sinh(e)*t,zi=(e,t=1)=>Ei.asinh(e/t),Bi=1/0;function Vi(e){return(Ii((e^e>>31)-(e>>31))|0)+1}function Hi(e,t,n){return Mi(Ni(e,t),n)}function Ui(e){return typeof e==`function`}function Z(e){return Ui(e)?e:()=>e}var Wi=()=>{},Gi=e=>e,Ki=(e,t)=>t,qi=e=>null,Ji=e=>!0,Yi=(e,t)=>e==t,Xi=/\.\d*?(?=9{6,}|0{6,})/gm,Zi=e=>{if(ca(e)||ta.has(e))return e;let t=`${e}`,n=t.match(Xi);if(n==null)return e;let r=n[0].length-1;if(t.indexOf(`e-`)!=-1){let[e,n]=t.split(`e`);return+`${Zi(e)}e${n}`}return Q(e,r)};function Qi(e,t){return Zi(Q(Zi(e/t))*t)}function $i(e,t){return Zi(ji(Zi(e/t))*t)}function ea(e,t){return Zi(ki(Zi(e/t))*t)}function Q(e,t=0){if(ca(e))return e;let n=10**t;return Ai(e*n*(1+2**-52))/n}var ta=new Map;function na(e){return((``+e).split(`.`)[1]||``).length}function ra(e,t,n,r){let i=[],a=r.map(na);for(let o=t;o<n;o++){let t=Oi(o),n=Q(Pi(e,o),t);for(let s=0;s<r.length;s++){let c=e==10?+`${r[s]}e${o}`:r[s]*n,l=(o>=0?0:t)+(o>=a[s]?0:a[s]),u=e==10?c:Q(c,l);i.push(u),ta.set(u,l)}}return i}var ia={},aa=[],oa=[null,null],sa=Array.isArray,ca=Number.isInteger,la=e=>e===void 0;function ua(e){return typeof e==`string`}function da(e){let t=!1;if(e!=null){let n=e.constructor;t=n==null||n==Object}return t}function fa(e){return typeof e==`object`&&!!e}var pa=Object.getPrototypeOf(Uint8Array),ma=`__proto__`;function ha(e,t=da){let n;if(sa(e)){let r=e.find(e=>e!=null);if(sa(r)||t(r)){n=Array(e.length);for(let r=0;r<e.length;r++)n[r]=ha(e[r],t)}else n=e.slice()}else if(e instanceof pa)n=e.slice();else if(t(e)){n={};for(let r in e)r!=ma&&(n[r]=ha(e[r],t))}else n=e;return n}function ga(e){let t=arguments;for(let n=1;n<t.length;n++){let r=t[n];for(let t in r)t!=ma&&(da(e[t])?ga(e[t],ha(r[t])):e[t]=ha(r[t]))}return e}var _a=0,va=1,ya=2;function ba(e,t,n){for(let r=0,i,a=-1;r<t.length;r++){let o=t[r];if(o>a){for(i=o-1;i>=0&&e[i]==null;)e[i--]=null;for(i=o+1;i<n&&e[i]==null;)e[a=i++]=null}}}function xa(e,t){if(wa(e)){let t=e[0].slice();for(let n=1;n<e.length;n++)t.push(...e[n].slice(1));return Ta(t[0])||(t=Ca(t)),t}let n=new Set;for(let t=0;t<e.length;t++){let r=e[t][0],i=r.length;for(let e=0;e<i;e++)n.add(r[e])}let r=[Array.from(n).sort((e,t)=>e-t)],i=r[0].length,a=new Map;for(let e=0;e<i;e++)a.set(r[0][e],e);for(let n=0;n<e.length;n++){let o=e[n],s=o[0];for(let e=1;e<o.length;e++){let c=o[e],l=Array(i).fill(void 0),u=t?t[n][e]:va,d=[];for(let e=0;e<c.length;e++){let t=c[e],n=a.get(s[e]);t===null?u!=_a&&(l[n]=t,u==ya&&d.push(n)):l[n]=t}ba(l,d,i),r.push(l)}}return r}var Sa=typeof queueMicrotask>`u`?e=>Promise.resolve().then(e):queueMicrotask;function Ca(e){let t=e[0],n=t.length,r=Array(n);for(let e=0;e<r.length;e++)r[e]=e;r.sort((e,n)=>t[e]-t[n]);let i=[];for(let t=0;t<e.length;t++){let a=e[t],o=Array(n);for(let e=0;e<n;e++)o[e]=a[r[e]];i.push(o)}return i}function wa(e){let t=e[0][0],n=t.length;for(let r=1;r<e.length;r++){let i=e[r][0];if(i.length!=n)return!1;if(i!=t){for(let e=0;e<n;e++)if(i[e]!=t[e])return!1}}return!0}function Ta(e,t=100){let n=e.length;if(n<=1)return!0;let r=0,i=n-1;for(;r<=i&&e[r]==null;)r++;for(;i>=r&&e[i]==null;)i--;if(i<=r)return!0;let a=Ni(1,ki((i-r+1)/t));for(let t=e[r],n=r+a;n<=i;n+=a){let r=e[n];if(r!=null){if(r<=t)return!1;t=r}}return!0}var Ea=[`January`,`February`,`March`,`April`,`May`,`June`,`July`,`August`,`September`,`October`,`November`,`December`],Da=[`Sunday`,`Monday`,`Tuesday`,`Wednesday`,`Thursday`,`Friday`,`Saturday`];function Oa(e){return e.slice(0,3)}var ka=Da.map(Oa),Aa={MMMM:Ea,MMM:Ea.map(Oa),WWWW:Da,WWW:ka};function ja(e){return(e<10?`0`:``)+e}function Ma(e){return(e<10?`00`:e<100?`0`:``)+e}var Na={YYYY:e=>e.getFullYear(),YY:e=>(e.getFullYear()+``).slice(2),MMMM:(e,t)=>t.MMMM[e.getMonth()],MMM:(e,t)=>t.MMM[e.getMonth()],MM:e=>ja(e.getMonth()+1),M:e=>e.getMonth()+1,DD:e=>ja(e.getDate()),D:e=>e.getDate(),WWWW:(e,t)=>t.WWWW[e.getDay()],WWW:(e,t)=>t.WWW[e.getDay()],HH:e=>ja(e.getHours()),H:e=>e.getHours(),h:e=>{let t=e.getHours();return t==0?12:t>12?t-12:t},AA:e=>e.getHours()>=12?`PM`:`AM`,aa:e=>e.getHours()>=12?`pm`:`am`,a:e=>e.getHours()>=12?`p`:`a`,mm:e=>ja(e.getMinutes()),m:e=>e.getMinutes(),ss:e=>ja(e.getSeconds()),s:e=>e.getSeconds(),fff:e=>Ma(e.getMilliseconds())};function Pa(e,t){t||=Aa;let n=[],r=/\{([a-z]+)\}|[^{]+/gi,i;for(;i=r.exec(e);)n.push(i[0][0]==`{`?Na[i[1]]:i[0]);return e=>{let r=``;for(let i=0;i<n.length;i++)r+=typeof n[i]==`string`?n[i]:n[i](e,t);return r}}var Fa=new Intl.DateTimeFormat().resolvedOptions().timeZone;function Ia(e,t){let n;return t==`UTC`||t==`Etc/UTC`?n=new Date(+e+e.getTimezoneOffset()*6e4):t==Fa?n=e:(n=new Date(e.toLocaleString(`en-US`,{timeZone:t})),n.setMilliseconds(e.getMilliseconds())),n}var La=e=>e%1==0,Ra=[1,2,2.5,5],za=ra(10,-32,0,Ra),Ba=ra(10,0,32,Ra),Va=Ba.filter(La),Ha=za.concat(Ba),Ua=`
`,Wa=`{YYYY}`,Ga=Ua+Wa,Ka=`{M}/{D}`,qa=Ua+Ka,Ja=qa+`/{YY}`,Ya=`{aa}`,Xa=`{h}:{mm}`+Ya,Za=Ua+Xa,Qa=`:{ss}`,$=null;function $a(e){let t=e*1e3,n=t*60,r=n*60,i=r*24,a=i*30,o=i*365,s=(e==1?ra(10,0,3,Ra).filter(La):ra(10,-3,0,Ra)).concat([t,t*5,t*10,t*15,t*30,n,n*5,n*10,n*15,n*30,r,r*2,r*3,r*4,r*6,r*8,r*12,i,i*2,i*3,i*4,i*5,i*6,i*7,i*8,i*9,i*10,i*15,a,a*2,a*3,a*4,a*6,o,o*2,o*5,o*10,o*25,o*50,o*100]),c=[[o,Wa,$,$,$,$,$,$,1],[i*28,`{MMM}`,Ga,$,$,$,$,$,1],[i,Ka,Ga,$,$,$,$,$,1],[r,`{h}`+Ya,Ja,$,qa,$,$,$,1],[n,Xa,Ja,$,qa,$,$,$,1],[t,Qa,Ja+` `+Xa,$,qa+` `+Xa,$,Za,$,1],[e,Qa+`.{fff}`,Ja+` `+Xa,$,qa+` `+Xa,$,Za,$,1]];function l(t){return(s,c,l,u,d,f)=>{let p=[],m=d>=o,h=d>=a&&d<o,g=t(l),_=Q(g*e,3),v=lo(g.getFullYear(),m?0:g.getMonth(),h||m?1:g.getDate()),y=Q(v*e,3);if(h||m){let n=h?d/a:0,r=m?d/o:0,i=_==y?_:Q(lo(v.getFullYear()+r,v.getMonth()+n,1)*e,3),s=new Date(Ai(i/e)),c=s.getFullYear(),l=s.getMonth();for(let a=0;i<=u;a++){let o=lo(c+r*a,l+n*a,1),s=o-t(Q(o*e,3));i=Q((+o+s)*e,3),i<=u&&p.push(i)}}else{let a=d>=i?i:d,o=y+(ki(l)-ki(_))+$i(_-y,a);p.push(o);let m=t(o),h=m.getHours()+m.getMinutes()/n+m.getSeconds()/r,g=d/r,v=f/s.axes[c]._space;for(;o=Q(o+d,e==1?0:3),!(o>u);)if(g>1){let e=ki(Q(h+g,6))%24,n=t(o).getHours()-e;n>1&&(n=-1),o-=n*r,h=(h+g)%24;let i=p[p.length-1];Q((o-i)/d,3)*v>=.7&&p.push(o)}else p.push(o)}return p}}return[s,c,l]}var[eo,to,no]=$a(1),[ro,io,ao]=$a(.001);ra(2,-53,53,[1]);function oo(e,t){return e.map(e=>e.map((n,r)=>r==0||r==8||n==null?n:t(r==1||e[8]==0?n:e[1]+n)))}function so(e,t){return(n,r,i,a,o)=>{let s=t.find(e=>o>=e[0])||t[t.length-1],c,l,u,d,f,p;return r.map(t=>{let n=e(t),r=n.getFullYear(),i=n.getMonth(),a=n.getDate(),o=n.getHours(),m=n.getMinutes(),h=n.getSeconds(),g=r!=c&&s[2]||i!=l&&s[3]||a!=u&&s[4]||o!=d&&s[5]||m!=f&&s[6]||h!=p&&s[7]||s[1];return c=r,l=i,u=a,d=o,f=m,p=h,g(n)})}}function co(e,t){let n=Pa(t);return(t,r,i,a,o)=>r.map(t=>n(e(t)))}function lo(e,t,n){return new Date(e,t,n)}function uo(e,t){return t(e)}var fo=`{YYYY}-{MM}-{DD} {h}:{mm}{aa}`;function po(e,t){return(n,r,i,a)=>a==null?Br:t(e(r))}function mo(e,t){let n=e.series[t];return n.width?n.stroke(e,t):n.points.width?n.points.stroke(e,t):null}function ho(e,t){return e.series[t].fill(e,t)}var go={show:!0,live:!0,isolate:!1,mount:Wi,markers:{show:!0,width:2,stroke:mo,fill:ho,dash:`solid`},idx:null,idxs:null,values:[]};function _o(e,t){let n=e.cursor.points,r=Zr(),i=n.size(e,t);Yr(r,Sr,i),Yr(r,Cr,i);let a=i/-2;Yr(r,`marginLeft`,a),Yr(r,`marginTop`,a);let o=n.width(e,t,i);return o&&Yr(r,`borderWidth`,o),r}function vo(e,t){let n=e.series[t].points;return n._fill||n._stroke}function yo(e,t){let n=e.series[t].points;return n._stroke||n._fill}function bo(e,t){return e.series[t].points.size}var xo=[0,0];function So(e,t,n){return xo[0]=t,xo[1]=n,xo}function Co(e,t,n,r=!0){return e=>{e.button!=0||r&&e.target!=t||n(e)}}function wo(e,t,n,r=!0){return e=>{r&&e.target!=t||n(e)}}var To={show:!0,x:!0,y:!0,lock:!1,move:So,points:{one:!1,show:_o,size:bo,width:0,stroke:yo,fill:vo},bind:{mousedown:Co,mouseup:Co,click:Co,dblclick:Co,mousemove:wo,mouseleave:wo,mouseenter:wo},drag:{setScale:!0,x:!0,y:!1,dist:0,uni:null,click:(e,t)=>{t.stopPropagation(),t.stopImmediatePropagation()},_x:!1,_y:!1},focus:{dist:(e,t,n,r,i)=>r-i,prox:-1,bias:0},hover:{skip:[void 0],prox:null,bias:0},left:-10,top:-10,idx:null,dataIdx:null,idxs:null,event:null},Eo={show:!0,stroke:`rgba(0,0,0,0.07)`,width:2},Do=ga({},Eo,{filter:Ki}),Oo=ga({},Do,{size:10}),ko=ga({},Eo,{show:!1}),Ao=`12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji"`,jo=`bold `+Ao,Mo=1.5,No={show:!0,scale:`x`,stroke:Or,space:50,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:jo,side:2,grid:Do,ticks:Oo,border:ko,font:Ao,lineGap:Mo,rotate:0},Po=`Value`,Fo=`Time`,Io={show:!0,scale:`x`,auto:!1,sorted:1,min:Bi,max:-1/0,idxs:[]};function Lo(e,t,n,r,i){return t.map(e=>e==null?``:Ti(e))}function Ro(e,t,n,r,i,a,o){let s=[],c=ta.get(i)||0;n=o?n:Q($i(n,i),c);for(let e=n;e<=r;e=Q(e+i,c))s.push(Object.is(e,-0)?0:e);return s}function zo(e,t,n,r,i,a,o){let s=[],c=e.scales[e.axes[t].scale].log;i=Pi(c,ki((c==10?Ii:Li)(n))),c==10&&(i=Ha[ci(i,Ha)]);let l=n,u=i*c;c==10&&(u=Ha[ci(u,Ha)]);do s.push(l),l+=i,c==10&&!ta.has(l)&&(l=Q(l,ta.get(i))),l>=u&&(i=l,u=i*c,c==10&&(u=Ha[ci(u,Ha)]));while(l<=r);return s}function Bo(e,t,n,r,i,a,o){let s=e.scales[e.axes[t].scale].asinh,c=r>s?zo(e,t,Ni(s,n),r,i):[s],l=r>=0&&n<=0?[0]:[];return(n<-s?zo(e,t,Ni(s,-r),-n,i):[s]).reverse().map(e=>-e).concat(l,c)}var Vo=/./,Ho=/[12357]/,Uo=/[125]/,Wo=/1/,Go=(e,t,n,r)=>e.map((e,i)=>t==4&&e==0||i%r==0&&n.test(e.toExponential()[+(e<0)])?e:null);function Ko(e,t,n,r,i){let a=e.axes[n],o=a.scale,s=e.scales[o],c=e.valToPos,l=a._space,u=c(10,o),d=c(9,o)-u>=l?Vo:c(7,o)-u>=l?Ho:c(5,o)-u>=l?Uo:Wo;if(d==Wo){let e=Oi(c(1,o)-u);if(e<l)return Go(t.slice().reverse(),s.distr,d,ji(l/e)).reverse()}return Go(t,s.distr,d,1)}function qo(e,t,n,r,i){let a=e.axes[n],o=a.scale,s=a._space,c=e.valToPos,l=Oi(c(1,o)-c(2,o));return l<s?Go(t.slice().reverse(),3,Vo,ji(s/l)).reverse():t}function Jo(e,t,n,r){return r==null?Br:t==null?``:Ti(t)}var Yo={show:!0,scale:`y`,stroke:Or,space:30,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:jo,side:3,grid:Do,ticks:Oo,border:ko,font:Ao,lineGap:Mo,rotate:0};function Xo(e,t){return Q((3+(e||1)*2)*t,3)}function Zo(e,t){let{scale:n,idxs:r}=e.series[0],i=e._data[0],a=e.valToPos(i[r[0]],n,!0),o=Oi(e.valToPos(i[r[1]],n,!0)-a)/(e.series[t].points.space*Y);return r[1]-r[0]<=o}var Qo={scale:null,auto:!0,sorted:0,min:Bi,max:-1/0},$o=(e,t,n,r,i)=>i,es={show:!0,auto:!0,sorted:0,gaps:$o,alpha:1,facets:[ga({},Qo,{scale:`x`}),ga({},Qo,{scale:`y`})]},ts={scale:`y`,auto:!0,sorted:0,show:!0,spanGaps:!1,gaps:$o,alpha:1,points:{show:Zo,filter:null},values:null,min:Bi,max:-1/0,idxs:[],path:null,clip:null};function ns(e,t,n,r,i){return n/10}var rs={time:tr,auto:!0,distr:1,log:10,asinh:1,min:null,max:null,dir:1,ori:0},is=ga({},rs,{time:!1,ori:1}),as={};function os(e,t){let n=as[e];return n||(n={key:e,plots:[],sub(e){n.plots.push(e)},unsub(e){n.plots=n.plots.filter(t=>t!=e)},pub(e,t,r,i,a,o,s){for(let c=0;c<n.plots.length;c++)n.plots[c]!=t&&n.plots[c].pub(e,t,r,i,a,o,s)}},e!=null&&(as[e]=n)),n}var ss=1,cs=2;function ls(e,t,n){let r=e.mode,i=e.series[t],a=r==2?e._data[t]:e._data,o=e.scales,s=e.bbox,c=a[0],l=r==2?a[1]:a[t],u=r==2?o[i.facets[0].scale]:o[e.series[0].scale],d=r==2?o[i.facets[1].scale]:o[i.scale],f=s.left,p=s.top,m=s.width,h=s.height,g=e.valToPosH,_=e.valToPosV;return u.ori==0?n(i,c,l,u,d,g,_,f,p,m,h,vs,bs,Ss,ws,Es):n(i,c,l,u,d,_,g,p,f,h,m,ys,xs,Cs,Ts,Ds)}function us(e,t){let n=0,r=0,i=X(e.bands,aa);for(let e=0;e<i.length;e++){let a=i[e];a.series[0]==t?n=a.dir:a.series[1]==t&&(a.dir==1?r|=1:r|=2)}return[n,r==1?-1:r==2?1:r==3?2:0]}function ds(e,t,n,r,i){let a=e.mode,o=e.series[t],s=a==2?o.facets[1].scale:o.scale,c=e.scales[s];return i==-1?c.min:i==1?c.max:c.distr==3?c.dir==1?c.min:c.max:0}function fs(e,t,n,r,i,a){return ls(e,t,(e,t,o,s,c,l,u,d,f,p,m)=>{let h=e.pxRound,g=s.dir*(s.ori==0?1:-1),_=s.ori==0?bs:xs,v,y;g==1?(v=n,y=r):(v=r,y=n);let b=h(l(t[v],s,p,d)),x=h(u(o[v],c,m,f)),S=h(l(t[y],s,p,d)),C=h(u(a==1?c.max:c.min,c,m,f)),w=new Path2D(i);return _(w,S,C),_(w,b,C),_(w,b,x),w})}function ps(e,t,n,r,i,a){let o=null;if(e.length>0){o=new Path2D;let s=t==0?Ss:Cs,c=n;for(let t=0;t<e.length;t++){let n=e[t];if(n[1]>n[0]){let e=n[0]-c;e>0&&s(o,c,r,e,r+a),c=n[1]}}let l=n+i-c;l>0&&s(o,c,r-5,l,r+a+10)}return o}function ms(e,t,n){let r=e[e.length-1];r&&r[0]==t?r[1]=n:e.push([t,n])}function hs(e,t,n,r,i,a,o){let s=[],c=e.length;for(let l=i==1?n:r;l>=n&&l<=r;l+=i)if(t[l]===null){let u=l,d=l;if(i==1)for(;++l<=r&&t[l]===null;)d=l;else for(;--l>=n&&t[l]===null;)d=l;let f=a(e[u]),p=d==u?f:a(e[d]),m=u-i;f=o<=0&&m>=0&&m<c?a(e[m]):f;let h=d+i;p=o>=0&&h>=0&&h<c?a(e[h]):p,p>=f&&s.push([f,p])}return s}function gs(e){return e==0?Gi:e==1?Ai:t=>Qi(t,e)}function _s(e){let t=e==0?vs:ys,n=e==0?(e,t,n,r,i,a)=>{e.arcTo(t,n,r,i,a)}:(e,t,n,r,i,a)=>{e.arcTo(n,t,i,r,a)},r=e==0?(e,t,n,r,i)=>{e.rect(t,n,r,i)}:(e,t,n,r,i)=>{e.rect(n,t,i,r)};return(e,i,a,o,s,c=0,l=0)=>{c==0&&l==0?r(e,i,a,o,s):(c=Mi(c,o/2,s/2),l=Mi(l,o/2,s/2),t(e,i+c,a),n(e,i+o,a,i+o,a+s,c),n(e,i+o,a+s,i,a+s,l),n(e,i,a+s,i,a,l),n(e,i,a,i+o,a,c),e.closePath())}}var vs=(e,t,n)=>{e.moveTo(t,n)},ys=(e,t,n)=>{e.moveTo(n,t)},bs=(e,t,n)=>{e.lineTo(t,n)},xs=(e,t,n)=>{e.lineTo(n,t)},Ss=_s(0),Cs=_s(1),ws=(e,t,n,r,i,a)=>{e.arc(t,n,r,i,a)},Ts=(e,t,n,r,i,a)=>{e.arc(n,t,r,i,a)},Es=(e,t,n,r,i,a,o)=>{e.bezierCurveTo(t,n,r,i,a,o)},Ds=(e,t,n,r,i,a,o)=>{e.bezierCurveTo(n,t,i,r,o,a)};function Os(e){return(e,t,n,r,i)=>ls(e,t,(t,a,o,s,c,l,u,d,f,p,m)=>{let{pxRound:h,points:g}=t,_,v;s.ori==0?(_=vs,v=ws):(_=ys,v=Ts);let y=Q(g.width*Y,3),b=(g.size-g.width)/2*Y,x=Q(b*2,3),S=new Path2D,C=new Path2D,{left:w,top:T,width:E,height:D}=e.bbox;Ss(C,w-x,T-x,E+x*2,D+x*2);let O=e=>{if(o[e]!=null){let t=h(l(a[e],s,p,d)),n=h(u(o[e],c,m,f));_(S,t+b,n),v(S,t,n,b,0,Di*2)}};if(i)i.forEach(O);else for(let e=n;e<=r;e++)O(e);return{stroke:y>0?S:null,fill:S,clip:C,flags:3}})}function ks(e){return(t,n,r,i,a,o)=>{r!=i&&(a!=r&&o!=r&&e(t,n,r),a!=i&&o!=i&&e(t,n,i),e(t,n,o))}}var As=ks(bs),js=ks(xs);function Ms(e){let t=X(e?.alignGaps,0);return(e,n,r,i)=>ls(e,n,(a,o,s,c,l,u,d,f,p,m,h)=>{[r,i]=fi(s,r,i);let g=a.pxRound,_=e=>g(u(e,c,m,f)),v=e=>g(d(e,l,h,p)),y,b;c.ori==0?(y=bs,b=As):(y=xs,b=js);let x=c.dir*(c.ori==0?1:-1),S={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:ss},C=S.stroke,w=!1;if(i-r>=m*4){let t=t=>e.posToVal(t,c.key,!0),n=null,a=null,l,u,d,f=_(o[x==1?r:i]),p=_(o[r]),m=_(o[i]),h=t(x==1?p+1:m-1);for(let e=x==1?r:i;e>=r&&e<=i;e+=x){let r=o[e],i=(x==1?r<h:r>h)?f:_(r),c=s[e];i==f?c==null?c===null&&(w=!0):(u=c,n==null?(y(C,i,v(u)),l=n=a=u):u<n?n=u:u>a&&(a=u)):(n!=null&&b(C,f,v(n),v(a),v(l),v(u)),c==null?(n=a=null,c===null&&(w=!0)):(u=c,y(C,i,v(u)),n=a=l=u),f=i,h=t(f+x))}n!=null&&n!=a&&d!=f&&b(C,f,v(n),v(a),v(l),v(u))}else for(let e=x==1?r:i;e>=r&&e<=i;e+=x){let t=s[e];t===null?w=!0:t!=null&&y(C,_(o[e]),v(t))}let[T,E]=us(e,n);if(a.fill!=null||T!=0){let t=S.fill=new Path2D(C),s=v(a.fillTo(e,n,a.min,a.max,T)),c=_(o[r]),l=_(o[i]);x==-1&&([l,c]=[c,l]),y(t,l,s),y(t,c,s)}if(!a.spanGaps){let l=[];w&&l.push(...hs(o,s,r,i,x,_,t)),S.gaps=l=a.gaps(e,n,r,i,l),S.clip=ps(l,c.ori,f,p,m,h)}return E!=0&&(S.band=E==2?[fs(e,n,r,i,C,-1),fs(e,n,r,i,C,1)]:fs(e,n,r,i,C,E)),S})}function Ns(e){let t=X(e.align,1),n=X(e.ascDesc,!1),r=X(e.alignGaps,0),i=X(e.extend,!1);return(e,a,o,s)=>ls(e,a,(c,l,u,d,f,p,m,h,g,_,v)=>{[o,s]=fi(u,o,s);let y=c.pxRound,{left:b,width:x}=e.bbox,S=e=>y(p(e,d,_,h)),C=e=>y(m(e,f,v,g)),w=d.ori==0?bs:xs,T={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:ss},E=T.stroke,D=d.dir*(d.ori==0?1:-1),O=C(u[D==1?o:s]),k=S(l[D==1?o:s]),ee=k,A=k;i&&t==-1&&(A=b,w(E,A,O)),w(E,k,O);for(let e=D==1?o:s;e>=o&&e<=s;e+=D){let n=u[e];if(n==null)continue;let r=S(l[e]),i=C(n);t==1?w(E,r,O):w(E,ee,i),w(E,r,i),O=i,ee=r}let te=ee;i&&t==1&&(te=b+x,w(E,te,O));let[ne,re]=us(e,a);if(c.fill!=null||ne!=0){let t=T.fill=new Path2D(E),n=C(c.fillTo(e,a,c.min,c.max,ne));w(t,te,n),w(t,A,n)}if(!c.spanGaps){let i=[];i.push(...hs(l,u,o,s,D,S,r));let f=c.width*Y/2,p=n||t==1?f:-f,m=n||t==-1?-f:f;i.forEach(e=>{e[0]+=p,e[1]+=m}),T.gaps=i=c.gaps(e,a,o,s,i),T.clip=ps(i,d.ori,h,g,_,v)}return re!=0&&(T.band=re==2?[fs(e,a,o,s,E,-1),fs(e,a,o,s,E,1)]:fs(e,a,o,s,E,re)),T})}function Ps(e,t,n,r,i,a,o=Bi){if(e.length>1){let s=null;for(let c=0,l=1/0;c<e.length;c++)if(t[c]!==void 0){if(s!=null){let t=Oi(e[c]-e[s]);t<l&&(l=t,o=Oi(n(e[c],r,i,a)-n(e[s],r,i,a)))}s=c}}return o}function Fs(e){e||=ia;let t=X(e.size,[.6,Bi,1]),n=e.align||0,r=e.gap||0,i=e.radius;i=i==null?[0,0]:typeof i==`number`?[i,0]:i;let a=Z(i),o=1-t[0],s=X(t[1],Bi),c=X(t[2],1),l=X(e.disp,ia),u=X(e.each,e=>{}),{fill:d,stroke:f}=l;return(e,t,i,p)=>ls(e,t,(m,h,g,_,v,y,b,x,S,C,w)=>{let T=m.pxRound,E=n,D=r*Y,O=s*Y,k=c*Y,ee,A;_.ori==0?[ee,A]=a(e,t):[A,ee]=a(e,t);let te=_.dir*(_.ori==0?1:-1),ne=_.ori==0?Ss:Cs,re=_.ori==0?u:(e,t,n,r,i,a,o)=>{u(e,t,n,i,r,o,a)},ie=X(e.bands,aa).find(e=>e.series[0]==t),ae=ie==null?0:ie.dir,oe=m.fillTo(e,t,m.min,m.max,ae),j=T(b(oe,v,w,S)),M,se,N,P=C,F=T(m.width*Y),ce=!1,le=null,ue=null,de=null,fe=null;d!=null&&(F==0||f!=null)&&(ce=!0,le=d.values(e,t,i,p),ue=new Map,new Set(le).forEach(e=>{e!=null&&ue.set(e,new Path2D)}),F>0&&(de=f.values(e,t,i,p),fe=new Map,new Set(de).forEach(e=>{e!=null&&fe.set(e,new Path2D)})));let{x0:pe,size:I}=l;if(pe!=null&&I!=null){E=1,h=pe.values(e,t,i,p),pe.unit==2&&(h=h.map(t=>e.posToVal(x+t*C,_.key,!0)));let n=I.values(e,t,i,p);se=I.unit==2?n[0]*C:y(n[0],_,C,x)-y(0,_,C,x),P=Ps(h,g,y,_,C,x,P),N=P-se+D}else P=Ps(h,g,y,_,C,x,P),N=P*o+D,se=P-N;N<1&&(N=0),F>=se/2&&(F=0),N<5&&(T=Gi);let me=N>0,he=P-N-(me?F:0);se=T(Hi(he,k,O)),M=(E==0?se/2:E==te?0:se)-E*te*((E==0?D/2:0)+(me?F/2:0));let ge={stroke:null,fill:null,clip:null,band:null,gaps:null,flags:0},_e=ce?null:new Path2D,ve=null;if(ie!=null)ve=e.data[ie.series[1]];else{let{y0:n,y1:r}=l;n!=null&&r!=null&&(g=r.values(e,t,i,p),ve=n.values(e,t,i,p))}let ye=ee*se,be=A*se;for(let n=te==1?i:p;n>=i&&n<=p;n+=te){let r=g[n];if(r==null)continue;if(ve!=null){let e=ve[n]??0;if(r-e==0)continue;j=b(e,v,w,S)}let i=y(_.distr!=2||l!=null?h[n]:n,_,C,x),a=b(X(r,oe),v,w,S),o=T(i-M),s=T(Ni(a,j)),c=T(Mi(a,j)),u=s-c;if(r!=null){let i=r<0?be:ye,a=r<0?ye:be;ce?(F>0&&de[n]!=null&&ne(fe.get(de[n]),o,c+ki(F/2),se,Ni(0,u-F),i,a),le[n]!=null&&ne(ue.get(le[n]),o,c+ki(F/2),se,Ni(0,u-F),i,a)):ne(_e,o,c+ki(F/2),se,Ni(0,u-F),i,a),re(e,t,n,o-F/2,c,se+F,u)}}return F>0?ge.stroke=ce?fe:_e:ce||(ge._fill=m.width==0?m._fill:m._stroke??m._fill,ge.width=0),ge.fill=ce?ue:_e,ge})}function Is(e,t){let n=X(t?.alignGaps,0);return(t,r,i,a)=>ls(t,r,(o,s,c,l,u,d,f,p,m,h,g)=>{[i,a]=fi(c,i,a);let _=o.pxRound,v=e=>_(d(e,l,h,p)),y=e=>_(f(e,u,g,m)),b,x,S;l.ori==0?(b=vs,S=bs,x=Es):(b=ys,S=xs,x=Ds);let C=l.dir*(l.ori==0?1:-1),w=v(s[C==1?i:a]),T=w,E=[],D=[];for(let e=C==1?i:a;e>=i&&e<=a;e+=C)if(c[e]!=null){let t=s[e],n=v(t);E.push(T=n),D.push(y(c[e]))}let O={stroke:e(E,D,b,S,x,_),fill:null,clip:null,band:null,gaps:null,flags:ss},k=O.stroke,[ee,A]=us(t,r);if(o.fill!=null||ee!=0){let e=O.fill=new Path2D(k),n=y(o.fillTo(t,r,o.min,o.max,ee));S(e,T,n),S(e,w,n)}if(!o.spanGaps){let e=[];e.push(...hs(s,c,i,a,C,v,n)),O.gaps=e=o.gaps(t,r,i,a,e),O.clip=ps(e,l.ori,p,m,h,g)}return A!=0&&(O.band=A==2?[fs(t,r,i,a,k,-1),fs(t,r,i,a,k,1)]:fs(t,r,i,a,k,A)),O})}function Ls(e){return Is(Rs,e)}function Rs(e,t,n,r,i,a){let o=e.length;if(o<2)return null;let s=new Path2D;if(n(s,e[0],t[0]),o==2)r(s,e[1],t[1]);else{let n=Array(o),r=Array(o-1),a=Array(o-1),c=Array(o-1);for(let n=0;n<o-1;n++)a[n]=t[n+1]-t[n],c[n]=e[n+1]-e[n],r[n]=a[n]/c[n];n[0]=r[0];for(let e=1;e<o-1;e++)r[e]===0||r[e-1]===0||r[e-1]>0!=r[e]>0?n[e]=0:(n[e]=3*(c[e-1]+c[e])/((2*c[e]+c[e-1])/r[e-1]+(c[e]+2*c[e-1])/r[e]),isFinite(n[e])||(n[e]=0));n[o-1]=r[o-2];for(let r=0;r<o-1;r++)i(s,e[r]+c[r]/3,t[r]+n[r]*c[r]/3,e[r+1]-c[r]/3,t[r+1]-n[r+1]*c[r]/3,e[r+1],t[r+1])}return s}var zs=new Set;function Bs(){for(let e of zs)e.syncRect(!0)}Vr&&(oi(Ir,Ur,Bs),oi(Lr,Ur,Bs,!0),oi(zr,Ur,()=>{nc.pxRatio=Y}));var Vs=Ms(),Hs=Os();function Us(e,t,n,r){return(r?[e[0],e[1]].concat(e.slice(2)):[e[0]].concat(e.slice(1))).map((e,r)=>Gs(e,r,t,n))}function Ws(e,t){return e.map((e,n)=>n==0?{}:ga({},t,e))}function Gs(e,t,n,r){return ga({},t==0?n:r,e)}function Ks(e,t,n){return t==null?oa:[t,n]}var qs=Ks;function Js(e,t,n){return t==null?oa:xi(t,n,_i,!0)}function Ys(e,t,n,r){return t==null?oa:hi(t,n,e.scales[r].log,!1)}var Xs=Ys;function Zs(e,t,n,r){return t==null?oa:gi(t,n,e.scales[r].log,!1)}var Qs=Zs;function $s(e,t,n,r,i){let a=Ni(Vi(e),Vi(t)),o=t-e,s=ci(i/r*o,n);do{let e=n[s],t=r*e/o;if(t>=i&&a+(e<5?ta.get(e):0)<=17)return[e,t]}while(++s<n.length);return[0,0]}function ec(e){let t,n;return e=e.replace(/(\d+)px/,(e,r)=>(t=Ai((n=+r)*Y))+`px`),[e,t,n]}function tc(e){e.show&&[e.font,e.labelFont].forEach(e=>{let t=Q(e[2]*Y,1);e[0]=e[0].replace(/[0-9.]+px/,t+`px`),e[1]=t})}function nc(e,t,n){let r={mode:X(e.mode,1)},i=r.mode;function a(e,t,n,r){let i=t.valToPct(e);return r+n*(t.dir==-1?1-i:i)}function o(e,t,n,r){let i=t.valToPct(e);return r+n*(t.dir==-1?i:1-i)}function s(e,t,n,r){return t.ori==0?a(e,t,n,r):o(e,t,n,r)}r.valToPosH=a,r.valToPosV=o;let c=!1;r.status=0;let l=r.root=Zr(nr);if(e.id!=null&&(l.id=e.id),qr(l,e.class),e.title){let t=Zr(ar,l);t.textContent=e.title}let u=Xr(`canvas`),d=r.ctx=u.getContext(`2d`),f=Zr(or,l);oi(`click`,f,e=>{e.target===m&&(q!=Zt||tn!=Qt)&&rn.click(r,e)},!0);let p=r.under=Zr(sr,f);f.appendChild(u);let m=r.over=Zr(cr,f);e=ha(e);let h=+X(e.pxAlign,1),g=gs(h);(e.plugins||[]).forEach(t=>{t.opts&&(e=t.opts(r,e)||e)});let _=e.ms||.001,v=r.series=i==1?Us(e.series||[],Io,ts,!1):Ws(e.series||[null],es),y=r.axes=Us(e.axes||[],No,Yo,!0),b=r.scales={},x=r.bands=e.bands||[];x.forEach(e=>{e.fill=Z(e.fill||null),e.dir=X(e.dir,-1)});let S=i==2?v[1].facets[0].scale:v[0].scale,C={axes:Ft,series:Tt},w=(e.drawOrder||[`axes`,`series`]).map(e=>C[e]);function T(e){let t=e.distr==3?t=>Ii(t>0?t:e.clamp(r,t,e.min,e.max,e.key)):e.distr==4?t=>zi(t,e.asinh):e.distr==100?t=>e.fwd(t):e=>e;return n=>{let r=t(n),{_min:i,_max:a}=e,o=a-i;return(r-i)/o}}function E(t){let n=b[t];if(n==null){let r=(e.scales||ia)[t]||ia;if(r.from!=null){E(r.from);let e=ga({},b[r.from],r,{key:t});e.valToPct=T(e),b[t]=e}else{n=b[t]=ga({},t==S?rs:is,r),n.key=t;let e=n.time,a=n.range,o=sa(a);if((t!=S||i==2&&!e)&&(o&&(a[0]==null||a[1]==null)&&(a={min:a[0]==null?vi:{mode:1,hard:a[0],soft:a[0]},max:a[1]==null?vi:{mode:1,hard:a[1],soft:a[1]}},o=!1),!o&&da(a))){let e=a;a=(t,n,r)=>n==null?oa:xi(n,r,e)}n.range=Z(a||(e?qs:t==S?n.distr==3?Xs:n.distr==4?Qs:Ks:n.distr==3?Ys:n.distr==4?Zs:Js)),n.auto=Z(!o&&n.auto),n.clamp=Z(n.clamp||ns),n._min=n._max=null,n.valToPct=T(n)}}}E(`x`),E(`y`),i==1&&v.forEach(e=>{E(e.scale)}),y.forEach(e=>{E(e.scale)});for(let t in e.scales)E(t);let D=b[S],O=D.distr,k,ee;D.ori==0?(qr(l,rr),k=a,ee=o):(qr(l,ir),k=o,ee=a);let A={};for(let e in b){let t=b[e];(t.min!=null||t.max!=null)&&(A[e]={min:t.min,max:t.max},t.min=t.max=null)}let te=e.tzDate||(e=>new Date(Ai(e/_))),ne=e.fmtDate||Pa,re=_==1?no(te):ao(te),ie=so(te,oo(_==1?to:io,ne)),ae=po(te,uo(fo,ne)),oe=[],j=r.legend=ga({},go,e.legend),M=r.cursor=ga({},To,{drag:{y:i==2}},e.cursor),se=j.show,N=M.show,P=j.markers;j.idxs=oe,P.width=Z(P.width),P.dash=Z(P.dash),P.stroke=Z(P.stroke),P.fill=Z(P.fill);let F,ce,le,ue=[],de=[],fe,pe=!1,I={};if(j.live){let e=v[1]?v[1].values:null;pe=e!=null,fe=pe?e(r,1,0):{_:0};for(let e in fe)I[e]=Br}if(se){if(F=Xr(`table`,hr,l),le=Xr(`tbody`,null,F),j.mount(r,F),pe){ce=Xr(`thead`,null,F,le);let e=Xr(`tr`,null,ce);for(var me in Xr(`th`,null,e),fe)Xr(`th`,br,e).textContent=me}else qr(F,_r),j.live&&qr(F,gr)}let he={show:!0},ge={show:!1};function _e(e,t){if(t==0&&(pe||!j.live||i==2))return oa;let n=[],a=Xr(`tr`,vr,le,le.childNodes[t]);qr(a,e.class),e.show||qr(a,ur);let o=Xr(`th`,null,a);if(P.show){let e=Zr(yr,o);if(t>0){let n=P.width(r,t);n&&(e.style.border=n+`px `+P.dash(r,t)+` `+P.stroke(r,t)),e.style.background=P.fill(r,t)}}let s=Zr(br,o);for(var c in e.label instanceof HTMLElement?s.appendChild(e.label):s.textContent=e.label,t>0&&(P.show||(s.style.color=e.width>0?P.stroke(r,t):P.fill(r,t)),ye(`click`,o,t=>{if(M._lock)return;Ue(t);let n=v.indexOf(e);if((t.ctrlKey||t.metaKey)!=j.isolate){let e=v.some((e,t)=>t>0&&t!=n&&e.show);v.forEach((t,r)=>{r>0&&dn(r,e?r==n?he:ge:he,!0,Xn.setSeries)})}else dn(n,{show:!e.show},!0,Xn.setSeries)},!1),Ke&&ye(Nr,o,t=>{M._lock||(Ue(t),dn(v.indexOf(e),yn,!0,Xn.setSeries))},!1)),fe){let e=Xr(`td`,xr,a);e.textContent=`--`,n.push(e)}return[a,n]}let ve=new Map;function ye(e,t,n,i=!0){let a=ve.get(t)||{},o=M.bind[e](r,t,n,i);o&&(oi(e,t,a[e]=o),ve.set(t,a))}function be(e,t,n){let r=ve.get(t)||{};for(let n in r)(e==null||n==e)&&(si(n,t,r[n]),delete r[n]);e??ve.delete(t)}let L=0,xe=0,R=0,z=0,B=0,Se=0,Ce=B,we=Se,Te=R,Ee=z,De=0,Oe=0,ke=0,Ae=0;r.bbox={};let je=!1,Me=!1,Ne=!1,Pe=!1,Fe=!1,Ie=!1;function Le(e,t,n){(n||e!=r.width||t!=r.height)&&Re(e,t),It(!1),Ne=!0,Me=!0,Vt()}function Re(e,t){r.width=L=R=e,r.height=xe=z=t,B=Se=0,Ve(),He();let n=r.bbox;De=n.left=Qi(B*Y,.5),Oe=n.top=Qi(Se*Y,.5),ke=n.width=Qi(R*Y,.5),Ae=n.height=Qi(z*Y,.5)}function ze(){let e=!1,t=0;for(;!e;){t++;let n=Nt(t),i=Pt(t);e=t==3||n&&i,e||(Re(r.width,r.height),Me=!0)}}function Be({width:e,height:t}){Le(e,t)}r.setSize=Be;function Ve(){let e=!1,t=!1,n=!1,r=!1;y.forEach((i,a)=>{if(i.show&&i._show){let{side:a,_size:o}=i,s=a%2,c=o+(i.label==null?0:i.labelSize);c>0&&(s?(R-=c,a==3?(B+=c,r=!0):n=!0):(z-=c,a==0?(Se+=c,e=!0):t=!0))}}),tt[0]=e,tt[1]=n,tt[2]=t,tt[3]=r,R-=at[1]+at[3],B+=at[3],z-=at[2]+at[0],Se+=at[0]}function He(){let e=B+R,t=Se+z,n=B,r=Se;function i(i,a){switch(i){case 1:return e+=a,e-a;case 2:return t+=a,t-a;case 3:return n-=a,n+a;case 0:return r-=a,r+a}}y.forEach((e,t)=>{if(e.show&&e._show){let t=e.side;e._pos=i(t,e._size),e.label!=null&&(e._lpos=i(t,e.labelSize))}})}if(M.dataIdx==null){let e=M.hover,n=e.skip=new Set(e.skip??[]);n.add(void 0);let r=e.prox=Z(e.prox),i=e.bias??=0;M.dataIdx=(e,a,o,s)=>{if(a==0)return o;let c=o,l=r(e,a,o,s)??Bi,u=l>=0&&l<Bi,d=D.ori==0?R:z,f=M.left,p=t[0],m=t[a];if(n.has(m[o])){c=null;let e=null,t=null,r;if(i==0||i==-1)for(r=o;e==null&&r-->0;)n.has(m[r])||(e=r);if(i==0||i==1)for(r=o;t==null&&r++<m.length;)n.has(m[r])||(t=r);if(e!=null||t!=null){if(u){let n=e==null?-1/0:k(p[e],D,d,0),r=t==null?1/0:k(p[t],D,d,0),i=f-n,a=r-f;i<=a?i<=l&&(c=e):a<=l&&(c=t)}else c=t==null?e:e==null?t:o-e<=t-o?e:t}}else u&&Oi(f-k(p[o],D,d,0))>l&&(c=null);return c}}let Ue=e=>{M.event=e};M.idxs=oe,M._lock=!1;let We=M.points;We.show=Z(We.show),We.size=Z(We.size),We.stroke=Z(We.stroke),We.width=Z(We.width),We.fill=Z(We.fill);let Ge=r.focus=ga({},e.focus||{alpha:.3},M.focus),Ke=Ge.prox>=0,qe=Ke&&We.one,Je=[],Ye=[],Xe=[];function Ze(e,t){let n=We.show(r,t);if(n instanceof HTMLElement)return qr(n,mr),qr(n,e.class),$r(n,-10,-10,R,z),m.insertBefore(n,Je[t]),n}function Qe(e,t){if(i==1||t>0){let t=i==1&&b[e.scale].time,n=e.value;e.value=t?ua(n)?po(te,uo(n,ne)):n||ae:n||Jo,e.label=e.label||(t?Fo:Po)}if(qe||t>0){e.width=e.width==null?1:e.width,e.paths=e.paths||Vs||qi,e.fillTo=Z(e.fillTo||ds),e.pxAlign=+X(e.pxAlign,h),e.pxRound=gs(e.pxAlign),e.stroke=Z(e.stroke||null),e.fill=Z(e.fill||null),e._stroke=e._fill=e._paths=e._focus=null;let t=Xo(Ni(1,e.width),1),n=e.points=ga({},{size:t,width:Ni(1,t*.2),stroke:e.stroke,space:t*2,paths:Hs,_stroke:null,_fill:null},e.points);n.show=Z(n.show),n.filter=Z(n.filter),n.fill=Z(n.fill),n.stroke=Z(n.stroke),n.paths=Z(n.paths),n.pxAlign=e.pxAlign}if(se){let n=_e(e,t);ue.splice(t,0,n[0]),de.splice(t,0,n[1]),j.values.push(null)}if(N){oe.splice(t,0,null);let n=null;qe?t==0&&(n=Ze(e,t)):t>0&&(n=Ze(e,t)),Je.splice(t,0,n),Ye.splice(t,0,0),Xe.splice(t,0,0)}Jn(`addSeries`,t)}function $e(e,t){t??=v.length,e=i==1?Gs(e,t,Io,ts):Gs(e,t,{},es),v.splice(t,0,e),Qe(v[t],t)}r.addSeries=$e;function et(e){if(v.splice(e,1),se){j.values.splice(e,1),de.splice(e,1);let t=ue.splice(e,1)[0];be(null,t.firstChild),t.remove()}N&&(oe.splice(e,1),Je.splice(e,1)[0].remove(),Ye.splice(e,1),Xe.splice(e,1)),Jn(`delSeries`,e)}r.delSeries=et;let tt=[!1,!1,!1,!1];function nt(e,t){if(e._show=e.show,e.show){let n=e.side%2,i=b[e.scale];i??=(e.scale=n?v[1].scale:S,b[e.scale]);let a=i.time;e.size=Z(e.size),e.space=Z(e.space),e.rotate=Z(e.rotate),sa(e.incrs)&&e.incrs.forEach(e=>{!ta.has(e)&&ta.set(e,na(e))}),e.incrs=Z(e.incrs||(i.distr==2?Va:a?_==1?eo:ro:Ha)),e.splits=Z(e.splits||(a&&i.distr==1?re:i.distr==3?zo:i.distr==4?Bo:Ro)),e.stroke=Z(e.stroke),e.grid.stroke=Z(e.grid.stroke),e.ticks.stroke=Z(e.ticks.stroke),e.border.stroke=Z(e.border.stroke);let o=e.values;e.values=sa(o)&&!sa(o[0])?Z(o):a?sa(o)?so(te,oo(o,ne)):ua(o)?co(te,o):o||ie:o||Lo,e.filter=Z(e.filter||(i.distr>=3&&i.log==10?Ko:i.distr==3&&i.log==2?qo:Ki)),e.font=ec(e.font),e.labelFont=ec(e.labelFont),e._size=e.size(r,null,t,0),e._space=e._rotate=e._incrs=e._found=e._splits=e._values=null,e._size>0&&(tt[t]=!0,e._el=Zr(lr,f))}}function rt(e,t,n,r){let[i,a,o,s]=n,c=t%2,l=0;return c==0&&(s||a)&&(l=t==0&&!i||t==2&&!o?Ai(No.size/3):0),c==1&&(i||o)&&(l=t==1&&!a||t==3&&!s?Ai(Yo.size/2):0),l}let it=r.padding=(e.padding||[rt,rt,rt,rt]).map(e=>Z(X(e,rt))),at=r._padding=it.map((e,t)=>e(r,t,tt,0)),ot,st=null,ct=null,lt=i==1?v[0].idxs:null,ut=null,dt=!1;function ft(e,n){if(t=e??[],r.data=r._data=t,i==2){ot=0;for(let e=1;e<v.length;e++)ot+=t[e][0].length}else{t.length==0&&(r.data=r._data=t=[[]]),ut=t[0],ot=ut.length;let e=t;if(O==2){e=t.slice();let n=e[0]=Array(ot);for(let e=0;e<ot;e++)n[e]=e}r._data=t=e}if(It(!0),Jn(`setData`),O==2&&(Ne=!0),n!==!1){let e=D;e.auto(r,dt)?pt():un(S,e.min,e.max),Pe||=M.left>=0,Ie=!0,Vt()}}r.setData=ft;function pt(){dt=!0;let e,n;i==1&&(ot>0?(st=lt[0]=0,ct=lt[1]=ot-1,e=t[0][st],n=t[0][ct],O==2?(e=st,n=ct):e==n&&(O==3?[e,n]=hi(e,e,D.log,!1):O==4?[e,n]=gi(e,e,D.log,!1):D.time?n=e+Ai(86400/_):[e,n]=xi(e,n,_i,!0))):(st=lt[0]=e=null,ct=lt[1]=n=null)),un(S,e,n)}let mt,ht,V,gt,_t,H,vt,U,yt,W;function bt(e,t,n,r,i,a){e??=kr,n??=aa,r??=`butt`,i??=kr,a??=`round`,e!=mt&&(d.strokeStyle=mt=e),i!=ht&&(d.fillStyle=ht=i),t!=V&&(d.lineWidth=V=t),a!=_t&&(d.lineJoin=_t=a),r!=H&&(d.lineCap=H=r),n!=gt&&d.setLineDash(gt=n)}function xt(e,t,n,r){t!=ht&&(d.fillStyle=ht=t),e!=vt&&(d.font=vt=e),n!=U&&(d.textAlign=U=n),r!=yt&&(d.textBaseline=yt=r)}function St(e,t,n,i,a=0){if(i.length>0&&e.auto(r,dt)&&(t==null||t.min==null)){let t=X(st,0),r=X(ct,i.length-1),o=n.min==null?mi(i,t,r,a,e.distr==3):[n.min,n.max];e.min=Mi(e.min,n.min=o[0]),e.max=Ni(e.max,n.max=o[1])}}let Ct={min:null,max:null};function wt(){for(let e in b){let t=b[e];A[e]==null&&(t.min==null||A[S]!=null&&t.auto(r,dt))&&(A[e]=Ct)}for(let e in b){let t=b[e];A[e]==null&&t.from!=null&&A[t.from]!=null&&(A[e]=Ct)}A[S]!=null&&It(!0);let e={};for(let t in A){let n=A[t];if(n!=null){let a=e[t]=ha(b[t],fa);if(n.min!=null)ga(a,n);else if(t!=S||i==2){if(ot==0&&a.from==null){let e=a.range(r,null,null,t);a.min=e[0],a.max=e[1]}else a.min=Bi,a.max=-1/0}}}if(ot>0){v.forEach((n,a)=>{if(i==1){let i=n.scale,o=A[i];if(o==null)return;let s=e[i];if(a==0){let e=s.range(r,s.min,s.max,i);s.min=e[0],s.max=e[1],st=ci(s.min,t[0]),ct=ci(s.max,t[0]),ct-st>1&&(t[0][st]<s.min&&st++,t[0][ct]>s.max&&ct--),n.min=ut[st],n.max=ut[ct]}else n.show&&n.auto&&St(s,o,n,t[a],n.sorted);n.idxs[0]=st,n.idxs[1]=ct}else if(a>0&&n.show&&n.auto){let[r,i]=n.facets,o=r.scale,s=i.scale,[c,l]=t[a],u=e[o],d=e[s];u!=null&&St(u,A[o],r,c,r.sorted),d!=null&&St(d,A[s],i,l,i.sorted),n.min=i.min,n.max=i.max}});for(let t in e){let n=e[t],i=A[t];if(n.from==null&&(i==null||i.min==null)){let e=n.range(r,n.min==Bi?null:n.min,n.max==-1/0?null:n.max,t);n.min=e[0],n.max=e[1]}}}for(let t in e){let n=e[t];if(n.from!=null){let i=e[n.from];if(i.min==null)n.min=n.max=null;else{let e=n.range(r,i.min,i.max,t);n.min=e[0],n.max=e[1]}}}let n={},a=!1;for(let t in e){let r=e[t],i=b[t];if(i.min!=r.min||i.max!=r.max){i.min=r.min,i.max=r.max;let e=i.distr;i._min=e==3?Ii(i.min):e==4?zi(i.min,i.asinh):e==100?i.fwd(i.min):i.min,i._max=e==3?Ii(i.max):e==4?zi(i.max,i.asinh):e==100?i.fwd(i.max):i.max,n[t]=a=!0}}if(a){v.forEach((e,t)=>{i==2?t>0&&n.y&&(e._paths=null):n[e.scale]&&(e._paths=null)});for(let e in n)Ne=!0,Jn(`setScale`,e);N&&M.left>=0&&(Pe=Ie=!0)}for(let e in A)A[e]=null}function G(e){let t=Hi(st-1,0,ot-1),n=Hi(ct+1,0,ot-1);for(;e[t]==null&&t>0;)t--;for(;e[n]==null&&n<ot-1;)n++;return[t,n]}function Tt(){if(ot>0){let e=v.some(e=>e._focus)&&W!=Ge.alpha;e&&(d.globalAlpha=W=Ge.alpha),v.forEach((e,n)=>{if(n>0&&e.show&&(Et(n,!1),Et(n,!0),e._paths==null)){let a=W;W!=e.alpha&&(d.globalAlpha=W=e.alpha);let o=i==2?[0,t[n][0].length-1]:G(t[n]);e._paths=e.paths(r,n,o[0],o[1]),W!=a&&(d.globalAlpha=W=a)}}),v.forEach((e,t)=>{if(t>0&&e.show){let n=W;W!=e.alpha&&(d.globalAlpha=W=e.alpha),e._paths!=null&&Dt(t,!1);{let n=e._paths==null?null:e._paths.gaps,i=e.points.show(r,t,st,ct,n),a=e.points.filter(r,t,i,n);(i||a)&&(e.points._paths=e.points.paths(r,t,st,ct,a),Dt(t,!0))}W!=n&&(d.globalAlpha=W=n),Jn(`drawSeries`,t)}}),e&&(d.globalAlpha=W=1)}}function Et(e,t){let n=t?v[e].points:v[e];n._stroke=n.stroke(r,e),n._fill=n.fill(r,e)}function Dt(e,t){let n=t?v[e].points:v[e],{stroke:r,fill:i,clip:a,flags:o,_stroke:s=n._stroke,_fill:c=n._fill,_width:l=n.width}=n._paths;l=Q(l*Y,3);let u=null,f=l%2/2;t&&c==null&&(c=l>0?`#fff`:s);let p=n.pxAlign==1&&f>0;if(p&&d.translate(f,f),!t){let e=De-l/2,t=Oe-l/2,n=ke+l,r=Ae+l;u=new Path2D,u.rect(e,t,n,r)}t?kt(s,l,n.dash,n.cap,c,r,i,o,a):Ot(e,s,l,n.dash,n.cap,c,r,i,o,u,a),p&&d.translate(-f,-f)}function Ot(e,n,i,a,o,s,c,l,u,d,f){let p=!1;u!=0&&x.forEach((m,h)=>{if(m.series[0]==e){let e=v[m.series[1]],g=t[m.series[1]],_=(e._paths||ia).band;sa(_)&&(_=m.dir==1?_[0]:_[1]);let y,b=null;e.show&&_&&Si(g,st,ct)?(b=m.fill(r,h)||s,y=e._paths.clip):_=null,kt(n,i,a,o,b,c,l,u,d,f,y,_),p=!0}}),p||kt(n,i,a,o,s,c,l,u,d,f)}function kt(e,t,n,r,i,a,o,s,c,l,u,f){bt(e,t,n,r,i),(c||l||f)&&(d.save(),c&&d.clip(c),l&&d.clip(l)),f?(s&3)==3?(d.clip(f),u&&d.clip(u),jt(i,o),At(e,a,t)):s&cs?(jt(i,o),d.clip(f),At(e,a,t)):s&ss&&(d.save(),d.clip(f),u&&d.clip(u),jt(i,o),d.restore(),At(e,a,t)):(jt(i,o),At(e,a,t)),(c||l||f)&&d.restore()}function At(e,t,n){n>0&&(t instanceof Map?t.forEach((e,t)=>{d.strokeStyle=mt=t,d.stroke(e)}):t!=null&&e&&d.stroke(t))}function jt(e,t){t instanceof Map?t.forEach((e,t)=>{d.fillStyle=ht=t,d.fill(e)}):t!=null&&e&&d.fill(t)}function Mt(e,t,n,i){let a=y[e],o;if(i<=0)o=[0,0];else{let s=a._space=a.space(r,e,t,n,i);o=$s(t,n,a._incrs=a.incrs(r,e,t,n,i,s),i,s)}return a._found=o}function K(e,t,n,r,i,a,o,s,c,l){let u=o%2/2;h==1&&d.translate(u,u),bt(s,o,c,l,s),d.beginPath();let f,p,m,g,_=i+(r==0||r==3?-a:a);n==0?(p=i,g=_):(f=i,m=_);for(let r=0;r<e.length;r++)t[r]!=null&&(n==0?f=m=e[r]:p=g=e[r],d.moveTo(f,p),d.lineTo(m,g));d.stroke(),h==1&&d.translate(-u,-u)}function Nt(e){let t=!0;return y.forEach((n,i)=>{if(!n.show)return;let a=b[n.scale];if(a.min==null){n._show&&(t=!1,n._show=!1,It(!1));return}n._show||(t=!1,n._show=!0,It(!1));let o=n.side,s=o%2,{min:c,max:l}=a,[u,d]=Mt(i,c,l,s==0?R:z);if(d==0)return;let f=a.distr==2,p=n._splits=n.splits(r,i,c,l,u,d,f),m=a.distr==2?p.map(e=>ut[e]):p,h=a.distr==2?ut[p[1]]-ut[p[0]]:u,g=n._values=n.values(r,n.filter(r,m,i,d,h),i,d,h);n._rotate=o==2?n.rotate(r,g,i,d):0;let _=n._size;n._size=ji(n.size(r,g,i,e)),_!=null&&n._size!=_&&(t=!1)}),t}function Pt(e){let t=!0;return it.forEach((n,i)=>{let a=n(r,i,tt,e);a!=at[i]&&(t=!1),at[i]=a}),t}function Ft(){for(let e=0;e<y.length;e++){let t=y[e];if(!t.show||!t._show)continue;let n=t.side,i=n%2,a,o,c=t.stroke(r,e),l=n==0||n==3?-1:1,[u,f]=t._found;if(t.label!=null){let s=t.labelGap*l,p=Ai((t._lpos+s)*Y);xt(t.labelFont[0],c,`center`,n==2?wr:Tr),d.save(),i==1?(a=o=0,d.translate(p,Ai(Oe+Ae/2)),d.rotate((n==3?-Di:Di)/2)):(a=Ai(De+ke/2),o=p);let m=Ui(t.label)?t.label(r,e,u,f):t.label;d.fillText(m,a,o),d.restore()}if(f==0)continue;let p=b[t.scale],m=i==0?ke:Ae,h=i==0?De:Oe,_=t._splits,v=p.distr==2?_.map(e=>ut[e]):_,x=p.distr==2?ut[_[1]]-ut[_[0]]:u,S=t.ticks,C=t.border,w=S.show?S.size:0,T=Ai(w*Y),E=Ai((t.alignTo==2?t._size-w-t.gap:t.gap)*Y),D=t._rotate*-Di/180,O=g(t._pos*Y),k=O+(T+E)*l;o=i==0?k:0,a=i==1?k:0;let ee=t.font[0];xt(ee,c,t.align==1?Er:t.align==2?Dr:D>0?Er:D<0?Dr:i==0?`center`:n==3?Dr:Er,D||i==1?`middle`:n==2?wr:Tr);let A=t.font[1]*t.lineGap,te=_.map(e=>g(s(e,p,m,h))),ne=t._values;for(let e=0;e<ne.length;e++){let t=ne[e];if(t!=null){i==0?a=te[e]:o=te[e],t=``+t;let n=t.indexOf(`
`)==-1?[t]:t.split(/\n/gm);for(let e=0;e<n.length;e++){let t=n[e];D?(d.save(),d.translate(a,o+e*A),d.rotate(D),d.fillText(t,0,0),d.restore()):d.fillText(t,a,o+e*A)}}}S.show&&K(te,S.filter(r,v,e,f,x),i,n,O,T,Q(S.width*Y,3),S.stroke(r,e),S.dash,S.cap);let re=t.grid;re.show&&K(te,re.filter(r,v,e,f,x),i,i==0?2:1,i==0?Oe:De,i==0?Ae:ke,Q(re.width*Y,3),re.stroke(r,e),re.dash,re.cap),C.show&&K([O],[1],+(i==0),i==0?1:2,i==1?Oe:De,i==1?Ae:ke,Q(C.width*Y,3),C.stroke(r,e),C.dash,C.cap)}Jn(`drawAxes`)}function It(e){v.forEach((t,n)=>{n>0&&(t._paths=null,e&&(i==1?(t.min=null,t.max=null):t.facets.forEach(e=>{e.min=null,e.max=null})))})}let Lt=!1,Rt=!1,zt=[];function Bt(){Rt=!1;for(let e=0;e<zt.length;e++)Jn(...zt[e]);zt.length=0}function Vt(){Lt||=(Sa(Ut),!0)}function Ht(e,t=!1){Lt=!0,Rt=t,e(r),Ut(),t&&zt.length>0&&queueMicrotask(Bt)}r.batch=Ht;function Ut(){if(je&&=(wt(),!1),Ne&&=(ze(),!1),Me){if(Yr(p,Er,B),Yr(p,wr,Se),Yr(p,Sr,R),Yr(p,Cr,z),Yr(m,Er,B),Yr(m,wr,Se),Yr(m,Sr,R),Yr(m,Cr,z),Yr(f,Sr,L),Yr(f,Cr,xe),u.width=Ai(L*Y),u.height=Ai(xe*Y),y.forEach(({_el:e,_show:t,_size:n,_pos:r,side:i})=>{if(e!=null){if(t){let t=i===3||i===0?n:0,a=i%2==1;Yr(e,a?`left`:`top`,r-t),Yr(e,a?`width`:`height`,n),Yr(e,a?`top`:`left`,a?Se:B),Yr(e,a?`height`:`width`,a?z:R),Jr(e,ur)}else qr(e,ur)}}),mt=ht=V=_t=H=vt=U=yt=gt=null,W=1,Mn(!0),B!=Ce||Se!=we||R!=Te||z!=Ee){It(!1);let e=R/Te,t=z/Ee;if(N&&!Pe&&M.left>=0){M.left*=e,M.top*=t,qt&&$r(qt,Ai(M.left),0,R,z),Jt&&$r(Jt,0,Ai(M.top),R,z);for(let n=0;n<Je.length;n++){let r=Je[n];r!=null&&(Ye[n]*=e,Xe[n]*=t,$r(r,ji(Ye[n]),ji(Xe[n]),R,z))}}if(J.show&&!Fe&&J.left>=0&&J.width>0){J.left*=e,J.width*=e,J.top*=t,J.height*=t;for(let e in Fn)Yr(sn,e,J[e])}Ce=B,we=Se,Te=R,Ee=z}Jn(`setSize`),Me=!1}L>0&&xe>0&&(d.clearRect(0,0,u.width,u.height),Jn(`drawClear`),w.forEach(e=>e()),Jn(`draw`)),J.show&&Fe&&(cn(J),Fe=!1),N&&Pe&&(An(null,!0,!1),Pe=!1),j.show&&j.live&&Ie&&(On(),Ie=!1),c||(c=!0,r.status=1,Jn(`ready`)),dt=!1,Lt=!1}r.redraw=(e,t)=>{Ne=t||!1,e===!1?Vt():un(S,D.min,D.max)};function Wt(e,n){let i=b[e];if(i.from==null){if(ot==0){let t=i.range(r,n.min,n.max,e);n.min=t[0],n.max=t[1]}if(n.min>n.max){let e=n.min;n.min=n.max,n.max=e}if(ot>1&&n.min!=null&&n.max!=null&&n.max-n.min<1e-16)return;e==S&&i.distr==2&&ot>0&&(n.min=ci(n.min,t[0]),n.max=ci(n.max,t[0]),n.min==n.max&&n.max++),A[e]=n,je=!0,Vt()}}r.setScale=Wt;let Gt,Kt,qt,Jt,Yt,Xt,Zt,Qt,$t,en,q,tn,nn=!1,rn=M.drag,an=rn.x,on=rn.y;N&&(M.x&&(Gt=Zr(fr,m)),M.y&&(Kt=Zr(pr,m)),D.ori==0?(qt=Gt,Jt=Kt):(qt=Kt,Jt=Gt),q=M.left,tn=M.top);let J=r.select=ga({show:!0,over:!0,left:0,width:0,top:0,height:0},e.select),sn=J.show?Zr(dr,J.over?m:p):null;function cn(e,t){if(J.show){for(let t in e)J[t]=e[t],t in Fn&&Yr(sn,t,e[t]);t!==!1&&Jn(`setSelect`)}}r.setSelect=cn;function ln(e){if(v[e].show)se&&Jr(ue[e],ur);else if(se&&qr(ue[e],ur),N){let t=qe?Je[0]:Je[e];t!=null&&$r(t,-10,-10,R,z)}}function un(e,t,n){Wt(e,{min:t,max:n})}function dn(e,t,n,a){t.focus!=null&&bn(e),t.show!=null&&v.forEach((n,r)=>{r>0&&(e==r||e==null)&&(n.show=t.show,ln(r),i==2?(un(n.facets[0].scale,null,null),un(n.facets[1].scale,null,null)):un(n.scale,null,null),Vt())}),n!==!1&&Jn(`setSeries`,e,t),a&&$n(`setSeries`,r,e,t)}r.setSeries=dn;function fn(e,t){ga(x[e],t)}function pn(e,t){e.fill=Z(e.fill||null),e.dir=X(e.dir,-1),t??=x.length,x.splice(t,0,e)}function mn(e){e==null?x.length=0:x.splice(e,1)}r.addBand=pn,r.setBand=fn,r.delBand=mn;function hn(e,t){v[e].alpha=t,N&&Je[e]!=null&&(Je[e].style.opacity=t),se&&ue[e]&&(ue[e].style.opacity=t)}let gn,_n,vn,yn={focus:!0};function bn(e){if(e!=vn){let t=e==null,n=Ge.alpha!=1;v.forEach((r,a)=>{if(i==1||a>0){let i=t||a==0||a==e;r._focus=t?null:i,n&&hn(a,i?1:Ge.alpha)}}),vn=e,n&&Vt()}}se&&Ke&&ye(Pr,F,e=>{M._lock||(Ue(e),vn!=null&&dn(null,yn,!0,Xn.setSeries))});function xn(e,t,n){let r=b[t];n&&(e=e/Y-(r.ori==1?Se:B));let i=R;r.ori==1&&(i=z,e=i-e),r.dir==-1&&(e=i-e);let a=r._min,o=r._max,s=e/i,c=a+(o-a)*s,l=r.distr;return l==3?Pi(10,c):l==4?Ri(c,r.asinh):l==100?r.bwd(c):c}function Sn(e,n){return ci(xn(e,S,n),t[0],st,ct)}r.valToIdx=e=>ci(e,t[0]),r.posToIdx=Sn,r.posToVal=xn,r.valToPos=(e,t,n)=>b[t].ori==0?a(e,b[t],n?ke:R,n?De:0):o(e,b[t],n?Ae:z,n?Oe:0),r.setCursor=(e,t,n)=>{q=e.left,tn=e.top,An(null,t,n)};function Cn(e,t){Yr(sn,Er,J.left=e),Yr(sn,Sr,J.width=t)}function wn(e,t){Yr(sn,wr,J.top=e),Yr(sn,Cr,J.height=t)}let Tn=D.ori==0?Cn:wn,En=D.ori==1?Cn:wn;function Dn(){if(se&&j.live)for(let e=+(i==2);e<v.length;e++){if(e==0&&pe)continue;let t=j.values[e],n=0;for(let r in t)de[e][n++].firstChild.nodeValue=t[r]}}function On(e,t){if(e!=null&&(e.idxs?e.idxs.forEach((e,t)=>{oe[t]=e}):la(e.idx)||oe.fill(e.idx),j.idx=oe[0]),se&&j.live){for(let e=0;e<v.length;e++)(e>0||i==1&&!pe)&&kn(e,oe[e]);Dn()}Ie=!1,t!==!1&&Jn(`setLegend`)}r.setLegend=On;function kn(e,n){let i=v[e],a=e==0&&O==2?ut:t[e],o;pe?o=i.values(r,e,n)??I:(o=i.value(r,n==null?null:a[n],e,n),o=o==null?I:{_:o}),j.values[e]=o}function An(e,n,a){$t=q,en=tn,[q,tn]=M.move(r,q,tn),M.left=q,M.top=tn,N&&(qt&&$r(qt,Ai(q),0,R,z),Jt&&$r(Jt,0,Ai(tn),R,z));let o,s=st>ct;gn=Bi,_n=null;let c=D.ori==0?R:z,l=D.ori==1?R:z;if(q<0||ot==0||s){o=M.idx=null;for(let e=0;e<v.length;e++){let t=Je[e];t!=null&&$r(t,-10,-10,R,z)}Ke&&dn(null,yn,!0,e==null&&Xn.setSeries),j.live&&(oe.fill(o),Ie=!0)}else{let e,n,a;i==1&&(e=D.ori==0?q:tn,n=xn(e,S),o=M.idx=ci(n,t[0],st,ct),a=k(t[0][o],D,c,0));let s=-10,u=-10,d=0,f=0,p=!0,m=``,h=``;for(let e=+(i==2);e<v.length;e++){let g=v[e],_=oe[e],y=_==null?null:i==1?t[e][_]:t[e][1][_],x=M.dataIdx(r,e,o,n),S=x==null?null:i==1?t[e][x]:t[e][1][x];if(Ie=Ie||S!=y||x!=_,oe[e]=x,e>0&&g.show){let n=x==null?-10:x==o?a:k(i==1?t[0][x]:t[e][0][x],D,c,0),_=S==null?-10:ee(S,i==1?b[g.scale]:b[g.facets[1].scale],l,0);if(Ke&&S!=null){let t=D.ori==1?q:tn,n=Oi(Ge.dist(r,e,x,_,t));if(n<gn){let r=Ge.bias;if(r!=0){let i=xn(t,g.scale),a=S>=0?1:-1,o=i>=0?1:-1;o==a&&(o==1?r==1?S>=i:S<=i:r==1?S<=i:S>=i)&&(gn=n,_n=e)}else gn=n,_n=e}}if(Ie||qe){let t,i;D.ori==0?(t=n,i=_):(t=_,i=n);let a,o,c,l,g,v,y=!0,b=We.bbox;if(b!=null){y=!1;let t=b(r,e);c=t.left,l=t.top,a=t.width,o=t.height}else c=t,l=i,a=o=We.size(r,e);if(v=We.fill(r,e),g=We.stroke(r,e),qe)e==_n&&gn<=Ge.prox&&(s=c,u=l,d=a,f=o,p=y,m=v,h=g);else{let t=Je[e];t!=null&&(Ye[e]=c,Xe[e]=l,ri(t,a,o,y),ti(t,v,g),$r(t,ji(c),ji(l),R,z))}}}}if(qe){let e=Ge.prox;if(Ie||(vn==null?gn<=e:gn>e||_n!=vn)){let e=Je[0];e!=null&&(Ye[0]=s,Xe[0]=u,ri(e,d,f,p),ti(e,m,h),$r(e,ji(s),ji(u),R,z))}}}if(J.show&&nn){if(e!=null){let[t,n]=Xn.scales,[r,i]=Xn.match,[a,o]=e.cursor.sync.scales,s=e.cursor.drag;if(an=s._x,on=s._y,an||on){let{left:s,top:u,width:d,height:f}=e.select,p=e.scales[a].ori,m=e.posToVal,h,g,_,v,y,x=t!=null&&r(t,a),S=n!=null&&i(n,o);x&&an?(p==0?(h=s,g=d):(h=u,g=f),_=b[t],v=k(m(h,a),_,c,0),y=k(m(h+g,a),_,c,0),Tn(Mi(v,y),Oi(y-v))):Tn(0,c),S&&on?(p==1?(h=s,g=d):(h=u,g=f),_=b[n],v=ee(m(h,o),_,l,0),y=ee(m(h+g,o),_,l,0),En(Mi(v,y),Oi(y-v))):En(0,l)}else In()}else{let e=Oi($t-Yt),t=Oi(en-Xt);if(D.ori==1){let n=e;e=t,t=n}an=rn.x&&e>=rn.dist,on=rn.y&&t>=rn.dist;let n=rn.uni;n==null?rn.x&&rn.y&&(an||on)&&(an=on=!0):an&&on&&(an=e>=n,on=t>=n,!an&&!on&&(t>e?on=!0:an=!0));let r,i;an&&(D.ori==0?(r=Zt,i=q):(r=Qt,i=tn),Tn(Mi(r,i),Oi(i-r)),on||En(0,l)),on&&(D.ori==1?(r=Zt,i=q):(r=Qt,i=tn),En(Mi(r,i),Oi(i-r)),an||Tn(0,c)),!an&&!on&&(Tn(0,0),En(0,0))}}if(rn._x=an,rn._y=on,e==null){if(a){if(Zn!=null){let[e,t]=Xn.scales;Xn.values[0]=e==null?null:xn(D.ori==0?q:tn,e),Xn.values[1]=t==null?null:xn(D.ori==1?q:tn,t)}$n(Ar,r,q,tn,R,z,o)}if(Ke){let e=a&&Xn.setSeries,t=Ge.prox;vn==null?gn<=t&&dn(_n,yn,!0,e):gn>t?dn(null,yn,!0,e):_n!=vn&&dn(_n,yn,!0,e)}}Ie&&(j.idx=o,On()),n!==!1&&Jn(`setCursor`)}let jn=null;Object.defineProperty(r,"rect",{get(){return jn??Mn(!1),jn}});function Mn(e=!1){e?jn=null:(jn=m.getBoundingClientRect(),Jn(`syncRect`,jn))}function Nn(e,t,n,r,i,a,o){M._lock||nn&&e!=null&&e.movementX==0&&e.movementY==0||(Pn(e,t,n,r,i,a,o,!1,e!=null),e==null?An(t,!0,!1):An(null,!0,!0))}function Pn(e,t,n,i,a,o,c,l,u){if(jn??Mn(!1),Ue(e),e!=null)n=e.clientX-jn.left,i=e.clientY-jn.top;else{if(n<0||i<0){q=-10,tn=-10;return}let[e,r]=Xn.scales,c=t.cursor.sync,[l,u]=c.values,[d,f]=c.scales,[p,m]=Xn.match,h=t.axes[0].side%2==1,g=D.ori==0?R:z,_=D.ori==1?R:z,v=h?o:a,y=h?a:o,x=h?i:n,S=h?n:i;if(n=d==null?x/v*g:p(e,d)?s(l,b[e],g,0):-10,i=f==null?S/y*_:m(r,f)?s(u,b[r],_,0):-10,D.ori==1){let e=n;n=i,i=e}}u&&(t==null||t.cursor.event.type==Ar)&&((n<=1||n>=R-1)&&(n=Qi(n,R)),(i<=1||i>=z-1)&&(i=Qi(i,z))),l?(Yt=n,Xt=i,[Zt,Qt]=M.move(r,n,i)):(q=n,tn=i)}let Fn={width:0,height:0,left:0,top:0};function In(){cn(Fn,!1)}let Ln,Rn,zn,Bn;function Vn(e,t,n,i,a,o,s){nn=!0,an=on=rn._x=rn._y=!1,Pn(e,t,n,i,a,o,s,!0,!1),e!=null&&(ye(Mr,Hr,Hn,!1),$n(jr,r,Zt,Qt,R,z,null));let{left:c,top:l,width:u,height:d}=J;Ln=c,Rn=l,zn=u,Bn=d}function Hn(e,t,n,i,a,o,s){nn=rn._x=rn._y=!1,Pn(e,t,n,i,a,o,s,!1,!0);let{left:c,top:l,width:u,height:d}=J,f=u>0||d>0,p=Ln!=c||Rn!=l||zn!=u||Bn!=d;if(f&&p&&cn(J),rn.setScale&&f&&p){let e=c,t=u,n=l,r=d;if(D.ori==1&&(e=l,t=d,n=c,r=u),an&&un(S,xn(e,S),xn(e+t,S)),on)for(let e in b){let t=b[e];e!=S&&t.from==null&&t.min!=Bi&&un(e,xn(n+r,e),xn(n,e))}In()}else M.lock&&(M._lock=!M._lock,An(t,!0,e!=null));e!=null&&(be(Mr,Hr),$n(Mr,r,q,tn,R,z,null))}function Un(e,t,n,r,i,a,o){if(M._lock)return;Ue(e);let s=nn;if(nn){let e=!0,t=!0,n,r;D.ori==0?(n=an,r=on):(n=on,r=an),n&&r&&(e=q<=10||q>=R-10,t=tn<=10||tn>=z-10),n&&e&&(q=q<Zt?0:R),r&&t&&(tn=tn<Qt?0:z),An(null,!0,!0),nn=!1}q=-10,tn=-10,oe.fill(null),An(null,!0,!0),s&&(nn=s)}function Wn(e,t,n,i,a,o,s){M._lock||(Ue(e),pt(),In(),e!=null&&$n(Fr,r,q,tn,R,z,null))}function Gn(){y.forEach(tc),Le(r.width,r.height,!0)}oi(zr,Ur,Gn);let Kn={};Kn.mousedown=Vn,Kn.mousemove=Nn,Kn.mouseup=Hn,Kn.dblclick=Wn,Kn.setSeries=(e,t,n,i)=>{let a=Xn.match[2];n=a(r,t,n),n!=-1&&dn(n,i,!0,!1)},N&&(ye(jr,m,Vn),ye(Ar,m,Nn),ye(Nr,m,e=>{Ue(e),Mn(!1)}),ye(Pr,m,Un),ye(Fr,m,Wn),zs.add(r),r.syncRect=Mn);let qn=r.hooks=e.hooks||{};function Jn(e,t,n){Rt?zt.push([e,t,n]):e in qn&&qn[e].forEach(e=>{e.call(null,r,t,n)})}(e.plugins||[]).forEach(e=>{for(let t in e.hooks)qn[t]=(qn[t]||[]).concat(e.hooks[t])});let Yn=(e,t,n)=>n,Xn=ga({key:null,setSeries:!1,filters:{pub:Ji,sub:Ji},scales:[S,v[1]?v[1].scale:null],match:[Yi,Yi,Yn],values:[null,null]},M.sync);Xn.match.length==2&&Xn.match.push(Yn),M.sync=Xn;let Zn=Xn.key,Qn=os(Zn);function $n(e,t,n,r,i,a,o){Xn.filters.pub(e,t,n,r,i,a,o)&&Qn.pub(e,t,n,r,i,a,o)}Qn.sub(r);function er(e,t,n,r,i,a,o){Xn.filters.sub(e,t,n,r,i,a,o)&&Kn[e](null,t,n,r,i,a,o)}r.pub=er;function tr(){Qn.unsub(r),zs.delete(r),ve.clear(),si(zr,Ur,Gn),l.remove(),F?.remove(),Jn(`destroy`)}r.destroy=tr;function Or(){Jn(`init`,e,t),ft(t||e.data,!1),A[S]?Wt(S,A[S]):pt(),Fe=J.show&&(J.width>0||J.height>0),Pe=Ie=!0,Le(e.width,e.height)}return v.forEach(Qe),y.forEach(nt),n?n instanceof HTMLElement?(n.appendChild(l),Or()):n(r,Or):Or(),r}nc.assign=ga,nc.fmtNum=Ti,nc.rangeNum=xi,nc.rangeLog=hi,nc.rangeAsinh=gi,nc.orient=ls,nc.pxRatio=Y,nc.join=xa,nc.fmtDate=Pa,nc.tzDate=Ia,nc.sync=os;{nc.addGap=ms,nc.clipGaps=ps;let e=nc.paths={points:Os};e.linear=Ms,e.stepped=Ns,e.bars=Fs,e.spline=Ls}var rc=e=>e===`SUCCEEDED`||e===`CANCELED`;function ic(e){if(e==null||!Number.isFinite(e))return`—`;let t=e*100;return Number.isInteger(t)||t>=10&&t<=90?`${Math.round(t)}%`:`${t.toFixed(1)}%`}function ac(e,t){return`${ic(e).replace(`%`,``)}–${ic(t)}`}function oc(e){return e.passed+e.failed+e.errored}function sc(e){let t=oc(e);return t===0?null:e.passed/t}function cc(e){let t=oc(e)+(e.unscored??0)+e.canceled;return{done:t,total:e.cases,fraction:e.cases===0?0:t/e.cases}}function lc(e){let t=[...e].sort((e,t)=>e.runtime.localeCompare(t.runtime));return{labels:t.map(e=>e.runtime),series:[{label:`passed`,values:t.map(e=>e.passed),color:`#059669`},{label:`failed`,values:t.map(e=>e.failed),color:`#dc2626`},{label:`errored`,values:t.map(e=>e.errored),color:`#d97706`},{label:`not done`,values:t.map(e=>Math.max(0,e.cases-oc(e))),color:`#94a3b8`}]}}function uc(e){let t=[];return e.forEach((e,n)=>t.push(e.map((e,r)=>e+(n>0?t[n-1][r]:0)))),t}function dc(e){return Number.isFinite(e)?e<.001?`p < 0.001`:e>=.995?`p = 1`:`p = ${e<.01?e.toFixed(3):e.toFixed(2)}`:`p = —`}function fc(e,t,n){let r=[...new Set([...e.aggregate.runtimes.map(e=>e.runtime),...t.aggregate.runtimes.map(e=>e.runtime)])].sort().map(n=>{let r=e.aggregate.runtimes.find(e=>e.runtime===n)??null,i=t.aggregate.runtimes.find(e=>e.runtime===n)??null,a=r&&sc(r),o=i&&sc(i);return{runtime:n,a:r,b:i,rateA:a,rateB:o,delta:a!=null&&o!=null?o-a:null}}),i=[...[...n.regressed].sort().map(e=>({caseId:e,change:`regressed`})),...[...n.fixed].sort().map(e=>({caseId:e,change:`fixed`}))],a=n.fixed.length-n.regressed.length,o,s,c=dc(n.pValue);return n.paired===0?(o=`none`,s=`No case was decided in both scorecards: nothing to compare yet.`):n.significant&&a!==0?(o=a>0?`better`:`worse`,s=`${t.name} is ${o} than ${e.name}: ${n.fixed.length} fixed, ${n.regressed.length} regressed — significant (McNemar ${c}).`):(o=`same`,s=n.fixed.length+n.regressed.length===0?`No paired case changed its outcome (McNemar ${c}).`:`${n.fixed.length} fixed, ${n.regressed.length} regressed — not significant (McNemar ${c}).`),{paired:n.paired,unchanged:n.paired-n.regressed.length-n.fixed.length,passRateA:n.passRateA,passRateB:n.passRateB,delta:n.passRateB-n.passRateA,pValue:c,significant:n.significant,direction:o,verdict:s,runtimes:r,cases:i}}function pc(e){if(e==null||!Number.isFinite(e))return`—`;let t=Math.round(e*1e3)/10;if(t===0)return`±0 pts`;let n=Number.isInteger(t)?String(Math.abs(t)):Math.abs(t).toFixed(1);return`${t>0?`+`:`−`}${n} pts`}function mc(e,t){let n=new URLSearchParams;e&&n.set(`a`,e),t&&n.set(`b`,t);let r=n.toString();return`/scorecards/compare${r?`?${r}`:``}`}function hc(e){let t=t=>{let n=(e.get(t)??``).trim();return/^[1-9]\d*$/.test(n)?n:``};return{a:t(`a`),b:t(`b`)}}function gc(e,t){return e.includes(t)?e.filter(e=>e!==t):[...e,t].slice(-2)}function _c(e){return[...e].sort((e,t)=>Number(e)-Number(t))}var vc=[`#2563eb`,`#db2777`,`#059669`,`#d97706`,`#7c3aed`,`#0891b2`,`#dc2626`,`#65a30d`],yc=nc.paths.stepped({align:1});function bc(e){return vc[e%vc.length]}function xc({title:e,t,series:n,yMax:r,yFormat:i,integer:a=!1,height:o=220,testid:s}){let c=B(null),l=B(null);return R(()=>{if(!c.current)return;let s=matchMedia(`(prefers-color-scheme: dark)`).matches,u={stroke:s?`#cbd5e1`:`#334155`,grid:{stroke:s?`#334155`:`#e2e8f0`}},d={title:e,width:c.current.clientWidth||600,height:o,scales:{y:r==null?{range:(e,t,n)=>[0,Math.max(1,n*1.1)]}:{range:[0,r]}},axes:[{...u,space:80,incrs:[1,5,10,15,30,60,120,300,600,900,1800,3600],values:(e,t)=>t.map(e=>new Date(e*1e3).toLocaleTimeString([],{hourCycle:`h23`,hour:`2-digit`,minute:`2-digit`,second:`2-digit`}))},{...u,incrs:a?[1,2,5,10,20,50,100,200,500,1e3]:void 0,values:(e,t)=>t.map(e=>i?i(e):String(e))}],series:[{},...n.map(e=>({label:e.label,stroke:e.color,width:2,dash:e.dash?[6,4]:void 0,spanGaps:!1,paths:e.points?()=>null:yc,points:e.points?{show:!0,size:7,fill:e.color}:void 0,value:(e,t)=>t==null?`—`:i?i(t):String(t)}))]};l.current=new nc(d,[t,...n.map(e=>e.values)],c.current);let f=new ResizeObserver(()=>{c.current&&l.current&&l.current.setSize({width:c.current.clientWidth,height:o})});return f.observe(c.current),()=>{f.disconnect(),l.current?.destroy(),l.current=null}},[n.map(e=>`${e.label}:${+!!e.dash}:${+!!e.points}`).join(`|`),e,o,r,a]),R(()=>{l.current?.setData([t,...n.map(e=>e.values)])}),V(`div`,{class:`chart`,ref:c,"data-testid":s,"data-points":t.length,role:`img`,"aria-label":e})}var Sc=nc.paths.bars({size:[.6,64],align:0});function Cc({title:e,labels:t,series:n,height:r=220,testid:i}){let a=B(null),o=B(null),s=`${t.join(`|`)}#${n.map(e=>e.label).join(`|`)}`,c=()=>{let e=uc(n.map(e=>e.values));return[t.map((e,t)=>t),...e.reverse()]};return R(()=>{if(!a.current)return;let i=matchMedia(`(prefers-color-scheme: dark)`).matches,s={stroke:i?`#cbd5e1`:`#334155`,grid:{stroke:i?`#334155`:`#e2e8f0`}},l=[...n].reverse(),u={title:e,width:a.current.clientWidth||600,height:r,scales:{x:{time:!1,range:[-.5,t.length-.5]},y:{range:(e,t,n)=>[0,Math.max(1,n*1.1)]}},axes:[{...s,grid:{show:!1},incrs:[1],values:(e,n)=>n.map(e=>t[e]??``)},{...s,incrs:[1,2,5,10,20,50,100,200,500,1e3,2e3,5e3],values:(e,t)=>t.map(String)}],cursor:{show:!1},legend:{show:!1},series:[{},...l.map(e=>({label:e.label,stroke:e.color,fill:e.color,width:0,paths:Sc,points:{show:!1}}))]};o.current=new nc(u,c(),a.current);let d=new ResizeObserver(()=>{a.current&&o.current&&o.current.setSize({width:a.current.clientWidth,height:r})});return d.observe(a.current),()=>{d.disconnect(),o.current?.destroy(),o.current=null}},[s,e,r]),R(()=>{o.current?.setData(c())}),V(`div`,{class:`chart bars`,"data-testid":i,"data-total":n.reduce((e,t)=>e+t.values.reduce((e,t)=>e+t,0),0),children:[V(`div`,{ref:a,role:`img`,"aria-label":e}),V(`ul`,{class:`legend`,children:n.map(e=>V(`li`,{children:[V(`span`,{class:`swatch`,style:{background:e.color}}),` `,e.label,` `,e.values.reduce((e,t)=>e+t,0)]}))})]})}function wc(e,t,n=600){let r=e.filter(e=>e.t>t.t-n&&e.t<t.t);return r.push(t),r}function Tc(e){let t=new Set;for(let n of e)for(let e of n.tenants)t.add(e.tenant);return[...t].sort()}function Ec(e){let t=Tc(e),n={t:[],share:{},fair:{}};for(let e of t)n.share[e]=[],n.fair[e]=[];for(let r of e){n.t.push(r.t);let e=r.tenants.reduce((e,t)=>e+t.running,0),i=r.tenants.filter(e=>e.running+e.queued>0).reduce((e,t)=>e+t.weight,0);for(let a of t){let t=r.tenants.find(e=>e.tenant===a);n.share[a].push(e>0?(t?.running??0)/e:null);let o=t&&t.running+t.queued>0;n.fair[a].push(i>0?o?t.weight/i:0:null)}}return n}function Dc(e){let t=new Set;for(let n of e)for(let e of Object.keys(n.inFlight))t.add(e);let n={};for(let r of[...t].sort())n[r]=e.map(e=>e.inFlight[r]??0);return{t:e.map(e=>e.t),byRuntime:n}}function Oc(e,t){return{t,tenants:e.tenants.map(e=>({...e})),inFlight:Object.fromEntries(e.runtimes.map(e=>[e.runtime,e.inFlight]))}}var kc=e=>`${Math.round(e*100)}%`;function Ac(){let[e,t]=L(null),[n,r]=L([]),[i,a]=L(null),[o,s]=L(null),c=B(null),l=xt(5e3);R(()=>{let e=0,n=()=>{e||=window.setTimeout(()=>{e=0,et(Qt,{}).then(e=>a(e.runs)).catch(e=>s(bt(e)))},500)},i=lt(Zt,{},{next:e=>{c.current=e.queueSnapshot,t(e.queueSnapshot),r(t=>wc(t,Oc(e.queueSnapshot,Date.now()/1e3))),n()},error:s}),o=setInterval(()=>{c.current&&r(e=>wc(e,Oc(c.current,Date.now()/1e3)))},5e3);return()=>{i(),clearInterval(o),clearTimeout(e)}},[]);let u=Ec(n),d=[];Object.keys(u.share).forEach((e,t)=>{d.push({label:`${e} share`,values:u.share[e],color:bc(t)}),d.push({label:`${e} fair`,values:u.fair[e],color:bc(t),dash:!0})});let f=Dc(n),p=Object.entries(f.byRuntime).map(([e,t],n)=>({label:e,values:t,color:bc(n)}));return V(`section`,{children:[V(`h1`,{children:[`Queue `,V(`span`,{class:`live`,title:`updates live`,"aria-label":`live`})]}),V(H,{error:o}),!e&&!o&&V(yt,{}),e&&V(y,{children:[V(`p`,{class:`muted`,children:[`Updated `,bn(e.generatedAt,l),`. Solid: the tenant's share of running runs; dashed: its weight's share among tenants with work.`]}),V(`div`,{class:`grid2`,children:[V(xc,{testid:`share-chart`,title:`Share of running runs vs weight`,t:u.t,series:d,yMax:1,yFormat:kc}),V(xc,{testid:`slots-chart`,title:`Slots in use per runtime`,t:f.t,series:p,integer:!0})]}),V(`div`,{class:`grid2`,children:[V(`div`,{class:`scroll`,children:V(`table`,{"data-testid":`tenants`,children:[V(`thead`,{children:V(`tr`,{children:[V(`th`,{children:`Tenant`}),V(`th`,{children:`Weight`}),V(`th`,{children:`Queued`}),V(`th`,{children:`Running`})]})}),V(`tbody`,{children:e.tenants.map(e=>V(`tr`,{children:[V(`td`,{children:e.tenant}),V(`td`,{children:e.weight}),V(`td`,{children:e.queued}),V(`td`,{children:e.running})]}))})]})}),V(`div`,{class:`scroll`,children:V(`table`,{"data-testid":`runtime-load`,children:[V(`thead`,{children:V(`tr`,{children:[V(`th`,{children:`Runtime`}),V(`th`,{children:`Slots in use`}),V(`th`,{children:`Circuit`})]})}),V(`tbody`,{children:e.runtimes.map(e=>V(`tr`,{children:[V(`td`,{children:e.runtime}),V(`td`,{children:[V(`meter`,{min:0,max:Math.max(1,e.slots),value:e.inFlight,"aria-label":`${e.runtime} slots in use`}),` `,e.inFlight,` / `,e.slots]}),V(`td`,{children:V(`span`,{class:`badge circuit-${e.circuit.toLowerCase()}`,children:e.circuit.replace(`_`,` `)})})]}))})]})})]})]}),V(`h2`,{children:`Waiting runs`}),i&&V(`div`,{class:`scroll`,children:V(`table`,{"data-testid":`waiting-runs`,children:[V(`thead`,{children:V(`tr`,{children:[V(`th`,{children:`Run`}),V(`th`,{children:`Runtime`}),V(`th`,{children:`Why`}),V(`th`,{children:`Ahead`}),V(`th`,{children:`Queued`})]})}),V(`tbody`,{children:[(i.edges??[]).flatMap(e=>e?.node?[V(`tr`,{children:[V(`td`,{children:V(`a`,{href:Un(e.node.id),children:e.node.correlationId})}),V(`td`,{children:e.node.runtime}),V(`td`,{children:e.node.waitingReason?V(y,{children:[V(`span`,{class:`chip`,children:e.node.waitingReason.code}),` `,e.node.waitingReason.message]}):V(`span`,{class:`muted`,children:`starting`})}),V(`td`,{children:e.node.waitingReason?.position??`—`}),V(`td`,{children:bn(e.node.createdAt,l)})]})]:[]),i.totalCount===0&&V(`tr`,{children:V(`td`,{colSpan:5,class:`muted`,children:`Nothing is waiting.`})})]})]})})]})}var jc={lines:[],contiguous:0,dropped:0},Mc=2e4;function Nc(e,t,n=Mc){if(t.length===0)return e;let r=e.lines.length?e.lines[e.lines.length-1].seq:0,i,a=[...t].sort((e,t)=>e.seq-t.seq);if(a[0].seq>r){i=e.lines.slice();for(let e of a)(i.length===0||e.seq>i[i.length-1].seq)&&i.push(e)}else{let t=new Map;for(let n of e.lines)t.set(n.seq,n);for(let e of a)t.has(e.seq)||t.set(e.seq,e);i=[...t.values()].sort((e,t)=>e.seq-t.seq)}let o=e.dropped;i.length>n&&(o+=i.length-n,i=i.slice(i.length-n));let s=e.contiguous,c=i.findIndex(e=>e.seq>s);if(c>=0)for(let e=c;e<i.length&&i[e].seq===s+1;e++)s=i[e].seq;return{lines:i,contiguous:s,dropped:o}}function Pc(e){let t=[];for(let n=1;n<e.lines.length;n++){let r=e.lines[n-1].seq,i=e.lines[n].seq;i>r+1&&t.push([r+1,i-1])}return t}function Fc(e,t){let n=t.trim().toLowerCase();return n?e.lines.filter(e=>e.text.toLowerCase().includes(n)).map(e=>e.seq):[]}function Ic(e,t,n,r){let i=e.protocol===`https:`?`wss:`:`ws:`,a=t.includes(`?`)?`&`:`?`;return`${i}//${e.host}${t}${a}cols=${Lc(n)}&rows=${Lc(r)}`}function Lc(e){return Math.max(1,Math.min(1e3,Math.floor(e)||1))}function Rc(e,t){return JSON.stringify({type:`resize`,cols:Lc(e),rows:Lc(t)})}function zc(e){let t=[],n=``,r=null,i=!1;for(let a=0;a<e.length;a++){let o=e[a];r?o===r?r=null:o===`\\`&&r===`"`&&a+1<e.length?n+=e[++a]:n+=o:o===`"`||o===`'`?(r=o,i=!0):o===`\\`&&a+1<e.length?(n+=e[++a],i=!0):/\s/.test(o)?(i&&t.push(n),n=``,i=!1):(n+=o,i=!0)}if(r)throw Error(`unclosed ${r===`"`?`double`:`single`} quote`);return i&&t.push(n),t}function Bc(e,t){switch(e){case`NOT_FOUND`:return`Only the run's creator or an admin of its tenant can look inside it.`;case`FAILED_PRECONDITION`:return t;default:return t}}var Vc=(function(){let e=typeof document<`u`&&document.createElement(`link`).relList;return e&&e.supports&&e.supports(`modulepreload`)?`modulepreload`:`preload`})(),Hc=function(e){return`/static/app/`+e},Uc={},Wc=function(e){return e.pathname.endsWith(`.css`)},Gc=function(e,t,n){if(t in e)return e[t];let r=n();if(!r){e[t]=void 0;return}let i=r.then(()=>{e[t]=void 0},n=>{throw e[t]=void 0,n});return e[t]=i,i},Kc=function(e,t,n){let r=Promise.resolve();if(t&&t.length>0){let e,i=document.querySelector(`meta[property=csp-nonce]`),a=i?.nonce||i?.getAttribute(`nonce`);function o(e){return Promise.all(e.map(e=>Promise.resolve(e).then(e=>({status:`fulfilled`,value:e}),e=>({status:`rejected`,reason:e}))))}function s(e){return import.meta.resolve?new URL(import.meta.resolve(e)):new URL(e,import.meta.url)}r=o(t.map(t=>{t=Hc(t,n);let r=s(t),i=Wc(r);return Gc(Uc,r.href,()=>{if(e===void 0){e={all:new Set,styles:new Set};let t=document.getElementsByTagName(`link`);for(let n=t.length-1;n>=0;n--){let r=t[n];e.all.add(r.href),r.rel===`stylesheet`&&e.styles.add(r.href)}}if((i?e.styles:e.all).has(r.href))return;let t=document.createElement(`link`);if(t.rel=i?`stylesheet`:Vc,i||(t.as=`script`),t.crossOrigin=``,t.href=r.href,a&&t.setAttribute(`nonce`,a),document.head.appendChild(t),i)return new Promise((e,n)=>{let i=a=>{t.removeEventListener(`load`,i),t.removeEventListener(`error`,i),a.type===`error`?n(Error(`Unable to preload CSS for ${r}`)):e(a)};t.addEventListener(`load`,i),t.addEventListener(`error`,i)})})}).filter(e=>e!==void 0))}function i(e){let t=new Event(`vite:preloadError`,{cancelable:!0});if(t.payload=e,window.dispatchEvent(t),!t.defaultPrevented)throw e}return r.then(t=>{for(let e of t||[])e.status===`rejected`&&i(e.reason);return e().catch(i)})};function qc({id:e,browser:t}){return V(`section`,{class:`inside`,"aria-labelledby":`inside-title`,children:[V(`h2`,{id:`inside-title`,children:`Inside the run`}),V(Yc,{id:e}),V(Xc,{id:e}),t&&V(Zc,{id:e})]})}function Jc({error:e}){return e?e.notAvailable?V(H,{error:e}):V(`p`,{class:`error`,role:`alert`,"data-testid":`inside-refused`,children:[V(`code`,{children:e.code}),` `,Bc(e.code,e.message)]}):null}function Yc({id:e}){let[t,n]=L(``),[r,i]=L(!1),[a,o]=L(null),[s,c]=L(``),[l,u]=L(null);async function d(n){n.preventDefault();let r;try{r=zc(t)}catch(e){c(e.message);return}if(r.length===0)c(`type a command`);else{c(``),i(!0),o(null);try{u((await et(Bt,{id:e,command:r})).execInRun)}catch(e){o(bt(e))}finally{i(!1)}}}return V(`form`,{class:`exec`,"aria-label":`Run a command in the sandbox`,onSubmit:d,children:[V(`label`,{children:[`Command`,V(`input`,{name:`command`,value:t,placeholder:`ls -la`,onInput:e=>n(e.target.value)})]}),V(`button`,{type:`submit`,disabled:r,children:r?`Running…`:`Run`}),s&&V(`span`,{class:`error`,children:s}),V(Jc,{error:a}),l&&V(`div`,{"data-testid":`exec-result`,children:[V(`p`,{class:`muted`,children:[`exit code `,V(`strong`,{"data-testid":`exec-exit`,children:l.exitCode}),l.timedOut&&` — killed at its timeout`,l.truncated&&` — output cut at the limit`]}),V(`pre`,{class:`output`,"data-testid":`exec-stdout`,children:l.stdout}),l.stderr&&V(`pre`,{class:`output stderr`,"data-testid":`exec-stderr`,children:l.stderr})]})]})}function Xc({id:e}){let t=B(null),n=B(null),[r,i]=L(`closed`),[a,o]=L(null);R(()=>()=>s(),[e]);function s(){n.current?.ws.close(),n.current?.term.dispose(),n.current=null}async function c(){i(`opening`),o(null);try{let[{issueTerminalTicket:r},a]=await Promise.all([et(Vt,{id:e}),Kc(()=>import(`./xterm2.js`),[]),Kc(()=>Promise.resolve({}),__vite__mapDeps([0]))]).then(([e,t])=>[e,t]),o=new a.Terminal({cols:100,rows:24,cursorBlink:!0,fontSize:13});o.open(t.current);let s=new WebSocket(Ic(location,r.url,100,24));s.binaryType=`arraybuffer`;let c=new TextEncoder;s.onopen=()=>{i(`open`),o.focus()},s.onmessage=e=>o.write(typeof e.data==`string`?e.data:new Uint8Array(e.data)),s.onclose=()=>i(e=>e===`closed`?e:`ended`),o.onData(e=>s.readyState===WebSocket.OPEN&&s.send(c.encode(e))),o.onResize(({cols:e,rows:t})=>s.readyState===WebSocket.OPEN&&s.send(Rc(e,t))),n.current={ws:s,term:o}}catch(e){o(bt(e)),i(`closed`)}}return V(`div`,{class:`terminal-pane`,children:[V(`div`,{class:`head`,children:[V(`h3`,{children:`Terminal`}),r===`closed`||r===`ended`?V(`button`,{onClick:()=>{s(),c()},children:r===`ended`?`Open a new terminal`:`Open terminal`}):V(`button`,{onClick:()=>{s(),i(`closed`)},disabled:r===`opening`,children:`Close terminal`})]}),V(Jc,{error:a}),r===`ended`&&V(`p`,{class:`muted`,"data-testid":`terminal-ended`,children:`The session ended.`}),V(`div`,{ref:t,class:`terminal`,"data-testid":`terminal`,"data-state":r})]})}function Zc({id:e}){let[t,n]=L(!1),[r,i]=L(null),[a,o]=L(null);return R(()=>{if(t)return o(null),lt(Ht,{id:e},{next:e=>i(e.runScreen),error:e=>{o(e),n(!1)},complete:()=>n(!1)})},[e,t]),V(`div`,{class:`screen-pane`,children:[V(`div`,{class:`head`,children:[V(`h3`,{children:`Screen`}),V(`button`,{"aria-pressed":t,onClick:()=>n(!t),children:t?`Stop watching`:`Watch the screen`})]}),V(Jc,{error:a}),r?.png&&V(`img`,{"data-testid":`screen`,alt:`The run's browser, live`,src:`data:image/png;base64,${r.png}`}),r?.unavailable&&V(`p`,{class:`muted`,children:r.unavailable})]})}var Qc=e=>e===`SUCCEEDED`||e===`FAILED`;function $c({id:e}){let t=W(It,{id:e}),[n,r]=L(null),[i,a]=L(null),[o,s]=L(!1),c=xt(1e3);R(()=>r(null),[e]),R(()=>lt(Lt,{id:e},{next:e=>r(e.runUpdated)}),[e]);let l=n??t.data?.run??null;R(()=>{if(l?.status!==`QUEUED`)return;let t=setInterval(()=>{et(It,{id:e}).then(e=>e.run&&r(t=>t&&t.status!==`QUEUED`?t:e.run)).catch(()=>{})},3e3);return()=>clearInterval(t)},[e,l?.status]);async function u(){s(!0),a(null);try{let t=await et(zt,{id:e});r(t.cancelRun)}catch(e){a(bt(e))}finally{s(!1)}}if(t.loading&&!l)return V(yt,{});if(t.error&&!l)return V(H,{error:t.error});if(!l)return V(`section`,{children:[V(`h1`,{children:[`Run `,e]}),V(`p`,{class:`muted`,children:`No such run in your tenant.`})]});let d=l.result;return V(`section`,{children:[V(`div`,{class:`head`,children:[V(`h1`,{children:[l.correlationId,` `,V(gt,{status:l.status}),l.phase===`GRADING`&&V(y,{children:[` `,V(`span`,{class:`badge st-running`,"data-testid":`phase`,title:`The harness ended; a judge is grading its evidence.`,children:`GRADING`})]})]}),!Qc(l.status)&&V(`button`,{class:`danger`,onClick:u,disabled:o,children:o?`Canceling…`:`Cancel run`})]}),V(H,{error:i}),l.status===`QUEUED`&&l.waitingReason&&V(`div`,{class:`notice`,"data-testid":`waiting`,children:[V(`strong`,{children:[`Waiting: `,l.waitingReason.code.replace(`_`,` `).toLowerCase()]}),` — `,l.waitingReason.message,l.waitingReason.position>0&&V(`span`,{children:[` (`,l.waitingReason.position,` ahead on its runtime)`]})]}),l.error&&V(`div`,{class:`error-panel`,role:`alert`,"data-testid":`run-error`,children:[V(`span`,{class:`badge v-fail`,children:l.error.class}),` `,l.error.code!==l.error.class&&V(`code`,{children:l.error.code}),` `,l.error.message]}),V(`div`,{class:`grid2`,children:[V(`dl`,{class:`facts`,children:[V(`dt`,{children:`Runtime`}),V(`dd`,{children:[V(`a`,{href:Gn(l.runtime.split(`@`)[0]),children:l.runtime}),l.runtimeVersion!=null&&V(`span`,{class:`muted`,children:[` (version `,l.runtimeVersion,`)`]})]}),V(`dt`,{children:`Harness`}),V(`dd`,{children:[l.harness.name,l.harness.version&&V(`span`,{class:`muted`,children:[` `,l.harness.version]})]}),V(`dt`,{children:`Case`}),V(`dd`,{children:l.case.id}),l.scorecardID!=null&&V(y,{children:[V(`dt`,{children:`Scorecard`}),V(`dd`,{children:[V(`a`,{href:Wn(String(l.scorecardID)),children:[`#`,l.scorecardID]}),l.try>1&&V(`span`,{class:`muted`,children:[` (try `,l.try,`)`]})]})]}),V(`dt`,{children:`Trigger`}),V(`dd`,{children:[l.trigger,` `,V(`span`,{class:`muted`,children:[`by `,l.createdBy]})]}),V(`dt`,{children:`Priority`}),V(`dd`,{children:l.priority.toLowerCase()}),V(`dt`,{children:`Attempt`}),V(`dd`,{children:l.attemptCount}),V(`dt`,{children:`Created`}),V(`dd`,{title:l.createdAt,children:new Date(l.createdAt).toLocaleString()}),V(`dt`,{children:`Duration`}),V(`dd`,{children:yn(l.startedAt,l.finishedAt,c)}),V(`dt`,{children:`Cost`}),V(`dd`,{children:_n(l.costUsd)}),l.judgeCostUsd>0&&V(y,{children:[V(`dt`,{children:`Judge cost`}),V(`dd`,{"data-testid":`judge-cost`,children:[_n(l.judgeCostUsd),` `,V(`span`,{class:`muted`,children:`(apart from the agent's cost)`})]})]})]}),V(`div`,{children:[V(`h2`,{children:[`Result `,V(_t,{verdict:d?.verdict})]}),d?V(y,{children:[V(`table`,{class:`compact`,"data-testid":`graders`,children:[V(`thead`,{children:V(`tr`,{children:[V(`th`,{children:`Grader`}),V(`th`,{children:`Passed`}),V(`th`,{children:`Value`})]})}),V(`tbody`,{children:d.graders.map(e=>{let t=ft(e);return V(`tr`,{"data-outcome":t,children:[V(`td`,{children:e.kind}),V(`td`,{children:t===`unscored`?V(`span`,{class:`badge v-unscored`,children:`unscored`}):t===`passed`?`✓ yes`:`✗ no`}),V(`td`,{children:e.judge?pt(e.judge.score):e.value??`—`})]})})})]}),d.graders.map((e,t)=>e.judge&&V(el,{g:e,judge:e.judge},t)),V(`dl`,{class:`facts`,children:[V(`dt`,{children:`Latency`}),V(`dd`,{children:vn(d.latencyMs)}),V(`dt`,{children:`Exit code`}),V(`dd`,{children:d.exitCode??`—`}),d.limitHit&&V(y,{children:[V(`dt`,{children:`Limit hit`}),V(`dd`,{children:d.limitHit})]}),V(`dt`,{children:`Tokens in / out`}),V(`dd`,{children:[xn(d.usage?.inputTokens),` / `,xn(d.usage?.outputTokens)]}),V(`dt`,{children:`Steps`}),V(`dd`,{children:d.steps??d.usage?.steps??`—`}),V(`dt`,{children:`Reported cost`}),V(`dd`,{children:_n(d.usage?.costUsd??d.costUsd)})]}),l.answer!=null&&V(`div`,{"data-testid":`answer`,children:[V(`h3`,{children:`Answer`}),l.answerCut&&V(`p`,{class:`muted`,"data-testid":`answer-cut`,children:`The answer file was longer than 256 KiB: this is its start.`}),l.answer===``?V(`p`,{class:`muted`,children:`The harness wrote no answer.`}):V(`pre`,{class:`output`,children:l.answer})]}),d.output&&V(`details`,{children:[V(`summary`,{children:`Output`}),V(`pre`,{class:`output`,children:d.output})]})]}):V(`p`,{class:`muted`,children:Qc(l.status)?`No result.`:`Not graded yet.`})]})]}),V(`details`,{class:`submitted`,children:[V(`summary`,{children:`What was submitted`}),V(`dl`,{class:`facts`,children:[V(`dt`,{children:`Task`}),V(`dd`,{children:V(`pre`,{children:l.case.task})}),V(`dt`,{children:`Command`}),V(`dd`,{children:V(`code`,{children:JSON.stringify(l.harness.command)})}),l.harness.image&&V(y,{children:[V(`dt`,{children:`Image`}),V(`dd`,{children:l.harness.image})]}),V(`dt`,{children:`Env`}),V(`dd`,{children:l.harness.env.length===0?`—`:l.harness.env.map(e=>V(`span`,{class:`chip`,children:[e.name,e.secretRef&&V(`span`,{class:`muted`,children:[` ← secret `,e.secretRef]})]}))}),l.case.repo&&V(y,{children:[V(`dt`,{children:`Repo`}),V(`dd`,{children:[l.case.repo.url,` `,l.case.repo.ref]})]}),l.case.files.length>0&&V(y,{children:[V(`dt`,{children:`Files`}),V(`dd`,{children:l.case.files.map(e=>e.path).join(`, `)})]}),V(`dt`,{children:`Timeout`}),V(`dd`,{children:[l.case.timeoutSec||300,`s`]}),V(`dt`,{children:`Graders`}),V(`dd`,{children:l.case.graders.map(e=>V(`div`,{children:[e.kind,e.command&&V(`code`,{children:[` `,JSON.stringify(e.command)]}),e.max!=null&&V(`span`,{children:[` ≤ `,e.max]})]}))})]})]}),l.status===`RUNNING`&&V(qc,{id:e,browser:!!l.case.browser}),V(tl,{id:e})]})}function el({g:e,judge:t}){let n=ft(e);return V(`div`,{class:`card`,"data-testid":`judge`,"data-outcome":n,children:[V(`h3`,{children:[`Judge`,` `,n===`unscored`?V(`span`,{class:`badge v-unscored`,children:`unscored`}):V(`span`,{class:`badge ${n===`passed`?`v-pass`:`v-fail`}`,children:n===`passed`?`pass`:`fail`}),` `,V(`span`,{class:`muted`,children:[`score `,pt(t.score)]})]}),t.selfGraded&&V(`p`,{class:`notice`,"data-testid":`self-graded`,children:[V(`strong`,{children:`Self-graded:`}),` the judge model is the model under test.`]}),t.unscoredReason&&V(`p`,{class:`warn`,"data-testid":`unscored-reason`,children:[`Not graded: `,t.unscoredReason]}),t.reasoning&&V(`pre`,{class:`output judge-reasoning`,"data-testid":`reasoning`,children:t.reasoning}),V(`dl`,{class:`facts`,children:[V(`dt`,{children:`Model`}),V(`dd`,{children:V(`code`,{children:t.judgeModel||`—`})}),V(`dt`,{children:`Template`}),V(`dd`,{children:t.templateVersion||`—`}),V(`dt`,{children:`Calls`}),V(`dd`,{children:t.attempts}),V(`dt`,{children:`Tokens in / out`}),V(`dd`,{children:[xn(t.usage.inputTokens),` / `,xn(t.usage.outputTokens)]}),V(`dt`,{children:`Judge cost`}),V(`dd`,{children:_n(t.usage.costUsd)})]})]})}function tl({id:e}){let[t,n]=L(jc),[r,i]=L(!0),[a,o]=L(!1),[s,c]=L(``),[l,u]=L(0),[d,f]=L(``),[p,m]=L(()=>{let e=/^#L(\d+)$/.exec(location.hash);return e?Number(e[1]):null}),h=B(null),g=B([]);R(()=>{n(jc),o(!1);let t=0,r=()=>{t=0;let e=g.current;g.current=[],n(t=>Nc(t,e))},i=lt(Rt,{id:e,fromSeq:0},{next:e=>{g.current.push(e.runLogs),t||=requestAnimationFrame(r)},complete:()=>o(!0)});return()=>{i(),t&&cancelAnimationFrame(t)}},[e]);let _=Fc(t,s);z(()=>{let e=h.current;if(e){if(p!=null){let t=e.querySelector(`[data-seq="${p}"]`);t&&(t.scrollIntoView({block:`center`}),m(null))}else r&&(e.scrollTop=e.scrollHeight)}},[t,r,p]);function v(e){i(!1),m(e),history.replaceState(null,``,`#L${e}`)}function y(){let e=h.current;e&&!(e.scrollHeight-e.scrollTop-e.clientHeight<8)&&r&&i(!1)}let b=Pc(t),x=/^#L(\d+)$/.exec(location.hash)?.[1];return V(`div`,{class:`logs-panel`,children:[V(`div`,{class:`head`,children:[V(`h2`,{children:[`Logs `,V(`span`,{class:`muted`,children:[t.lines.length,` lines`]}),!a&&V(`span`,{class:`live`,title:`streaming`,"aria-label":`streaming`})]}),V(`div`,{class:`toolbar`,children:[V(`label`,{children:[V(`input`,{type:`checkbox`,checked:r,onChange:e=>i(e.currentTarget.checked)}),` Follow`]}),V(`input`,{"aria-label":`Search the logs`,placeholder:`search`,value:s,onInput:e=>(c(e.currentTarget.value),u(0)),onKeyDown:e=>{if(e.key===`Enter`&&_.length){let t=(l+(e.shiftKey?_.length-1:1))%_.length;u(t),v(_[t])}}}),s&&V(`span`,{class:`muted`,"data-testid":`log-hits`,children:[_.length,` `,_.length===1?`match`:`matches`]}),V(`form`,{class:`inline`,onSubmit:e=>{e.preventDefault();let t=Number(d);Number.isInteger(t)&&t>0&&v(t)},children:[V(`input`,{"aria-label":`Jump to line`,placeholder:`seq`,inputMode:`numeric`,size:6,value:d,onInput:e=>f(e.currentTarget.value)}),V(`button`,{children:`Go`})]})]})]}),t.dropped>0&&V(`p`,{class:`muted`,children:[t.dropped,` earlier lines are not kept in the browser.`]}),b.length>0&&V(`p`,{class:`error`,children:[`Lines missing: `,b.map(([e,t])=>e===t?e:`${e}–${t}`).join(`, `)]}),V(`pre`,{class:`logs`,ref:h,onScroll:y,tabIndex:0,"aria-label":`log lines`,"data-testid":`logs`,children:[t.lines.map(e=>{let t=s&&e.text.toLowerCase().includes(s.trim().toLowerCase());return V(`div`,{"data-seq":e.seq,class:`line ${e.stream}${t?` hit`:``}${String(e.seq)===x?` selected`:``}`,children:[V(`a`,{class:`seq`,href:`#L${e.seq}`,onClick:t=>(t.preventDefault(),v(e.seq)),tabIndex:-1,children:e.seq}),V(`span`,{class:`text`,children:e.text})]},e.seq)}),t.lines.length===0&&V(`span`,{class:`muted`,children:a?`No log lines.`:`Waiting for log lines…`})]})]})}function nl(e){let t=e.filter(e=>e.startedAt&&e.finishedAt).map(e=>({t:Date.parse(e.finishedAt)/1e3,secs:(Date.parse(e.finishedAt)-Date.parse(e.startedAt))/1e3,pass:e.status===`SUCCEEDED`&&e.result?.verdict===`PASS`})).sort((e,t)=>e.t-t.t);return{t:t.map(e=>e.t),pass:t.map(e=>e.pass?e.secs:null),fail:t.map(e=>e.pass?null:e.secs)}}var rl=[`QUEUED`,`RUNNING`,`SUCCEEDED`,`FAILED`],il=[`PASS`,`FAIL`,`UNSCORED`],al=[`status`,`runtime`,`verdict`,`page`];function ol(e){let t=(e.get(`status`)??``).toUpperCase(),n=(e.get(`verdict`)??``).toUpperCase();return{status:rl.includes(t)?t:``,runtime:(e.get(`runtime`)??``).trim(),verdict:il.includes(n)?n:``,page:e.get(`page`)??``}}function sl(e,t){let n={...e,...t};return al.some(n=>n!==`page`&&n in t&&t[n]!==e[n])&&(n.page=t.page??``),n}function cl(e){let t=new URLSearchParams;for(let n of al)e[n]&&t.set(n,e[n]);let n=t.toString();return n?`?${n}`:``}function ll(e){return!!(e.status||e.runtime||e.verdict)}function ul(e){let t={};return e.status&&(t.status=e.status),e.verdict&&(t.verdict=e.verdict),e.runtime&&(e.runtime.includes(`@`)?t.runtimeRef=e.runtime:t.or=[{runtimeRef:e.runtime},{runtimeRefHasPrefix:`${e.runtime}@`}]),t}function dl(e,t){return t.status&&e.status!==t.status||t.verdict&&e.result?.verdict!==t.verdict?!1:t.runtime?t.runtime.includes(`@`)?e.runtime===t.runtime:e.runtime===t.runtime||e.runtime.startsWith(`${t.runtime}@`):!0}function fl(){let e=Jn(),t=ol(e.searchParams),n=Vn(t.page),r=n=>qn(e.pathname+cl(sl(t,n)),!0),[i,a]=L(``),[o,s]=L(``),c=xt(5e3),l=W(Pt,{first:25,after:n.after||null,where:ul(t)});R(()=>lt(Ft,{},{next:({runEvents:e})=>l.set(r=>{let i=r.runs.edges??[],a=i.findIndex(t=>t?.node?.id===e.id);if(a>=0){let t=i.slice();return t[a]={...t[a],node:e},{...r,runs:{...r.runs,edges:t}}}if(n.after||!dl(e,t))return r;let o=[{node:e},...i].slice(0,25);return{...r,runs:{...r.runs,edges:o}}})}),[cl(t)]);function u(e){e.preventDefault();let t=Sn(i);t?qn(Un(t)):s(`Enter a correlation id like evd-run-42, or a run id.`)}let d=(l.data?.runs.edges??[]).flatMap(e=>e?.node?[e.node]:[]),f=nl(d);return V(`section`,{children:[V(`div`,{class:`head`,children:[V(`h1`,{children:[`Runs `,V(`span`,{class:`live`,title:`updates live`,"aria-label":`live`})]}),V(`a`,{class:`button primary`,href:`/submit`,children:`Submit a run`})]}),V(`div`,{class:`toolbar`,children:[V(`label`,{children:[`Status`,` `,V(`select`,{name:`status`,value:t.status,onChange:e=>r({status:e.currentTarget.value}),children:[V(`option`,{value:``,children:`any`}),rl.map(e=>V(`option`,{value:e,children:e.toLowerCase()}))]})]}),V(`label`,{children:[`Verdict`,` `,V(`select`,{name:`verdict`,value:t.verdict,onChange:e=>r({verdict:e.currentTarget.value}),children:[V(`option`,{value:``,children:`any`}),il.map(e=>V(`option`,{value:e,children:e.toLowerCase()}))]})]}),V(`label`,{children:[`Runtime`,` `,V(`input`,{name:`runtime`,placeholder:`name`,value:t.runtime,onChange:e=>r({runtime:e.currentTarget.value.trim()})})]}),ll(t)&&V(`button`,{class:`link`,onClick:()=>qn(e.pathname,!0),children:`Clear filters`}),V(`form`,{onSubmit:u,class:`inline`,role:`search`,children:[V(`input`,{name:`search`,"aria-label":`Find a run by correlation id`,placeholder:`evd-run-42`,value:i,onInput:e=>(a(e.currentTarget.value),s(``))}),V(`button`,{children:`Find`})]})]}),o&&V(`p`,{class:`error`,children:o}),V(H,{error:l.error}),l.loading&&!l.data?V(yt,{}):V(`div`,{class:`scroll`,children:V(`table`,{class:`runs`,"data-testid":`runs`,children:[V(`thead`,{children:V(`tr`,{children:[V(`th`,{children:`Run`}),V(`th`,{children:`Status`}),V(`th`,{children:`Verdict`}),V(`th`,{children:`Runtime`}),V(`th`,{class:`hide-sm`,children:`Harness`}),V(`th`,{class:`hide-sm`,children:`Duration`}),V(`th`,{class:`hide-sm`,children:`Cost`}),V(`th`,{children:`Created`})]})}),V(`tbody`,{children:[d.map(e=>V(`tr`,{"data-status":e.status,children:[V(`td`,{children:[V(`a`,{href:Un(e.id),children:e.correlationId}),e.scorecardID!=null&&V(y,{children:[` `,V(`a`,{class:`chip`,href:Wn(String(e.scorecardID)),title:`its scorecard`,children:[`scorecard #`,e.scorecardID]})]})]}),V(`td`,{children:[V(gt,{status:e.status}),e.phase===`GRADING`&&V(y,{children:[` `,V(`span`,{class:`badge st-running`,children:`grading`})]})]}),V(`td`,{children:e.error?V(`span`,{class:`badge v-fail`,children:e.error.class}):V(_t,{verdict:e.result?.verdict})}),V(`td`,{children:[e.runtime,e.runtimeVersion!=null&&V(`span`,{class:`muted`,children:[`@`,e.runtimeVersion]})]}),V(`td`,{class:`hide-sm`,children:e.harnessName}),V(`td`,{class:`hide-sm`,children:yn(e.startedAt,e.finishedAt,c)}),V(`td`,{class:`hide-sm`,children:_n(e.costUsd)}),V(`td`,{title:e.createdAt,children:bn(e.createdAt,c)})]},e.id)),d.length===0&&V(`tr`,{children:V(`td`,{colSpan:8,class:`muted`,children:[`No runs`,ll(t)?` match these filters`:` yet`,`.`]})})]})]})}),f.t.length>1&&V(`details`,{class:`latency`,open:!0,children:[V(`summary`,{children:`Latency of the settled runs on this page`}),V(xc,{testid:`latency-chart`,title:`Seconds from start to finish`,t:f.t,series:[{label:`pass`,values:f.pass,color:`#059669`,points:!0},{label:`other`,values:f.fail,color:`#dc2626`,points:!0}],height:180})]}),V(`nav`,{class:`pager`,"aria-label":`pages`,children:[V(`button`,{disabled:n.back.length===0,onClick:()=>r({page:Bn(Rn(n))}),children:`← Newer`}),V(`span`,{class:`muted`,children:[`page `,zn(n)]}),V(`button`,{disabled:!l.data?.runs.pageInfo.hasNextPage,onClick:()=>r({page:Bn(Ln(n,l.data?.runs.pageInfo.endCursor))}),children:`Older →`})]})]})}function pl(){let e=Vn(Jn().searchParams.get(`page`)),t=W(Wt,{first:25,after:e.after||null}),n=(t.data?.runtimes.edges??[]).flatMap(e=>e?.node?[e.node]:[]),r=e=>qn(e?`/runtimes?page=${encodeURIComponent(e)}`:`/runtimes`,!0);return V(`section`,{children:[V(`h1`,{children:`Runtimes`}),V(H,{error:t.error}),t.loading&&!t.data?V(yt,{}):V(`div`,{class:`scroll`,children:V(`table`,{"data-testid":`runtimes`,children:[V(`thead`,{children:V(`tr`,{children:[V(`th`,{children:`Name`}),V(`th`,{children:`Kind`}),V(`th`,{children:`Latest`}),V(`th`,{class:`hide-sm`,children:`Capabilities`}),V(`th`,{children:`Tags`})]})}),V(`tbody`,{children:[n.map(e=>V(`tr`,{children:[V(`td`,{children:[V(`a`,{href:Gn(e.name),children:e.name}),` `,e.shared&&V(`span`,{class:`chip`,children:`shared`})]}),V(`td`,{children:e.kind}),V(`td`,{children:e.latest?`v${e.latest.version}`:V(`span`,{class:`muted`,children:`all archived`})}),V(`td`,{class:`hide-sm`,children:e.latest?.capabilities.map(e=>V(`span`,{class:`chip`,children:e}))}),V(`td`,{children:e.latest?.tags.join(`, `)})]},e.id)),n.length===0&&V(`tr`,{children:V(`td`,{colSpan:5,class:`muted`,children:`No runtimes yet: register one below.`})})]})]})}),(e.back.length>0||t.data?.runtimes.pageInfo.hasNextPage)&&V(`nav`,{class:`pager`,"aria-label":`pages`,children:[V(`button`,{disabled:e.back.length===0,onClick:()=>r(Bn(Rn(e))),children:`← Previous`}),V(`button`,{disabled:!t.data?.runtimes.pageInfo.hasNextPage,onClick:()=>r(Bn(Ln(e,t.data?.runtimes.pageInfo.endCursor))),children:`Next →`})]}),V(hl,{onRegistered:t.reload})]})}function ml(e){let t=e=>e.trim()===``?void 0:Number(e),n=e=>e.trim()===``?void 0:e.trim(),r=e.capabilities.split(/[\s,]+/).map(e=>e.trim()).filter(Boolean),i={name:e.name.trim(),kind:e.kind,capabilities:r.length?r:void 0};return t(e.maxConcurrent)!=null&&(i.admission={maxConcurrent:t(e.maxConcurrent)}),t(e.costPerHourUsd)!=null&&(i.costPerHourUsd=t(e.costPerHourUsd)),e.kind===`LOCAL`&&(i.local={hardened:e.hardened}),e.kind===`NOMAD`&&(i.nomad={addr:e.addr.trim(),authSecret:n(e.authSecret),driver:n(e.driver)}),e.kind===`HTTP`&&(i.http={url:e.url.trim(),authSecret:n(e.authSecret),timeoutSec:t(e.timeoutSec),heartbeatSec:t(e.heartbeatSec)}),e.kind===`K8S`&&(i.k8s={apiServer:n(e.apiServer),namespace:n(e.namespace),kubeconfigSecret:n(e.kubeconfigSecret),runtimeClass:n(e.runtimeClass)}),i}function hl({onRegistered:e}){let[t,n]=L({name:``,kind:`LOCAL`,capabilities:``,maxConcurrent:``,costPerHourUsd:``,hardened:!1,addr:``,authSecret:``,driver:``,apiServer:``,namespace:``,kubeconfigSecret:``,runtimeClass:``,url:``,timeoutSec:``,heartbeatSec:``}),[r,i]=L(null),[a,o]=L(null),[s,c]=L(``),l=ml(t);R(()=>{if(!t.name.trim()){i(null);return}let e=!0,n=setTimeout(()=>{et(Kt,{input:l}).then(t=>e&&(i(t.validateRuntime),o(null))).catch(t=>e&&o(bt(t)))},250);return()=>{e=!1,clearTimeout(n)}},[JSON.stringify(l)]);async function u(t){t.preventDefault(),o(null);try{let t=await et(qt,{input:l});c(`Registered ${l.name} version ${t.registerRuntime.version}.`),e()}catch(e){o(bt(e))}}let d=e=>t=>{let r=t.currentTarget;c(``);let i=r.type===`checkbox`?r.checked:r.value;n(t=>({...t,[e]:i}))},f=e=>r?.problems.filter(t=>t.field===e||t.field.startsWith(`${e}.`)).map(e=>V(`small`,{class:`error`,children:e.message}));return V(`form`,{class:`stack card`,onSubmit:u,"aria-label":`Register a runtime`,children:[V(`h2`,{children:`Register a runtime`}),V(`p`,{class:`muted`,children:`Registering an existing name makes its next version.`}),V(`div`,{class:`row`,children:[V(U,{label:`Name`,children:[V(`input`,{name:`name`,required:!0,value:t.name,onInput:d(`name`),placeholder:`gpu-pool`}),f(`name`)]}),V(U,{label:`Kind`,children:[V(`select`,{name:`kind`,value:t.kind,onChange:d(`kind`),children:[V(`option`,{children:`LOCAL`}),V(`option`,{children:`NOMAD`}),V(`option`,{children:`K8S`}),V(`option`,{children:`HTTP`})]}),f(`kind`)]}),V(U,{label:`Max concurrent`,children:[V(`input`,{name:`maxConcurrent`,type:`number`,min:0,value:t.maxConcurrent,onInput:d(`maxConcurrent`),placeholder:`default`}),f(`admission`)]}),V(U,{label:`Cost per hour (USD)`,children:[V(`input`,{name:`costPerHourUsd`,type:`number`,min:0,step:`any`,value:t.costPerHourUsd,onInput:d(`costPerHourUsd`)}),f(`costPerHourUsd`)]})]}),V(U,{label:`Capabilities`,hint:`Space or comma separated, from the capability vocabulary.`,children:[V(`input`,{name:`capabilities`,value:t.capabilities,onInput:d(`capabilities`),placeholder:`browser gpu`}),f(`capabilities`)]}),t.kind===`LOCAL`&&V(`label`,{class:`check`,children:[V(`input`,{type:`checkbox`,name:`hardened`,checked:t.hardened,onChange:d(`hardened`)}),` Hardened (bubblewrap)`]}),t.kind===`NOMAD`&&V(`div`,{class:`row`,children:[V(U,{label:`Address`,children:[V(`input`,{name:`addr`,value:t.addr,onInput:d(`addr`),placeholder:`https://nomad.example:4646`}),f(`nomad.addr`)]}),V(U,{label:`ACL token secret (name)`,children:[V(`input`,{name:`authSecret`,value:t.authSecret,onInput:d(`authSecret`)}),f(`nomad.authSecret`)]}),V(U,{label:`Driver`,children:V(`input`,{name:`driver`,value:t.driver,onInput:d(`driver`),placeholder:`docker`})})]}),t.kind===`HTTP`&&V(`div`,{class:`row`,children:[V(U,{label:`Front door URL`,hint:`Each run is POSTed here; the agent calls back when done.`,children:[V(`input`,{name:`url`,value:t.url,onInput:d(`url`),placeholder:`https://agent.example.com/everdict`}),f(`http.url`)]}),V(U,{label:`Auth secret (name)`,children:[V(`input`,{name:`authSecret`,value:t.authSecret,onInput:d(`authSecret`)}),f(`http.authSecret`)]}),V(U,{label:`Callback timeout (s)`,children:[V(`input`,{name:`timeoutSec`,type:`number`,min:0,value:t.timeoutSec,onInput:d(`timeoutSec`),placeholder:`3600`}),f(`http.timeoutSec`)]}),V(U,{label:`Heartbeat window (s)`,children:[V(`input`,{name:`heartbeatSec`,type:`number`,min:0,value:t.heartbeatSec,onInput:d(`heartbeatSec`),placeholder:`none`}),f(`http.heartbeatSec`)]})]}),t.kind===`K8S`&&V(`div`,{class:`row`,children:[V(U,{label:`API server`,children:V(`input`,{name:`apiServer`,value:t.apiServer,onInput:d(`apiServer`)})}),V(U,{label:`Namespace`,children:V(`input`,{name:`namespace`,value:t.namespace,onInput:d(`namespace`)})}),V(U,{label:`Kubeconfig secret (name)`,children:V(`input`,{name:`kubeconfigSecret`,value:t.kubeconfigSecret,onInput:d(`kubeconfigSecret`)})}),V(U,{label:`RuntimeClass`,children:V(`input`,{name:`runtimeClass`,value:t.runtimeClass,onInput:d(`runtimeClass`),placeholder:`gvisor`})})]}),V(`div`,{role:`status`,"aria-live":`polite`,"data-testid":`validation`,children:r&&(r.valid?V(`p`,{class:`ok`,children:[`Valid. Capabilities:`,` `,r.capabilities.map(e=>V(`span`,{class:`chip`,children:e}))]}):V(`ul`,{class:`error`,children:r.problems.map(e=>V(`li`,{children:[V(`code`,{children:e.field}),` `,e.message]}))}))}),V(`button`,{class:`primary`,disabled:!r?.valid,children:`Register`}),s&&V(`p`,{class:`ok`,children:s}),V(H,{error:a})]})}function gl({name:e}){let t=W(Gt,{name:e}),[n,r]=L(null),[i,a]=L(null),[o,s]=L({});async function c(e){a(null);try{await e(),t.reload()}catch(e){a(bt(e))}}async function l(t){r({ref:t??`latest`,text:`probing…`,ok:!0});try{let n=(await et(Jt,{name:e,ref:t??null})).probeRuntime;r({ref:t??`latest`,ok:n.reachable&&n.authenticated,text:`${n.reachable?`reachable`:`unreachable`}, ${n.authenticated?`authenticated`:`not authenticated`}, ${n.hardened?`hardened`:`not hardened`}${n.message?` — ${n.message}`:``}${n.capabilities.length?`; capabilities: ${n.capabilities.join(`, `)}`:``}`})}catch(e){r(null),a(bt(e))}}if(t.loading&&!t.data)return V(yt,{});let u=t.data?.runtime;return u?V(`section`,{children:[V(`div`,{class:`head`,children:[V(`h1`,{children:[u.name,` `,V(`span`,{class:`chip`,children:u.kind}),` `,u.shared&&V(`span`,{class:`chip`,children:`shared`})]}),V(`button`,{onClick:()=>l(),children:`Probe latest`})]}),n&&V(`p`,{class:n.ok?`ok`:`error`,role:`status`,"data-testid":`probe`,children:[`Probe (`,n.ref,`): `,n.text]}),V(H,{error:i}),V(`p`,{children:V(`a`,{href:`/runs?runtime=${encodeURIComponent(u.name)}`,children:`Runs on this runtime →`})}),V(`div`,{class:`scroll`,children:V(`table`,{"data-testid":`versions`,children:[V(`thead`,{children:V(`tr`,{children:[V(`th`,{children:`Version`}),V(`th`,{children:`Capabilities`}),V(`th`,{class:`hide-sm`,children:`Admission`}),V(`th`,{class:`hide-sm`,children:`Cost/h`}),V(`th`,{children:`Tags`}),V(`th`,{})]})}),V(`tbody`,{children:[...u.versions].reverse().map(t=>V(`tr`,{class:t.archived?`archived`:``,children:[V(`td`,{children:[`v`,t.version,` `,t.archived&&V(`span`,{class:`chip`,children:`archived`})]}),V(`td`,{children:t.capabilities.map(e=>V(`span`,{class:`chip`,children:e}))}),V(`td`,{class:`hide-sm`,children:[t.spec.admission.maxConcurrent||`default`,` slots`,t.spec.admission.memoryBudgetMb>0&&`, ${t.spec.admission.memoryBudgetMb} MB`,t.spec.admission.cpuBudget>0&&`, ${t.spec.admission.cpuBudget} CPU`]}),V(`td`,{class:`hide-sm`,children:_n(t.spec.costPerHourUsd)}),V(`td`,{children:V(`form`,{class:`inline`,onSubmit:n=>{n.preventDefault();let r=(o[t.version]??t.tags.join(` `)).split(/[\s,]+/).filter(Boolean);c(()=>et(Yt,{name:e,version:t.version,tags:r}))},children:[V(`input`,{"aria-label":`Tags of version ${t.version}`,size:12,value:o[t.version]??t.tags.join(` `),onInput:e=>s({...o,[t.version]:e.currentTarget.value})}),V(`button`,{children:`Set`})]})}),V(`td`,{class:`actions`,children:[V(`button`,{onClick:()=>l(String(t.version)),children:`Probe`}),!t.archived&&V(`button`,{class:`danger`,onClick:()=>c(()=>et(Xt,{name:e,version:t.version})),children:`Archive`})]})]},t.id))})]})})]}):V(`section`,{children:[V(`h1`,{children:[`Runtime `,e]}),V(H,{error:t.error}),!t.error&&V(`p`,{class:`muted`,children:`No runtime by this name is visible to your tenant.`})]})}var _l=20,vl=50,yl=50;function bl(e,t){let n=B(0),r=B(e);return r.current=e,R(()=>()=>clearTimeout(n.current),[]),()=>{n.current||=window.setTimeout(()=>{n.current=0,r.current()},t)}}function xl(e,t,n){n?e.searchParams.set(t,n):e.searchParams.delete(t),qn(e.pathname+e.search,!0)}function Sl({a:e}){let t=oc(e)===0;return V(`div`,{class:`card passrate`,"data-testid":`pass-rate`,children:[V(`h2`,{children:`Pass rate`}),t?V(`p`,{class:`big muted`,children:`—`}):V(`p`,{class:`big`,children:[V(`span`,{"data-testid":`rate`,children:ic(e.passRate)}),` `,V(`span`,{class:`muted`,children:[`of `,xn(oc(e)),` decided`]})]}),!t&&V(y,{children:[V(`div`,{class:`ci`,role:`img`,"aria-label":`95% interval ${ac(e.passRateLow,e.passRateHigh)}, pass rate ${ic(e.passRate)}`,children:[V(`span`,{class:`ci-range`,style:{left:`${e.passRateLow*100}%`,width:`${(e.passRateHigh-e.passRateLow)*100}%`}}),V(`span`,{class:`ci-mark`,style:{left:`${e.passRate*100}%`}})]}),V(`p`,{class:`muted`,children:[`Wilson 95% interval `,V(`strong`,{"data-testid":`interval`,children:ac(e.passRateLow,e.passRateHigh)})]})]})]})}function Cl(){let e=Jn(),t=Vn(e.searchParams.get(`page`)),n=W(on,{first:_l,after:t.after||null}),[r,i]=L([]),a=xt(5e3),o=bl(n.reload,2e3);R(()=>lt(Ft,{},{next:({runEvents:e})=>e.scorecardID!=null&&o()}),[]);let s=(n.data?.scorecards.edges??[]).flatMap(e=>e?.node?[e.node]:[]),[c,l]=_c(r);return V(`section`,{children:[V(`div`,{class:`head`,children:[V(`h1`,{children:[`Scorecards `,V(`span`,{class:`live`,title:`updates live`,"aria-label":`live`})]}),V(`a`,{class:`button primary`,href:`/submit#scorecard`,children:`Submit a scorecard`})]}),V(`div`,{class:`toolbar`,children:[V(`button`,{class:`primary`,disabled:r.length!==2,onClick:()=>qn(mc(c,l)),children:`Compare selected`}),V(`span`,{class:`muted`,"aria-live":`polite`,children:r.length===2?`#${c} (baseline) with #${l}`:`Pick two scorecards to compare.`})]}),V(H,{error:n.error}),n.loading&&!n.data?V(yt,{}):V(`div`,{class:`scroll`,children:V(`table`,{"data-testid":`scorecards`,children:[V(`thead`,{children:V(`tr`,{children:[V(`th`,{children:V(`span`,{class:`sr`,children:`Compare`})}),V(`th`,{children:`Scorecard`}),V(`th`,{children:`Status`}),V(`th`,{children:`Pass rate`}),V(`th`,{children:`Cases`}),V(`th`,{class:`hide-sm`,children:`Runtime`}),V(`th`,{class:`hide-sm`,children:`Harness`}),V(`th`,{children:`Created`})]})}),V(`tbody`,{children:[s.map(e=>V(`tr`,{"data-status":e.status,children:[V(`td`,{children:V(`input`,{type:`checkbox`,"aria-label":`Compare ${e.name} #${e.id}`,checked:r.includes(e.id),onChange:()=>i(t=>gc(t,e.id))})}),V(`td`,{children:[V(`a`,{href:Wn(e.id),children:e.name}),` `,V(`span`,{class:`muted`,children:[`#`,e.id]})]}),V(`td`,{children:V(gt,{status:e.status})}),V(`td`,{children:oc(e.aggregate)?ic(e.aggregate.passRate):V(`span`,{class:`muted`,children:`—`})}),V(`td`,{children:[V(`span`,{class:`ok`,children:e.aggregate.passed}),`/`,V(`span`,{class:`error`,children:e.aggregate.failed}),`/`,V(`span`,{class:`warn`,children:e.aggregate.errored}),e.aggregate.unscored>0&&V(y,{children:[` `,V(`span`,{class:`badge v-unscored`,title:`unscored: a judge could not grade`,children:[e.aggregate.unscored,` unscored`]})]}),` `,V(`span`,{class:`muted`,children:[`of `,e.total]})]}),V(`td`,{class:`hide-sm`,children:e.runtime}),V(`td`,{class:`hide-sm`,children:e.harnessName}),V(`td`,{title:e.createdAt,children:bn(e.createdAt,a)})]},e.id)),s.length===0&&V(`tr`,{children:V(`td`,{colSpan:8,class:`muted`,children:[`No scorecards yet: `,V(`a`,{href:`/submit#scorecard`,children:`upload a cases file`}),`.`]})})]})]})}),V(`p`,{class:`muted legend-line`,children:[`Cases: `,V(`span`,{class:`ok`,children:`passed`}),`/`,V(`span`,{class:`error`,children:`failed`}),`/`,V(`span`,{class:`warn`,children:`errored`}),` of all.`]}),V(`nav`,{class:`pager`,"aria-label":`pages`,children:[V(`button`,{disabled:t.back.length===0,onClick:()=>xl(e,`page`,Bn(Rn(t))),children:`← Newer`}),V(`span`,{class:`muted`,children:[`page `,zn(t),` · `,n.data?.scorecards.totalCount??0,` scorecards`]}),V(`button`,{disabled:!n.data?.scorecards.pageInfo.hasNextPage,onClick:()=>xl(e,`page`,Bn(Ln(t,n.data?.scorecards.pageInfo.endCursor))),children:`Older →`})]})]})}function wl({id:e}){let t=W(J,{id:e}),[n,r]=L(null),[i,a]=L(null),[o,s]=L(!1),[c,l]=L(null);R(()=>lt(sn,{id:e},{next:e=>(r(e.scorecardUpdated),l(null)),error:l}),[e]);let u=n??t.data?.scorecard??null;async function d(){s(!0),a(null);try{r((await et(cn,{id:e})).cancelScorecard)}catch(e){a(bt(e))}finally{s(!1)}}if(t.loading&&!u)return V(yt,{});if(t.error&&!u)return V(H,{error:t.error});if(!u)return V(`section`,{children:[V(`h1`,{children:[`Scorecard `,e]}),V(`p`,{class:`muted`,children:`No such scorecard in your tenant.`})]});let f=u.aggregate,p=cc(f),m=lc(f.runtimes);return V(`section`,{children:[V(`div`,{class:`head`,children:[V(`h1`,{children:[u.name,` `,V(`span`,{class:`muted`,children:[`#`,u.id]}),` `,V(gt,{status:u.status}),!rc(u.status)&&V(`span`,{class:`live`,title:`updates live`,"aria-label":`live`})]}),!rc(u.status)&&V(`button`,{class:`danger`,onClick:d,disabled:o,children:o?`Canceling…`:`Cancel scorecard`})]}),V(H,{error:i??c}),!rc(u.status)&&u.waitingReason&&V(`div`,{class:`notice`,"data-testid":`waiting`,children:[V(`strong`,{children:`Waiting:`}),` `,u.waitingReason]}),V(`div`,{class:`grid2`,children:[V(Sl,{a:f}),V(`div`,{class:`card`,children:[V(`h2`,{children:`Progress`}),V(`progress`,{max:Math.max(1,p.total),value:p.done,"aria-label":`cases done`}),V(`p`,{"data-testid":`aggregate`,"data-done":p.done,"data-cases":f.cases,children:[V(`strong`,{children:[p.done,`/`,f.cases,` done`]}),`: `,V(`span`,{class:`ok`,children:[f.passed,` passed`]}),`, `,V(`span`,{class:`error`,children:[f.failed,` failed`]}),`,`,` `,V(`span`,{class:`warn`,children:[f.errored,` errored`]}),`,`,` `,f.unscored>0&&V(y,{children:[V(`span`,{class:`badge v-unscored`,"data-testid":`unscored`,title:`A judge could not grade these: left out of the pass rate.`,children:[f.unscored,` unscored`]}),`,`,` `]}),f.running,` running, `,f.queued,` queued`,f.canceled>0&&`, ${f.canceled} canceled`]}),V(`dl`,{class:`facts`,children:[V(`dt`,{children:`Cost`}),V(`dd`,{children:_n(f.costUsd)}),V(`dt`,{children:`Judge cost`}),V(`dd`,{"data-testid":`judge-cost`,children:[_n(f.judgeCostUsd),` `,V(`span`,{class:`muted`,children:`(apart from the agents' cost)`})]}),V(`dt`,{children:`Latency`}),V(`dd`,{children:[`p50 `,vn(f.latencyP50Ms),` · p95 `,vn(f.latencyP95Ms)]}),V(`dt`,{children:`Retries`}),V(`dd`,{children:[f.retries,` `,V(`span`,{class:`muted`,children:[`(up to `,u.maxAttempts,` tries a case)`]})]}),V(`dt`,{children:`Runtime`}),V(`dd`,{children:u.runtime}),V(`dt`,{children:`Harness`}),V(`dd`,{children:u.harnessName}),V(`dt`,{children:`By`}),V(`dd`,{children:[u.createdBy,` `,V(`span`,{class:`muted`,children:[`· `,u.priority.toLowerCase()]})]}),V(`dt`,{children:`Created`}),V(`dd`,{title:u.createdAt,children:new Date(u.createdAt).toLocaleString()}),u.finishedAt&&V(y,{children:[V(`dt`,{children:`Took`}),V(`dd`,{children:yn(u.createdAt,u.finishedAt,Date.now())})]})]})]})]}),V(`h2`,{children:`By runtime`}),m.labels.length>0&&V(Cc,{testid:`runtime-chart`,title:`Cases by runtime and outcome`,labels:m.labels,series:m.series,height:200}),V(`div`,{class:`scroll`,children:V(`table`,{"data-testid":`runtimes-table`,children:[V(`thead`,{children:V(`tr`,{children:[V(`th`,{children:`Runtime`}),V(`th`,{children:`Cases`}),V(`th`,{children:`Passed`}),V(`th`,{children:`Failed`}),V(`th`,{children:`Errored`}),V(`th`,{children:`Pass rate`}),V(`th`,{class:`hide-sm`,children:`Cost`})]})}),V(`tbody`,{children:f.runtimes.map(e=>V(`tr`,{children:[V(`td`,{children:V(`a`,{href:Gn(e.runtime.split(`@`)[0]),children:e.runtime})}),V(`td`,{children:e.cases}),V(`td`,{children:e.passed}),V(`td`,{children:e.failed}),V(`td`,{children:e.errored}),V(`td`,{children:ic(sc(e))}),V(`td`,{class:`hide-sm`,children:_n(e.costUsd)})]},e.runtime))})]})}),f.models.some(e=>e.model!==``)&&V(y,{children:[V(`h2`,{children:`By model`}),V(`div`,{class:`scroll`,children:V(`table`,{"data-testid":`models-table`,children:[V(`thead`,{children:V(`tr`,{children:[V(`th`,{children:`Model`}),V(`th`,{children:`Cases`}),V(`th`,{children:`Passed`}),V(`th`,{children:`Failed`}),V(`th`,{children:`Errored`}),V(`th`,{children:`Pass rate`}),V(`th`,{class:`hide-sm`,children:`Cost`})]})}),V(`tbody`,{children:f.models.map(e=>V(`tr`,{"data-model":e.model,children:[V(`td`,{children:V(`code`,{children:e.model||`—`})}),V(`td`,{children:e.cases}),V(`td`,{children:e.passed}),V(`td`,{children:e.failed}),V(`td`,{children:e.errored}),V(`td`,{children:ic(e.passRate)}),V(`td`,{class:`hide-sm`,children:_n(e.costUsd)})]},e.model))})]})})]}),(f.graders.length>0||f.failures.length>0)&&V(`div`,{class:`grid2`,children:[f.graders.length>0&&V(`div`,{children:[V(`h2`,{children:`Graders`}),V(`table`,{class:`compact`,"data-testid":`graders`,children:[V(`thead`,{children:V(`tr`,{children:[V(`th`,{children:`Grader`}),V(`th`,{children:`Passed`}),V(`th`,{children:`Failed`}),V(`th`,{children:`Unscored`})]})}),V(`tbody`,{children:f.graders.map(e=>V(`tr`,{children:[V(`td`,{children:e.kind}),V(`td`,{children:e.passed}),V(`td`,{children:e.failed}),V(`td`,{children:e.unscored})]},e.kind))})]})]}),f.failures.length>0&&V(`div`,{children:[V(`h2`,{children:`Errors`}),V(`table`,{class:`compact`,"data-testid":`failures`,children:[V(`thead`,{children:V(`tr`,{children:[V(`th`,{children:`Class`}),V(`th`,{children:`Code`}),V(`th`,{children:`Cases`})]})}),V(`tbody`,{children:f.failures.map(e=>V(`tr`,{children:[V(`td`,{children:V(`span`,{class:`badge v-fail`,children:e.class})}),V(`td`,{children:V(`code`,{children:e.code})}),V(`td`,{children:e.count})]},`${e.class}/${e.code}`))})]})]})]}),V(Tl,{id:u.id}),V(El,{id:u.id})]})}function Tl({id:e}){let t=(W(on,{first:50,after:null}).data?.scorecards.edges??[]).flatMap(t=>t?.node&&t.node.id!==e?[t.node]:[]),[n,r]=L(``),i=n||t.find(t=>Number(t.id)<Number(e))?.id||t[0]?.id||``;return t.length?V(`form`,{class:`toolbar`,"aria-label":`Compare with another scorecard`,onSubmit:t=>{t.preventDefault();let[n,r]=_c([i,e]);qn(mc(n,r))},children:[V(`label`,{children:[`Compare with`,` `,V(`select`,{name:`baseline`,value:i,onChange:e=>r(e.currentTarget.value),children:t.map(e=>V(`option`,{value:e.id,children:[`#`,e.id,` `,e.name]}))})]}),V(`button`,{children:`Compare`}),V(`span`,{class:`muted`,children:`(the older is the baseline)`})]}):null}function El({id:e}){let t=Jn(),n=Vn(t.searchParams.get(`runs`)),r=W(un,{scorecard:Number(e),first:vl,after:n.after||null}),i=xt(5e3),a=!!r.data&&!r.data.runs.pageInfo.hasNextPage;R(()=>lt(Ft,{},{next:({runEvents:t})=>{t.scorecardID===Number(e)&&r.set(e=>{let n=e.runs.edges??[],r=n.findIndex(e=>e?.node?.id===t.id);if(r>=0){let i=n.slice();return i[r]={...i[r],node:t},{...e,runs:{...e.runs,edges:i}}}return!a||n.length>=vl?e:{...e,runs:{...e.runs,totalCount:e.runs.totalCount+1,edges:[...n,{node:t}]}}})}}),[e,n.after,a]);let o=(r.data?.runs.edges??[]).flatMap(e=>e?.node?[e.node]:[]);return V(y,{children:[V(`h2`,{id:`runs`,children:`Runs`}),V(H,{error:r.error}),r.loading&&!r.data?V(yt,{}):V(`div`,{class:`scroll`,children:V(`table`,{"data-testid":`children`,children:[V(`thead`,{children:V(`tr`,{children:[V(`th`,{children:`Case`}),V(`th`,{children:`Status`}),V(`th`,{children:`Verdict`}),V(`th`,{children:`Runtime`}),V(`th`,{class:`hide-sm`,children:`Duration`}),V(`th`,{class:`hide-sm`,children:`Cost`}),V(`th`,{class:`hide-sm`,children:`Created`})]})}),V(`tbody`,{children:[o.map(e=>V(`tr`,{"data-status":e.status,"data-case":e.caseID,children:[V(`td`,{children:[V(`a`,{href:Un(e.id),children:e.caseID}),e.try>1&&V(`span`,{class:`muted`,children:[` try `,e.try]})]}),V(`td`,{children:[V(gt,{status:e.status}),e.phase===`GRADING`&&V(y,{children:[` `,V(`span`,{class:`badge st-running`,children:`grading`})]})]}),V(`td`,{children:e.error?V(`span`,{class:`badge v-fail`,children:e.error.class}):V(_t,{verdict:e.result?.verdict})}),V(`td`,{children:e.runtime}),V(`td`,{class:`hide-sm`,children:yn(e.startedAt,e.finishedAt,i)}),V(`td`,{class:`hide-sm`,children:_n(e.costUsd)}),V(`td`,{class:`hide-sm`,title:e.createdAt,children:bn(e.createdAt,i)})]},e.id)),o.length===0&&V(`tr`,{children:V(`td`,{colSpan:7,class:`muted`,children:`No runs.`})})]})]})}),(n.back.length>0||r.data?.runs.pageInfo.hasNextPage)&&V(`nav`,{class:`pager`,"aria-label":`pages of runs`,children:[V(`button`,{disabled:n.back.length===0,onClick:()=>xl(t,`runs`,Bn(Rn(n))),children:`← Previous`}),V(`span`,{class:`muted`,children:[`page `,zn(n),` · `,r.data?.runs.totalCount??0,` runs`]}),V(`button`,{disabled:!r.data?.runs.pageInfo.hasNextPage,onClick:()=>xl(t,`runs`,Bn(Ln(n,r.data?.runs.pageInfo.endCursor))),children:`Next →`})]})]})}function Dl(e){let t=new Map;for(let n of e)(t.get(n.caseID)?.try??0)<n.try&&t.set(n.caseID,n);return t}function Ol({r:e}){return e?V(`a`,{href:Un(e.id),children:e.error?V(`span`,{class:`badge v-fail`,children:e.error.class}):e.result?V(_t,{verdict:e.result.verdict}):e.status.toLowerCase()}):V(`span`,{class:`muted`,children:`—`})}function kl(){let{a:e,b:t}=hc(Jn().searchParams),n=W(on,{first:50,after:null}),r=!!e&&!!t&&e!==t,i=W(dn,{a:e,b:t},!r),a=(n.data?.scorecards.edges??[]).flatMap(e=>e?.node?[e.node]:[]),o=r?i.data:null,s=o?.a&&o.b?fc(o.a,o.b,o.compareScorecards):null,c=s?.cases.slice(0,yl).map(e=>e.caseId)??[],l=W(fn,{a:Number(e),b:Number(t),cases:c},!s||c.length===0),u=e=>(e?.edges??[]).flatMap(e=>e?.node?[e.node]:[]),d=Dl(u(l.data?.a)),f=Dl(u(l.data?.b)),p=n=>r=>{let i=r.currentTarget.value;qn(mc(n===`a`?i:e,n===`b`?i:t),!0)},m=e=>{let t=a.some(t=>t.id===e);return V(y,{children:[V(`option`,{value:``,children:`choose…`}),e&&!t&&V(`option`,{value:e,children:[`#`,e]}),a.map(e=>V(`option`,{value:e.id,children:[`#`,e.id,` `,e.name,` (`,e.status.toLowerCase(),`)`]}))]})};return V(`section`,{children:[V(`h1`,{children:`Compare scorecards`}),V(`form`,{class:`toolbar`,"aria-label":`Scorecards to compare`,onSubmit:e=>e.preventDefault(),children:[V(`label`,{children:[`Baseline (a)`,` `,V(`select`,{name:`a`,value:e,onChange:p(`a`),children:m(e)})]}),V(`label`,{children:[`Candidate (b)`,` `,V(`select`,{name:`b`,value:t,onChange:p(`b`),children:m(t)})]}),V(`button`,{type:`button`,disabled:!e&&!t,onClick:()=>qn(mc(t,e),!0),children:`Swap`})]}),V(H,{error:n.error}),!r&&V(`p`,{class:`muted`,children:e&&e===t?`Pick two different scorecards.`:`Pick a baseline and a candidate: cases are paired by id.`}),r&&V(H,{error:i.error}),r&&i.loading&&!i.data&&V(yt,{}),o&&(!o.a||!o.b)&&V(`p`,{class:`muted`,children:`No such scorecard in your tenant.`}),s&&o?.a&&o.b&&V(y,{children:[V(`p`,{class:`notice compare-${s.direction}`,"data-testid":`compare-verdict`,role:`status`,children:s.verdict}),V(`div`,{class:`scroll`,children:V(`table`,{"data-testid":`compare-summary`,children:[V(`thead`,{children:V(`tr`,{children:[V(`th`,{}),V(`th`,{class:`name`,children:[`a: `,V(`a`,{href:Wn(o.a.id),children:o.a.name}),` `,V(`span`,{class:`muted`,children:[`#`,o.a.id]})]}),V(`th`,{class:`name`,children:[`b: `,V(`a`,{href:Wn(o.b.id),children:o.b.name}),` `,V(`span`,{class:`muted`,children:[`#`,o.b.id]})]}),V(`th`,{children:`Change`})]})}),V(`tbody`,{children:[V(`tr`,{children:[V(`th`,{scope:`row`,children:[`Pass rate, paired cases (`,s.paired,`)`]}),V(`td`,{children:ic(s.passRateA)}),V(`td`,{children:ic(s.passRateB)}),V(`td`,{children:pc(s.delta)})]}),V(`tr`,{children:[V(`th`,{scope:`row`,children:`Pass rate, all (95% interval)`}),V(`td`,{children:[oc(o.a.aggregate)?ic(o.a.aggregate.passRate):`—`,` `,V(`span`,{class:`muted`,children:[`(`,ac(o.a.aggregate.passRateLow,o.a.aggregate.passRateHigh),`)`]})]}),V(`td`,{children:[oc(o.b.aggregate)?ic(o.b.aggregate.passRate):`—`,` `,V(`span`,{class:`muted`,children:[`(`,ac(o.b.aggregate.passRateLow,o.b.aggregate.passRateHigh),`)`]})]}),V(`td`,{})]}),V(`tr`,{children:[V(`th`,{scope:`row`,children:`Status`}),V(`td`,{children:V(gt,{status:o.a.status})}),V(`td`,{children:V(gt,{status:o.b.status})}),V(`td`,{})]}),V(`tr`,{children:[V(`th`,{scope:`row`,children:`McNemar's test`}),V(`td`,{colSpan:2,children:[s.pValue,` · `,s.cases.filter(e=>e.change===`fixed`).length,` fixed, `,s.cases.filter(e=>e.change===`regressed`).length,` `,`regressed, `,s.unchanged,` unchanged`]}),V(`td`,{children:s.significant?V(`strong`,{children:`significant`}):V(`span`,{class:`muted`,children:`not significant`})})]})]})]})}),V(`h2`,{children:`By runtime`}),V(`div`,{class:`scroll`,children:V(`table`,{"data-testid":`compare-runtimes`,children:[V(`thead`,{children:V(`tr`,{children:[V(`th`,{children:`Runtime`}),V(`th`,{children:`a: passed / decided`}),V(`th`,{children:`b: passed / decided`}),V(`th`,{children:`a`}),V(`th`,{children:`b`}),V(`th`,{children:`Change`})]})}),V(`tbody`,{children:s.runtimes.map(e=>V(`tr`,{children:[V(`td`,{children:e.runtime}),V(`td`,{children:e.a?`${e.a.passed} / ${oc(e.a)}`:`—`}),V(`td`,{children:e.b?`${e.b.passed} / ${oc(e.b)}`:`—`}),V(`td`,{children:ic(e.rateA)}),V(`td`,{children:ic(e.rateB)}),V(`td`,{children:pc(e.delta)})]},e.runtime))})]})}),V(`h2`,{children:`Cases that changed`}),s.cases.length===0?V(`p`,{class:`muted`,"data-testid":`compare-cases`,children:`No paired case changed its outcome.`}):V(`div`,{class:`scroll`,children:V(`table`,{"data-testid":`compare-cases`,children:[V(`thead`,{children:V(`tr`,{children:[V(`th`,{children:`Case`}),V(`th`,{children:`Change`}),V(`th`,{children:`a`}),V(`th`,{children:`b`})]})}),V(`tbody`,{children:s.cases.map(e=>V(`tr`,{"data-change":e.change,children:[V(`td`,{children:e.caseId}),V(`td`,{children:e.change===`fixed`?V(`span`,{class:`badge v-pass`,children:`fixed`}):V(`span`,{class:`badge v-fail`,children:`regressed`})}),V(`td`,{children:V(Ol,{r:d.get(e.caseId)})}),V(`td`,{children:V(Ol,{r:f.get(e.caseId)})})]},e.caseId))})]})})]})]})}function Al({onSignedIn:e}){let[t,n]=L(Xe()),[r,i]=L(null),[a,o]=L(!1),s=new URL(location.href).searchParams.get(`next`)||`/runs`;async function c(n){n.preventDefault(),o(!0),Ze(t.trim()),wt();try{await et(Nt,{}),e(),qn(s.startsWith(`/`)&&!s.startsWith(`//`)?s:`/runs`)}catch(e){Ze(``),i(bt(e))}finally{o(!1)}}return V(`section`,{class:`narrow`,children:[V(`h1`,{children:`Sign in`}),V(`p`,{class:`muted`,children:[`Paste an API token. It stays in this browser (localStorage) and goes with every request. Make one with`,` `,V(`code`,{children:`everdict token create --tenant acme --role admin`}),`.`]}),V(`form`,{onSubmit:c,class:`stack`,children:[V(U,{label:`API token`,children:V(`input`,{name:`token`,type:`password`,autocomplete:`off`,placeholder:`evd_…`,required:!0,value:t,onInput:e=>n(e.currentTarget.value),autofocus:!0})}),V(`button`,{class:`primary`,disabled:a,children:`Sign in`}),V(H,{error:r})]})]})}function jl(e){let t=[],n=[];return e.split(`
`).forEach((e,r)=>{let i=e.trim();if(!i||i.startsWith(`#`))return;let a=i.indexOf(`=`),o=(a<0?i:i.slice(0,a)).trim();if(!/^[A-Za-z_][A-Za-z0-9_]*$/.test(o)){n.push(`line ${r+1}: "${o}" is not a variable name`);return}if(a<0){n.push(`line ${r+1}: want NAME=value or NAME=@secret`);return}let s=i.slice(a+1);s.startsWith(`@`)&&s.length>1?t.push({name:o,secretRef:s.slice(1)}):t.push({name:o,value:s})}),{vars:t,problems:n}}var Ml=1e4,Nl=1<<20,Pl=86400,Fl=/^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$/,Il=[`TESTS_PASS`,`STEPS`,`COST`,`LATENCY`],Ll=[`id`,`task`,`image`,`repo`,`files`,`browser`,`osUse`,`isolation`,`timeoutSec`,`resources`,`graders`],Rl=e=>typeof e==`object`&&!!e&&!Array.isArray(e),zl=e=>typeof e==`string`,Bl=e=>typeof e==`number`&&Number.isFinite(e),Vl=e=>Bl(e)&&Number.isInteger(e);function Hl(e,t,n){return Object.keys(e).filter(e=>!t.includes(e)).map(e=>`unknown field "${n}${e}"`)}function Ul(e){if(!Rl(e))return[`not a case: want a JSON object`];let t=Hl(e,Ll,``);!(`id`in e)||e.id===``?t.push(`the case has no "id"`):zl(e.id)&&Fl.test(e.id)||t.push(`"id" ${JSON.stringify(e.id)} must be 1 to 40 lowercase letters, digits and inner dashes`),`task`in e?zl(e.task)?e.task.trim()===``&&t.push(`"task" is empty`):t.push(`"task" must be a string`):t.push(`the case has no "task"`),`image`in e&&!zl(e.image)&&t.push(`"image" must be a string`);for(let n of[`browser`,`osUse`,`isolation`])n in e&&typeof e[n]!=`boolean`&&t.push(`"${n}" must be true or false`);return`timeoutSec`in e&&(!Vl(e.timeoutSec)||e.timeoutSec<0||e.timeoutSec>86400)&&t.push(`"timeoutSec" must be a whole number of seconds, at most ${Pl}`),`repo`in e&&(Rl(e.repo)?(t.push(...Hl(e.repo,[`url`,`ref`],`repo.`)),zl(e.repo.url)&&e.repo.url.trim()!==``||t.push(`"repo.url" is required when a repo is given`),`ref`in e.repo&&!zl(e.repo.ref)&&t.push(`"repo.ref" must be a string`)):t.push(`"repo" must be an object: {"url": …, "ref": …}`)),`files`in e&&(Array.isArray(e.files)?e.files.forEach((e,n)=>{if(!Rl(e))return t.push(`"files[${n}]" must be an object`);t.push(...Hl(e,[`path`,`content`],`files[${n}].`)),zl(e.path)&&Gl(e.path)||t.push(`"files[${n}].path" must be a relative path inside the workspace`),zl(e.content)||t.push(`"files[${n}].content" must be a string`)}):t.push(`"files" must be a list of {"path": …, "content": …}`)),`resources`in e&&(Rl(e.resources)?(t.push(...Hl(e.resources,[`memoryMb`,`cpu`],`resources.`)),`memoryMb`in e.resources&&(!Vl(e.resources.memoryMb)||e.resources.memoryMb<0)&&t.push(`"resources.memoryMb" must be a whole number, not negative`),`cpu`in e.resources&&(!Bl(e.resources.cpu)||e.resources.cpu<0)&&t.push(`"resources.cpu" must be a number, not negative`)):t.push(`"resources" must be an object: {"memoryMb": …, "cpu": …}`)),`graders`in e&&(Array.isArray(e.graders)?e.graders.forEach((e,n)=>t.push(...Wl(e,`graders[${n}]`))):t.push(`"graders" must be a list`)),t}function Wl(e,t){if(!Rl(e))return[`"${t}" must be an object`];let n=Hl(e,[`kind`,`command`,`max`],`${t}.`);return Il.includes(e.kind)||n.push(`"${t}.kind" must be one of ${Il.join(`, `)}`),`command`in e&&!(Array.isArray(e.command)&&e.command.every(zl))&&n.push(`"${t}.command" must be a list of strings`),e.kind===`TESTS_PASS`&&!(Array.isArray(e.command)&&e.command.length>0)&&n.push(`"${t}.command" is required for TESTS_PASS`),`max`in e&&e.max!==null&&(!Bl(e.max)||e.max<0)&&n.push(`"${t}.max" must be a number, not negative`),n}function Gl(e){if(e===``||e.startsWith(`/`))return!1;let t=[];for(let n of e.split(`/`))if(n!==``&&n!==`.`){if(n===`..`){if(t.length===0)return!1;t.pop()}else t.push(n)}return!0}var Kl=new TextEncoder;function ql(e){let t=[],n=[],r=0,i=(e,t)=>{n.length<50?n.push({line:e,message:t}):r++},a=new Map;return e.replace(/^\uFEFF/,``).split(/\r?\n/).forEach((e,n)=>{let r=n+1,o=e.trim();if(o===``)return;if(Kl.encode(o).length>1048576)return i(r,`the line is longer than ${Nl} bytes`);let s;try{s=JSON.parse(o)}catch{return i(r,/^\{.*\}\s*[{[]/.test(o)?`one JSON object a line`:`not a case: not valid JSON`)}let c=Ul(s),l=Rl(s)&&zl(s.id)?s.id:``;if(l&&Fl.test(l)){let e=a.get(l);e===void 0?a.set(l,r):c.push(`"id" "${l}" repeats line ${e}`)}c.forEach(e=>i(r,e)),c.length===0&&t.push(s)}),t.length===0&&n.length===0&&i(0,`the file holds no cases`),t.length>1e4&&i(0,`a scorecard holds at most ${Ml.toLocaleString(`en-US`)} cases; this file has ${t.length.toLocaleString(`en-US`)}`),{cases:t,problems:n,more:r}}function Jl(e){return e.replace(/^.*[\\/]/,``).replace(/\.jsonl$/i,``)}function Yl(e){let t=e.versions.filter(e=>!e.archived).sort((e,t)=>t.version-e.version);if(t.length===0)return[];let n=t.flatMap(e=>e.tags).sort();return[e.name,...n.map(t=>`${e.name}@${t}`),...t.map(t=>`${e.name}@${t.version}`)]}function Xl(e,t,n){let r=t.trim(),i=e.trim(),a=i?{harnessRef:i}:{harness:n};return r&&(a.model=r),a}function Zl(){let e=W(Wt,{first:100,after:null}),t=Ct(),n=(e.data?.runtimes.edges??[]).flatMap(e=>e?.node?[e.node.name]:[]),r=(W(pn,{first:100,after:null}).data?.harnesses.edges??[]).flatMap(e=>e?.node?Yl(e.node):[]),[i,a]=L({runtime:``,harnessRef:``,model:``,task:`Write 42 to answer.txt`,harness:`web`,command:`echo solving; echo 42 > answer.txt`,test:`grep -q 42 answer.txt`,env:``,timeout:`60`,priority:`INTERACTIVE`}),[o,s]=L(null),[c,l]=L(!1),u=jl(i.env);R(()=>{n.length&&a(e=>e.runtime?e:{...e,runtime:n[0]})},[n[0]]);let d=i.runtime,f=i.harnessRef.trim(),p=e=>t=>{let n=t.currentTarget.value;a(t=>({...t,[e]:n}))};async function m(e){if(e.preventDefault(),u.problems.length)return;l(!0),s(null);let t={runtime:d,priority:i.priority,trigger:`web`,...Xl(i.harnessRef,i.model,{name:i.harness||`web`,command:Cn(i.command),env:u.vars}),case:{task:i.task,timeoutSec:Number(i.timeout)||void 0,graders:i.test.trim()?[{kind:`TESTS_PASS`,command:Cn(i.test)}]:void 0}};try{qn(Un((await et(Ut,{input:t})).submitRun.id))}catch(e){s(bt(e))}finally{l(!1)}}let h=t?.fields?.has(`Mutation.submitScorecard`);return R(()=>{location.hash===`#scorecard`&&document.getElementById(`scorecard`)?.scrollIntoView()},[]),V(`section`,{class:`narrow`,children:[V(`h1`,{children:`Submit a run`}),V(`form`,{onSubmit:m,class:`stack`,"aria-label":`Submit a run`,children:[V(U,{label:`Runtime`,children:[V(`input`,{name:`runtime`,list:`runtime-names`,required:!0,value:d,onInput:p(`runtime`),placeholder:`name, name@3 or name@tag`}),V(`datalist`,{id:`runtime-names`,children:n.map(e=>V(`option`,{value:e}))})]}),V(U,{label:`Task`,children:V(`textarea`,{name:`task`,rows:3,required:!0,value:i.task,onInput:p(`task`)})}),V(`div`,{class:`row`,children:[V(U,{label:`Registered harness`,hint:`name, name@tag or name@3 (see Harnesses); empty: the one-off harness below`,children:[V(`input`,{name:`harnessRef`,list:`harness-refs`,value:i.harnessRef,onInput:p(`harnessRef`),placeholder:`one-off`}),V(`datalist`,{id:`harness-refs`,children:r.map(e=>V(`option`,{value:e}))})]}),V(U,{label:`Model`,hint:`"provider/name", {{model}} in the harness; empty: its default`,children:V(`input`,{name:`model`,value:i.model,onInput:p(`model`),placeholder:`anthropic/claude-sonnet-4`})})]}),V(`div`,{class:`row`,children:[V(U,{label:`Harness name`,children:V(`input`,{name:`harness`,value:i.harness,onInput:p(`harness`),disabled:!!f})}),V(U,{label:`Priority`,children:V(`select`,{name:`priority`,value:i.priority,onChange:p(`priority`),children:[V(`option`,{value:`INTERACTIVE`,children:`interactive`}),V(`option`,{value:`BATCH`,children:`batch`})]})}),V(U,{label:`Timeout (s)`,children:V(`input`,{name:`timeout`,type:`number`,min:1,value:i.timeout,onInput:p(`timeout`)})})]}),V(U,{label:`Harness command (sh -c)`,children:V(`input`,{name:`command`,required:!f,disabled:!!f,value:i.command,onInput:p(`command`)})}),V(U,{label:`Test command (sh -c; exit 0 passes; empty: no TESTS_PASS grader)`,children:V(`input`,{name:`test`,value:i.test,onInput:p(`test`)})}),V(U,{label:`Environment`,hint:`One a line: NAME=value, or NAME=@secret to use a tenant secret (its value never leaves the server).`,children:V(`textarea`,{name:`env`,rows:2,value:i.env,onInput:p(`env`),placeholder:`MODEL=small
API_KEY=@openai`})}),u.problems.map(e=>V(`p`,{class:`error`,children:e})),V(`button`,{class:`primary`,disabled:c||u.problems.length>0,children:`Submit`}),V(H,{error:o})]}),V(`h2`,{id:`scorecard`,children:`Submit a scorecard from JSONL`}),t&&!h?V(vt,{what:`Scorecards (many cases from a JSONL upload)`}):V($l,{names:n})]})}var Ql=`{"id": "answer-42", "task": "Write 42 to answer.txt", "graders": [{"kind": "TESTS_PASS", "command": ["sh", "-c", "grep -q 42 answer.txt"]}]}
{"id": "fix-login", "task": "Fix the login test", "repo": {"url": "https://github.com/acme/app", "ref": "main"}, "timeoutSec": 600}`;function $l({names:e}){let[t,n]=L(``),[r,i]=L(``),[a,o]=L({name:``,runtime:``,harness:`web`,command:`echo solving; echo 42 > answer.txt`,maxAttempts:``,priority:`BATCH`}),[s,c]=L(null),[l,u]=L(!1),d=Se(()=>t.trim()?ql(t):null,[t]);R(()=>{e.length&&o(t=>t.runtime?t:{...t,runtime:e[0]})},[e[0]]);let f=e=>t=>{let n=t.currentTarget.value;o(t=>({...t,[e]:n}))};async function p(e){let t=e.currentTarget.files?.[0];t&&(i(t.name),n(await t.text()),o(e=>e.name?e:{...e,name:Jl(t.name)}))}async function m(e){if(e.preventDefault(),!d||d.problems.length)return;u(!0),c(null);let t={name:a.name.trim(),runtime:a.runtime.trim(),priority:a.priority,harness:{name:a.harness||`web`,command:Cn(a.command)},cases:d.cases,maxAttempts:a.maxAttempts?Number(a.maxAttempts):void 0};try{qn(Wn((await et(ln,{input:t})).submitScorecard.id))}catch(e){c(bt(e))}finally{u(!1)}}let h=!!d&&d.problems.length===0;return V(`form`,{onSubmit:m,class:`stack`,"aria-label":`Submit a scorecard`,children:[V(`p`,{class:`muted`,children:[`One case a line, as `,V(`code`,{children:`everdict scorecard run`}),` reads them: a JSON object with an `,V(`code`,{children:`id`}),` (1 to 40 lowercase letters, digits and inner dashes, unique) and a `,V(`code`,{children:`task`}),`, and optionally `,V(`code`,{children:`repo`}),`, `,V(`code`,{children:`files`}),`,`,` `,V(`code`,{children:`image`}),`, `,V(`code`,{children:`timeoutSec`}),`, `,V(`code`,{children:`resources`}),` and `,V(`code`,{children:`graders`}),`. Each case becomes a run of the harness below.`]}),V(`details`,{children:[V(`summary`,{children:`Example`}),V(`pre`,{class:`output`,children:Ql})]}),V(U,{label:`Cases file (JSONL)`,children:V(`input`,{name:`cases`,type:`file`,accept:`.jsonl,.json,.ndjson,.txt,application/jsonl,application/x-ndjson,text/plain`,onChange:p})}),V(U,{label:`Or paste the cases`,hint:r?`Loaded from ${r}; edits here are what is sent.`:void 0,children:V(`textarea`,{name:`casesText`,rows:4,value:t,onInput:e=>n(e.currentTarget.value),placeholder:`{"id": "case-1", "task": "…"}`,spellcheck:!1})}),d&&V(`div`,{"aria-live":`polite`,children:h?V(`p`,{class:`ok`,"data-testid":`cases-summary`,children:[d.cases.length===1?`1 case`:`${xn(d.cases.length)} cases`,`:`,` `,d.cases.slice(0,8).map(e=>e.id).join(`, `),d.cases.length>8&&`, …`]}):V(`ul`,{class:`problems error`,"data-testid":`case-problems`,children:[d.problems.map(e=>V(`li`,{children:[e.line>0?`line ${e.line}: `:``,e.message]})),d.more>0&&V(`li`,{children:[`… and `,d.more,` more`]})]})}),V(`div`,{class:`row`,children:[V(U,{label:`Scorecard name`,children:V(`input`,{name:`scorecardName`,required:!0,value:a.name,onInput:f(`name`),placeholder:`nightly`})}),V(U,{label:`Runtimes`,hint:`"name", "a,b" to shard, or "auto"`,children:[V(`input`,{name:`scorecardRuntime`,list:`scorecard-runtimes`,required:!0,value:a.runtime,onInput:f(`runtime`)}),V(`datalist`,{id:`scorecard-runtimes`,children:[...e,`auto`].map(e=>V(`option`,{value:e}))})]})]}),V(`div`,{class:`row`,children:[V(U,{label:`Harness name`,children:V(`input`,{name:`scorecardHarness`,value:a.harness,onInput:f(`harness`)})}),V(U,{label:`Tries per case`,children:V(`input`,{name:`maxAttempts`,type:`number`,min:1,max:10,placeholder:`3`,value:a.maxAttempts,onInput:f(`maxAttempts`)})}),V(U,{label:`Priority`,children:V(`select`,{name:`scorecardPriority`,value:a.priority,onChange:f(`priority`),children:[V(`option`,{value:`BATCH`,children:`batch`}),V(`option`,{value:`INTERACTIVE`,children:`interactive`})]})})]}),V(U,{label:`Harness command for every case (sh -c)`,children:V(`input`,{name:`scorecardCommand`,required:!0,value:a.command,onInput:f(`command`)})}),V(`button`,{class:`primary`,disabled:l||!h,children:`Submit scorecard`}),V(H,{error:s})]})}var eu=[[`/runs`,`Runs`,[`runs`,`run`]],[`/submit`,`Submit`,[`submit`]],[`/runtimes`,`Runtimes`,[`runtimes`,`runtime`]],[`/harnesses`,`Harnesses`,[`harnesses`]],[`/queue`,`Queue`,[`queue`]],[`/scorecards`,`Scorecards`,[`scorecards`,`scorecard`,`compare`]],[`/providers`,`Models`,[`providers`]],[`/admin`,`Admin`,[`admin`]]];function tu(e){switch(e.page){case`run`:return`Run ${e.id}`;case`runtime`:return`Runtime ${e.name}`;case`scorecard`:return`Scorecard ${e.id}`;case`compare`:return`Compare scorecards`;case`providers`:return`Model providers`;case`notfound`:return`Not found`;case`signin`:return`Sign in`}return e.page[0].toUpperCase()+e.page.slice(1)}function nu(){let e=Jn(),t=Hn(e.pathname),[n,r]=L(null),[i,a]=L(null),[o,s]=L(0),[c,l]=L(`closed`);R(()=>ot(l),[]),R(()=>{Xe()?et(Nt,{}).then(e=>(r(e.viewer),a(null))).catch(e=>{let t=bt(e);t.code===`UNAUTHENTICATED`&&Ze(``),a(t),r(null)}):r(null)},[o]),R(()=>{document.title=`${tu(t)} · Everdict`},[e.pathname]);let u=!!Xe();R(()=>{!u&&t.page!==`signin`&&qn(`/signin?next=${encodeURIComponent(e.pathname+e.search)}`,!0)},[u,t.page]);let d;if(t.page===`signin`)d=V(Al,{onSignedIn:()=>s(e=>e+1)});else if(!u)d=null;else if(!n)d=i?V(H,{error:i}):V(yt,{});else switch(t.page){case`runs`:d=V(fl,{});break;case`run`:d=V($c,{id:t.id},t.id);break;case`submit`:d=V(Zl,{});break;case`runtimes`:d=V(pl,{});break;case`runtime`:d=V(gl,{name:t.name},t.name);break;case`harnesses`:d=V(Xn,{});break;case`queue`:d=V(Ac,{});break;case`scorecards`:d=V(Cl,{});break;case`scorecard`:d=V(wl,{id:t.id},t.id);break;case`compare`:d=V(kl,{});break;case`providers`:d=V(er,{viewer:n});break;case`admin`:d=V(Fn,{viewer:n});break;default:d=V(`section`,{children:[V(`h1`,{children:`Not found`}),V(`p`,{children:[`No page at `,V(`code`,{children:e.pathname}),`. `,V(`a`,{href:`/runs`,children:`Go to runs`}),`.`]})]})}return V(y,{children:[V(`a`,{class:`skip`,href:`#main`,onClick:e=>{e.preventDefault(),document.getElementById(`main`)?.focus()},children:`Skip to content`}),V(`header`,{class:`top`,children:[V(`a`,{class:`brand`,href:`/runs`,children:`Everdict`}),V(`nav`,{"aria-label":`main`,children:[eu.map(([e,n,r])=>V(`a`,{href:e,"aria-current":r.includes(t.page)?`page`:void 0,children:n})),V(`a`,{href:`/graphiql`,children:`GraphiQL`})]}),V(`div`,{class:`who`,children:[u&&V(`span`,{class:`sock sock-${c}`,title:`live updates: ${c}`,"aria-label":`live updates ${c}`}),n&&V(`span`,{class:`muted`,"data-testid":`viewer`,children:[n.subject,` · `,n.tenant.slug,` · `,n.role.toLowerCase()]}),u?V(`button`,{class:`link`,onClick:()=>{Ze(``),r(null),qn(`/signin`)},children:`Sign out`}):t.page!==`signin`&&V(`a`,{href:`/signin`,children:`Sign in`})]})]}),V(`main`,{id:`main`,tabIndex:-1,children:d})]})}var ru=document.getElementById(`app`);Yn(document.body),N(V(nu,{}),ru);