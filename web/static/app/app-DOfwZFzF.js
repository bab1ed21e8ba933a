const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["xterm-B1njb2Cr.css"])))=>i.map(i=>d[i]);
var e,t,n,r,i,a,o,s,c,l,u=Symbol.for(`pv`),d={},f=[],p=/^m(i|n|o|s|text|space)$/,m=Array.isArray,h=f.slice,g=Object.assign;function _(e){e&&e.parentNode&&e.remove()}function v(n,r,i,a,o){var s={type:n,props:r,key:i,ref:a,__k:null,__:null,__b:0,__e:null,__c:null,constructor:u,__v:o||++t,__i:-1,__u:0};return!o&&e.vnode&&e.vnode(s),s}function y(e){return e.children}function b(e,t){this.props=e,this.context=t,this.__g=0}function x(e,t){if(t==null)return e.__&&x(e.__,e.__i+1);for(var n;t<e.__k.length;t++)if((n=e.__k[t])&&n.__e)return n.__e;return typeof e.type!=`function`||e.props.__P?null:x(e)}function S(t){var n,r=t.__v,i=r.__e,a=[],o=[],s=t.__P;s&&((n=g({constructor:u},r)).__v=r.__v+1,e.vnode&&e.vnode(n),te(s,n,r,t.__n,s.namespaceURI,32&r.__u?[i]:null,a,i||x(r),32&r.__u,o),n.__v=r.__v,n.__.__k[n.__i]=n,ie(a,n,o),r.__=r.__e=null,n.__e!=i&&C(n))}function C(e){if((e=e.__)&&e.__c&&!e.props.__P)return e.__e=null,e.__k.some(function(t){return t&&(e.__e=t.__e)}),C(e)}function w(t){(8&t.__g||(t.__g|=8,n.push(t),i++))&&r==e.debounceRendering||((r=e.debounceRendering)||queueMicrotask)(T)}function T(){try{for(var e,t=1;n.length;)n.length>t&&n.sort(a),e=n.shift(),t=n.length,8&e.__g&&S(e)}finally{(i=n.length)&&(r||queueMicrotask)(T)}}function E(e,t,n,r,i,a,o,s,c,l,u){var p,m,h,g,_,v,y=r.__k||f,b=t.length;for(c=D(n,t,y,c,b),p=0;p<b;p++)(h=n.__k[p])!=null&&(m=~h.__i&&y[h.__i]||d,h.__i=p,v=te(e,h,m,i,a,o,s,c,l,u),g=h.__e,(m.ref!=h.ref||8&m.__u)&&(m.ref&&M(m.ref,null,h,m),h.ref&&u.push(h.ref,h.__c||g,h)),_||=g,4&h.__u?(c=O(h,c,e,!m.__v),m.__e&&(m.__e=null)):typeof h.type==`function`&&v!==void 0?c=v:g&&(c=g.nextSibling),h.__u&=-21);return n.__e=_,c}function D(e,t,n,r,i){var a,o,s,c,l,d,f,p,h,g=n.length,_=g,b=0,S=0,C=e.__k=Array(i);for(a=0;a<i;a++)(o=t[a])!=null&&typeof o!=`boolean`&&typeof o!=`function`?(typeof o!=`object`||o.constructor===String?o=C[a]=v(null,o):m(o)?o=C[a]=v(y,{children:o}):o.constructor===u&&o.__b?o=C[a]=v(o.type,o.props,o.key,o.ref,o.__v):C[a]=o,c=a+b,o.__=e,o.__b=e.__b+1,s=null,~(l=o.__i=k(o,n,c,_))&&(_--,(s=n[l])&&(s.__u|=2)),s&&s.__v?(o.__u|=16,l==c-1?b--:l==c+1?b++:l!=c&&(l>c?b--:b++,S=1)):(~l||(i>g?b--:i<g&&b++),typeof o.type!=`function`&&(o.__u|=4))):C[a]=null;if(S){for(d=[],f=[],a=0;a<i;a++)if((o=C[a])&&16&o.__u){for(b=0,p=d.length;b<p;)d[h=b+p>>1]<o.__i?b=h+1:p=h;d[b]=o.__i,f[a]=b+1}for(b=d.length;a--;)f[a]&&(f[a]==b?b--:C[a].__u|=4)}if(_)for(a=0;a<g;a++)!(s=n[a])||2&s.__u||(s.__e==r&&(r=x(s)),N(s,s));return r}function O(e,t,n,r){var i,a,o,s;if(typeof e.type==`function`){if(e.props.__P)return t;if(i=e.__k)for(a=0;a<i.length;a++)i[a]&&(i[a].__=e,t=O(i[a],t,n,!1));return t}for(t&&!t.parentNode&&(t=x(e))&&!t.parentNode&&(t=null),o=e.__e,s=t;s&&s.nodeType==8;)s=s.nextSibling;for(o!=s&&(!r&&n.moveBefore&&o.parentNode?n.moveBefore(o,t):n.insertBefore(o,t||null)),t=o;(t&&=t.nextSibling)&&t.nodeType==8&&!t.data.startsWith(`$s`););return t}function k(e,t,n,r){var i,a=e.key,o=e.type,s=t[n],c=s&&!(2&s.__u);if(s===null&&a==null||c&&a==s.key&&o==s.type)return n;if(r>+!!c){for(i=n-1;i>=0;i--)if((s=t[i])&&!(2&s.__u)&&a==s.key&&o==s.type)return i;for(i=n+1;i<t.length;i++)if((s=t[i])&&!(2&s.__u)&&a==s.key&&o==s.type)return i}return-1}function A(e,t,n){n??=``,t[0]==`-`?e.setProperty(t,n):e[t]=n}function j(e,t,n,r,i){var a,o;if(t==`style`){if(typeof n==`string`)e.style.cssText=n;else{if(typeof r==`string`&&(e.style.cssText=r=``),r)for(t in r)n&&t in n||A(e.style,t);if(n)for(t in n)r&&n[t]==r[t]||A(e.style,t,n[t])}}else if(t[0]==`o`&&t[1]==`n`)typeof n!=`function`&&(n=null),typeof r!=`function`&&(r=null),(e.__e||={})[t]=n,n&&r||(o=l[t]||(l[t]=ee(t)),(e.__a||={})[t]=c,a=t!=(t=t.replace(s,`$1`)),(t=t.slice(2))[0]<`a`&&(t=t.toLowerCase()),n?e.addEventListener(t,o,a):e.removeEventListener(t,o,a));else{if(i==`http://www.w3.org/2000/svg`)t=t.replace(/xlink(H|:h)/,`h`).replace(/sName$/,`s`);else if(t!=`width`&&t!=`height`&&t!=`href`&&t!=`list`&&t!=`form`&&t!=`tabIndex`&&t!=`download`&&t!=`rowSpan`&&t!=`colSpan`&&t!=`role`&&t!=`popover`&&t in e)try{e[t]=n??``;return}catch{}if(typeof n==`function`)return;n==null||!1===n&&t[4]!=`-`?e.removeAttribute(t):e.setAttribute(t,t==`popover`&&n==1?``:n)}}function ee(t){return function(n){var r=this.__e;if(r){if(r=r[t],n[o]==null)n[o]=c++;else if(n[o]<this.__a[t])return;return r(e.event?e.event(n):n)}}}function te(t,n,r,i,a,o,s,c,l,d){var p,h,v,S,C,w,T,D,O,k,A,j,ee,te,ie,M,P,F,I=n.type;if(n.constructor!==u)return null;128&r.__u&&(l=32&r.__u,p=r.__c.__z)&&(n.__u|=l,h=o=[],p.nodeType==8?c=ne(p,o):o.push(p),c=o[0]||c),(p=e.__b)&&p(n);n:if(typeof I==`function`){v=s.length;try{if(D=n.props,O=(p=I.prototype)&&p.render,k=(p=I.contextType)&&i[p.__c],A=p?k?k.props.value:p.__:i,(S=r.__c)?(n.__c=S,2&S.__g&&(S.__g|=1)):(O?n.__c=S=new I(D,A):(n.__c=S=new b(D,A),S.constructor=I,S.render=oe),k&&k.sub(S),S.state||(S.state={}),S.__n=i,S.__g|=8,S.__h=[],S.__k=[]),O&&(S.__s||(S.__s=S.state),I.getDerivedStateFromProps&&(S.__s==S.state&&(S.__s=g({},S.__s)),g(S.__s,I.getDerivedStateFromProps(D,S.__s)))),C=S.props,w=S.state,S.__v=n,r.__c){if(D!==C&&O&&!I.getDerivedStateFromProps&&S.componentWillReceiveProps&&S.componentWillReceiveProps(D,A),n.__v==r.__v&&!(8&S.__g)||!(4&S.__g)&&S.shouldComponentUpdate&&!1===S.shouldComponentUpdate(D,S.__s,A)){n.__v!=r.__v&&(S.props=D,S.state=S.__s,S.__g&=-9),n.__e=r.__e,n.__k=r.__k,n.__k.some(function(e){e&&(e.__=n)}),f.push.apply(S.__h,S.__k),S.__k=[],S.__h.length&&s.push(S),c=x(r);break n}S.componentWillUpdate&&S.componentWillUpdate(D,S.__s,A),O&&S.componentDidUpdate&&S.__h.push(function(){S.componentDidUpdate(C,w,T)})}else O&&!I.getDerivedStateFromProps&&S.componentWillMount&&S.componentWillMount(),O&&S.componentDidMount&&S.__h.push(S.componentDidMount);S.context=A,S.props=D,S.__P=t,S.__g&=-5,j=e.__r,ee=O?25:0;do S.__g&=-9,j&&j(n),p=S.render(S.props,S.state=S.__s,S.context);while(8&S.__g&&++ee<25);O&&(f.push.apply(S.__h,S.__k),S.__k=[]),S.state=S.__s,S.getChildContext&&(i=g({},i,S.getChildContext())),O&&r.__c&&S.getSnapshotBeforeUpdate&&(T=S.getSnapshotBeforeUpdate(C,w)),te=p&&p.type===y&&p.key==null?p.props.children:p,D.__P&&(p=c,a=(t=D.__P).namespaceURI,l=o=null,r.props&&r.props.__P!=t&&(r.__k.some(function(e){e&&N(e,e)}),r.__k=null),c=r.__k?x(r,0):null),c=E(t,m(te)?te:[te],n,r,i,a,o,s,c,l,d),D.__P&&(n.__e=null,c=p),n.__u&=-161,h&&h.some(_),S.__h.length&&s.push(S),1&S.__g&&(S.__g&=-4)}catch(t){if(s.length=v,n.__v=null,l||o){if(t&&t.then){if(n.__u|=128|l,o){for(~(P=o.indexOf(c||void 0))||(P=o.length);(F=o[P-1])&&F.nodeType==8;)P--;for(;P<o.length;P++)if(F=o[P]){if(o[P]=null,ie){if(F==M)break}else{if(F.nodeType!=8)break;F.data.startsWith(`$s`)&&(M=ne(ie=F))}}}if(!ie){for(;c&&c.nodeType==8&&c.nextSibling;)c=c.nextSibling;ie=c}(p=ne(ie=n.__c.__z||(n.__c.__z=ie)))?(n.__e=ie,c=p):n.__e=c,c&&=c.nextSibling}else o&&o.some(_)}else n.__e=r.__e;n.__k||=r.__k||[],t&&t.then||re(n),e.__e(t,n,r)}}else c=n.__e=ae(r.__e,n,r,i,a,o,s,l,d,t);return(p=e.diffed)&&p(n),c}function ne(e,t){if(e&&e.nodeType==8&&e.data.startsWith(`$s`))for(var n=1;e=e.nextSibling;){if(e.nodeType==8){if(e.data.startsWith(`$s`))n++;else if(e.data.startsWith(`/$s`)&&!--n)return e}t&&t.push(e)}}function re(e){e&&(e.__c&&(e.__c.__g|=4),e.__k&&e.__k.some(re))}function ie(t,n,r){for(var i=0;i<r.length;)M(r[i++],r[i++],r[i++]);e.__c&&e.__c(n,t),t.some(function(n){try{t=n.__h,n.__h=[],t.some(function(e){e.call(n)})}catch(t){e.__e(t,n.__v)}})}function ae(t,n,r,i,a,o,s,c,l,u){var f,g,v,y,b,S,C,w,T=r.props||d,D=n.props,O=n.type;if(O==`svg`?a=`http://www.w3.org/2000/svg`:O==`math`?a=`http://www.w3.org/1998/Math/MathML`:a||=`http://www.w3.org/1999/xhtml`,o){for(f=0;f<o.length;f++)if((b=o[f])&&(O?b.localName==O:b.nodeType==3)){t=b,o[f]=null;break}}if(!t){if(w=u.ownerDocument||document,!O)return w.createTextNode(D);t=w.createElementNS(a,O,D.is?D:u),c&&=(e.__m&&e.__m(n,o),!1),o=null}if(O){if(u=O==`template`&&t.content||t,o=O==`textarea`&&D.defaultValue!=null?null:o&&h.call(u.childNodes),!c&&o)for(T={},f=0;f<t.attributes.length;f++)T[(b=t.attributes[f]).name]=b.value;for(f in T)b=T[f],f==`dangerouslySetInnerHTML`?v=b:f==`children`||f in D||f==`value`&&`defaultValue`in D||f==`checked`&&`defaultChecked`in D||j(t,f,null,b,a);for(f in D)b=D[f],f==`children`?y=b:f==`dangerouslySetInnerHTML`?g=b:f==`value`?S=b:f==`checked`?C=b:c&&typeof b!=`function`||T[f]===b||j(t,f,b,T[f],a);g?(c||v&&(g.__html==v.__html||g.__html==t.innerHTML)||(t.innerHTML=g.__html),n.__k=[]):(v&&(t.textContent=``),(O==`foreignObject`||a==`http://www.w3.org/1998/Math/MathML`&&p.test(O))&&(a=`http://www.w3.org/1999/xhtml`),E(u,m(y)?y:[y],n,r,i,a,o,s,o?o[0]:r.__k&&x(r,0),c,l),o&&o.some(_)),c&&O!=`textarea`||(f=`value`,O==`progress`&&S==null?t.removeAttribute(f):S==null||S===t[f]&&(O!=`progress`||S)||j(t,f,S,T[f],a),f=`checked`,C!=null&&C!=t[f]&&j(t,f,C,T[f],a))}else T===D||c&&t.data==D||(t.data=D);return t}function M(t,n,r,i){try{typeof t==`function`?n?n.__x=t(n)||1:(i&&=i.__c||i.__e)&&(n=i.__x)&&(i.__x=null,typeof n==`function`?n():t(null)):t.current=n}catch(t){e.__e(t,r)}}function N(t,n,r){var i,a,o,s;if(e.unmount&&e.unmount(t),!(i=t.ref)||i.current&&i.current!=t.__e||M(i,null,n,t),i=t.__c){if(i.componentWillUnmount)try{i.componentWillUnmount()}catch(t){e.__e(t,n)}i.__P=i.__n=null}if(i=t.__k)for(s=0;s<i.length;s++)i[s]&&N(i[s],n,typeof t.type!=`function`||r&&!t.props.__P);!r&&(i=t.__c)&&(i=i.__z)&&(a=ne(i,o=[]))&&(i==t.__e&&o.some(_),_(a),_(i)),r||_(t.__e),t.__e=t.__c=t.__=null}function oe(e,t,n){return this.constructor(e,n)}function P(t,n){var r,i,a,o;e.__&&e.__(t,n),n.nodeType==9&&(n=n.documentElement),i=(r=t&&32&t.__u)?null:n.__k,n.__k=v(y,{children:[t]}),a=[],o=[],te(n,n.__k,i||d,d,n.namespaceURI,i?null:n.firstChild?h.call(n.childNodes):null,a,i?i.__e:n.firstChild,r,o),ie(a,n.__k,o),n.__k.props.children=null}e={__e:function(e,t,n,r){for(var a,o,s;t=t.__;)if((a=t.__c)&&!(1&a.__g)){a.__g|=4;try{if((s=(o=a.constructor)&&o.getDerivedStateFromError)&&a.setState(o.getDerivedStateFromError(e)),a.componentDidCatch&&(a.componentDidCatch(e,r||{}),s=1),s&&8&a.__g)return void(a.__g|=2)}catch(t){e=t}}throw i=0,e}},t=0,b.prototype.setState=function(e,t){var n=this.__s;n&&n!=this.state||(n=this.__s=g({},this.state)),typeof e==`function`&&(e=e(g({},n),this.props)),e&&(g(n,e),this.__v&&(t&&this.__k.push(t),w(this)))},b.prototype.forceUpdate=function(e){this.__v&&(this.__g|=4,e&&this.__h.push(e),w(this))},b.prototype.render=y,n=[],i=0,a=function(e,t){return e.__v.__b-t.__v.__b},o=Symbol(),s=/(PointerCapture)$|Capture$/i,c=0,l={};var F,I,se,ce,le=Object.is,ue=0,de=[],fe=[],L=e,pe=L.__b,me=L.__r,he=L.diffed,ge=L.__c,_e=L.unmount,ve=L.__;function ye(e,t){L.__h&&L.__h(I,e,ue||t),ue=0;var n=I.__H||(I.__H={__:[],__h:[]});return e>=n.__.length&&n.__.push({}),n.__[e]}function R(e){return ue=1,be(Ae,e)}function be(e,t,n){var r=ye(F++,2);if(r.t=e,!r.__c&&(r.__=[n?n(t):Ae(void 0,t),function(e){var t=(r.__N||r.__)[0],n=r.t(t,e);le(t,n)||(r.__N=[n,r.__[1]],r.__c.setState({}))}],r.__c=I,!I.__f)){I.__f=!0;var i=I.shouldComponentUpdate;I.shouldComponentUpdate=function(e,t,n){var r=this.__H;if(!r)return!0;var a=!1,o=this.props!=e;if(r.__.some(function(e){e.__N&&(a=!0,le(e.__[0],e.__N[0])||(o=!0))}),i){var s=i.call(this,e,t,n);return a?s||o:s}return!a||o}}return r.__}function z(e,t){var n=ye(F++,3);!L.__s&&ke(n.__H,t)&&(n.__P=!0,n.__=e,n.u=t,I.__H.__h.push(n))}function B(e,t){var n=ye(F++,4);!L.__s&&ke(n.__H,t)&&(n.__P=!1,n.__=e,n.u=t,I.__h.push(n))}function V(e){return ue=5,xe(function(){return{current:e}},[])}function xe(e,t){var n=ye(F++,7);return ke(n.__H,t)&&(n.__=e(),n.__H=t),n.__}function Se(e,t){return ue=8,xe(function(){return e},t)}function Ce(){var e;do{for(;e=fe.shift();)try{De(e)}catch(t){L.__e(t,{__:(e=e.__P)&&e.__v})}for(;e=de.shift();){var t=e.__H;if(e.__P&&t)try{t.__h.some(De),t.__h.some(Oe),t.__h=[]}catch(n){t.__h=[],L.__e(n,e.__v)}}}while(fe.length)}L.__b=function(e){I=null,pe&&pe(e)},L.__=function(e,t){e&&t.__k&&t.__k.__m&&(e.__m=t.__k.__m),ve&&ve(e,t)},L.__r=function(e){me&&me(e),F=0;var t=(I=e.__c).__H;t&&(se==I?I.__h=[]:(t.__h.some(De),t.__h.some(Oe),F=0),t.__h=[],t.__.some(function(e){e.__N&&(e.__=e.__N),e.u=e.__N=void 0})),se=I},L.diffed=function(e){he&&he(e);var t=e.__c;t&&t.__H&&(t.__H.__h.length&&Ee(de.push(t)),t.__H.__.some(function(e){e.u&&(e.__H=e.u)})),se=I=null},L.__c=function(e,t){t.some(function(e){try{e.__h.some(De),e.__h=e.__h.filter(function(e){return!e.__||Oe(e)})}catch(t){e.__h=[function(){throw t}]}}),ge&&ge(e,t)},L.unmount=function(e){_e&&_e(e);var t,n,r=e.__c;r&&r.__H&&(r.__H.__.some(function(r){try{if(r.__P&&r.__c){if(n===void 0){for(n=e.__;n&&(!n.__c||!n.__c.__P);)n=n.__;n&&=n.__c}r.__P=n,Ee(fe.push(r))}else De(r)}catch(e){t=e}}),r.__H=void 0,t&&L.__e(t,r.__v))};var we=typeof requestAnimationFrame==`function`;function Te(e){var t,n=function(){clearTimeout(r),we&&cancelAnimationFrame(t),setTimeout(e)},r=setTimeout(n,35);we&&(t=requestAnimationFrame(n))}function Ee(e){e!=1&&ce==L.requestAnimationFrame||((ce=L.requestAnimationFrame)||Te)(Ce)}function De(e){var t=I,n=e.__c;typeof n==`function`&&(e.__c=void 0,n()),I=t}function Oe(e){var t=I;e.__c=e.__(),I=t}function ke(e,t){return!e||e.length!=t.length||t.some(function(t,n){return!le(t,e[n])})}function Ae(e,t){return typeof t==`function`?t(e):t}function je(e){return e===null?`null`:Array.isArray(e)?`array`:typeof e}function Me(e){return je(e)===`object`}function Ne(e){return Array.isArray(e)&&e.length>0&&e.every(e=>`message`in e)}function Pe(e,t){return e.length<124?e:t}var Fe=`graphql-transport-ws`,Ie;(function(e){e[e.InternalServerError=4500]=`InternalServerError`,e[e.InternalClientError=4005]=`InternalClientError`,e[e.BadRequest=4400]=`BadRequest`,e[e.BadResponse=4004]=`BadResponse`,e[e.Unauthorized=4401]=`Unauthorized`,e[e.Forbidden=4403]=`Forbidden`,e[e.SubprotocolNotAcceptable=4406]=`SubprotocolNotAcceptable`,e[e.ConnectionInitialisationTimeout=4408]=`ConnectionInitialisationTimeout`,e[e.ConnectionAcknowledgementTimeout=4504]=`ConnectionAcknowledgementTimeout`,e[e.SubscriberAlreadyExists=4409]=`SubscriberAlreadyExists`,e[e.TooManyInitialisationRequests=4429]=`TooManyInitialisationRequests`})(Ie||={});var Le;(function(e){e.ConnectionInit=`connection_init`,e.ConnectionAck=`connection_ack`,e.Ping=`ping`,e.Pong=`pong`,e.Subscribe=`subscribe`,e.Next=`next`,e.Error=`error`,e.Complete=`complete`})(Le||={});function Re(e){if(!Me(e))throw Error(`Message is expected to be an object, but got ${je(e)}`);if(!e.type)throw Error(`Message is missing the 'type' property`);if(typeof e.type!=`string`)throw Error(`Message is expects the 'type' property to be a string, but got ${je(e.type)}`);switch(e.type){case Le.ConnectionInit:case Le.ConnectionAck:case Le.Ping:case Le.Pong:if(e.payload!=null&&!Me(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an object or nullish or missing, but got "${e.payload}"`);break;case Le.Subscribe:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${je(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);if(!Me(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an object, but got ${je(e.payload)}`);if(typeof e.payload.query!=`string`)throw Error(`"${e.type}" message payload expects the 'query' property to be a string, but got ${je(e.payload.query)}`);if(e.payload.variables!=null&&!Me(e.payload.variables))throw Error(`"${e.type}" message payload expects the 'variables' property to be a an object or nullish or missing, but got ${je(e.payload.variables)}`);if(e.payload.operationName!=null&&je(e.payload.operationName)!==`string`)throw Error(`"${e.type}" message payload expects the 'operationName' property to be a string or nullish or missing, but got ${je(e.payload.operationName)}`);if(e.payload.extensions!=null&&!Me(e.payload.extensions))throw Error(`"${e.type}" message payload expects the 'extensions' property to be a an object or nullish or missing, but got ${je(e.payload.extensions)}`);break;case Le.Next:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${je(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);if(!Me(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an object, but got ${je(e.payload)}`);break;case Le.Error:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${je(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);if(!Ne(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an array of GraphQL errors, but got ${JSON.stringify(e.payload)}`);break;case Le.Complete:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${je(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);break;default:throw Error(`Invalid message 'type' property "${e.type}"`)}return e}function ze(e,t){return Re(typeof e==`string`?JSON.parse(e,t):e)}function Be(e,t){return Re(e),JSON.stringify(e,t)}var Ve=function(e){return this instanceof Ve?(this.v=e,this):new Ve(e)},He=function(e,t,n){if(!Symbol.asyncIterator)throw TypeError(`Symbol.asyncIterator is not defined.`);var r=n.apply(e,t||[]),i,a=[];return i=Object.create((typeof AsyncIterator==`function`?AsyncIterator:Object).prototype),s(`next`),s(`throw`),s(`return`,o),i[Symbol.asyncIterator]=function(){return this},i;function o(e){return function(t){return Promise.resolve(t).then(e,d)}}function s(e,t){r[e]&&(i[e]=function(t){return new Promise(function(n,r){a.push([e,t,n,r])>1||c(e,t)})},t&&(i[e]=t(i[e])))}function c(e,t){try{l(r[e](t))}catch(e){f(a[0][3],e)}}function l(e){e.value instanceof Ve?Promise.resolve(e.value.v).then(u,d):f(a[0][2],e)}function u(e){c(`next`,e)}function d(e){c(`throw`,e)}function f(e,t){e(t),a.shift(),a.length&&c(a[0][0],a[0][1])}};function Ue(e){let{url:t,connectionParams:n,lazy:r=!0,onNonLazyError:i=console.error,lazyCloseTimeout:a=0,keepAlive:o=0,disablePong:s,connectionAckWaitTimeout:c=0,retryAttempts:l=5,retryWait:u=async function(e){let t=1e3;for(let n=0;n<e;n++)t*=2;await new Promise(e=>setTimeout(e,t+Math.floor(Math.random()*2700+300)))},shouldRetry:d=Ge,isFatalConnectionProblem:f,on:p,webSocketImpl:m,generateID:h=function(){return`xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx`.replace(/[xy]/g,e=>{let t=Math.random()*16|0;return(e==`x`?t:t&3|8).toString(16)})},jsonMessageReplacer:g,jsonMessageReviver:_}=e,v;if(m){if(!qe(m))throw Error(`Invalid WebSocket implementation provided`);v=m}else typeof WebSocket<`u`?v=WebSocket:typeof global<`u`?v=global.WebSocket||global.MozWebSocket:typeof window<`u`&&(v=window.WebSocket||window.MozWebSocket);if(!v)throw Error("WebSocket implementation missing; on Node you can `import WebSocket from 'ws';` and pass `webSocketImpl: WebSocket` to `createClient`");let y=v,b=(()=>{let e=(()=>{let e={};return{on(t,n){return e[t]=n,()=>{delete e[t]}},emit(t){var n;`id`in t&&((n=e[t.id])==null||n.call(e,t))}}})(),t={connecting:p?.connecting?[p.connecting]:[],opened:p?.opened?[p.opened]:[],connected:p?.connected?[p.connected]:[],ping:p?.ping?[p.ping]:[],pong:p?.pong?[p.pong]:[],message:p?.message?[e.emit,p.message]:[e.emit],closed:p?.closed?[p.closed]:[],error:p?.error?[p.error]:[]};return{onMessage:e.on,on(e,n){let r=t[e];return r.push(n),()=>{r.splice(r.indexOf(n),1)}},emit(e,...n){for(let r of[...t[e]])r(...n)}}})();function x(e){let t=[b.on(`error`,n=>{t.forEach(e=>e()),e(n)}),b.on(`closed`,n=>{t.forEach(e=>e()),e(n)})]}let S,C=0,w,T=!1,E=0,D=!1;async function O(){clearTimeout(w);let[e,r]=await(S??=new Promise((e,r)=>(async()=>{if(T){if(await u(E),!C)return S=void 0,r({code:1e3,reason:`All Subscriptions Gone`});E++}b.emit(`connecting`,T);let i=new y(typeof t==`function`?await t():t,Fe),a,l;function d(){isFinite(o)&&o>0&&(clearTimeout(l),l=setTimeout(()=>{i.readyState===y.OPEN&&(i.send(Be({type:Le.Ping})),b.emit(`ping`,!1,void 0))},o))}x(e=>{S=void 0,clearTimeout(a),clearTimeout(l),r(e),e instanceof We&&(i.close(4499,`Terminated`),i.onerror=null,i.onclose=null)}),i.onerror=e=>b.emit(`error`,e),i.onclose=e=>b.emit(`closed`,e),i.onopen=async()=>{try{b.emit(`opened`,i);let e=typeof n==`function`?await n():n;if(i.readyState!==y.OPEN)return;i.send(Be(e?{type:Le.ConnectionInit,payload:e}:{type:Le.ConnectionInit},g)),isFinite(c)&&c>0&&(a=setTimeout(()=>{i.close(Ie.ConnectionAcknowledgementTimeout,`Connection acknowledgement timeout`)},c)),d()}catch(e){b.emit(`error`,e),i.close(Ie.InternalClientError,Pe(e instanceof Error?e.message:Error(e).message,`Internal client error`))}};let f=!1;i.onmessage=({data:t})=>{try{let n=ze(t,_);if(b.emit(`message`,n),n.type===`ping`||n.type===`pong`){b.emit(n.type,!0,n.payload),n.type===`pong`?d():s||(i.send(Be(n.payload?{type:Le.Pong,payload:n.payload}:{type:Le.Pong})),b.emit(`pong`,!1,n.payload));return}if(f)return;if(n.type!==Le.ConnectionAck)throw Error(`First message cannot be of type ${n.type}`);clearTimeout(a),f=!0,b.emit(`connected`,i,n.payload,T),T=!1,E=0,e([i,new Promise((e,t)=>x(t))])}catch(e){i.onmessage=null,b.emit(`error`,e),i.close(Ie.BadResponse,Pe(e instanceof Error?e.message:Error(e).message,`Bad response`))}}})()));e.readyState===y.CLOSING&&await r;let i=()=>{},l=new Promise(e=>i=e);return[e,i,Promise.race([l.then(()=>{if(!C){let t=()=>e.close(1e3,`Normal Closure`);isFinite(a)&&a>0?w=setTimeout(()=>{e.readyState===y.OPEN&&t()},a):t()}}),r])]}function k(e){if(Ge(e)&&(Ke(e.code)||[Ie.InternalServerError,Ie.InternalClientError,Ie.BadRequest,Ie.BadResponse,Ie.Unauthorized,Ie.SubprotocolNotAcceptable,Ie.SubscriberAlreadyExists,Ie.TooManyInitialisationRequests].includes(e.code)))throw e;if(D)return!1;if(Ge(e)&&e.code===1e3)return C>0;if(!l||E>=l||!d(e)||f?.(e))throw e;return T=!0}r||(async()=>{for(C++;;)try{let[,,e]=await O();await e}catch(e){try{if(!k(e))return}catch(e){return i?.(e)}}})();function A(e,t){let n=h(e),r=!1,i=!1,a=()=>{C--,r=!0};return(async()=>{for(C++;;)try{let[o,s,c]=await O();if(r)return s();let l=b.onMessage(n,e=>{switch(e.type){case Le.Next:t.next(e.payload);return;case Le.Error:i=!0,r=!0,t.error(e.payload),a();return;case Le.Complete:r=!0,a();return}});o.send(Be({id:n,type:Le.Subscribe,payload:e},g)),a=()=>{!r&&o.readyState===y.OPEN&&o.send(Be({id:n,type:Le.Complete},g)),C--,r=!0,s()},await c.finally(l);return}catch(e){if(!k(e))return}})().then(()=>{i||t.complete()}).catch(e=>{t.error(e)}),()=>{r||a()}}return{on:b.on,subscribe:A,iterate(e){let t=[],n={done:!1,error:null,resolve:()=>{}},r=A(e,{next(e){t.push(e),n.resolve()},error(e){n.done=!0,n.error=e,n.resolve()},complete(){n.done=!0,n.resolve()}}),i=(function(){return He(this,arguments,function*(){for(;;){for(t.length||(yield Ve(new Promise(e=>n.resolve=e)));t.length;)yield yield Ve(t.shift());if(n.error)throw n.error;if(n.done)return yield Ve(void 0)}})})();return i.throw=async e=>(n.done||(n.done=!0,n.error=e,n.resolve()),{done:!0,value:void 0}),i.return=async()=>(r(),{done:!0,value:void 0}),i},async dispose(){if(D=!0,S){let[e]=await S;e.close(1e3,`Normal Closure`)}},terminate(){S&&b.emit(`closed`,new We)}}}var We=class extends Error{constructor(){super(...arguments),this.name=`TerminatedCloseEvent`,this.message=`4499: Terminated`,this.code=4499,this.reason=`Terminated`,this.wasClean=!1}};function Ge(e){return Me(e)&&`code`in e&&`reason`in e}function Ke(e){return![1e3,1001,1006,1005,1012,1013,1014].includes(e)&&e>=1e3&&e<=1999}function qe(e){return typeof e==`function`&&`constructor`in e&&`CLOSED`in e&&`CLOSING`in e&&`CONNECTING`in e&&`OPEN`in e}var Je=`everdict.token`;function Ye(){return localStorage.getItem(`everdict.token`)??``}function Xe(e){e?localStorage.setItem(Je,e):localStorage.removeItem(Je),_t()}var Ze=new Set;function Qe(){Ye()&&Ze.forEach(e=>e())}function $e(e){return Ze.add(e),()=>Ze.delete(e)}var et=class extends Error{code;constructor(e,t){super(e),this.code=t}get notAvailable(){return this.code===`GRAPHQL_VALIDATION_FAILED`}};function tt(e){let t=e[0];return new et(t.message,t.extensions?.code??`ERROR`)}async function H(e,t){return nt(e.toString(),t??{})}async function nt(e,t={}){let n=Ye(),r;try{r=await fetch(`/graphql`,{method:`POST`,headers:{"Content-Type":`application/json`,...n?{Authorization:`Bearer ${n}`}:{}},body:JSON.stringify({query:e,variables:t})})}catch{throw dt(!0),new et(`The server cannot be reached. It may be restarting: this page retries when it is back.`,`NETWORK`)}r.status>=502&&r.status<=504?dt(!0):dt(!1),r.status===401&&n&&Qe();let i;try{i=await r.json()}catch{throw new et(`${r.status} ${r.statusText}`,r.status===401?`UNAUTHENTICATED`:`HTTP`)}if(i.errors?.length)throw tt(i.errors);if(!r.ok||i.data==null)throw new et(`${r.status} ${r.statusText}`,`HTTP`);return i.data}var rt=null,it=new Set,at=`closed`;function ot(e){at=e,it.forEach(t=>t(e))}var st=!1,ct=new Set,lt=new Set,ut=null;function dt(e){st!==e&&(st=e,ct.forEach(t=>t(e)),e&&!ut&&(ut=setInterval(()=>{fetch(`/healthz`).then(e=>e.ok&&dt(!1)).catch(()=>{})},2e3)),e||(ut&&clearInterval(ut),ut=null,lt.forEach(e=>e())))}function ft(e){return ct.add(e),e(st),()=>ct.delete(e)}function pt(e){return lt.add(e),()=>lt.delete(e)}var mt=e=>e?.code===1e3;function ht(e){return it.add(e),e(at),()=>it.delete(e)}function gt(){return rt||=Ue({url:`${location.protocol===`https:`?`wss:`:`ws:`}//${location.host}/graphql`,connectionParams:()=>({Authorization:`Bearer ${Ye()}`}),retryAttempts:1/0,shouldRetry:()=>!0,retryWait:async e=>new Promise(t=>setTimeout(t,Math.min(1e3*2**e,15e3))),on:{connecting:()=>ot(`connecting`),connected:()=>(ot(`connected`),dt(!1)),closed:e=>{ot(`closed`);let t=e?.code;if(t===4401||t===4403)return Qe();mt(e)||dt(!0)}}}),rt}function _t(){rt?.dispose(),rt=null}function vt(e,t,n){return gt().subscribe({query:e.toString(),variables:t},{next:e=>{if(e.errors?.length){let t=tt(e.errors);t.code===`UNAUTHENTICATED`&&Qe(),n.error?.(t)}else e.data&&n.next(e.data)},error:e=>{if(Array.isArray(e)){let t=tt(e);t.code===`UNAUTHENTICATED`&&Qe(),n.error?.(t)}else n.error?.(new et(e instanceof Error?e.message:`subscription closed`,`SUBSCRIPTION`))},complete:()=>n.complete?.()})}function yt(e){let t=e.message.replace(/^ent: /,``).replace(/[;,.]?\s*\(?set (it|them) with setSecret\)?\.?/i,` (add them on the Admin page, under Secrets)`).trim();switch(e.code){case`NOT_FOUND`:return`Not found: it does not exist, or it belongs to another tenant.`;case`UNAUTHENTICATED`:return`Your token is no longer valid (revoked or expired): sign in again.`;case`FORBIDDEN`:return`Your role may not do this: ask an admin of your tenant. (${t})`;case`NETWORK`:return t;case`UNAVAILABLE`:return`The server is busy or its database does not answer: try again in a moment.`;case`RATE_LIMITED`:return`Too many at once: ${t}`;case`INTERNAL`:{let t=/request ([\w-]+)/.exec(e.message)?.[1];return`Something went wrong on the server${t?` (request ${t})`:``}. Try again; if it keeps happening, give an operator that request id.`}}return t}function bt(e,t){return(e===`STEPS`||e===`COST`||e===`LATENCY`)&&t==null}var xt=e=>e.replace(/[;,.]?\s*\(?set (it|them) with setSecret\)?\.?/i,``).trim();function St(e,t){return t==null?`nothing`:e===`COST`?`$${t.toFixed(4).replace(/0+$/,``).replace(/\.$/,``)}`:e===`LATENCY`?t>=1e3?`${(t/1e3).toFixed(1)} s`:`${t} ms`:String(t)}function Ct(e){let t=e.error;if(t)return t.class===`CANCELED`?{tone:`canceled`,lead:`Canceled`,text:xt(t.message)||`the run was canceled`}:t.code===`CLONE_FAILED`?{tone:`error`,lead:`Error`,text:`the clone failed: ${xt(t.message)}`}:{tone:`error`,lead:`Error`,text:xt(t.message)||t.code.toLowerCase().replace(/_/g,` `)};let n=e.result;if(!n)return e.status===`QUEUED`?{tone:`pending`,lead:`Queued`,text:`waiting for a slot on its runtime`}:e.status===`RUNNING`?{tone:`pending`,lead:`Running`,text:`the harness is working`}:{tone:`pending`,lead:e.status,text:`no result`};let r=e.case?.graders??[],i=n.verdict.toUpperCase();if(i===`UNSCORED`){let e=n.graders.findIndex(e=>e.judge&&(e.judge.unscoredReason!==``||e.judge.score==null)),t=e>=0?n.graders[e].judge?.unscoredReason:``;return{tone:`unscored`,lead:`UNSCORED`,text:`the judge could not grade${t?`: ${t}`:``}`,grader:e>=0?e:void 0}}if(i===`PASS`){let e=n.graders.filter((e,t)=>!bt(e.kind,r[t]?.max)).length;return{tone:`pass`,lead:`PASS`,text:e?`every grader passed (${e})`:`the harness exited with code 0`}}for(let e=0;e<n.graders.length;e++){let t=n.graders[e],i=r[e]?.max;if(!(t.passed||bt(t.kind,i))){switch(t.kind){case`TESTS_PASS`:return{tone:`fail`,lead:`FAIL`,text:t.value==null?`the tests did not run`:`tests failed (exit ${t.value})`,grader:e};case`JUDGE`:return{tone:`fail`,lead:`FAIL`,text:`the judge failed it (score ${t.judge?.score?.toFixed(2)??`—`})`,grader:e};case`STEPS`:return{tone:`fail`,lead:`FAIL`,text:`${St(t.kind,t.value)} steps, over the limit of ${i}`,grader:e};case`COST`:return{tone:`fail`,lead:`FAIL`,text:`cost ${St(t.kind,t.value)}, over the limit of ${St(t.kind,i)}`,grader:e};case`LATENCY`:return{tone:`fail`,lead:`FAIL`,text:`took ${St(t.kind,t.value)}, over the limit of ${St(t.kind,i)}`,grader:e}}return{tone:`fail`,lead:`FAIL`,text:`the ${t.kind} grader failed`,grader:e}}}return n.limitHit?{tone:`fail`,lead:`FAIL`,text:`the harness hit its ${n.limitHit.toLowerCase()} limit`}:n.exitCode==null?{tone:`fail`,lead:`FAIL`,text:`the harness ended without an exit code`}:n.exitCode===0?{tone:`fail`,lead:`FAIL`,text:`a grader failed`}:{tone:`fail`,lead:`FAIL`,text:`the harness exited with code ${n.exitCode}`}}function wt(e,t){let n=e.toLowerCase();return n===`succeeded`&&t&&t.toUpperCase()!==`PASS`?`st-finished`:`st-${n}`}var Tt={PASS:`Every grader passed.`,FAIL:`A grader failed.`,UNSCORED:`A judge could not grade this run: neither pass nor fail, left out of pass rates.`};function Et(e){let t=e.toUpperCase();return{cls:t in Tt?`v-${t.toLowerCase()}`:`v-other`,label:t,title:Tt[t]??``}}function Dt(e){return e.judge&&(e.judge.unscoredReason!==``||e.judge.score==null)?`unscored`:e.passed?`passed`:`failed`}function Ot(e){return e==null?`—`:e.toFixed(2)}var kt=Symbol.for(`pv`),At=0;Array.isArray;function U(t,n,r,i,a,o){n||={};var s,c,l=n;if(`ref`in l&&typeof t!=`function`)for(c in l={},n)c==`ref`?s=n[c]:l[c]=n[c];var u={type:t,props:l,key:r,ref:s,__k:null,__:null,__b:0,__e:null,__c:null,constructor:kt,__v:--At,__i:-1,__u:0};return(a||o)&&(u.__source=a,u.__self=o),e.vnode&&e.vnode(u),u}function jt({status:e,verdict:t}){let n=wt(e,t),r=n===`st-finished`?`The run finished; its verdict is ${t}.`:void 0;return U(`span`,{class:`badge ${n}`,title:r,children:e})}function Mt({verdict:e}){if(!e)return U(`span`,{class:`muted`,children:`—`});let t=Et(e);return U(`span`,{class:`badge ${t.cls}`,title:t.title||void 0,children:t.label})}function W({error:e}){return e?e.notAvailable?U(Pt,{what:`This part of the API`}):U(`p`,{class:`error`,role:`alert`,title:e.code,children:yt(e)}):null}function Nt({what:e,title:t=`Not found`}){return U(`section`,{"data-testid":`not-found`,children:[U(`h1`,{children:t}),U(`p`,{children:e}),U(`p`,{children:[U(`a`,{href:`/runs`,children:`Go to runs`}),` · `,U(`a`,{href:`/scorecards`,children:`scorecards`}),` · `,U(`a`,{href:`/runtimes`,children:`runtimes`})]})]})}function Pt({what:e,children:t}){return U(`div`,{class:`notice`,role:`status`,"data-testid":`not-available`,children:[U(`strong`,{children:`Not available on this server.`}),` `,e,` is not part of this server's API yet.`,t]})}function G({label:e,children:t,hint:n}){return U(`label`,{class:`field`,children:[U(`span`,{children:e}),t,n&&U(`small`,{class:`muted`,children:n})]})}function Ft(){return U(`p`,{class:`muted`,"aria-busy":`true`,children:`Loading…`})}function It({label:e,question:t,confirmLabel:n,onConfirm:r,busy:i,disabled:a,title:o}){let[s,c]=R(!1);return i?U(`button`,{class:`danger`,disabled:!0,children:i}):s?U(`span`,{class:`confirm`,role:`group`,"aria-label":t,children:[U(`span`,{children:t}),` `,U(`button`,{class:`danger`,ref:e=>e?.focus(),onClick:()=>(c(!1),r()),children:n}),` `,U(`button`,{onClick:()=>c(!1),children:`Keep`})]}):U(`button`,{class:`danger`,onClick:()=>c(!0),disabled:a,title:o,children:e})}function Lt({text:e,target:t,label:n=`Copy`}){let[r,i]=R(``);async function a(){try{await navigator.clipboard.writeText(e),i(`Copied.`)}catch{let e=t();e&&getSelection()?.selectAllChildren(e),i(`Selected: press Ctrl+C (⌘C) to copy.`)}}return U(y,{children:[U(`button`,{type:`button`,onClick:a,children:n}),U(`span`,{class:`muted`,role:`status`,children:r})]})}function Rt(e,t,n=!1){let[r,i]=R(null),[a,o]=R(null),[s,c]=R(!n),[l,u]=R(0);z(()=>{if(n)return;let r=!0;return c(!0),H(e,t).then(e=>r&&(i(e),o(null))).catch(e=>r&&o(K(e))).finally(()=>r&&c(!1)),()=>{r=!1}},[JSON.stringify(t),l,n]);let d=Se(()=>u(e=>e+1),[]);return z(()=>pt(d),[]),{data:r,error:a,loading:s,reload:d,set:Se(e=>i(t=>t&&e(t)),[])}}function K(e){return e instanceof et?e:new et(e instanceof Error?e.message:String(e),`NETWORK`)}function zt(e=1e3){let[t,n]=R(Date.now());return z(()=>{let t=setInterval(()=>n(Date.now()),e);return()=>clearInterval(t)},[e]),t}var Bt=null;function Vt(){let[e,t]=R();return z(()=>{Bt??=nt(`{ __schema { queryType { name fields { name } } mutationType { name fields { name } } subscriptionType { name fields { name } } } }`).then(e=>{let t=new Set;for(let n of Object.values(e.__schema))n?.fields.forEach(e=>t.add(`${n.name}.${e.name}`));return{fields:t}}).catch(()=>({fields:null})),Bt.then(t)},[]),e}function Ht(){Bt=null}var q=class extends String{__apiType;value;__meta__;constructor(e,t){super(e),this.value=e,this.__meta__=t}toString(){return this.value}},Ut=new q(`
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
    `),"\n  fragment RunRow on Run {\n    id\n    correlationId\n    status\n    runtime\n    runtimeVersion\n    harnessName\n    caseID\n    trigger\n    createdAt\n    startedAt\n    finishedAt\n    costUsd\n    judgeCostUsd\n    phase\n    attemptCount\n    scorecardID\n    try\n    result {\n      verdict\n    }\n    error {\n      code\n      class\n    }\n  }\n":Ut,"\n  query Runs($first: Int!, $after: Cursor, $where: RunWhereInput, $includeChildren: Boolean) {\n    runs(first: $first, after: $after, where: $where, includeChildren: $includeChildren, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...RunRow\n        }\n      }\n    }\n  }\n":new q(`
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
`);function qn(e){return e==null?`—`:e===0?`$0`:Math.abs(e)<.01?`$${e.toFixed(4)}`:`$${e.toFixed(2)}`}function Jn(e){if(e==null||!Number.isFinite(e)||e<0)return`—`;if(e<1e3)return`${Math.round(e)}ms`;let t=e/1e3;if(t<60)return`${t.toFixed(1)}s`;let n=Math.floor(t/60);return n<60?`${n}m ${String(Math.floor(t%60)).padStart(2,`0`)}s`:`${Math.floor(n/60)}h ${String(n%60).padStart(2,`0`)}m`}function Yn(e,t,n){return e?Jn((t?Date.parse(t):n)-Date.parse(e)):`—`}function Y(e,t){let n=Math.max(0,Math.round((t-Date.parse(e))/1e3));return n<5?`just now`:n<60?`${n}s ago`:n<3600?`${Math.floor(n/60)}m ago`:n<86400?`${Math.floor(n/3600)}h ago`:`${Math.floor(n/86400)}d ago`}function Xn(e){return e==null?`—`:e.toLocaleString(`en-US`)}function Zn(e){let t=/^\s*(?:evd-run-)?(\d+)\s*$/i.exec(e);return t?t[1]:null}function Qn(e){let t=e.trim();if(!t)return null;let n=Zn(t);if(n)return{run:n};let r=/^evd-(\d+)-(.+?)(?:-t(\d+))?$/.exec(t);return r?r[3]?{scorecard:r[1],caseId:r[2],try:Number(r[3])}:{scorecard:r[1],caseId:r[2]}:{caseId:t}}function $n(e){return[`sh`,`-c`,e]}function er(e){if(!e)return null;try{let t=new URL(e);return t.protocol===`https:`||t.protocol===`http:`?t.href:null}catch{return null}}function tr({t:e}){return U(`dl`,{class:`facts`,"data-testid":`tenant-policy`,children:[U(`dt`,{children:`Tenant`}),U(`dd`,{children:e.slug}),U(`dt`,{children:`Weight`}),U(`dd`,{children:e.weight}),U(`dt`,{children:`Max concurrent`}),U(`dd`,{children:e.maxConcurrent||`no quota`}),U(`dt`,{children:`Max queue depth`}),U(`dd`,{children:e.maxQueueDepth||`no limit`}),U(`dt`,{children:`Budget`}),U(`dd`,{children:[e.budgetUsd==null?`none`:qn(e.budgetUsd),` `,U(`span`,{class:`muted`,children:[`(`,e.budgetPeriod.toLowerCase(),`)`]})]}),U(`dt`,{children:`Spent`}),U(`dd`,{children:qn(e.spentUsd)}),U(`dt`,{children:`Trusted`}),U(`dd`,{children:e.trusted?`yes`:`no`})]})}function nr(e){let t={tenant:e.tenant.trim()},n=e=>e.trim()===``?void 0:Math.trunc(Number(e));return n(e.weight)!=null&&(t.weight=n(e.weight)),n(e.maxConcurrent)!=null&&(t.maxConcurrent=n(e.maxConcurrent)),n(e.maxQueueDepth)!=null&&(t.maxQueueDepth=n(e.maxQueueDepth)),e.budgetUsd.trim()===`none`?t.budgetUsd=null:e.budgetUsd.trim()!==``&&(t.budgetUsd=Number(e.budgetUsd)),e.budgetPeriod&&(t.budgetPeriod=e.budgetPeriod),e.trusted&&(t.trusted=e.trusted===`yes`),t}function rr({viewer:e}){let[t,n]=R({tenant:e.tenant.slug,weight:``,maxConcurrent:``,maxQueueDepth:``,budgetUsd:``,budgetPeriod:``,trusted:``}),[r,i]=R(null),[a,o]=R(null),s=e=>t=>{let r=t.currentTarget.value;n(t=>({...t,[e]:r}))};async function c(e){e.preventDefault(),o(null);try{let e=await H(On,{input:nr(t)});i(e.setTenantPolicy)}catch(e){o(K(e))}}return U(`form`,{class:`stack card`,onSubmit:c,"aria-label":`Tenant policy`,children:[U(`h2`,{children:`Tenant policy`}),U(`p`,{class:`muted`,children:`Blank fields stay as they are. 0 clears a quota or limit; budget "none" clears the budget.`}),U(`div`,{class:`row`,children:[U(G,{label:`Tenant`,children:U(`input`,{name:`tenant`,required:!0,value:t.tenant,onInput:s(`tenant`)})}),U(G,{label:`Weight`,children:U(`input`,{name:`weight`,type:`number`,min:1,value:t.weight,onInput:s(`weight`)})}),U(G,{label:`Max concurrent`,children:U(`input`,{name:`maxConcurrent`,type:`number`,min:0,value:t.maxConcurrent,onInput:s(`maxConcurrent`)})}),U(G,{label:`Max queue depth`,children:U(`input`,{name:`maxQueueDepth`,type:`number`,min:0,value:t.maxQueueDepth,onInput:s(`maxQueueDepth`)})})]}),U(`div`,{class:`row`,children:[U(G,{label:`Budget (USD or none)`,children:U(`input`,{name:`budgetUsd`,value:t.budgetUsd,onInput:s(`budgetUsd`)})}),U(G,{label:`Budget period`,children:U(`select`,{name:`budgetPeriod`,value:t.budgetPeriod,onChange:s(`budgetPeriod`),children:[U(`option`,{value:``,children:`unchanged`}),U(`option`,{value:`NONE`,children:`none`}),U(`option`,{value:`MONTH`,children:`month`})]})}),U(G,{label:`Trusted`,children:U(`select`,{name:`trusted`,value:t.trusted,onChange:s(`trusted`),children:[U(`option`,{value:``,children:`unchanged`}),U(`option`,{value:`yes`,children:`yes`}),U(`option`,{value:`no`,children:`no`})]})})]}),U(`button`,{class:`primary`,children:`Save policy`}),U(W,{error:a}),r&&U(tr,{t:r})]})}function ir({hasList:e,admin:t}){let[n,r]=R(``),[i,a]=R(``),[o,s]=R(`HARNESS`),[c,l]=R(!t),[u,d]=R(``),[f,p]=R(null),m=Rt(Pn,{},!e),h=V(null),g=zt(3e4);async function _(e){e.preventDefault(),p(null);try{let e=await H(kn,{name:n.trim(),value:i,purpose:c?`HARNESS`:o,personal:c||void 0});d(`${e.setSecret.owner?`Your personal secret`:`Secret`} ${e.setSecret.name} (${e.setSecret.purpose.toLowerCase()}) saved.`),a(``),m.reload()}catch(e){p(K(e))}}function v(e,t,n){r(e),s(t),l(n),a(``),d(``),h.current?.focus()}let y=m.data?.secrets??[];return U(`form`,{class:`stack card`,onSubmit:_,"aria-label":`Secrets`,children:[U(`h2`,{children:`Secrets`}),U(`p`,{class:`muted`,children:`Write-only: setting an existing name rotates it. No value is ever shown again. A personal secret is yours alone: it shadows the tenant's of that name in the runs you submit, and no other member sees it.`}),!e&&U(`p`,{class:`muted`,children:`Listing secret names is not available on this server.`}),e&&U(W,{error:m.error}),e&&m.data&&U(`div`,{class:`scroll`,children:U(`table`,{class:`compact`,"data-testid":`secrets`,children:[U(`thead`,{children:U(`tr`,{children:[U(`th`,{children:`Name`}),U(`th`,{children:`Purpose`}),U(`th`,{children:`Owner`}),U(`th`,{children:`Set`}),U(`th`,{children:U(`span`,{class:`sr`,children:`Rotate`})})]})}),U(`tbody`,{children:[y.map(e=>U(`tr`,{children:[U(`td`,{children:U(`code`,{children:e.name})}),U(`td`,{children:e.purpose.toLowerCase()}),U(`td`,{children:e.owner?U(`span`,{"data-testid":`secret-owner`,children:[e.owner,` (personal)`]}):U(`span`,{class:`muted`,children:`the tenant`})}),U(`td`,{title:e.updatedAt,children:Y(e.updatedAt,g)}),U(`td`,{children:(t||e.owner)&&U(`button`,{type:`button`,onClick:()=>v(e.name,e.purpose,!!e.owner),"aria-label":`Rotate ${e.name}`,children:`Rotate`})})]},`${e.owner??``}/${e.name}`)),y.length===0&&U(`tr`,{children:U(`td`,{colSpan:5,class:`muted`,children:`No secrets yet.`})})]})]})}),U(`div`,{class:`row`,children:[U(G,{label:`Name`,children:U(`input`,{name:`secretName`,required:!0,value:n,onInput:e=>r(e.currentTarget.value)})}),U(G,{label:`Value`,children:U(`input`,{ref:h,name:`secretValue`,type:`password`,autocomplete:`new-password`,required:!0,value:i,onInput:e=>a(e.currentTarget.value)})}),U(G,{label:`Purpose`,children:U(`select`,{name:`purpose`,value:c?`HARNESS`:o,disabled:c,onChange:e=>s(e.currentTarget.value),children:[U(`option`,{value:`HARNESS`,children:`harness env`}),U(`option`,{value:`CLUSTER`,children:`cluster credential`}),U(`option`,{value:`MODEL`,children:`model API key`}),U(`option`,{value:`TRACE`,children:`trace API key`})]})})]}),U(`label`,{class:`check`,children:[U(`input`,{type:`checkbox`,name:`personal`,checked:c,disabled:!t,onChange:e=>l(e.currentTarget.checked)}),` `,`Personal: mine alone, for a harness env`,!t&&` (a member sets only personal secrets)`]}),U(`button`,{class:`primary`,children:`Set secret`}),u&&U(`p`,{class:`ok`,children:u}),U(W,{error:f})]})}var ar=[`MEMBER`,`ADMIN`,`OPERATOR`],or=[[`never`,0],[`1 day`,86400],[`7 days`,604800],[`30 days`,2592e3],[`90 days`,7776e3],[`1 year`,31536e3]],sr=e=>e?.focus();function cr(e,t){return e.revokedAt?`revoked`:e.expiresAt&&Date.parse(e.expiresAt)<=t?`expired`:`active`}function lr({viewer:e}){let t=Rt(jn,{}),n=zt(3e4),r=e.role!==`MEMBER`,i=ar.slice(0,ar.indexOf(e.role)+1),[a,o]=R({subject:``,role:`MEMBER`,lifetime:`0`}),[s,c]=R(null),[l,u]=R(``),[d,f]=R(null),p=V(null);async function m(e){e.preventDefault(),f(null);try{let e=Number(a.lifetime),n=(await H(Mn,{role:a.role,subject:r&&a.subject.trim()?a.subject.trim():null,expiresIn:e>0?e:null})).createToken;c({token:n.token,subject:n.apiToken.subject,role:n.apiToken.role}),t.set(e=>({tokens:[n.apiToken,...e.tokens]}))}catch(e){f(K(e))}}async function h(e){f(null),u(``);try{let n=await H(Nn,{id:e});t.set(t=>({tokens:t.tokens.map(t=>t.id===e?n.revokeToken:t)}))}catch(e){f(K(e))}}let g=t.data?.tokens??[];return U(`div`,{class:`card`,"data-testid":`tokens-card`,children:[U(`h2`,{id:`tokens`,children:`Tokens`}),U(`p`,{class:`muted`,children:[r?`Your tenant's tokens.`:`Your own tokens.`,` A token's value is shown once, when it is made; revoking one refuses it from its next request on.`]}),U(`form`,{class:`row align-end`,onSubmit:m,"aria-label":`Create a token`,children:[U(G,{label:`Subject`,children:U(`input`,{name:`tokenSubject`,value:r?a.subject:e.subject,disabled:!r,placeholder:e.subject,onInput:e=>o({...a,subject:e.currentTarget.value})})}),U(G,{label:`Role`,children:U(`select`,{name:`tokenRole`,value:a.role,onChange:e=>o({...a,role:e.currentTarget.value}),children:i.map(e=>U(`option`,{value:e,children:e.toLowerCase()}))})}),U(G,{label:`Expires`,children:U(`select`,{name:`tokenLifetime`,value:a.lifetime,onChange:e=>o({...a,lifetime:e.currentTarget.value}),children:or.map(([e,t])=>U(`option`,{value:String(t),children:t?`in ${e}`:e}))})}),U(`button`,{class:`primary`,children:`Create token`})]}),s&&U(`div`,{class:`notice`,"data-testid":`new-token`,role:`status`,children:[U(`p`,{children:[U(`strong`,{children:[`New `,s.role.toLowerCase(),` token for `,s.subject,`.`]}),` `,`Copy it now: it is not shown again.`]}),U(`p`,{class:`secret-line`,children:[U(`code`,{class:`secret`,ref:p,children:s.token}),` `,U(Lt,{text:s.token,target:()=>p.current})]}),U(`button`,{type:`button`,class:`link`,onClick:()=>c(null),children:`Done, hide it`})]}),U(W,{error:d??t.error}),t.loading&&!t.data?U(Ft,{}):U(`div`,{class:`scroll`,children:U(`table`,{"data-testid":`tokens`,children:[U(`thead`,{children:U(`tr`,{children:[U(`th`,{children:`Subject`}),U(`th`,{children:`Role`}),U(`th`,{children:`State`}),U(`th`,{class:`hide-sm`,children:`Created`}),U(`th`,{class:`hide-sm`,children:`Last used`}),U(`th`,{class:`hide-sm`,children:`Expires`}),U(`th`,{children:U(`span`,{class:`sr`,children:`Revoke`})})]})}),U(`tbody`,{children:[g.map(e=>{let t=cr(e,n);return U(`tr`,{"data-token":e.id,"data-state":t,class:t===`active`?void 0:`archived`,children:[U(`td`,{children:e.subject}),U(`td`,{children:e.role.toLowerCase()}),U(`td`,{children:U(`span`,{class:`badge tok-${t}`,children:t})}),U(`td`,{class:`hide-sm`,title:e.createdAt,children:Y(e.createdAt,n)}),U(`td`,{class:`hide-sm`,title:e.lastUsedAt??void 0,children:e.lastUsedAt?Y(e.lastUsedAt,n):U(`span`,{class:`muted`,children:`never`})}),U(`td`,{class:`hide-sm`,title:e.expiresAt??void 0,children:e.expiresAt?new Date(e.expiresAt).toLocaleDateString():U(`span`,{class:`muted`,children:`never`})}),U(`td`,{class:`actions`,children:t===`active`&&(l===e.id?U(y,{children:[U(`button`,{class:`danger`,ref:sr,onClick:()=>h(e.id),children:`Confirm revoke`}),U(`button`,{onClick:()=>u(``),children:`Keep`})]}):U(`button`,{onClick:()=>u(e.id),"aria-label":`Revoke the token of ${e.subject} made ${new Date(e.createdAt).toLocaleString()}`,children:`Revoke`}))})]},e.id)}),g.length===0&&U(`tr`,{children:U(`td`,{colSpan:7,class:`muted`,children:`No tokens.`})})]})]})})]})}function ur(){let[e,t]=R(``),[n,r]=R(null);return U(`div`,{class:`stack card`,children:[U(`h2`,{children:`Webhook signing secret`}),U(`p`,{class:`muted`,children:`Rotating makes a new secret at once; the old one stops verifying. It is shown once.`}),U(`button`,{onClick:async()=>{r(null);try{t((await H(An,{})).rotateWebhookSecret)}catch(e){r(K(e))}},children:`Rotate webhook secret`}),e&&U(`p`,{children:[`New secret (copy it now): `,U(`code`,{class:`secret`,children:e})]}),U(W,{error:n})]})}function dr({viewer:e}){let t=Vt(),n=e=>t?.fields?.has(e)??!1,r=e.role===`ADMIN`||e.role===`OPERATOR`;return U(`section`,{children:[U(`h1`,{children:`Admin`}),U(`div`,{class:`grid2`,children:[U(`div`,{class:`card`,children:[U(`h2`,{children:`Your tenant`}),U(tr,{t:e.tenant}),U(`p`,{class:`muted`,children:[`Signed in as `,e.subject,` (`,e.role.toLowerCase(),`).`]})]}),e.role===`OPERATOR`?U(rr,{viewer:e}):U(`p`,{class:`muted`,children:`Tenant policy is set by an operator.`})]}),n(`Query.tokens`)?U(lr,{viewer:e}):U(y,{children:[U(`h2`,{children:`Tokens`}),U(Pt,{what:`Token management (list, create, revoke)`,children:[` `,`Create tokens with `,U(`code`,{children:`everdict token create`}),`.`]})]}),r?U(`div`,{class:`grid2`,children:[U(ir,{hasList:n(`Query.secrets`),admin:!0}),U(ur,{})]}):U(y,{children:[U(ir,{hasList:n(`Query.secrets`),admin:!1}),U(`p`,{class:`muted`,children:`The tenant's secrets and the webhook secret need an admin token.`})]})]})}var fr={back:[],after:``};function pr(e,t){return t?{back:[...e.back,e.after],after:t}:e}function mr(e){return e.back.length===0?e:{back:e.back.slice(0,-1),after:e.back[e.back.length-1]}}function hr(e){return e.back.length+1}function gr(e){return e.after?[...e.back,e.after].join(`~`):``}function _r(e){if(!e)return fr;let t=e.split(`~`);return{back:t.slice(0,-1),after:t[t.length-1]}}function vr(e){let t=e.replace(/\/+$/,``).split(`/`).filter(Boolean).map(decodeURIComponent);if(t.length===0)return{page:`runs`};let[n,r,...i]=t;if(i.length>0)return{page:`notfound`};switch(n){case`signin`:case`submit`:case`queue`:case`admin`:case`providers`:case`harnesses`:return r===void 0?{page:n}:{page:`notfound`};case`scorecards`:return r===void 0?{page:`scorecards`}:r===`compare`?{page:`compare`}:{page:`scorecard`,id:r};case`runs`:return r===void 0?{page:`runs`}:{page:`run`,id:r};case`runtimes`:return r===void 0?{page:`runtimes`}:{page:`runtime`,name:r}}return{page:`notfound`}}function yr(e){return`/runs/${encodeURIComponent(e)}`}function br(e){return`/scorecards/${encodeURIComponent(e)}`}function xr(e){return`/runtimes/${encodeURIComponent(e)}`}var Sr=new Set;window.addEventListener(`popstate`,()=>Sr.forEach(e=>e()));function Cr(e,t=!1){t?history.replaceState(null,``,e):history.pushState(null,``,e),Sr.forEach(e=>e()),e.includes(`#`)||window.scrollTo(0,0)}function wr(){let[,e]=R(0);return z(()=>{let t=()=>e(e=>e+1);return Sr.add(t),()=>{Sr.delete(t)}},[]),new URL(location.href)}function Tr(e){e.addEventListener(`click`,e=>{if(e.defaultPrevented||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;let t=e.target.closest(`a`);!t||t.target||t.hasAttribute(`download`)||t.origin!==location.origin||t.pathname===`/graphiql`||t.pathname.startsWith(`/static/`)||t.pathname===location.pathname&&t.search===location.search&&t.hash||(e.preventDefault(),Cr(t.pathname+t.search+t.hash))})}function Er(){let e=_r(wr().searchParams.get(`page`)),t=Rt(Un,{first:25,after:e.after||null}),n=(t.data?.harnesses.edges??[]).flatMap(e=>e?.node?[e.node]:[]),r=e=>Cr(e?`/harnesses?page=${encodeURIComponent(e)}`:`/harnesses`,!0);return U(`section`,{children:[U(`h1`,{children:`Harnesses`}),U(`p`,{class:`muted`,children:[`Agents registered in immutable versions: run one by reference (`,U(`code`,{children:`name`}),`, `,U(`code`,{children:`name@tag`}),` or `,U(`code`,{children:`name@3`}),`) from `,U(`a`,{href:`/submit`,children:`Submit`}),`, `,U(`code`,{children:`everdict run submit --harness`}),` or MCP. Register with`,` `,U(`code`,{children:`everdict harness register -f harness.yaml`}),`.`]}),U(W,{error:t.error}),t.loading&&!t.data?U(Ft,{}):U(`div`,{class:`scroll`,children:U(`table`,{"data-testid":`harnesses`,children:[U(`thead`,{children:U(`tr`,{children:[U(`th`,{children:`Harness`}),U(`th`,{children:`Version`}),U(`th`,{children:`Tags`}),U(`th`,{children:`Digest`}),U(`th`,{class:`hide-sm`,children:`Command`}),U(`th`,{class:`hide-sm`,children:`Env`}),U(`th`,{children:`Model`})]})}),U(`tbody`,{children:[n.flatMap(e=>[...e.versions].sort((e,t)=>t.version-e.version).map((t,n)=>U(`tr`,{"data-harness":e.name,"data-version":t.version,class:t.archived?`muted`:void 0,children:[U(`td`,{children:n===0&&U(y,{children:[U(`strong`,{children:e.name}),` `,e.shared&&U(`span`,{class:`chip`,children:`shared`}),!e.latest&&U(`span`,{class:`chip`,children:`all archived`})]})}),U(`td`,{children:[`v`,t.version,e.latest?.version===t.version&&U(`span`,{class:`chip`,children:`latest`}),t.archived&&U(`span`,{class:`chip`,children:`archived`})]}),U(`td`,{children:t.tags.map(e=>U(`span`,{class:`chip`,children:e}))}),U(`td`,{children:U(`code`,{title:t.digest,children:t.digest.slice(0,12)})}),U(`td`,{class:`hide-sm`,children:U(`code`,{children:t.spec.command.join(` `)})}),U(`td`,{class:`hide-sm`,"data-testid":`env`,children:t.spec.env.map(e=>U(`span`,{class:`chip`,children:e.secretRef?`${e.name} ← @${e.secretRef}`:e.name}))}),U(`td`,{children:[t.spec.model.default||U(`span`,{class:`muted`,children:`—`}),t.spec.model.required&&U(`span`,{class:`chip`,children:`required`})]})]},t.id))),n.length===0&&U(`tr`,{children:U(`td`,{colSpan:7,class:`muted`,children:[`No harnesses yet: register one with `,U(`code`,{children:`everdict harness register -f harness.yaml`}),`.`]})})]})]})}),(e.back.length>0||t.data?.harnesses.pageInfo.hasNextPage)&&U(`nav`,{class:`pager`,"aria-label":`pages`,children:[U(`button`,{disabled:e.back.length===0,onClick:()=>r(gr(mr(e))),children:`← Previous`}),U(`button`,{disabled:!t.data?.harnesses.pageInfo.hasNextPage,onClick:()=>r(gr(pr(e,t.data?.harnesses.pageInfo.endCursor))),children:`Next →`})]})]})}var Dr=[[`OPENAI_COMPATIBLE`,`OpenAI-compatible`],[`ANTHROPIC`,`Anthropic`]],Or={name:``,kind:`OPENAI_COMPATIBLE`,baseUrl:``,apiKeySecret:``,inputUsdPerMTok:``,outputUsdPerMTok:``};function kr(e){let t={name:e.name.trim(),kind:e.kind,baseUrl:e.baseUrl.trim(),apiKeySecret:e.apiKeySecret.trim()};return e.inputUsdPerMTok.trim()!==``&&(t.inputUsdPerMTok=Number(e.inputUsdPerMTok)),e.outputUsdPerMTok.trim()!==``&&(t.outputUsdPerMTok=Number(e.outputUsdPerMTok)),t}function Ar({viewer:e}){let t=Vt(),n=t?.fields==null||t.fields.has(`Query.modelProviders`),r=e.role===`ADMIN`||e.role===`OPERATOR`,i=Rt(Wn,{},!n),[a,o]=R(Or),[s,c]=R(``),[l,u]=R(null),d=zt(3e4),f=e=>t=>{let n=t.currentTarget.value;o(t=>({...t,[e]:n}))};if(!n)return U(`section`,{children:[U(`h1`,{children:`Model providers`}),U(Pt,{what:`Model providers`})]});async function p(e){e.preventDefault(),u(null),c(``);try{let e=await H(Gn,{input:kr(a)});c(`Model provider ${e.registerModelProvider.name} registered.`),o(Or),i.reload()}catch(e){u(K(e))}}async function m(e){if(confirm(`Delete model provider ${e}? Judge graders naming it become unscored.`)){u(null),c(``);try{await H(Kn,{name:e}),c(`Model provider ${e} deleted.`),i.reload()}catch(e){u(K(e))}}}let h=i.data?.modelProviders??[];return U(`section`,{children:[U(`h1`,{children:`Model providers`}),U(`p`,{class:`muted`,children:[`Where judge models are called: a JUDGE grader's model `,U(`code`,{children:`provider/model`}),` names a provider here by its first segment. Each provider's API key is a `,U(`a`,{href:`/admin`,children:`secret`}),` of purpose `,U(`em`,{children:`model`}),`, named here and never shown.`]}),i.loading&&!i.data&&U(Ft,{}),U(W,{error:i.error}),i.data&&U(`div`,{class:`scroll`,children:U(`table`,{"data-testid":`providers`,children:[U(`thead`,{children:U(`tr`,{children:[U(`th`,{children:`Name`}),U(`th`,{children:`Kind`}),U(`th`,{children:`Base URL`}),U(`th`,{children:`API key secret`}),U(`th`,{class:`hide-sm`,children:`USD / MTok in · out`}),U(`th`,{class:`hide-sm`,children:`Updated`}),r&&U(`th`,{children:U(`span`,{class:`sr`,children:`Delete`})})]})}),U(`tbody`,{children:[h.map(e=>U(`tr`,{children:[U(`td`,{children:U(`code`,{children:e.name})}),U(`td`,{children:Dr.find(([t])=>t===e.kind)?.[1]??e.kind}),U(`td`,{children:U(`code`,{children:e.baseUrl})}),U(`td`,{children:U(`code`,{children:e.apiKeySecret})}),U(`td`,{class:`hide-sm`,children:[e.inputUsdPerMTok??`—`,` · `,e.outputUsdPerMTok??`—`]}),U(`td`,{class:`hide-sm`,title:e.updatedAt,children:Y(e.updatedAt,d)}),r&&U(`td`,{children:U(`button`,{type:`button`,class:`danger`,onClick:()=>m(e.name),"aria-label":`Delete ${e.name}`,children:`Delete`})})]},e.name)),h.length===0&&U(`tr`,{children:U(`td`,{colSpan:r?7:6,class:`muted`,children:`No model providers yet.`})})]})]})}),s&&U(`p`,{class:`ok`,children:s}),r?U(`form`,{class:`stack card`,onSubmit:p,"aria-label":`Register a model provider`,children:[U(`h2`,{children:`Register a model provider`}),U(`div`,{class:`row`,children:[U(G,{label:`Name`,hint:`the first segment of its models: name/model`,children:U(`input`,{name:`providerName`,required:!0,value:a.name,onInput:f(`name`)})}),U(G,{label:`Kind`,children:U(`select`,{name:`kind`,value:a.kind,onChange:f(`kind`),children:Dr.map(([e,t])=>U(`option`,{value:e,children:t}))})}),U(G,{label:`Base URL`,hint:`e.g. https://api.openai.com/v1`,children:U(`input`,{name:`baseUrl`,type:`url`,required:!0,value:a.baseUrl,onInput:f(`baseUrl`)})}),U(G,{label:`API key secret`,hint:`a secret of purpose model`,children:U(`input`,{name:`apiKeySecret`,required:!0,value:a.apiKeySecret,onInput:f(`apiKeySecret`)})})]}),U(`div`,{class:`row`,children:[U(G,{label:`USD per M input tokens`,hint:`optional, for a provider that reports no cost`,children:U(`input`,{name:`inputUsdPerMTok`,inputMode:`decimal`,value:a.inputUsdPerMTok,onInput:f(`inputUsdPerMTok`)})}),U(G,{label:`USD per M output tokens`,children:U(`input`,{name:`outputUsdPerMTok`,inputMode:`decimal`,value:a.outputUsdPerMTok,onInput:f(`outputUsdPerMTok`)})})]}),U(`button`,{class:`primary`,children:`Register`})]}):U(`p`,{class:`muted`,children:`Registering and deleting model providers needs an admin token.`}),U(W,{error:l})]})}var jr=!0,Mr=`uplot`,Nr=`u-hz`,Pr=`u-vt`,Fr=`u-title`,Ir=`u-wrap`,Lr=`u-under`,Rr=`u-over`,zr=`u-axis`,Br=`u-off`,Vr=`u-select`,Hr=`u-cursor-x`,Ur=`u-cursor-y`,Wr=`u-cursor-pt`,Gr=`u-legend`,Kr=`u-live`,qr=`u-inline`,Jr=`u-series`,Yr=`u-marker`,Xr=`u-label`,Zr=`u-value`,Qr=`width`,$r=`height`,ei=`top`,ti=`bottom`,ni=`left`,ri=`right`,ii=`#000`,ai=`#0000`,oi=`mousemove`,si=`mousedown`,ci=`mouseup`,li=`mouseenter`,ui=`mouseleave`,di=`dblclick`,fi=`resize`,pi=`scroll`,mi=`change`,hi=`dppxchange`,gi=`--`,_i=typeof window<`u`,vi=_i?document:null,yi=_i?window:null,bi=_i?navigator:null,X,xi;function Si(){let e=devicePixelRatio;X!=e&&(X=e,xi&&Li(mi,xi,Si),xi=matchMedia(`(min-resolution: ${X-.001}dppx) and (max-resolution: ${X+.001}dppx)`),Ii(mi,xi,Si),yi.dispatchEvent(new CustomEvent(hi)))}function Ci(e,t){if(t!=null){let n=e.classList;!n.contains(t)&&n.add(t)}}function wi(e,t){let n=e.classList;n.contains(t)&&n.remove(t)}function Ti(e,t,n){e.style[t]=n+`px`}function Ei(e,t,n,r){let i=vi.createElement(e);return t!=null&&Ci(i,t),n?.insertBefore(i,r),i}function Di(e,t){return Ei(`div`,e,t)}var Oi=new WeakMap;function ki(e,t,n,r,i){let a=`translate(`+t+`px,`+n+`px)`;a!=Oi.get(e)&&(e.style.transform=a,Oi.set(e,a),t<0||n<0||t>r||n>i?Ci(e,Br):wi(e,Br))}var Ai=new WeakMap;function ji(e,t,n){let r=t+n;r!=Ai.get(e)&&(Ai.set(e,r),e.style.background=t,e.style.borderColor=n)}var Mi=new WeakMap;function Ni(e,t,n,r){let i=t+``+n;i!=Mi.get(e)&&(Mi.set(e,i),e.style.height=n+`px`,e.style.width=t+`px`,e.style.marginLeft=r?-t/2+`px`:0,e.style.marginTop=r?-n/2+`px`:0)}var Pi={passive:!0},Fi={...Pi,capture:!0};function Ii(e,t,n,r){t.addEventListener(e,n,r?Fi:Pi)}function Li(e,t,n,r){t.removeEventListener(e,n,Pi)}_i&&Si();function Ri(e,t,n,r){let i;n||=0,r||=t.length-1;let a=r<=2147483647;for(;r-n>1;)i=a?n+r>>1:aa((n+r)/2),t[i]<e?n=i:r=i;return e-t[n]<=t[r]-e?n:r}function zi(e){return(t,n,r)=>{let i=-1,a=-1;for(let a=n;a<=r;a++)if(e(t[a])){i=a;break}for(let i=r;i>=n;i--)if(e(t[i])){a=i;break}return[i,a]}}var Bi=e=>e!=null,Vi=e=>e!=null&&e>0,Hi=zi(Bi),Ui=zi(Vi);function Wi(e,t,n,r=0,i=!1){let a=i?Ui:Hi,o=i?Vi:Bi;[t,n]=a(e,t,n);let s=e[t],c=e[t];if(t>-1){if(r==1)s=e[t],c=e[n];else if(r==-1)s=e[n],c=e[t];else for(let r=t;r<=n;r++){let t=e[r];o(t)&&(t<s?s=t:t>c&&(c=t))}}return[s??ga,c??-ga]}function Gi(e,t,n,r){let i=da(e),a=da(t);e==t&&(i==-1?(e*=n,t/=n):(e/=n,t*=n));let o=n==10?fa:pa,s=i==1?aa:sa,c=a==1?sa:aa,l=s(o(ia(e))),u=c(o(ia(t))),d=ua(n,l),f=ua(n,u);return n==10&&(l<0&&(d=ja(d,-l)),u<0&&(f=ja(f,-u))),r||n==2?(e=d*i,t=f*a):(e=Aa(e,d),t=ka(t,f)),[e,t]}function Ki(e,t,n,r){let i=Gi(e,t,n,r);return e==0&&(i[0]=0),t==0&&(i[1]=0),i}var qi=.1,Ji={mode:3,pad:qi},Yi={pad:0,soft:null,mode:0},Xi={min:Yi,max:Yi};function Zi(e,t,n,r){return Ha(n)?$i(e,t,n):(Yi.pad=n,Yi.soft=r?0:null,Yi.mode=r?3:0,$i(e,t,Xi))}function Z(e,t){return e??t}function Qi(e,t,n){for(t=Z(t,0),n=Z(n,e.length-1);t<=n;){if(e[t]!=null)return!0;t++}return!1}function $i(e,t,n){let r=n.min,i=n.max,a=Z(r.pad,0),o=Z(i.pad,0),s=Z(r.hard,-ga),c=Z(i.hard,ga),l=Z(r.soft,ga),u=Z(i.soft,-ga),d=Z(r.mode,0),f=Z(i.mode,0),p=t-e,m=fa(p),h=la(ia(e),ia(t)),g=ia(fa(h)-m);(p<1e-24||g>10)&&(p=0,(e==0||t==0)&&(p=1e-24,d==2&&l!=ga&&(a=0),f==2&&u!=-ga&&(o=0)));let _=p||h||1e3,v=ua(10,aa(fa(_))),y=ja(Aa(e-_*(p==0?e==0?.1:1:a),v/10),24),b=e>=l&&(d==1||d==3&&y<=l||d==2&&y>=l)?l:ga,x=la(s,y<b&&e>=b?b:ca(b,y)),S=ja(ka(t+_*(p==0?t==0?.1:1:o),v/10),24),C=t<=u&&(f==1||f==3&&S>=u||f==2&&S<=u)?u:-ga,w=ca(c,S>C&&t<=C?C:la(C,S));return x==w&&x==0&&(w=100),[x,w]}var ea=new Intl.NumberFormat(_i?bi.language:`en-US`),ta=e=>ea.format(e),na=Math,ra=na.PI,ia=na.abs,aa=na.floor,oa=na.round,sa=na.ceil,ca=na.min,la=na.max,ua=na.pow,da=na.sign,fa=na.log10,pa=na.log2,ma=(e,t=1)=>na.sinh(e)*t,ha=(e,t=1)=>na.asinh(e/t),ga=1/0;function _a(e){return(fa((e^e>>31)-(e>>31))|0)+1}function va(e,t,n){return ca(la(e,t),n)}function ya(e){return typeof e==`function`}function Q(e){return ya(e)?e:()=>e}var ba=()=>{},xa=e=>e,Sa=(e,t)=>t,Ca=e=>null,wa=e=>!0,Ta=(e,t)=>e==t,Ea=/\.\d*?(?=9{6,}|0{6,})/gm,Da=e=>{if(za(e)||Ma.has(e))return e;let t=`${e}`,n=t.match(Ea);if(n==null)return e;let r=n[0].length-1;if(t.indexOf(`e-`)!=-1){let[e,n]=t.split(`e`);return+`${Da(e)}e${n}`}return ja(e,r)};function Oa(e,t){return Da(ja(Da(e/t))*t)}function ka(e,t){return Da(sa(Da(e/t))*t)}function Aa(e,t){return Da(aa(Da(e/t))*t)}function ja(e,t=0){if(za(e))return e;let n=10**t;return oa(e*n*(1+2**-52))/n}var Ma=new Map;function Na(e){return((``+e).split(`.`)[1]||``).length}function Pa(e,t,n,r){let i=[],a=r.map(Na);for(let o=t;o<n;o++){let t=ia(o),n=ja(ua(e,o),t);for(let s=0;s<r.length;s++){let c=e==10?+`${r[s]}e${o}`:r[s]*n,l=(o>=0?0:t)+(o>=a[s]?0:a[s]),u=e==10?c:ja(c,l);i.push(u),Ma.set(u,l)}}return i}var Fa={},Ia=[],La=[null,null],Ra=Array.isArray,za=Number.isInteger,Ba=e=>e===void 0;function Va(e){return typeof e==`string`}function Ha(e){let t=!1;if(e!=null){let n=e.constructor;t=n==null||n==Object}return t}function Ua(e){return typeof e==`object`&&!!e}var Wa=Object.getPrototypeOf(Uint8Array),Ga=`__proto__`;function Ka(e,t=Ha){let n;if(Ra(e)){let r=e.find(e=>e!=null);if(Ra(r)||t(r)){n=Array(e.length);for(let r=0;r<e.length;r++)n[r]=Ka(e[r],t)}else n=e.slice()}else if(e instanceof Wa)n=e.slice();else if(t(e)){n={};for(let r in e)r!=Ga&&(n[r]=Ka(e[r],t))}else n=e;return n}function qa(e){let t=arguments;for(let n=1;n<t.length;n++){let r=t[n];for(let t in r)t!=Ga&&(Ha(e[t])?qa(e[t],Ka(r[t])):e[t]=Ka(r[t]))}return e}var Ja=0,Ya=1,Xa=2;function Za(e,t,n){for(let r=0,i,a=-1;r<t.length;r++){let o=t[r];if(o>a){for(i=o-1;i>=0&&e[i]==null;)e[i--]=null;for(i=o+1;i<n&&e[i]==null;)e[a=i++]=null}}}function Qa(e,t){if(to(e)){let t=e[0].slice();for(let n=1;n<e.length;n++)t.push(...e[n].slice(1));return no(t[0])||(t=eo(t)),t}let n=new Set;for(let t=0;t<e.length;t++){let r=e[t][0],i=r.length;for(let e=0;e<i;e++)n.add(r[e])}let r=[Array.from(n).sort((e,t)=>e-t)],i=r[0].length,a=new Map;for(let e=0;e<i;e++)a.set(r[0][e],e);for(let n=0;n<e.length;n++){let o=e[n],s=o[0];for(let e=1;e<o.length;e++){let c=o[e],l=Array(i).fill(void 0),u=t?t[n][e]:Ya,d=[];for(let e=0;e<c.length;e++){let t=c[e],n=a.get(s[e]);t===null?u!=Ja&&(l[n]=t,u==Xa&&d.push(n)):l[n]=t}Za(l,d,i),r.push(l)}}return r}var $a=typeof queueMicrotask>`u`?e=>Promise.resolve().then(e):queueMicrotask;function eo(e){let t=e[0],n=t.length,r=Array(n);for(let e=0;e<r.length;e++)r[e]=e;r.sort((e,n)=>t[e]-t[n]);let i=[];for(let t=0;t<e.length;t++){let a=e[t],o=Array(n);for(let e=0;e<n;e++)o[e]=a[r[e]];i.push(o)}return i}function to(e){let t=e[0][0],n=t.length;for(let r=1;r<e.length;r++){let i=e[r][0];if(i.length!=n)return!1;if(i!=t){for(let e=0;e<n;e++)if(i[e]!=t[e])return!1}}return!0}function no(e,t=100){let n=e.length;if(n<=1)return!0;let r=0,i=n-1;for(;r<=i&&e[r]==null;)r++;for(;i>=r&&e[i]==null;)i--;if(i<=r)return!0;let a=la(1,aa((i-r+1)/t));for(let t=e[r],n=r+a;n<=i;n+=a){let r=e[n];if(r!=null){if(r<=t)return!1;t=r}}return!0}var ro=[`January`,`February`,`March`,`April`,`May`,`June`,`July`,`August`,`September`,`October`,`November`,`December`],io=[`Sunday`,`Monday`,`Tuesday`,`Wednesday`,`Thursday`,`Friday`,`Saturday`];function ao(e){return e.slice(0,3)}var oo=io.map(ao),so={MMMM:ro,MMM:ro.map(ao),WWWW:io,WWW:oo};function co(e){return(e<10?`0`:``)+e}function lo(e){return(e<10?`00`:e<100?`0`:``)+e}var uo={YYYY:e=>e.getFullYear(),YY:e=>(e.getFullYear()+``).slice(2),MMMM:(e,t)=>t.MMMM[e.getMonth()],MMM:(e,t)=>t.MMM[e.getMonth()],MM:e=>co(e.getMonth()+1),M:e=>e.getMonth()+1,DD:e=>co(e.getDate()),D:e=>e.getDate(),WWWW:(e,t)=>t.WWWW[e.getDay()],WWW:(e,t)=>t.WWW[e.getDay()],HH:e=>co(e.getHours()),H:e=>e.getHours(),h:e=>{let t=e.getHours();return t==0?12:t>12?t-12:t},AA:e=>e.getHours()>=12?`PM`:`AM`,aa:e=>e.getHours()>=12?`pm`:`am`,a:e=>e.getHours()>=12?`p`:`a`,mm:e=>co(e.getMinutes()),m:e=>e.getMinutes(),ss:e=>co(e.getSeconds()),s:e=>e.getSeconds(),fff:e=>lo(e.getMilliseconds())};function fo(e,t){t||=so;let n=[],r=/\{([a-z]+)\}|[^{]+/gi,i;for(;i=r.exec(e);)n.push(i[0][0]==`{`?uo[i[1]]:i[0]);return e=>{let r=``;for(let i=0;i<n.length;i++)r+=typeof n[i]==`string`?n[i]:n[i](e,t);return r}}var po=new Intl.DateTimeFormat().resolvedOptions().timeZone;function mo(e,t){let n;return t==`UTC`||t==`Etc/UTC`?n=new Date(+e+e.getTimezoneOffset()*6e4):t==po?n=e:(n=new Date(e.toLocaleString(`en-US`,{timeZone:t})),n.setMilliseconds(e.getMilliseconds())),n}var ho=e=>e%1==0,go=[1,2,2.5,5],_o=Pa(10,-32,0,go),vo=Pa(10,0,32,go),yo=vo.filter(ho),bo=_o.concat(vo),xo=`
`,So=`{YYYY}`,Co=xo+So,wo=`{M}/{D}`,To=xo+wo,Eo=To+`/{YY}`,Do=`{aa}`,Oo=`{h}:{mm}`+Do,ko=xo+Oo,Ao=`:{ss}`,$=null;function jo(e){let t=e*1e3,n=t*60,r=n*60,i=r*24,a=i*30,o=i*365,s=(e==1?Pa(10,0,3,go).filter(ho):Pa(10,-3,0,go)).concat([t,t*5,t*10,t*15,t*30,n,n*5,n*10,n*15,n*30,r,r*2,r*3,r*4,r*6,r*8,r*12,i,i*2,i*3,i*4,i*5,i*6,i*7,i*8,i*9,i*10,i*15,a,a*2,a*3,a*4,a*6,o,o*2,o*5,o*10,o*25,o*50,o*100]),c=[[o,So,$,$,$,$,$,$,1],[i*28,`{MMM}`,Co,$,$,$,$,$,1],[i,wo,Co,$,$,$,$,$,1],[r,`{h}`+Do,Eo,$,To,$,$,$,1],[n,Oo,Eo,$,To,$,$,$,1],[t,Ao,Eo+` `+Oo,$,To+` `+Oo,$,ko,$,1],[e,Ao+`.{fff}`,Eo+` `+Oo,$,To+` `+Oo,$,ko,$,1]];function l(t){return(s,c,l,u,d,f)=>{let p=[],m=d>=o,h=d>=a&&d<o,g=t(l),_=ja(g*e,3),v=Vo(g.getFullYear(),m?0:g.getMonth(),h||m?1:g.getDate()),y=ja(v*e,3);if(h||m){let n=h?d/a:0,r=m?d/o:0,i=_==y?_:ja(Vo(v.getFullYear()+r,v.getMonth()+n,1)*e,3),s=new Date(oa(i/e)),c=s.getFullYear(),l=s.getMonth();for(let a=0;i<=u;a++){let o=Vo(c+r*a,l+n*a,1),s=o-t(ja(o*e,3));i=ja((+o+s)*e,3),i<=u&&p.push(i)}}else{let a=d>=i?i:d,o=y+(aa(l)-aa(_))+ka(_-y,a);p.push(o);let m=t(o),h=m.getHours()+m.getMinutes()/n+m.getSeconds()/r,g=d/r,v=f/s.axes[c]._space;for(;o=ja(o+d,e==1?0:3),!(o>u);)if(g>1){let e=aa(ja(h+g,6))%24,n=t(o).getHours()-e;n>1&&(n=-1),o-=n*r,h=(h+g)%24;let i=p[p.length-1];ja((o-i)/d,3)*v>=.7&&p.push(o)}else p.push(o)}return p}}return[s,c,l]}var[Mo,No,Po]=jo(1),[Fo,Io,Lo]=jo(.001);Pa(2,-53,53,[1]);function Ro(e,t){return e.map(e=>e.map((n,r)=>r==0||r==8||n==null?n:t(r==1||e[8]==0?n:e[1]+n)))}function zo(e,t){return(n,r,i,a,o)=>{let s=t.find(e=>o>=e[0])||t[t.length-1],c,l,u,d,f,p;return r.map(t=>{let n=e(t),r=n.getFullYear(),i=n.getMonth(),a=n.getDate(),o=n.getHours(),m=n.getMinutes(),h=n.getSeconds(),g=r!=c&&s[2]||i!=l&&s[3]||a!=u&&s[4]||o!=d&&s[5]||m!=f&&s[6]||h!=p&&s[7]||s[1];return c=r,l=i,u=a,d=o,f=m,p=h,g(n)})}}function Bo(e,t){let n=fo(t);return(t,r,i,a,o)=>r.map(t=>n(e(t)))}function Vo(e,t,n){return new Date(e,t,n)}function Ho(e,t){return t(e)}var Uo=`{YYYY}-{MM}-{DD} {h}:{mm}{aa}`;function Wo(e,t){return(n,r,i,a)=>a==null?gi:t(e(r))}function Go(e,t){let n=e.series[t];return n.width?n.stroke(e,t):n.points.width?n.points.stroke(e,t):null}function Ko(e,t){return e.series[t].fill(e,t)}var qo={show:!0,live:!0,isolate:!1,mount:ba,markers:{show:!0,width:2,stroke:Go,fill:Ko,dash:`solid`},idx:null,idxs:null,values:[]};function Jo(e,t){let n=e.cursor.points,r=Di(),i=n.size(e,t);Ti(r,Qr,i),Ti(r,$r,i);let a=i/-2;Ti(r,`marginLeft`,a),Ti(r,`marginTop`,a);let o=n.width(e,t,i);return o&&Ti(r,`borderWidth`,o),r}function Yo(e,t){let n=e.series[t].points;return n._fill||n._stroke}function Xo(e,t){let n=e.series[t].points;return n._stroke||n._fill}function Zo(e,t){return e.series[t].points.size}var Qo=[0,0];function $o(e,t,n){return Qo[0]=t,Qo[1]=n,Qo}function es(e,t,n,r=!0){return e=>{e.button!=0||r&&e.target!=t||n(e)}}function ts(e,t,n,r=!0){return e=>{r&&e.target!=t||n(e)}}var ns={show:!0,x:!0,y:!0,lock:!1,move:$o,points:{one:!1,show:Jo,size:Zo,width:0,stroke:Xo,fill:Yo},bind:{mousedown:es,mouseup:es,click:es,dblclick:es,mousemove:ts,mouseleave:ts,mouseenter:ts},drag:{setScale:!0,x:!0,y:!1,dist:0,uni:null,click:(e,t)=>{t.stopPropagation(),t.stopImmediatePropagation()},_x:!1,_y:!1},focus:{dist:(e,t,n,r,i)=>r-i,prox:-1,bias:0},hover:{skip:[void 0],prox:null,bias:0},left:-10,top:-10,idx:null,dataIdx:null,idxs:null,event:null},rs={show:!0,stroke:`rgba(0,0,0,0.07)`,width:2},is=qa({},rs,{filter:Sa}),as=qa({},is,{size:10}),os=qa({},rs,{show:!1}),ss=`12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji"`,cs=`bold `+ss,ls=1.5,us={show:!0,scale:`x`,stroke:ii,space:50,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:cs,side:2,grid:is,ticks:as,border:os,font:ss,lineGap:ls,rotate:0},ds=`Value`,fs=`Time`,ps={show:!0,scale:`x`,auto:!1,sorted:1,min:ga,max:-1/0,idxs:[]};function ms(e,t,n,r,i){return t.map(e=>e==null?``:ta(e))}function hs(e,t,n,r,i,a,o){let s=[],c=Ma.get(i)||0;n=o?n:ja(ka(n,i),c);for(let e=n;e<=r;e=ja(e+i,c))s.push(Object.is(e,-0)?0:e);return s}function gs(e,t,n,r,i,a,o){let s=[],c=e.scales[e.axes[t].scale].log;i=ua(c,aa((c==10?fa:pa)(n))),c==10&&(i=bo[Ri(i,bo)]);let l=n,u=i*c;c==10&&(u=bo[Ri(u,bo)]);do s.push(l),l+=i,c==10&&!Ma.has(l)&&(l=ja(l,Ma.get(i))),l>=u&&(i=l,u=i*c,c==10&&(u=bo[Ri(u,bo)]));while(l<=r);return s}function _s(e,t,n,r,i,a,o){let s=e.scales[e.axes[t].scale].asinh,c=r>s?gs(e,t,la(s,n),r,i):[s],l=r>=0&&n<=0?[0]:[];return(n<-s?gs(e,t,la(s,-r),-n,i):[s]).reverse().map(e=>-e).concat(l,c)}var vs=/./,ys=/[12357]/,bs=/[125]/,xs=/1/,Ss=(e,t,n,r)=>e.map((e,i)=>t==4&&e==0||i%r==0&&n.test(e.toExponential()[+(e<0)])?e:null);function Cs(e,t,n,r,i){let a=e.axes[n],o=a.scale,s=e.scales[o],c=e.valToPos,l=a._space,u=c(10,o),d=c(9,o)-u>=l?vs:c(7,o)-u>=l?ys:c(5,o)-u>=l?bs:xs;if(d==xs){let e=ia(c(1,o)-u);if(e<l)return Ss(t.slice().reverse(),s.distr,d,sa(l/e)).reverse()}return Ss(t,s.distr,d,1)}function ws(e,t,n,r,i){let a=e.axes[n],o=a.scale,s=a._space,c=e.valToPos,l=ia(c(1,o)-c(2,o));return l<s?Ss(t.slice().reverse(),3,vs,sa(s/l)).reverse():t}function Ts(e,t,n,r){return r==null?gi:t==null?``:ta(t)}var Es={show:!0,scale:`y`,stroke:ii,space:30,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:cs,side:3,grid:is,ticks:as,border:os,font:ss,lineGap:ls,rotate:0};function Ds(e,t){return ja((3+(e||1)*2)*t,3)}function Os(e,t){let{scale:n,idxs:r}=e.series[0],i=e._data[0],a=e.valToPos(i[r[0]],n,!0),o=ia(e.valToPos(i[r[1]],n,!0)-a)/(e.series[t].points.space*X);return r[1]-r[0]<=o}var ks={scale:null,auto:!0,sorted:0,min:ga,max:-1/0},As=(e,t,n,r,i)=>i,js={show:!0,auto:!0,sorted:0,gaps:As,alpha:1,facets:[qa({},ks,{scale:`x`}),qa({},ks,{scale:`y`})]},Ms={scale:`y`,auto:!0,sorted:0,show:!0,spanGaps:!1,gaps:As,alpha:1,points:{show:Os,filter:null},values:null,min:ga,max:-1/0,idxs:[],path:null,clip:null};function Ns(e,t,n,r,i){return n/10}var Ps={time:jr,auto:!0,distr:1,log:10,asinh:1,min:null,max:null,dir:1,ori:0},Fs=qa({},Ps,{time:!1,ori:1}),Is={};function Ls(e,t){let n=Is[e];return n||(n={key:e,plots:[],sub(e){n.plots.push(e)},unsub(e){n.plots=n.plots.filter(t=>t!=e)},pub(e,t,r,i,a,o,s){for(let c=0;c<n.plots.length;c++)n.plots[c]!=t&&n.plots[c].pub(e,t,r,i,a,o,s)}},e!=null&&(Is[e]=n)),n}var Rs=1,zs=2;function Bs(e,t,n){let r=e.mode,i=e.series[t],a=r==2?e._data[t]:e._data,o=e.scales,s=e.bbox,c=a[0],l=r==2?a[1]:a[t],u=r==2?o[i.facets[0].scale]:o[e.series[0].scale],d=r==2?o[i.facets[1].scale]:o[i.scale],f=s.left,p=s.top,m=s.width,h=s.height,g=e.valToPosH,_=e.valToPosV;return u.ori==0?n(i,c,l,u,d,g,_,f,p,m,h,Ys,Zs,$s,tc,rc):n(i,c,l,u,d,_,g,p,f,h,m,Xs,Qs,ec,nc,ic)}function Vs(e,t){let n=0,r=0,i=Z(e.bands,Ia);for(let e=0;e<i.length;e++){let a=i[e];a.series[0]==t?n=a.dir:a.series[1]==t&&(a.dir==1?r|=1:r|=2)}return[n,r==1?-1:r==2?1:r==3?2:0]}function Hs(e,t,n,r,i){let a=e.mode,o=e.series[t],s=a==2?o.facets[1].scale:o.scale,c=e.scales[s];return i==-1?c.min:i==1?c.max:c.distr==3?c.dir==1?c.min:c.max:0}function Us(e,t,n,r,i,a){return Bs(e,t,(e,t,o,s,c,l,u,d,f,p,m)=>{let h=e.pxRound,g=s.dir*(s.ori==0?1:-1),_=s.ori==0?Zs:Qs,v,y;g==1?(v=n,y=r):(v=r,y=n);let b=h(l(t[v],s,p,d)),x=h(u(o[v],c,m,f)),S=h(l(t[y],s,p,d)),C=h(u(a==1?c.max:c.min,c,m,f)),w=new Path2D(i);return _(w,S,C),_(w,b,C),_(w,b,x),w})}function Ws(e,t,n,r,i,a){let o=null;if(e.length>0){o=new Path2D;let s=t==0?$s:ec,c=n;for(let t=0;t<e.length;t++){let n=e[t];if(n[1]>n[0]){let e=n[0]-c;e>0&&s(o,c,r,e,r+a),c=n[1]}}let l=n+i-c;l>0&&s(o,c,r-5,l,r+a+10)}return o}function Gs(e,t,n){let r=e[e.length-1];r&&r[0]==t?r[1]=n:e.push([t,n])}function Ks(e,t,n,r,i,a,o){let s=[],c=e.length;for(let l=i==1?n:r;l>=n&&l<=r;l+=i)if(t[l]===null){let u=l,d=l;if(i==1)for(;++l<=r&&t[l]===null;)d=l;else for(;--l>=n&&t[l]===null;)d=l;let f=a(e[u]),p=d==u?f:a(e[d]),m=u-i;f=o<=0&&m>=0&&m<c?a(e[m]):f;let h=d+i;p=o>=0&&h>=0&&h<c?a(e[h]):p,p>=f&&s.push([f,p])}return s}function qs(e){return e==0?xa:e==1?oa:t=>Oa(t,e)}function Js(e){let t=e==0?Ys:Xs,n=e==0?(e,t,n,r,i,a)=>{e.arcTo(t,n,r,i,a)}:(e,t,n,r,i,a)=>{e.arcTo(n,t,i,r,a)},r=e==0?(e,t,n,r,i)=>{e.rect(t,n,r,i)}:(e,t,n,r,i)=>{e.rect(n,t,i,r)};return(e,i,a,o,s,c=0,l=0)=>{c==0&&l==0?r(e,i,a,o,s):(c=ca(c,o/2,s/2),l=ca(l,o/2,s/2),t(e,i+c,a),n(e,i+o,a,i+o,a+s,c),n(e,i+o,a+s,i,a+s,l),n(e,i,a+s,i,a,l),n(e,i,a,i+o,a,c),e.closePath())}}var Ys=(e,t,n)=>{e.moveTo(t,n)},Xs=(e,t,n)=>{e.moveTo(n,t)},Zs=(e,t,n)=>{e.lineTo(t,n)},Qs=(e,t,n)=>{e.lineTo(n,t)},$s=Js(0),ec=Js(1),tc=(e,t,n,r,i,a)=>{e.arc(t,n,r,i,a)},nc=(e,t,n,r,i,a)=>{e.arc(n,t,r,i,a)},rc=(e,t,n,r,i,a,o)=>{e.bezierCurveTo(t,n,r,i,a,o)},ic=(e,t,n,r,i,a,o)=>{e.bezierCurveTo(n,t,i,r,o,a)};function ac(e){return(e,t,n,r,i)=>Bs(e,t,(t,a,o,s,c,l,u,d,f,p,m)=>{let{pxRound:h,points:g}=t,_,v;s.ori==0?(_=Ys,v=tc):(_=Xs,v=nc);let y=ja(g.width*X,3),b=(g.size-g.width)/2*X,x=ja(b*2,3),S=new Path2D,C=new Path2D,{left:w,top:T,width:E,height:D}=e.bbox;$s(C,w-x,T-x,E+x*2,D+x*2);let O=e=>{if(o[e]!=null){let t=h(l(a[e],s,p,d)),n=h(u(o[e],c,m,f));_(S,t+b,n),v(S,t,n,b,0,ra*2)}};if(i)i.forEach(O);else for(let e=n;e<=r;e++)O(e);return{stroke:y>0?S:null,fill:S,clip:C,flags:3}})}function oc(e){return(t,n,r,i,a,o)=>{r!=i&&(a!=r&&o!=r&&e(t,n,r),a!=i&&o!=i&&e(t,n,i),e(t,n,o))}}var sc=oc(Zs),cc=oc(Qs);function lc(e){let t=Z(e?.alignGaps,0);return(e,n,r,i)=>Bs(e,n,(a,o,s,c,l,u,d,f,p,m,h)=>{[r,i]=Hi(s,r,i);let g=a.pxRound,_=e=>g(u(e,c,m,f)),v=e=>g(d(e,l,h,p)),y,b;c.ori==0?(y=Zs,b=sc):(y=Qs,b=cc);let x=c.dir*(c.ori==0?1:-1),S={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:Rs},C=S.stroke,w=!1;if(i-r>=m*4){let t=t=>e.posToVal(t,c.key,!0),n=null,a=null,l,u,d,f=_(o[x==1?r:i]),p=_(o[r]),m=_(o[i]),h=t(x==1?p+1:m-1);for(let e=x==1?r:i;e>=r&&e<=i;e+=x){let r=o[e],i=(x==1?r<h:r>h)?f:_(r),c=s[e];i==f?c==null?c===null&&(w=!0):(u=c,n==null?(y(C,i,v(u)),l=n=a=u):u<n?n=u:u>a&&(a=u)):(n!=null&&b(C,f,v(n),v(a),v(l),v(u)),c==null?(n=a=null,c===null&&(w=!0)):(u=c,y(C,i,v(u)),n=a=l=u),f=i,h=t(f+x))}n!=null&&n!=a&&d!=f&&b(C,f,v(n),v(a),v(l),v(u))}else for(let e=x==1?r:i;e>=r&&e<=i;e+=x){let t=s[e];t===null?w=!0:t!=null&&y(C,_(o[e]),v(t))}let[T,E]=Vs(e,n);if(a.fill!=null||T!=0){let t=S.fill=new Path2D(C),s=v(a.fillTo(e,n,a.min,a.max,T)),c=_(o[r]),l=_(o[i]);x==-1&&([l,c]=[c,l]),y(t,l,s),y(t,c,s)}if(!a.spanGaps){let l=[];w&&l.push(...Ks(o,s,r,i,x,_,t)),S.gaps=l=a.gaps(e,n,r,i,l),S.clip=Ws(l,c.ori,f,p,m,h)}return E!=0&&(S.band=E==2?[Us(e,n,r,i,C,-1),Us(e,n,r,i,C,1)]:Us(e,n,r,i,C,E)),S})}function uc(e){let t=Z(e.align,1),n=Z(e.ascDesc,!1),r=Z(e.alignGaps,0),i=Z(e.extend,!1);return(e,a,o,s)=>Bs(e,a,(c,l,u,d,f,p,m,h,g,_,v)=>{[o,s]=Hi(u,o,s);let y=c.pxRound,{left:b,width:x}=e.bbox,S=e=>y(p(e,d,_,h)),C=e=>y(m(e,f,v,g)),w=d.ori==0?Zs:Qs,T={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:Rs},E=T.stroke,D=d.dir*(d.ori==0?1:-1),O=C(u[D==1?o:s]),k=S(l[D==1?o:s]),A=k,j=k;i&&t==-1&&(j=b,w(E,j,O)),w(E,k,O);for(let e=D==1?o:s;e>=o&&e<=s;e+=D){let n=u[e];if(n==null)continue;let r=S(l[e]),i=C(n);t==1?w(E,r,O):w(E,A,i),w(E,r,i),O=i,A=r}let ee=A;i&&t==1&&(ee=b+x,w(E,ee,O));let[te,ne]=Vs(e,a);if(c.fill!=null||te!=0){let t=T.fill=new Path2D(E),n=C(c.fillTo(e,a,c.min,c.max,te));w(t,ee,n),w(t,j,n)}if(!c.spanGaps){let i=[];i.push(...Ks(l,u,o,s,D,S,r));let f=c.width*X/2,p=n||t==1?f:-f,m=n||t==-1?-f:f;i.forEach(e=>{e[0]+=p,e[1]+=m}),T.gaps=i=c.gaps(e,a,o,s,i),T.clip=Ws(i,d.ori,h,g,_,v)}return ne!=0&&(T.band=ne==2?[Us(e,a,o,s,E,-1),Us(e,a,o,s,E,1)]:Us(e,a,o,s,E,ne)),T})}function dc(e,t,n,r,i,a,o=ga){if(e.length>1){let s=null;for(let c=0,l=1/0;c<e.length;c++)if(t[c]!==void 0){if(s!=null){let t=ia(e[c]-e[s]);t<l&&(l=t,o=ia(n(e[c],r,i,a)-n(e[s],r,i,a)))}s=c}}return o}function fc(e){e||=Fa;let t=Z(e.size,[.6,ga,1]),n=e.align||0,r=e.gap||0,i=e.radius;i=i==null?[0,0]:typeof i==`number`?[i,0]:i;let a=Q(i),o=1-t[0],s=Z(t[1],ga),c=Z(t[2],1),l=Z(e.disp,Fa),u=Z(e.each,e=>{}),{fill:d,stroke:f}=l;return(e,t,i,p)=>Bs(e,t,(m,h,g,_,v,y,b,x,S,C,w)=>{let T=m.pxRound,E=n,D=r*X,O=s*X,k=c*X,A,j;_.ori==0?[A,j]=a(e,t):[j,A]=a(e,t);let ee=_.dir*(_.ori==0?1:-1),te=_.ori==0?$s:ec,ne=_.ori==0?u:(e,t,n,r,i,a,o)=>{u(e,t,n,i,r,o,a)},re=Z(e.bands,Ia).find(e=>e.series[0]==t),ie=re==null?0:re.dir,ae=m.fillTo(e,t,m.min,m.max,ie),M=T(b(ae,v,w,S)),N,oe,P,F=C,I=T(m.width*X),se=!1,ce=null,le=null,ue=null,de=null;d!=null&&(I==0||f!=null)&&(se=!0,ce=d.values(e,t,i,p),le=new Map,new Set(ce).forEach(e=>{e!=null&&le.set(e,new Path2D)}),I>0&&(ue=f.values(e,t,i,p),de=new Map,new Set(ue).forEach(e=>{e!=null&&de.set(e,new Path2D)})));let{x0:fe,size:L}=l;if(fe!=null&&L!=null){E=1,h=fe.values(e,t,i,p),fe.unit==2&&(h=h.map(t=>e.posToVal(x+t*C,_.key,!0)));let n=L.values(e,t,i,p);oe=L.unit==2?n[0]*C:y(n[0],_,C,x)-y(0,_,C,x),F=dc(h,g,y,_,C,x,F),P=F-oe+D}else F=dc(h,g,y,_,C,x,F),P=F*o+D,oe=F-P;P<1&&(P=0),I>=oe/2&&(I=0),P<5&&(T=xa);let pe=P>0,me=F-P-(pe?I:0);oe=T(va(me,k,O)),N=(E==0?oe/2:E==ee?0:oe)-E*ee*((E==0?D/2:0)+(pe?I/2:0));let he={stroke:null,fill:null,clip:null,band:null,gaps:null,flags:0},ge=se?null:new Path2D,_e=null;if(re!=null)_e=e.data[re.series[1]];else{let{y0:n,y1:r}=l;n!=null&&r!=null&&(g=r.values(e,t,i,p),_e=n.values(e,t,i,p))}let ve=A*oe,ye=j*oe;for(let n=ee==1?i:p;n>=i&&n<=p;n+=ee){let r=g[n];if(r==null)continue;if(_e!=null){let e=_e[n]??0;if(r-e==0)continue;M=b(e,v,w,S)}let i=y(_.distr!=2||l!=null?h[n]:n,_,C,x),a=b(Z(r,ae),v,w,S),o=T(i-N),s=T(la(a,M)),c=T(ca(a,M)),u=s-c;if(r!=null){let i=r<0?ye:ve,a=r<0?ve:ye;se?(I>0&&ue[n]!=null&&te(de.get(ue[n]),o,c+aa(I/2),oe,la(0,u-I),i,a),ce[n]!=null&&te(le.get(ce[n]),o,c+aa(I/2),oe,la(0,u-I),i,a)):te(ge,o,c+aa(I/2),oe,la(0,u-I),i,a),ne(e,t,n,o-I/2,c,oe+I,u)}}return I>0?he.stroke=se?de:ge:se||(he._fill=m.width==0?m._fill:m._stroke??m._fill,he.width=0),he.fill=se?le:ge,he})}function pc(e,t){let n=Z(t?.alignGaps,0);return(t,r,i,a)=>Bs(t,r,(o,s,c,l,u,d,f,p,m,h,g)=>{[i,a]=Hi(c,i,a);let _=o.pxRound,v=e=>_(d(e,l,h,p)),y=e=>_(f(e,u,g,m)),b,x,S;l.ori==0?(b=Ys,S=Zs,x=rc):(b=Xs,S=Qs,x=ic);let C=l.dir*(l.ori==0?1:-1),w=v(s[C==1?i:a]),T=w,E=[],D=[];for(let e=C==1?i:a;e>=i&&e<=a;e+=C)if(c[e]!=null){let t=s[e],n=v(t);E.push(T=n),D.push(y(c[e]))}let O={stroke:e(E,D,b,S,x,_),fill:null,clip:null,band:null,gaps:null,flags:Rs},k=O.stroke,[A,j]=Vs(t,r);if(o.fill!=null||A!=0){let e=O.fill=new Path2D(k),n=y(o.fillTo(t,r,o.min,o.max,A));S(e,T,n),S(e,w,n)}if(!o.spanGaps){let e=[];e.push(...Ks(s,c,i,a,C,v,n)),O.gaps=e=o.gaps(t,r,i,a,e),O.clip=Ws(e,l.ori,p,m,h,g)}return j!=0&&(O.band=j==2?[Us(t,r,i,a,k,-1),Us(t,r,i,a,k,1)]:Us(t,r,i,a,k,j)),O})}function mc(e){return pc(hc,e)}function hc(e,t,n,r,i,a){let o=e.length;if(o<2)return null;let s=new Path2D;if(n(s,e[0],t[0]),o==2)r(s,e[1],t[1]);else{let n=Array(o),r=Array(o-1),a=Array(o-1),c=Array(o-1);for(let n=0;n<o-1;n++)a[n]=t[n+1]-t[n],c[n]=e[n+1]-e[n],r[n]=a[n]/c[n];n[0]=r[0];for(let e=1;e<o-1;e++)r[e]===0||r[e-1]===0||r[e-1]>0!=r[e]>0?n[e]=0:(n[e]=3*(c[e-1]+c[e])/((2*c[e]+c[e-1])/r[e-1]+(c[e]+2*c[e-1])/r[e]),isFinite(n[e])||(n[e]=0));n[o-1]=r[o-2];for(let r=0;r<o-1;r++)i(s,e[r]+c[r]/3,t[r]+n[r]*c[r]/3,e[r+1]-c[r]/3,t[r+1]-n[r+1]*c[r]/3,e[r+1],t[r+1])}return s}var gc=new Set;function _c(){for(let e of gc)e.syncRect(!0)}_i&&(Ii(fi,yi,_c),Ii(pi,yi,_c,!0),Ii(hi,yi,()=>{Nc.pxRatio=X}));var vc=lc(),yc=ac();function bc(e,t,n,r){return(r?[e[0],e[1]].concat(e.slice(2)):[e[0]].concat(e.slice(1))).map((e,r)=>Sc(e,r,t,n))}function xc(e,t){return e.map((e,n)=>n==0?{}:qa({},t,e))}function Sc(e,t,n,r){return qa({},t==0?n:r,e)}function Cc(e,t,n){return t==null?La:[t,n]}var wc=Cc;function Tc(e,t,n){return t==null?La:Zi(t,n,qi,!0)}function Ec(e,t,n,r){return t==null?La:Gi(t,n,e.scales[r].log,!1)}var Dc=Ec;function Oc(e,t,n,r){return t==null?La:Ki(t,n,e.scales[r].log,!1)}var kc=Oc;function Ac(e,t,n,r,i){let a=la(_a(e),_a(t)),o=t-e,s=Ri(i/r*o,n);do{let e=n[s],t=r*e/o;if(t>=i&&a+(e<5?Ma.get(e):0)<=17)return[e,t]}while(++s<n.length);return[0,0]}function jc(e){let t,n;return e=e.replace(/(\d+)px/,(e,r)=>(t=oa((n=+r)*X))+`px`),[e,t,n]}function Mc(e){e.show&&[e.font,e.labelFont].forEach(e=>{let t=ja(e[2]*X,1);e[0]=e[0].replace(/[0-9.]+px/,t+`px`),e[1]=t})}function Nc(e,t,n){let r={mode:Z(e.mode,1)},i=r.mode;function a(e,t,n,r){let i=t.valToPct(e);return r+n*(t.dir==-1?1-i:i)}function o(e,t,n,r){let i=t.valToPct(e);return r+n*(t.dir==-1?i:1-i)}function s(e,t,n,r){return t.ori==0?a(e,t,n,r):o(e,t,n,r)}r.valToPosH=a,r.valToPosV=o;let c=!1;r.status=0;let l=r.root=Di(Mr);if(e.id!=null&&(l.id=e.id),Ci(l,e.class),e.title){let t=Di(Fr,l);t.textContent=e.title}let u=Ei(`canvas`),d=r.ctx=u.getContext(`2d`),f=Di(Ir,l);Ii(`click`,f,e=>{e.target===m&&($t!=Xt||en!=Zt)&&nn.click(r,e)},!0);let p=r.under=Di(Lr,f);f.appendChild(u);let m=r.over=Di(Rr,f);e=Ka(e);let h=+Z(e.pxAlign,1),g=qs(h);(e.plugins||[]).forEach(t=>{t.opts&&(e=t.opts(r,e)||e)});let _=e.ms||.001,v=r.series=i==1?bc(e.series||[],ps,Ms,!1):xc(e.series||[null],js),y=r.axes=bc(e.axes||[],us,Es,!0),b=r.scales={},x=r.bands=e.bands||[];x.forEach(e=>{e.fill=Q(e.fill||null),e.dir=Z(e.dir,-1)});let S=i==2?v[1].facets[0].scale:v[0].scale,C={axes:It,series:Ot},w=(e.drawOrder||[`axes`,`series`]).map(e=>C[e]);function T(e){let t=e.distr==3?t=>fa(t>0?t:e.clamp(r,t,e.min,e.max,e.key)):e.distr==4?t=>ha(t,e.asinh):e.distr==100?t=>e.fwd(t):e=>e;return n=>{let r=t(n),{_min:i,_max:a}=e,o=a-i;return(r-i)/o}}function E(t){let n=b[t];if(n==null){let r=(e.scales||Fa)[t]||Fa;if(r.from!=null){E(r.from);let e=qa({},b[r.from],r,{key:t});e.valToPct=T(e),b[t]=e}else{n=b[t]=qa({},t==S?Ps:Fs,r),n.key=t;let e=n.time,a=n.range,o=Ra(a);if((t!=S||i==2&&!e)&&(o&&(a[0]==null||a[1]==null)&&(a={min:a[0]==null?Ji:{mode:1,hard:a[0],soft:a[0]},max:a[1]==null?Ji:{mode:1,hard:a[1],soft:a[1]}},o=!1),!o&&Ha(a))){let e=a;a=(t,n,r)=>n==null?La:Zi(n,r,e)}n.range=Q(a||(e?wc:t==S?n.distr==3?Dc:n.distr==4?kc:Cc:n.distr==3?Ec:n.distr==4?Oc:Tc)),n.auto=Q(!o&&n.auto),n.clamp=Q(n.clamp||Ns),n._min=n._max=null,n.valToPct=T(n)}}}E(`x`),E(`y`),i==1&&v.forEach(e=>{E(e.scale)}),y.forEach(e=>{E(e.scale)});for(let t in e.scales)E(t);let D=b[S],O=D.distr,k,A;D.ori==0?(Ci(l,Nr),k=a,A=o):(Ci(l,Pr),k=o,A=a);let j={};for(let e in b){let t=b[e];(t.min!=null||t.max!=null)&&(j[e]={min:t.min,max:t.max},t.min=t.max=null)}let ee=e.tzDate||(e=>new Date(oa(e/_))),te=e.fmtDate||fo,ne=_==1?Po(ee):Lo(ee),re=zo(ee,Ro(_==1?No:Io,te)),ie=Wo(ee,Ho(Uo,te)),ae=[],M=r.legend=qa({},qo,e.legend),N=r.cursor=qa({},ns,{drag:{y:i==2}},e.cursor),oe=M.show,P=N.show,F=M.markers;M.idxs=ae,F.width=Q(F.width),F.dash=Q(F.dash),F.stroke=Q(F.stroke),F.fill=Q(F.fill);let I,se,ce,le=[],ue=[],de,fe=!1,L={};if(M.live){let e=v[1]?v[1].values:null;fe=e!=null,de=fe?e(r,1,0):{_:0};for(let e in de)L[e]=gi}if(oe){if(I=Ei(`table`,Gr,l),ce=Ei(`tbody`,null,I),M.mount(r,I),fe){se=Ei(`thead`,null,I,ce);let e=Ei(`tr`,null,se);for(var pe in Ei(`th`,null,e),de)Ei(`th`,Xr,e).textContent=pe}else Ci(I,qr),M.live&&Ci(I,Kr)}let me={show:!0},he={show:!1};function ge(e,t){if(t==0&&(fe||!M.live||i==2))return La;let n=[],a=Ei(`tr`,Jr,ce,ce.childNodes[t]);Ci(a,e.class),e.show||Ci(a,Br);let o=Ei(`th`,null,a);if(F.show){let e=Di(Yr,o);if(t>0){let n=F.width(r,t);n&&(e.style.border=n+`px `+F.dash(r,t)+` `+F.stroke(r,t)),e.style.background=F.fill(r,t)}}let s=Di(Xr,o);for(var c in e.label instanceof HTMLElement?s.appendChild(e.label):s.textContent=e.label,t>0&&(F.show||(s.style.color=e.width>0?F.stroke(r,t):F.fill(r,t)),ve(`click`,o,t=>{if(N._lock)return;He(t);let n=v.indexOf(e);if((t.ctrlKey||t.metaKey)!=M.isolate){let e=v.some((e,t)=>t>0&&t!=n&&e.show);v.forEach((t,r)=>{r>0&&dn(r,e?r==n?me:he:me,!0,Y.setSeries)})}else dn(n,{show:!e.show},!0,Y.setSeries)},!1),Ge&&ve(li,o,t=>{N._lock||(He(t),dn(v.indexOf(e),yn,!0,Y.setSeries))},!1)),de){let e=Ei(`td`,Zr,a);e.textContent=`--`,n.push(e)}return[a,n]}let _e=new Map;function ve(e,t,n,i=!0){let a=_e.get(t)||{},o=N.bind[e](r,t,n,i);o&&(Ii(e,t,a[e]=o),_e.set(t,a))}function ye(e,t,n){let r=_e.get(t)||{};for(let n in r)(e==null||n==e)&&(Li(n,t,r[n]),delete r[n]);e??_e.delete(t)}let R=0,be=0,z=0,B=0,V=0,xe=0,Se=V,Ce=xe,we=z,Te=B,Ee=0,De=0,Oe=0,ke=0;r.bbox={};let Ae=!1,je=!1,Me=!1,Ne=!1,Pe=!1,Fe=!1;function Ie(e,t,n){(n||e!=r.width||t!=r.height)&&Le(e,t),Lt(!1),Me=!0,je=!0,Vt()}function Le(e,t){r.width=R=z=e,r.height=be=B=t,V=xe=0,Be(),Ve();let n=r.bbox;Ee=n.left=Oa(V*X,.5),De=n.top=Oa(xe*X,.5),Oe=n.width=Oa(z*X,.5),ke=n.height=Oa(B*X,.5)}function Re(){let e=!1,t=0;for(;!e;){t++;let n=G(t),i=Ft(t);e=t==3||n&&i,e||(Le(r.width,r.height),je=!0)}}function ze({width:e,height:t}){Ie(e,t)}r.setSize=ze;function Be(){let e=!1,t=!1,n=!1,r=!1;y.forEach((i,a)=>{if(i.show&&i._show){let{side:a,_size:o}=i,s=a%2,c=o+(i.label==null?0:i.labelSize);c>0&&(s?(z-=c,a==3?(V+=c,r=!0):n=!0):(B-=c,a==0?(xe+=c,e=!0):t=!0))}}),et[0]=e,et[1]=n,et[2]=t,et[3]=r,z-=rt[1]+rt[3],V+=rt[3],B-=rt[2]+rt[0],xe+=rt[0]}function Ve(){let e=V+z,t=xe+B,n=V,r=xe;function i(i,a){switch(i){case 1:return e+=a,e-a;case 2:return t+=a,t-a;case 3:return n-=a,n+a;case 0:return r-=a,r+a}}y.forEach((e,t)=>{if(e.show&&e._show){let t=e.side;e._pos=i(t,e._size),e.label!=null&&(e._lpos=i(t,e.labelSize))}})}if(N.dataIdx==null){let e=N.hover,n=e.skip=new Set(e.skip??[]);n.add(void 0);let r=e.prox=Q(e.prox),i=e.bias??=0;N.dataIdx=(e,a,o,s)=>{if(a==0)return o;let c=o,l=r(e,a,o,s)??ga,u=l>=0&&l<ga,d=D.ori==0?z:B,f=N.left,p=t[0],m=t[a];if(n.has(m[o])){c=null;let e=null,t=null,r;if(i==0||i==-1)for(r=o;e==null&&r-->0;)n.has(m[r])||(e=r);if(i==0||i==1)for(r=o;t==null&&r++<m.length;)n.has(m[r])||(t=r);if(e!=null||t!=null){if(u){let n=e==null?-1/0:k(p[e],D,d,0),r=t==null?1/0:k(p[t],D,d,0),i=f-n,a=r-f;i<=a?i<=l&&(c=e):a<=l&&(c=t)}else c=t==null?e:e==null?t:o-e<=t-o?e:t}}else u&&ia(f-k(p[o],D,d,0))>l&&(c=null);return c}}let He=e=>{N.event=e};N.idxs=ae,N._lock=!1;let Ue=N.points;Ue.show=Q(Ue.show),Ue.size=Q(Ue.size),Ue.stroke=Q(Ue.stroke),Ue.width=Q(Ue.width),Ue.fill=Q(Ue.fill);let We=r.focus=qa({},e.focus||{alpha:.3},N.focus),Ge=We.prox>=0,Ke=Ge&&Ue.one,qe=[],Je=[],Ye=[];function Xe(e,t){let n=Ue.show(r,t);if(n instanceof HTMLElement)return Ci(n,Wr),Ci(n,e.class),ki(n,-10,-10,z,B),m.insertBefore(n,qe[t]),n}function Ze(e,t){if(i==1||t>0){let t=i==1&&b[e.scale].time,n=e.value;e.value=t?Va(n)?Wo(ee,Ho(n,te)):n||ie:n||Ts,e.label=e.label||(t?fs:ds)}if(Ke||t>0){e.width=e.width==null?1:e.width,e.paths=e.paths||vc||Ca,e.fillTo=Q(e.fillTo||Hs),e.pxAlign=+Z(e.pxAlign,h),e.pxRound=qs(e.pxAlign),e.stroke=Q(e.stroke||null),e.fill=Q(e.fill||null),e._stroke=e._fill=e._paths=e._focus=null;let t=Ds(la(1,e.width),1),n=e.points=qa({},{size:t,width:la(1,t*.2),stroke:e.stroke,space:t*2,paths:yc,_stroke:null,_fill:null},e.points);n.show=Q(n.show),n.filter=Q(n.filter),n.fill=Q(n.fill),n.stroke=Q(n.stroke),n.paths=Q(n.paths),n.pxAlign=e.pxAlign}if(oe){let n=ge(e,t);le.splice(t,0,n[0]),ue.splice(t,0,n[1]),M.values.push(null)}if(P){ae.splice(t,0,null);let n=null;Ke?t==0&&(n=Xe(e,t)):t>0&&(n=Xe(e,t)),qe.splice(t,0,n),Je.splice(t,0,0),Ye.splice(t,0,0)}Jn(`addSeries`,t)}function Qe(e,t){t??=v.length,e=i==1?Sc(e,t,ps,Ms):Sc(e,t,{},js),v.splice(t,0,e),Ze(v[t],t)}r.addSeries=Qe;function $e(e){if(v.splice(e,1),oe){M.values.splice(e,1),ue.splice(e,1);let t=le.splice(e,1)[0];ye(null,t.firstChild),t.remove()}P&&(ae.splice(e,1),qe.splice(e,1)[0].remove(),Je.splice(e,1),Ye.splice(e,1)),Jn(`delSeries`,e)}r.delSeries=$e;let et=[!1,!1,!1,!1];function tt(e,t){if(e._show=e.show,e.show){let n=e.side%2,i=b[e.scale];i??=(e.scale=n?v[1].scale:S,b[e.scale]);let a=i.time;e.size=Q(e.size),e.space=Q(e.space),e.rotate=Q(e.rotate),Ra(e.incrs)&&e.incrs.forEach(e=>{!Ma.has(e)&&Ma.set(e,Na(e))}),e.incrs=Q(e.incrs||(i.distr==2?yo:a?_==1?Mo:Fo:bo)),e.splits=Q(e.splits||(a&&i.distr==1?ne:i.distr==3?gs:i.distr==4?_s:hs)),e.stroke=Q(e.stroke),e.grid.stroke=Q(e.grid.stroke),e.ticks.stroke=Q(e.ticks.stroke),e.border.stroke=Q(e.border.stroke);let o=e.values;e.values=Ra(o)&&!Ra(o[0])?Q(o):a?Ra(o)?zo(ee,Ro(o,te)):Va(o)?Bo(ee,o):o||re:o||ms,e.filter=Q(e.filter||(i.distr>=3&&i.log==10?Cs:i.distr==3&&i.log==2?ws:Sa)),e.font=jc(e.font),e.labelFont=jc(e.labelFont),e._size=e.size(r,null,t,0),e._space=e._rotate=e._incrs=e._found=e._splits=e._values=null,e._size>0&&(et[t]=!0,e._el=Di(zr,f))}}function H(e,t,n,r){let[i,a,o,s]=n,c=t%2,l=0;return c==0&&(s||a)&&(l=t==0&&!i||t==2&&!o?oa(us.size/3):0),c==1&&(i||o)&&(l=t==1&&!a||t==3&&!s?oa(Es.size/2):0),l}let nt=r.padding=(e.padding||[H,H,H,H]).map(e=>Q(Z(e,H))),rt=r._padding=nt.map((e,t)=>e(r,t,et,0)),it,at=null,ot=null,st=i==1?v[0].idxs:null,ct=null,lt=!1;function ut(e,n){if(t=e??[],r.data=r._data=t,i==2){it=0;for(let e=1;e<v.length;e++)it+=t[e][0].length}else{t.length==0&&(r.data=r._data=t=[[]]),ct=t[0],it=ct.length;let e=t;if(O==2){e=t.slice();let n=e[0]=Array(it);for(let e=0;e<it;e++)n[e]=e}r._data=t=e}if(Lt(!0),Jn(`setData`),O==2&&(Me=!0),n!==!1){let e=D;e.auto(r,lt)?dt():un(S,e.min,e.max),Ne||=N.left>=0,Fe=!0,Vt()}}r.setData=ut;function dt(){lt=!0;let e,n;i==1&&(it>0?(at=st[0]=0,ot=st[1]=it-1,e=t[0][at],n=t[0][ot],O==2?(e=at,n=ot):e==n&&(O==3?[e,n]=Gi(e,e,D.log,!1):O==4?[e,n]=Ki(e,e,D.log,!1):D.time?n=e+oa(86400/_):[e,n]=Zi(e,n,qi,!0))):(at=st[0]=e=null,ot=st[1]=n=null)),un(S,e,n)}let ft,pt,mt,ht,gt,_t,vt,yt,bt,xt;function St(e,t,n,r,i,a){e??=ai,n??=Ia,r??=`butt`,i??=ai,a??=`round`,e!=ft&&(d.strokeStyle=ft=e),i!=pt&&(d.fillStyle=pt=i),t!=mt&&(d.lineWidth=mt=t),a!=gt&&(d.lineJoin=gt=a),r!=_t&&(d.lineCap=_t=r),n!=ht&&d.setLineDash(ht=n)}function Ct(e,t,n,r){t!=pt&&(d.fillStyle=pt=t),e!=vt&&(d.font=vt=e),n!=yt&&(d.textAlign=yt=n),r!=bt&&(d.textBaseline=bt=r)}function wt(e,t,n,i,a=0){if(i.length>0&&e.auto(r,lt)&&(t==null||t.min==null)){let t=Z(at,0),r=Z(ot,i.length-1),o=n.min==null?Wi(i,t,r,a,e.distr==3):[n.min,n.max];e.min=ca(e.min,n.min=o[0]),e.max=la(e.max,n.max=o[1])}}let Tt={min:null,max:null};function Et(){for(let e in b){let t=b[e];j[e]==null&&(t.min==null||j[S]!=null&&t.auto(r,lt))&&(j[e]=Tt)}for(let e in b){let t=b[e];j[e]==null&&t.from!=null&&j[t.from]!=null&&(j[e]=Tt)}j[S]!=null&&Lt(!0);let e={};for(let t in j){let n=j[t];if(n!=null){let a=e[t]=Ka(b[t],Ua);if(n.min!=null)qa(a,n);else if(t!=S||i==2){if(it==0&&a.from==null){let e=a.range(r,null,null,t);a.min=e[0],a.max=e[1]}else a.min=ga,a.max=-1/0}}}if(it>0){v.forEach((n,a)=>{if(i==1){let i=n.scale,o=j[i];if(o==null)return;let s=e[i];if(a==0){let e=s.range(r,s.min,s.max,i);s.min=e[0],s.max=e[1],at=Ri(s.min,t[0]),ot=Ri(s.max,t[0]),ot-at>1&&(t[0][at]<s.min&&at++,t[0][ot]>s.max&&ot--),n.min=ct[at],n.max=ct[ot]}else n.show&&n.auto&&wt(s,o,n,t[a],n.sorted);n.idxs[0]=at,n.idxs[1]=ot}else if(a>0&&n.show&&n.auto){let[r,i]=n.facets,o=r.scale,s=i.scale,[c,l]=t[a],u=e[o],d=e[s];u!=null&&wt(u,j[o],r,c,r.sorted),d!=null&&wt(d,j[s],i,l,i.sorted),n.min=i.min,n.max=i.max}});for(let t in e){let n=e[t],i=j[t];if(n.from==null&&(i==null||i.min==null)){let e=n.range(r,n.min==ga?null:n.min,n.max==-1/0?null:n.max,t);n.min=e[0],n.max=e[1]}}}for(let t in e){let n=e[t];if(n.from!=null){let i=e[n.from];if(i.min==null)n.min=n.max=null;else{let e=n.range(r,i.min,i.max,t);n.min=e[0],n.max=e[1]}}}let n={},a=!1;for(let t in e){let r=e[t],i=b[t];if(i.min!=r.min||i.max!=r.max){i.min=r.min,i.max=r.max;let e=i.distr;i._min=e==3?fa(i.min):e==4?ha(i.min,i.asinh):e==100?i.fwd(i.min):i.min,i._max=e==3?fa(i.max):e==4?ha(i.max,i.asinh):e==100?i.fwd(i.max):i.max,n[t]=a=!0}}if(a){v.forEach((e,t)=>{i==2?t>0&&n.y&&(e._paths=null):n[e.scale]&&(e._paths=null)});for(let e in n)Me=!0,Jn(`setScale`,e);P&&N.left>=0&&(Ne=Fe=!0)}for(let e in j)j[e]=null}function Dt(e){let t=va(at-1,0,it-1),n=va(ot+1,0,it-1);for(;e[t]==null&&t>0;)t--;for(;e[n]==null&&n<it-1;)n++;return[t,n]}function Ot(){if(it>0){let e=v.some(e=>e._focus)&&xt!=We.alpha;e&&(d.globalAlpha=xt=We.alpha),v.forEach((e,n)=>{if(n>0&&e.show&&(kt(n,!1),kt(n,!0),e._paths==null)){let a=xt;xt!=e.alpha&&(d.globalAlpha=xt=e.alpha);let o=i==2?[0,t[n][0].length-1]:Dt(t[n]);e._paths=e.paths(r,n,o[0],o[1]),xt!=a&&(d.globalAlpha=xt=a)}}),v.forEach((e,t)=>{if(t>0&&e.show){let n=xt;xt!=e.alpha&&(d.globalAlpha=xt=e.alpha),e._paths!=null&&At(t,!1);{let n=e._paths==null?null:e._paths.gaps,i=e.points.show(r,t,at,ot,n),a=e.points.filter(r,t,i,n);(i||a)&&(e.points._paths=e.points.paths(r,t,at,ot,a),At(t,!0))}xt!=n&&(d.globalAlpha=xt=n),Jn(`drawSeries`,t)}}),e&&(d.globalAlpha=xt=1)}}function kt(e,t){let n=t?v[e].points:v[e];n._stroke=n.stroke(r,e),n._fill=n.fill(r,e)}function At(e,t){let n=t?v[e].points:v[e],{stroke:r,fill:i,clip:a,flags:o,_stroke:s=n._stroke,_fill:c=n._fill,_width:l=n.width}=n._paths;l=ja(l*X,3);let u=null,f=l%2/2;t&&c==null&&(c=l>0?`#fff`:s);let p=n.pxAlign==1&&f>0;if(p&&d.translate(f,f),!t){let e=Ee-l/2,t=De-l/2,n=Oe+l,r=ke+l;u=new Path2D,u.rect(e,t,n,r)}t?jt(s,l,n.dash,n.cap,c,r,i,o,a):U(e,s,l,n.dash,n.cap,c,r,i,o,u,a),p&&d.translate(-f,-f)}function U(e,n,i,a,o,s,c,l,u,d,f){let p=!1;u!=0&&x.forEach((m,h)=>{if(m.series[0]==e){let e=v[m.series[1]],g=t[m.series[1]],_=(e._paths||Fa).band;Ra(_)&&(_=m.dir==1?_[0]:_[1]);let y,b=null;e.show&&_&&Qi(g,at,ot)?(b=m.fill(r,h)||s,y=e._paths.clip):_=null,jt(n,i,a,o,b,c,l,u,d,f,y,_),p=!0}}),p||jt(n,i,a,o,s,c,l,u,d,f)}function jt(e,t,n,r,i,a,o,s,c,l,u,f){St(e,t,n,r,i),(c||l||f)&&(d.save(),c&&d.clip(c),l&&d.clip(l)),f?(s&3)==3?(d.clip(f),u&&d.clip(u),W(i,o),Mt(e,a,t)):s&zs?(W(i,o),d.clip(f),Mt(e,a,t)):s&Rs&&(d.save(),d.clip(f),u&&d.clip(u),W(i,o),d.restore(),Mt(e,a,t)):(W(i,o),Mt(e,a,t)),(c||l||f)&&d.restore()}function Mt(e,t,n){n>0&&(t instanceof Map?t.forEach((e,t)=>{d.strokeStyle=ft=t,d.stroke(e)}):t!=null&&e&&d.stroke(t))}function W(e,t){t instanceof Map?t.forEach((e,t)=>{d.fillStyle=pt=t,d.fill(e)}):t!=null&&e&&d.fill(t)}function Nt(e,t,n,i){let a=y[e],o;if(i<=0)o=[0,0];else{let s=a._space=a.space(r,e,t,n,i);o=Ac(t,n,a._incrs=a.incrs(r,e,t,n,i,s),i,s)}return a._found=o}function Pt(e,t,n,r,i,a,o,s,c,l){let u=o%2/2;h==1&&d.translate(u,u),St(s,o,c,l,s),d.beginPath();let f,p,m,g,_=i+(r==0||r==3?-a:a);n==0?(p=i,g=_):(f=i,m=_);for(let r=0;r<e.length;r++)t[r]!=null&&(n==0?f=m=e[r]:p=g=e[r],d.moveTo(f,p),d.lineTo(m,g));d.stroke(),h==1&&d.translate(-u,-u)}function G(e){let t=!0;return y.forEach((n,i)=>{if(!n.show)return;let a=b[n.scale];if(a.min==null){n._show&&(t=!1,n._show=!1,Lt(!1));return}n._show||(t=!1,n._show=!0,Lt(!1));let o=n.side,s=o%2,{min:c,max:l}=a,[u,d]=Nt(i,c,l,s==0?z:B);if(d==0)return;let f=a.distr==2,p=n._splits=n.splits(r,i,c,l,u,d,f),m=a.distr==2?p.map(e=>ct[e]):p,h=a.distr==2?ct[p[1]]-ct[p[0]]:u,g=n._values=n.values(r,n.filter(r,m,i,d,h),i,d,h);n._rotate=o==2?n.rotate(r,g,i,d):0;let _=n._size;n._size=sa(n.size(r,g,i,e)),_!=null&&n._size!=_&&(t=!1)}),t}function Ft(e){let t=!0;return nt.forEach((n,i)=>{let a=n(r,i,et,e);a!=rt[i]&&(t=!1),rt[i]=a}),t}function It(){for(let e=0;e<y.length;e++){let t=y[e];if(!t.show||!t._show)continue;let n=t.side,i=n%2,a,o,c=t.stroke(r,e),l=n==0||n==3?-1:1,[u,f]=t._found;if(t.label!=null){let s=t.labelGap*l,p=oa((t._lpos+s)*X);Ct(t.labelFont[0],c,`center`,n==2?ei:ti),d.save(),i==1?(a=o=0,d.translate(p,oa(De+ke/2)),d.rotate((n==3?-ra:ra)/2)):(a=oa(Ee+Oe/2),o=p);let m=ya(t.label)?t.label(r,e,u,f):t.label;d.fillText(m,a,o),d.restore()}if(f==0)continue;let p=b[t.scale],m=i==0?Oe:ke,h=i==0?Ee:De,_=t._splits,v=p.distr==2?_.map(e=>ct[e]):_,x=p.distr==2?ct[_[1]]-ct[_[0]]:u,S=t.ticks,C=t.border,w=S.show?S.size:0,T=oa(w*X),E=oa((t.alignTo==2?t._size-w-t.gap:t.gap)*X),D=t._rotate*-ra/180,O=g(t._pos*X),k=O+(T+E)*l;o=i==0?k:0,a=i==1?k:0;let A=t.font[0];Ct(A,c,t.align==1?ni:t.align==2?ri:D>0?ni:D<0?ri:i==0?`center`:n==3?ri:ni,D||i==1?`middle`:n==2?ei:ti);let j=t.font[1]*t.lineGap,ee=_.map(e=>g(s(e,p,m,h))),te=t._values;for(let e=0;e<te.length;e++){let t=te[e];if(t!=null){i==0?a=ee[e]:o=ee[e],t=``+t;let n=t.indexOf(`
`)==-1?[t]:t.split(/\n/gm);for(let e=0;e<n.length;e++){let t=n[e];D?(d.save(),d.translate(a,o+e*j),d.rotate(D),d.fillText(t,0,0),d.restore()):d.fillText(t,a,o+e*j)}}}S.show&&Pt(ee,S.filter(r,v,e,f,x),i,n,O,T,ja(S.width*X,3),S.stroke(r,e),S.dash,S.cap);let ne=t.grid;ne.show&&Pt(ee,ne.filter(r,v,e,f,x),i,i==0?2:1,i==0?De:Ee,i==0?ke:Oe,ja(ne.width*X,3),ne.stroke(r,e),ne.dash,ne.cap),C.show&&Pt([O],[1],+(i==0),i==0?1:2,i==1?De:Ee,i==1?ke:Oe,ja(C.width*X,3),C.stroke(r,e),C.dash,C.cap)}Jn(`drawAxes`)}function Lt(e){v.forEach((t,n)=>{n>0&&(t._paths=null,e&&(i==1?(t.min=null,t.max=null):t.facets.forEach(e=>{e.min=null,e.max=null})))})}let Rt=!1,K=!1,zt=[];function Bt(){K=!1;for(let e=0;e<zt.length;e++)Jn(...zt[e]);zt.length=0}function Vt(){Rt||=($a(q),!0)}function Ht(e,t=!1){Rt=!0,K=t,e(r),q(),t&&zt.length>0&&queueMicrotask(Bt)}r.batch=Ht;function q(){if(Ae&&=(Et(),!1),Me&&=(Re(),!1),je){if(Ti(p,ni,V),Ti(p,ei,xe),Ti(p,Qr,z),Ti(p,$r,B),Ti(m,ni,V),Ti(m,ei,xe),Ti(m,Qr,z),Ti(m,$r,B),Ti(f,Qr,R),Ti(f,$r,be),u.width=oa(R*X),u.height=oa(be*X),y.forEach(({_el:e,_show:t,_size:n,_pos:r,side:i})=>{if(e!=null){if(t){let t=i===3||i===0?n:0,a=i%2==1;Ti(e,a?`left`:`top`,r-t),Ti(e,a?`width`:`height`,n),Ti(e,a?`top`:`left`,a?xe:V),Ti(e,a?`height`:`width`,a?B:z),wi(e,Br)}else Ci(e,Br)}}),ft=pt=mt=gt=_t=vt=yt=bt=ht=null,xt=1,Mn(!0),V!=Se||xe!=Ce||z!=we||B!=Te){Lt(!1);let e=z/we,t=B/Te;if(P&&!Ne&&N.left>=0){N.left*=e,N.top*=t,Kt&&ki(Kt,oa(N.left),0,z,B),qt&&ki(qt,0,oa(N.top),z,B);for(let n=0;n<qe.length;n++){let r=qe[n];r!=null&&(Je[n]*=e,Ye[n]*=t,ki(r,sa(Je[n]),sa(Ye[n]),z,B))}}if(on.show&&!Pe&&on.left>=0&&on.width>0){on.left*=e,on.width*=e,on.top*=t,on.height*=t;for(let e in Fn)Ti(sn,e,on[e])}Se=V,Ce=xe,we=z,Te=B}Jn(`setSize`),je=!1}R>0&&be>0&&(d.clearRect(0,0,u.width,u.height),Jn(`drawClear`),w.forEach(e=>e()),Jn(`draw`)),on.show&&Pe&&(cn(on),Pe=!1),P&&Ne&&(An(null,!0,!1),Ne=!1),M.show&&M.live&&Fe&&(On(),Fe=!1),c||(c=!0,r.status=1,Jn(`ready`)),lt=!1,Rt=!1}r.redraw=(e,t)=>{Me=t||!1,e===!1?Vt():un(S,D.min,D.max)};function Ut(e,n){let i=b[e];if(i.from==null){if(it==0){let t=i.range(r,n.min,n.max,e);n.min=t[0],n.max=t[1]}if(n.min>n.max){let e=n.min;n.min=n.max,n.max=e}if(it>1&&n.min!=null&&n.max!=null&&n.max-n.min<1e-16)return;e==S&&i.distr==2&&it>0&&(n.min=Ri(n.min,t[0]),n.max=Ri(n.max,t[0]),n.min==n.max&&n.max++),j[e]=n,Ae=!0,Vt()}}r.setScale=Ut;let Wt,Gt,Kt,qt,Jt,Yt,Xt,Zt,J,Qt,$t,en,tn=!1,nn=N.drag,rn=nn.x,an=nn.y;P&&(N.x&&(Wt=Di(Hr,m)),N.y&&(Gt=Di(Ur,m)),D.ori==0?(Kt=Wt,qt=Gt):(Kt=Gt,qt=Wt),$t=N.left,en=N.top);let on=r.select=qa({show:!0,over:!0,left:0,width:0,top:0,height:0},e.select),sn=on.show?Di(Vr,on.over?m:p):null;function cn(e,t){if(on.show){for(let t in e)on[t]=e[t],t in Fn&&Ti(sn,t,e[t]);t!==!1&&Jn(`setSelect`)}}r.setSelect=cn;function ln(e){if(v[e].show)oe&&wi(le[e],Br);else if(oe&&Ci(le[e],Br),P){let t=Ke?qe[0]:qe[e];t!=null&&ki(t,-10,-10,z,B)}}function un(e,t,n){Ut(e,{min:t,max:n})}function dn(e,t,n,a){t.focus!=null&&bn(e),t.show!=null&&v.forEach((n,r)=>{r>0&&(e==r||e==null)&&(n.show=t.show,ln(r),i==2?(un(n.facets[0].scale,null,null),un(n.facets[1].scale,null,null)):un(n.scale,null,null),Vt())}),n!==!1&&Jn(`setSeries`,e,t),a&&Qn(`setSeries`,r,e,t)}r.setSeries=dn;function fn(e,t){qa(x[e],t)}function pn(e,t){e.fill=Q(e.fill||null),e.dir=Z(e.dir,-1),t??=x.length,x.splice(t,0,e)}function mn(e){e==null?x.length=0:x.splice(e,1)}r.addBand=pn,r.setBand=fn,r.delBand=mn;function hn(e,t){v[e].alpha=t,P&&qe[e]!=null&&(qe[e].style.opacity=t),oe&&le[e]&&(le[e].style.opacity=t)}let gn,_n,vn,yn={focus:!0};function bn(e){if(e!=vn){let t=e==null,n=We.alpha!=1;v.forEach((r,a)=>{if(i==1||a>0){let i=t||a==0||a==e;r._focus=t?null:i,n&&hn(a,i?1:We.alpha)}}),vn=e,n&&Vt()}}oe&&Ge&&ve(ui,I,e=>{N._lock||(He(e),vn!=null&&dn(null,yn,!0,Y.setSeries))});function xn(e,t,n){let r=b[t];n&&(e=e/X-(r.ori==1?xe:V));let i=z;r.ori==1&&(i=B,e=i-e),r.dir==-1&&(e=i-e);let a=r._min,o=r._max,s=e/i,c=a+(o-a)*s,l=r.distr;return l==3?ua(10,c):l==4?ma(c,r.asinh):l==100?r.bwd(c):c}function Sn(e,n){return Ri(xn(e,S,n),t[0],at,ot)}r.valToIdx=e=>Ri(e,t[0]),r.posToIdx=Sn,r.posToVal=xn,r.valToPos=(e,t,n)=>b[t].ori==0?a(e,b[t],n?Oe:z,n?Ee:0):o(e,b[t],n?ke:B,n?De:0),r.setCursor=(e,t,n)=>{$t=e.left,en=e.top,An(null,t,n)};function Cn(e,t){Ti(sn,ni,on.left=e),Ti(sn,Qr,on.width=t)}function wn(e,t){Ti(sn,ei,on.top=e),Ti(sn,$r,on.height=t)}let Tn=D.ori==0?Cn:wn,En=D.ori==1?Cn:wn;function Dn(){if(oe&&M.live)for(let e=+(i==2);e<v.length;e++){if(e==0&&fe)continue;let t=M.values[e],n=0;for(let r in t)ue[e][n++].firstChild.nodeValue=t[r]}}function On(e,t){if(e!=null&&(e.idxs?e.idxs.forEach((e,t)=>{ae[t]=e}):Ba(e.idx)||ae.fill(e.idx),M.idx=ae[0]),oe&&M.live){for(let e=0;e<v.length;e++)(e>0||i==1&&!fe)&&kn(e,ae[e]);Dn()}Fe=!1,t!==!1&&Jn(`setLegend`)}r.setLegend=On;function kn(e,n){let i=v[e],a=e==0&&O==2?ct:t[e],o;fe?o=i.values(r,e,n)??L:(o=i.value(r,n==null?null:a[n],e,n),o=o==null?L:{_:o}),M.values[e]=o}function An(e,n,a){J=$t,Qt=en,[$t,en]=N.move(r,$t,en),N.left=$t,N.top=en,P&&(Kt&&ki(Kt,oa($t),0,z,B),qt&&ki(qt,0,oa(en),z,B));let o,s=at>ot;gn=ga,_n=null;let c=D.ori==0?z:B,l=D.ori==1?z:B;if($t<0||it==0||s){o=N.idx=null;for(let e=0;e<v.length;e++){let t=qe[e];t!=null&&ki(t,-10,-10,z,B)}Ge&&dn(null,yn,!0,e==null&&Y.setSeries),M.live&&(ae.fill(o),Fe=!0)}else{let e,n,a;i==1&&(e=D.ori==0?$t:en,n=xn(e,S),o=N.idx=Ri(n,t[0],at,ot),a=k(t[0][o],D,c,0));let s=-10,u=-10,d=0,f=0,p=!0,m=``,h=``;for(let e=+(i==2);e<v.length;e++){let g=v[e],_=ae[e],y=_==null?null:i==1?t[e][_]:t[e][1][_],x=N.dataIdx(r,e,o,n),S=x==null?null:i==1?t[e][x]:t[e][1][x];if(Fe=Fe||S!=y||x!=_,ae[e]=x,e>0&&g.show){let n=x==null?-10:x==o?a:k(i==1?t[0][x]:t[e][0][x],D,c,0),_=S==null?-10:A(S,i==1?b[g.scale]:b[g.facets[1].scale],l,0);if(Ge&&S!=null){let t=D.ori==1?$t:en,n=ia(We.dist(r,e,x,_,t));if(n<gn){let r=We.bias;if(r!=0){let i=xn(t,g.scale),a=S>=0?1:-1,o=i>=0?1:-1;o==a&&(o==1?r==1?S>=i:S<=i:r==1?S<=i:S>=i)&&(gn=n,_n=e)}else gn=n,_n=e}}if(Fe||Ke){let t,i;D.ori==0?(t=n,i=_):(t=_,i=n);let a,o,c,l,g,v,y=!0,b=Ue.bbox;if(b!=null){y=!1;let t=b(r,e);c=t.left,l=t.top,a=t.width,o=t.height}else c=t,l=i,a=o=Ue.size(r,e);if(v=Ue.fill(r,e),g=Ue.stroke(r,e),Ke)e==_n&&gn<=We.prox&&(s=c,u=l,d=a,f=o,p=y,m=v,h=g);else{let t=qe[e];t!=null&&(Je[e]=c,Ye[e]=l,Ni(t,a,o,y),ji(t,v,g),ki(t,sa(c),sa(l),z,B))}}}}if(Ke){let e=We.prox;if(Fe||(vn==null?gn<=e:gn>e||_n!=vn)){let e=qe[0];e!=null&&(Je[0]=s,Ye[0]=u,Ni(e,d,f,p),ji(e,m,h),ki(e,sa(s),sa(u),z,B))}}}if(on.show&&tn){if(e!=null){let[t,n]=Y.scales,[r,i]=Y.match,[a,o]=e.cursor.sync.scales,s=e.cursor.drag;if(rn=s._x,an=s._y,rn||an){let{left:s,top:u,width:d,height:f}=e.select,p=e.scales[a].ori,m=e.posToVal,h,g,_,v,y,x=t!=null&&r(t,a),S=n!=null&&i(n,o);x&&rn?(p==0?(h=s,g=d):(h=u,g=f),_=b[t],v=k(m(h,a),_,c,0),y=k(m(h+g,a),_,c,0),Tn(ca(v,y),ia(y-v))):Tn(0,c),S&&an?(p==1?(h=s,g=d):(h=u,g=f),_=b[n],v=A(m(h,o),_,l,0),y=A(m(h+g,o),_,l,0),En(ca(v,y),ia(y-v))):En(0,l)}else In()}else{let e=ia(J-Jt),t=ia(Qt-Yt);if(D.ori==1){let n=e;e=t,t=n}rn=nn.x&&e>=nn.dist,an=nn.y&&t>=nn.dist;let n=nn.uni;n==null?nn.x&&nn.y&&(rn||an)&&(rn=an=!0):rn&&an&&(rn=e>=n,an=t>=n,!rn&&!an&&(t>e?an=!0:rn=!0));let r,i;rn&&(D.ori==0?(r=Xt,i=$t):(r=Zt,i=en),Tn(ca(r,i),ia(i-r)),an||En(0,l)),an&&(D.ori==1?(r=Xt,i=$t):(r=Zt,i=en),En(ca(r,i),ia(i-r)),rn||Tn(0,c)),!rn&&!an&&(Tn(0,0),En(0,0))}}if(nn._x=rn,nn._y=an,e==null){if(a){if(Xn!=null){let[e,t]=Y.scales;Y.values[0]=e==null?null:xn(D.ori==0?$t:en,e),Y.values[1]=t==null?null:xn(D.ori==1?$t:en,t)}Qn(oi,r,$t,en,z,B,o)}if(Ge){let e=a&&Y.setSeries,t=We.prox;vn==null?gn<=t&&dn(_n,yn,!0,e):gn>t?dn(null,yn,!0,e):_n!=vn&&dn(_n,yn,!0,e)}}Fe&&(M.idx=o,On()),n!==!1&&Jn(`setCursor`)}let jn=null;Object.defineProperty(r,"rect",{get(){return jn??Mn(!1),jn}});function Mn(e=!1){e?jn=null:(jn=m.getBoundingClientRect(),Jn(`syncRect`,jn))}function Nn(e,t,n,r,i,a,o){N._lock||tn&&e!=null&&e.movementX==0&&e.movementY==0||(Pn(e,t,n,r,i,a,o,!1,e!=null),e==null?An(t,!0,!1):An(null,!0,!0))}function Pn(e,t,n,i,a,o,c,l,u){if(jn??Mn(!1),He(e),e!=null)n=e.clientX-jn.left,i=e.clientY-jn.top;else{if(n<0||i<0){$t=-10,en=-10;return}let[e,r]=Y.scales,c=t.cursor.sync,[l,u]=c.values,[d,f]=c.scales,[p,m]=Y.match,h=t.axes[0].side%2==1,g=D.ori==0?z:B,_=D.ori==1?z:B,v=h?o:a,y=h?a:o,x=h?i:n,S=h?n:i;if(n=d==null?x/v*g:p(e,d)?s(l,b[e],g,0):-10,i=f==null?S/y*_:m(r,f)?s(u,b[r],_,0):-10,D.ori==1){let e=n;n=i,i=e}}u&&(t==null||t.cursor.event.type==oi)&&((n<=1||n>=z-1)&&(n=Oa(n,z)),(i<=1||i>=B-1)&&(i=Oa(i,B))),l?(Jt=n,Yt=i,[Xt,Zt]=N.move(r,n,i)):($t=n,en=i)}let Fn={width:0,height:0,left:0,top:0};function In(){cn(Fn,!1)}let Ln,Rn,zn,Bn;function Vn(e,t,n,i,a,o,s){tn=!0,rn=an=nn._x=nn._y=!1,Pn(e,t,n,i,a,o,s,!0,!1),e!=null&&(ve(ci,vi,Hn,!1),Qn(si,r,Xt,Zt,z,B,null));let{left:c,top:l,width:u,height:d}=on;Ln=c,Rn=l,zn=u,Bn=d}function Hn(e,t,n,i,a,o,s){tn=nn._x=nn._y=!1,Pn(e,t,n,i,a,o,s,!1,!0);let{left:c,top:l,width:u,height:d}=on,f=u>0||d>0,p=Ln!=c||Rn!=l||zn!=u||Bn!=d;if(f&&p&&cn(on),nn.setScale&&f&&p){let e=c,t=u,n=l,r=d;if(D.ori==1&&(e=l,t=d,n=c,r=u),rn&&un(S,xn(e,S),xn(e+t,S)),an)for(let e in b){let t=b[e];e!=S&&t.from==null&&t.min!=ga&&un(e,xn(n+r,e),xn(n,e))}In()}else N.lock&&(N._lock=!N._lock,An(t,!0,e!=null));e!=null&&(ye(ci,vi),Qn(ci,r,$t,en,z,B,null))}function Un(e,t,n,r,i,a,o){if(N._lock)return;He(e);let s=tn;if(tn){let e=!0,t=!0,n,r;D.ori==0?(n=rn,r=an):(n=an,r=rn),n&&r&&(e=$t<=10||$t>=z-10,t=en<=10||en>=B-10),n&&e&&($t=$t<Xt?0:z),r&&t&&(en=en<Zt?0:B),An(null,!0,!0),tn=!1}$t=-10,en=-10,ae.fill(null),An(null,!0,!0),s&&(tn=s)}function Wn(e,t,n,i,a,o,s){N._lock||(He(e),dt(),In(),e!=null&&Qn(di,r,$t,en,z,B,null))}function Gn(){y.forEach(Mc),Ie(r.width,r.height,!0)}Ii(hi,yi,Gn);let Kn={};Kn.mousedown=Vn,Kn.mousemove=Nn,Kn.mouseup=Hn,Kn.dblclick=Wn,Kn.setSeries=(e,t,n,i)=>{let a=Y.match[2];n=a(r,t,n),n!=-1&&dn(n,i,!0,!1)},P&&(ve(si,m,Vn),ve(oi,m,Nn),ve(li,m,e=>{He(e),Mn(!1)}),ve(ui,m,Un),ve(di,m,Wn),gc.add(r),r.syncRect=Mn);let qn=r.hooks=e.hooks||{};function Jn(e,t,n){K?zt.push([e,t,n]):e in qn&&qn[e].forEach(e=>{e.call(null,r,t,n)})}(e.plugins||[]).forEach(e=>{for(let t in e.hooks)qn[t]=(qn[t]||[]).concat(e.hooks[t])});let Yn=(e,t,n)=>n,Y=qa({key:null,setSeries:!1,filters:{pub:wa,sub:wa},scales:[S,v[1]?v[1].scale:null],match:[Ta,Ta,Yn],values:[null,null]},N.sync);Y.match.length==2&&Y.match.push(Yn),N.sync=Y;let Xn=Y.key,Zn=Ls(Xn);function Qn(e,t,n,r,i,a,o){Y.filters.pub(e,t,n,r,i,a,o)&&Zn.pub(e,t,n,r,i,a,o)}Zn.sub(r);function $n(e,t,n,r,i,a,o){Y.filters.sub(e,t,n,r,i,a,o)&&Kn[e](null,t,n,r,i,a,o)}r.pub=$n;function er(){Zn.unsub(r),gc.delete(r),_e.clear(),Li(hi,yi,Gn),l.remove(),I?.remove(),Jn(`destroy`)}r.destroy=er;function tr(){Jn(`init`,e,t),ut(t||e.data,!1),j[S]?Ut(S,j[S]):dt(),Pe=on.show&&(on.width>0||on.height>0),Ne=Fe=!0,Ie(e.width,e.height)}return v.forEach(Ze),y.forEach(tt),n?n instanceof HTMLElement?(n.appendChild(l),tr()):n(r,tr):tr(),r}Nc.assign=qa,Nc.fmtNum=ta,Nc.rangeNum=Zi,Nc.rangeLog=Gi,Nc.rangeAsinh=Ki,Nc.orient=Bs,Nc.pxRatio=X,Nc.join=Qa,Nc.fmtDate=fo,Nc.tzDate=mo,Nc.sync=Ls;{Nc.addGap=Gs,Nc.clipGaps=Ws;let e=Nc.paths={points:ac};e.linear=lc,e.stepped=uc,e.bars=fc,e.spline=mc}var Pc=e=>e===`SUCCEEDED`||e===`CANCELED`;function Fc(e){if(e==null||!Number.isFinite(e))return`—`;let t=e*100;return Number.isInteger(t)||t>=10&&t<=90?`${Math.round(t)}%`:`${t.toFixed(1)}%`}function Ic(e,t){return`${Fc(e).replace(`%`,``)}–${Fc(t)}`}function Lc(e){return e.passed+e.failed+e.errored}function Rc(e){let t=Lc(e);return t===0?null:e.passed/t}function zc(e){let t=Lc(e)+(e.unscored??0)+e.canceled;return{done:t,total:e.cases,fraction:e.cases===0?0:t/e.cases}}function Bc(e){let t=[...e].sort((e,t)=>e.runtime.localeCompare(t.runtime));return{labels:t.map(e=>e.runtime),series:[{label:`passed`,values:t.map(e=>e.passed),color:`#059669`},{label:`failed`,values:t.map(e=>e.failed),color:`#dc2626`},{label:`errored`,values:t.map(e=>e.errored),color:`#d97706`},{label:`not done`,values:t.map(e=>Math.max(0,e.cases-Lc(e))),color:`#94a3b8`}]}}function Vc(e){let t=[];return e.forEach((e,n)=>t.push(e.map((e,r)=>e+(n>0?t[n-1][r]:0)))),t}function Hc(e){return Number.isFinite(e)?e<.001?`p < 0.001`:e>=.995?`p = 1`:`p = ${e<.01?e.toFixed(3):e.toFixed(2)}`:`p = —`}function Uc(e,t,n){let r=[...new Set([...e.aggregate.runtimes.map(e=>e.runtime),...t.aggregate.runtimes.map(e=>e.runtime)])].sort().map(n=>{let r=e.aggregate.runtimes.find(e=>e.runtime===n)??null,i=t.aggregate.runtimes.find(e=>e.runtime===n)??null,a=r&&Rc(r),o=i&&Rc(i);return{runtime:n,a:r,b:i,rateA:a,rateB:o,delta:a!=null&&o!=null?o-a:null}}),i=[...[...n.regressed].sort().map(e=>({caseId:e,change:`regressed`})),...[...n.fixed].sort().map(e=>({caseId:e,change:`fixed`}))],a=n.fixed.length-n.regressed.length,o,s,c=Hc(n.pValue);return n.paired===0?(o=`none`,s=`No case was decided in both scorecards: nothing to compare yet.`):n.significant&&a!==0?(o=a>0?`better`:`worse`,s=`${t.name} is ${o} than ${e.name}: ${n.fixed.length} fixed, ${n.regressed.length} regressed — significant (McNemar ${c}).`):(o=`same`,s=n.fixed.length+n.regressed.length===0?`No paired case changed its outcome (McNemar ${c}).`:`${n.fixed.length} fixed, ${n.regressed.length} regressed — not significant (McNemar ${c}).`),{paired:n.paired,unchanged:n.paired-n.regressed.length-n.fixed.length,passRateA:n.passRateA,passRateB:n.passRateB,delta:n.passRateB-n.passRateA,pValue:c,significant:n.significant,direction:o,verdict:s,runtimes:r,cases:i}}function Wc(e){if(e==null||!Number.isFinite(e))return`—`;let t=Math.round(e*1e3)/10;if(t===0)return`±0 pts`;let n=Number.isInteger(t)?String(Math.abs(t)):Math.abs(t).toFixed(1);return`${t>0?`+`:`−`}${n} pts`}function Gc(e,t){let n=new URLSearchParams;e&&n.set(`a`,e),t&&n.set(`b`,t);let r=n.toString();return`/scorecards/compare${r?`?${r}`:``}`}function Kc(e){let t=t=>{let n=(e.get(t)??``).trim();return/^[1-9]\d*$/.test(n)?n:``};return{a:t(`a`),b:t(`b`)}}function qc(e,t){return e.includes(t)?e.filter(e=>e!==t):[...e,t].slice(-2)}function Jc(e){return[...e].sort((e,t)=>Number(e)-Number(t))}var Yc=[`#2563eb`,`#db2777`,`#059669`,`#d97706`,`#7c3aed`,`#0891b2`,`#dc2626`,`#65a30d`],Xc=Nc.paths.stepped({align:1});function Zc(e){return Yc[e%Yc.length]}function Qc({title:e,t,series:n,yMax:r,yFormat:i,integer:a=!1,height:o=220,testid:s}){let c=V(null),l=V(null);return z(()=>{if(!c.current)return;let s=matchMedia(`(prefers-color-scheme: dark)`).matches,u={stroke:s?`#cbd5e1`:`#334155`,grid:{stroke:s?`#334155`:`#e2e8f0`}},d={title:e,width:c.current.clientWidth||600,height:o,scales:{y:r==null?{range:(e,t,n)=>[0,Math.max(1,n*1.1)]}:{range:[0,r]}},axes:[{...u,space:80,incrs:[1,5,10,15,30,60,120,300,600,900,1800,3600],values:(e,t)=>t.map(e=>new Date(e*1e3).toLocaleTimeString([],{hourCycle:`h23`,hour:`2-digit`,minute:`2-digit`,second:`2-digit`}))},{...u,incrs:a?[1,2,5,10,20,50,100,200,500,1e3]:void 0,values:(e,t)=>t.map(e=>i?i(e):String(e))}],series:[{},...n.map(e=>({label:e.label,stroke:e.color,width:2,dash:e.dash?[6,4]:void 0,spanGaps:!1,paths:e.points?()=>null:Xc,points:e.points?{show:!0,size:7,fill:e.color}:void 0,value:(e,t)=>t==null?`—`:i?i(t):String(t)}))]};l.current=new Nc(d,[t,...n.map(e=>e.values)],c.current);let f=new ResizeObserver(()=>{c.current&&l.current&&l.current.setSize({width:c.current.clientWidth,height:o})});return f.observe(c.current),()=>{f.disconnect(),l.current?.destroy(),l.current=null}},[n.map(e=>`${e.label}:${+!!e.dash}:${+!!e.points}`).join(`|`),e,o,r,a]),z(()=>{l.current?.setData([t,...n.map(e=>e.values)])}),U(`div`,{class:`chart`,ref:c,"data-testid":s,"data-points":t.length,role:`img`,"aria-label":e})}var $c=Nc.paths.bars({size:[.6,64],align:0});function el({title:e,labels:t,series:n,height:r=220,testid:i}){let a=V(null),o=V(null),s=`${t.join(`|`)}#${n.map(e=>e.label).join(`|`)}`,c=()=>{let e=Vc(n.map(e=>e.values));return[t.map((e,t)=>t),...e.reverse()]};return z(()=>{if(!a.current)return;let i=matchMedia(`(prefers-color-scheme: dark)`).matches,s={stroke:i?`#cbd5e1`:`#334155`,grid:{stroke:i?`#334155`:`#e2e8f0`}},l=[...n].reverse(),u={title:e,width:a.current.clientWidth||600,height:r,scales:{x:{time:!1,range:[-.5,t.length-.5]},y:{range:(e,t,n)=>[0,Math.max(1,n*1.1)]}},axes:[{...s,grid:{show:!1},incrs:[1],values:(e,n)=>n.map(e=>t[e]??``)},{...s,incrs:[1,2,5,10,20,50,100,200,500,1e3,2e3,5e3],values:(e,t)=>t.map(String)}],cursor:{show:!1},legend:{show:!1},series:[{},...l.map(e=>({label:e.label,stroke:e.color,fill:e.color,width:0,paths:$c,points:{show:!1}}))]};o.current=new Nc(u,c(),a.current);let d=new ResizeObserver(()=>{a.current&&o.current&&o.current.setSize({width:a.current.clientWidth,height:r})});return d.observe(a.current),()=>{d.disconnect(),o.current?.destroy(),o.current=null}},[s,e,r]),z(()=>{o.current?.setData(c())}),U(`div`,{class:`chart bars`,"data-testid":i,"data-total":n.reduce((e,t)=>e+t.values.reduce((e,t)=>e+t,0),0),children:[U(`div`,{ref:a,role:`img`,"aria-label":e}),U(`ul`,{class:`legend`,children:n.map(e=>U(`li`,{children:[U(`span`,{class:`swatch`,style:{background:e.color}}),` `,e.label,` `,e.values.reduce((e,t)=>e+t,0)]}))})]})}function tl({load:e}){return e.holders.length===0&&e.otherHolders===0?U(`span`,{class:`muted`,children:`no run`}):U(`span`,{"data-testid":`holders`,children:[e.holders.map((e,t)=>U(y,{children:[t>0&&`, `,U(`a`,{href:yr(e.run),"data-testid":`holder`,children:e.correlationId})]})),e.otherHolders>0&&U(`span`,{class:`muted`,children:[e.holders.length>0&&` and `,e.otherHolders,` run`,e.otherHolders===1?``:`s`,` of other tenants`]})]})}function nl({ms:e}){return e==null?U(`span`,{class:`muted`,title:`no run settled on this runtime in the last 24 hours`,children:`unknown`}):e===0?U(`span`,{children:`none`}):U(`span`,{title:`the median run of this runtime, per wave of slots ahead`,children:[`~`,Jn(e)]})}var rl=3600;function il(e,t,n=rl){let r=e.filter(e=>e.t>t.t-n&&e.t<t.t);return r.push(t),r}function al(e,t,n=rl){let r=e.length?e[0].t:1/0,i=[...t.filter(e=>e.t<r).sort((e,t)=>e.t-t.t),...e];if(i.length===0)return i;let a=i[i.length-1].t;return i.filter(e=>e.t>a-n)}function ol(e){let t=new Set;for(let n of e)for(let e of n.tenants)t.add(e.tenant);return[...t].sort()}function sl(e){let t=ol(e),n={t:[],share:{},fair:{}};for(let e of t)n.share[e]=[],n.fair[e]=[];for(let r of e){n.t.push(r.t);let e=r.tenants.reduce((e,t)=>e+t.running,0),i=r.tenants.filter(e=>e.running+e.queued>0).reduce((e,t)=>e+t.weight,0);for(let a of t){let t=r.tenants.find(e=>e.tenant===a);n.share[a].push(e>0?(t?.running??0)/e:null);let o=t&&t.running+t.queued>0;n.fair[a].push(i>0?o?t.weight/i:0:null)}}return n}function cl(e){let t=new Set;for(let n of e)for(let e of Object.keys(n.inFlight))t.add(e);let n={};for(let r of[...t].sort())n[r]=e.map(e=>e.inFlight[r]??0);return{t:e.map(e=>e.t),byRuntime:n}}function ll(e){return{t:Date.parse(e.at)/1e3,tenants:e.tenants.map(e=>({...e})),inFlight:Object.fromEntries(e.runtimes.map(e=>[e.runtime,e.inFlight]))}}function ul(e,t){return{t,tenants:e.tenants.map(e=>({...e})),inFlight:Object.fromEntries(e.runtimes.map(e=>[e.runtime,e.inFlight]))}}var dl=e=>`${Math.round(e*100)}%`;function fl(){let[e,t]=R(null),[n,r]=R([]),[i,a]=R(null),[o,s]=R(null),c=V(null),l=zt(5e3);z(()=>{let e=0,n=()=>{e||=window.setTimeout(()=>{e=0,H(Dn,{}).then(e=>a(e.runs)).catch(e=>s(K(e)))},500)};H(Tn,{}).then(e=>r(t=>al(t,e.queueHistory.map(ll)))).catch(e=>s(K(e)));let i=vt(wn,{},{next:e=>{c.current=e.queueSnapshot,t(e.queueSnapshot),r(t=>il(t,ul(e.queueSnapshot,Date.now()/1e3))),n()},error:s}),o=setInterval(()=>{c.current&&r(e=>il(e,ul(c.current,Date.now()/1e3)))},5e3);return()=>{i(),clearInterval(o),clearTimeout(e)}},[]);let u=sl(n),d=[];Object.keys(u.share).forEach((e,t)=>{d.push({label:`${e} share`,values:u.share[e],color:Zc(t)}),d.push({label:`${e} fair`,values:u.fair[e],color:Zc(t),dash:!0})});let f=cl(n),p=Object.entries(f.byRuntime).map(([e,t],n)=>({label:e,values:t,color:Zc(n)}));return U(`section`,{children:[U(`h1`,{children:[`Queue `,U(`span`,{class:`live`,title:`updates live`,"aria-label":`live`})]}),U(W,{error:o}),!e&&!o&&n.length===0&&U(Ft,{}),(e||n.length>0)&&U(y,{children:[U(`p`,{class:`muted`,children:[e?U(y,{children:[`Updated `,Y(e.generatedAt,l),`. `]}):U(y,{children:`Connecting… `}),`Solid: the tenant's share of running runs; dashed: its weight's share among tenants with work.`]}),U(`div`,{class:`grid2`,children:[U(Qc,{testid:`share-chart`,title:`Share of running runs vs weight`,t:u.t,series:d,yMax:1,yFormat:dl}),U(Qc,{testid:`slots-chart`,title:`Slots in use per runtime`,t:f.t,series:p,integer:!0})]})]}),e&&U(y,{children:U(`div`,{class:`grid2`,children:[U(`div`,{class:`scroll`,children:U(`table`,{"data-testid":`tenants`,children:[U(`thead`,{children:U(`tr`,{children:[U(`th`,{children:`Tenant`}),U(`th`,{children:`Weight`}),U(`th`,{children:`Queued`}),U(`th`,{children:`Running`})]})}),U(`tbody`,{children:e.tenants.map(e=>U(`tr`,{children:[U(`td`,{children:e.tenant}),U(`td`,{children:e.weight}),U(`td`,{children:e.queued}),U(`td`,{children:e.running})]}))})]})}),U(`div`,{class:`scroll`,children:U(`table`,{"data-testid":`runtime-load`,children:[U(`thead`,{children:U(`tr`,{children:[U(`th`,{children:`Runtime`}),U(`th`,{children:`Slots in use`}),U(`th`,{children:`Circuit`}),U(`th`,{children:`Held by`}),U(`th`,{children:`Queued`}),U(`th`,{children:`Est. wait`})]})}),U(`tbody`,{children:e.runtimes.map(e=>U(`tr`,{children:[U(`td`,{children:e.runtime}),U(`td`,{children:[U(`meter`,{min:0,max:Math.max(1,e.slots),value:e.inFlight,"aria-label":`${e.runtime} slots in use`}),` `,e.inFlight,` / `,e.slots]}),U(`td`,{children:U(`span`,{class:`badge circuit-${e.circuit.toLowerCase()}`,children:e.circuit.replace(`_`,` `)})}),U(`td`,{children:U(tl,{load:e})}),U(`td`,{children:e.queued}),U(`td`,{children:U(nl,{ms:e.estimatedWaitMs??null})})]}))})]})})]})}),U(`h2`,{children:`Waiting runs`}),i&&U(`div`,{class:`scroll`,children:U(`table`,{"data-testid":`waiting-runs`,children:[U(`thead`,{children:U(`tr`,{children:[U(`th`,{children:`Run`}),U(`th`,{children:`Runtime`}),U(`th`,{children:`Why`}),U(`th`,{children:`Ahead`}),U(`th`,{children:`Queued`})]})}),U(`tbody`,{children:[(i.edges??[]).flatMap(e=>e?.node?[U(`tr`,{children:[U(`td`,{children:U(`a`,{href:yr(e.node.id),children:e.node.correlationId})}),U(`td`,{children:e.node.runtime}),U(`td`,{children:e.node.waitingReason?U(y,{children:[U(`span`,{class:`chip`,children:e.node.waitingReason.code}),` `,e.node.waitingReason.message]}):U(`span`,{class:`muted`,children:`starting`})}),U(`td`,{children:e.node.waitingReason?.position??`—`}),U(`td`,{children:Y(e.node.createdAt,l)})]})]:[]),i.totalCount===0&&U(`tr`,{children:U(`td`,{colSpan:5,class:`muted`,children:`Nothing is waiting.`})})]})]})})]})}function pl(e,t){let n=t.split(`@`)[0];return e.find(e=>e.runtime===n)??null}function ml(e,t){return e===0&&t.inFlight<t.slots?0:t.p50DurationMs==null||t.slots<=0?null:t.p50DurationMs*Math.ceil((e+1)/t.slots)}function hl(e){let t=[],n=[];return e.split(`
`).forEach((e,r)=>{let i=e.trim();if(!i||i.startsWith(`#`))return;let a=i.indexOf(`=`),o=(a<0?i:i.slice(0,a)).trim();if(!/^[A-Za-z_][A-Za-z0-9_]*$/.test(o)){n.push(`line ${r+1}: "${o}" is not a variable name`);return}if(a<0){n.push(`line ${r+1}: want NAME=value or NAME=@secret`);return}let s=i.slice(a+1);s.startsWith(`@`)&&s.length>1?t.push({name:o,secretRef:s.slice(1)}):t.push({name:o,value:s})}),{vars:t,problems:n}}function gl(e){let t=e.versions.filter(e=>!e.archived).sort((e,t)=>t.version-e.version);if(t.length===0)return[];let n=t.flatMap(e=>e.tags).sort();return[e.name,...n.map(t=>`${e.name}@${t}`),...t.map(t=>`${e.name}@${t.version}`)]}function _l(e,t,n){let r=t.trim(),i=e.trim(),a=i?{harnessRef:i}:{harness:n};return r&&(a.model=r),a}function vl(e){let t=e.trim();return t===`auto`||t.includes(`,`)}var yl={runtime:``,harnessRef:``,model:``,task:`Write 42 to answer.txt`,harness:`web`,command:`echo solving; echo 42 > answer.txt`,test:`grep -q 42 answer.txt`,env:``,timeout:`60`,priority:`INTERACTIVE`,placement:``};function bl(e,t={}){let n=hl(e.env).vars,r=[...e.test.trim()?[{kind:`TESTS_PASS`,command:$n(e.test)}]:[],...t.graders??[]],i={...t,task:e.task,timeoutSec:Number(e.timeout)||void 0,graders:r.length?r:void 0};return{runtime:e.runtime.trim(),priority:e.priority,...vl(e.runtime)&&e.placement?{placement:e.placement}:{},trigger:`web`,..._l(e.harnessRef,e.model,{name:e.harness||`web`,command:$n(e.command),env:n}),case:i}}function xl(e){return!e||e.length===0?``:e.length===3&&(e[0]===`sh`||e[0]===`bash`||e[0]===`/bin/sh`)&&e[1]===`-c`&&(e[0]===`sh`||e[0]===`/bin/sh`)?e[2]:e.map(Sl).join(` `)}function Sl(e){return e!==``&&/^[A-Za-z0-9_@%+=:,./-]+$/.test(e)?e:`'${e.replace(/'/g,`'\\''`)}'`}function Cl(e){let t=[],n=e.case,r=n.graders.map(Tl),i=r.findIndex(e=>e.kind===`TESTS_PASS`&&wl(e.command)),a=i>=0?xl(r[i].command):``,o=r.filter((e,t)=>t!==i),s=e.harness.env.map(e=>e.secretRef?`${e.name}=@${e.secretRef}`:`${e.name}=`),c=e.harness.env.filter(e=>!e.secretRef).map(e=>e.name);c.length&&!e.harness.registered&&t.push(`the value of ${c.join(`, `)} (a literal value is never shown: type it again)`),n.files.length&&t.push(`the seed files ${n.files.map(e=>e.path).join(`, `)} (their contents are never shown)`);let l={};n.image&&(l.image=n.image),n.repo?.url&&(l.repo=n.repo.ref?{url:n.repo.url,ref:n.repo.ref}:{url:n.repo.url}),n.browser&&(l.browser=!0),n.osUse&&(l.osUse=!0),(n.resources.memoryMb||n.resources.cpu)&&(l.resources={memoryMb:n.resources.memoryMb||void 0,cpu:n.resources.cpu||void 0}),n.expected&&(l.expected=n.expected),o.length&&(l.graders=o);let u=!!e.harness.registered;return{form:{runtime:e.runtime,harnessRef:u?`${e.harness.name}@${e.harness.version}`:``,model:e.model??``,task:n.task,harness:e.harness.name,command:u?``:xl(e.harness.command),test:a,env:u?``:s.join(`
`),timeout:n.timeoutSec?String(n.timeoutSec):``,priority:e.priority,placement:e.placementPolicy??``},carried:l,lost:t}}function wl(e){return!!e&&e.length===3&&e[0]===`sh`&&e[1]===`-c`}function Tl(e){let t={kind:e.kind};return e.command?.length&&(t.command=e.command),e.max!=null&&(t.max=e.max),e.kind===`JUDGE`&&(e.rubric&&(t.rubric=e.rubric),e.model&&(t.model=e.model),e.samples&&(t.samples=e.samples),e.passThreshold!=null&&(t.passThreshold=e.passThreshold),e.inputs?.length&&(t.inputs=e.inputs)),t}var El=new Set([`priority`,`kind`,`inputs`]);function Dl(e,t=``,n=``){if(Array.isArray(e))return`[${e.map(e=>Dl(e,t,n)).join(`, `)}]`;if(typeof e==`object`&&e){let t=n+`  `,r=Object.entries(e).filter(([,e])=>e!==void 0).map(([e,n])=>`${t}${e}: ${Dl(n,e,t)}`);return r.length?`{\n${r.join(`
`)}\n${n}}`:`{}`}return typeof e==`string`?El.has(t)&&/^[A-Z_]+$/.test(e)?e:JSON.stringify(e):String(e)}function Ol(e){return`mutation {\n  submitRun(input: ${Dl(e,``,`  `)}) {\n    id\n    correlationId\n  }\n}\n`}function kl(e){let t=[`everdict`,`run`,`submit`,`--runtime`,e.runtime,`--task`,e.case.task],n=[],r=e.case,i=(r.graders??[]).filter(e=>e.kind===`TESTS_PASS`&&wl(e.command));i.length&&t.push(`--test`,i[0].command[2]),(r.graders??[]).length>i.slice(0,1).length&&n.push(`graders other than one test command`),r.timeoutSec&&t.push(`--timeout`,`${r.timeoutSec}s`),r.repo?.url&&t.push(`--repo`,r.repo.ref?`${r.repo.url}@${r.repo.ref}`:r.repo.url),e.model&&t.push(`--model`,e.model),e.placement&&t.push(`--placement`,e.placement.toLowerCase()),e.priority&&e.priority!==`INTERACTIVE`&&n.push(`priority ${e.priority}`);for(let[e,t]of[[`image`,r.image],[`browser`,r.browser],[`osUse`,r.osUse],[`resources`,r.resources],[`expected`,r.expected]])t&&n.push(e);return e.harnessRef?t.push(`--harness`,e.harnessRef):e.harness&&(e.harness.env?.length&&n.push(`env`),t.push(`--harness`,e.harness.name,`--`,...e.harness.command)),{command:t.map(Sl).join(` `),left:n}}var Al=new Set([`image/png`,`image/jpeg`,`image/gif`,`image/webp`]);function jl(e){return Al.has(e.contentType)&&e.url.startsWith(`/`)&&!e.url.startsWith(`//`)}function Ml(e){let t=e.filter(jl),n=e.filter(e=>!jl(e));return t.sort((e,t)=>Number(t.kind===`screenshot`)-Number(e.kind===`screenshot`)),{images:t,files:n}}function Nl(e){if(!Number.isFinite(e)||e<0)return`—`;if(e<1024)return`${e} B`;let t=[`KiB`,`MiB`,`GiB`,`TiB`],n=e/1024,r=0;for(;n>=1024&&r<t.length-1;)n/=1024,r++;return`${n.toFixed(1)} ${t[r]}`}function Pl(e){let t=e.lastIndexOf(`/`);return t<0?e:e.slice(t+1)}var Fl=24e4;function Il({id:e,version:t}){let[n,r]=R(null),[i,a]=R(null);if(z(()=>{let t=!0,n=()=>H(an,{id:e}).then(e=>{t&&(r(e.run??null),a(null))}).catch(e=>t&&a(K(e)));n();let i=setInterval(n,Fl);return()=>{t=!1,clearInterval(i)}},[e,t]),i)return U(W,{error:i});let o=n?.result?.artifactsDropped??[];if(!n||n.artifacts.length===0&&o.length===0)return null;let{images:s,files:c}=Ml(n.artifacts),l=n.artifacts.reduce((e,t)=>e+t.size,0);return U(`section`,{class:`artifacts`,"data-testid":`artifacts`,children:[U(`h2`,{children:[`Artifacts`,` `,U(`span`,{class:`muted`,children:[n.artifacts.length,` `,n.artifacts.length===1?`file`:`files`,`, `,Nl(l)]})]}),s.length>0&&U(`div`,{class:`gallery`,children:s.map(e=>U(`figure`,{"data-testid":`artifact-image`,"data-kind":e.kind,children:[U(`a`,{href:e.url,target:`_blank`,rel:`noopener noreferrer`,children:U(`img`,{src:e.url,alt:e.name,loading:`lazy`,referrerpolicy:`no-referrer`})}),U(`figcaption`,{children:[e.kind===`screenshot`&&U(`span`,{class:`badge`,children:`screenshot`}),` `,e.name,` `,U(`span`,{class:`muted`,children:Nl(e.size)})]})]}))}),c.length>0&&U(`table`,{class:`compact`,"data-testid":`artifact-files`,children:[U(`thead`,{children:U(`tr`,{children:[U(`th`,{children:`File`}),U(`th`,{children:`Kind`}),U(`th`,{children:`Size`}),U(`th`,{children:`Type`}),U(`th`,{children:`SHA-256`})]})}),U(`tbody`,{children:c.map(e=>U(`tr`,{children:[U(`td`,{children:[U(`a`,{href:e.url,download:Pl(e.name),rel:`noopener noreferrer`,children:e.name}),e.attempt>1&&U(`span`,{class:`muted`,children:[` (attempt `,e.attempt,`)`]})]}),U(`td`,{children:e.kind}),U(`td`,{children:Nl(e.size)}),U(`td`,{children:U(`code`,{children:e.contentType})}),U(`td`,{children:U(`code`,{title:e.sha256,children:e.sha256.slice(0,12)})})]}))})]}),o.length>0&&U(`details`,{"data-testid":`artifacts-dropped`,children:[U(`summary`,{children:[o.length,` `,o.length===1?`file was`:`files were`,` not kept`]}),U(`ul`,{children:o.map(e=>U(`li`,{children:[U(`code`,{children:e.name}),`: `,e.reason]}))})]})]})}function Ll(e,t,n,r){let i=e.protocol===`https:`?`wss:`:`ws:`,a=t.includes(`?`)?`&`:`?`;return`${i}//${e.host}${t}${a}cols=${Rl(n)}&rows=${Rl(r)}`}function Rl(e){return Math.max(1,Math.min(1e3,Math.floor(e)||1))}function zl(e,t){return JSON.stringify({type:`resize`,cols:Rl(e),rows:Rl(t)})}function Bl(e){let t=[],n=``,r=null,i=!1;for(let a=0;a<e.length;a++){let o=e[a];r?o===r?r=null:o===`\\`&&r===`"`&&a+1<e.length?n+=e[++a]:n+=o:o===`"`||o===`'`?(r=o,i=!0):o===`\\`&&a+1<e.length?(n+=e[++a],i=!0):/\s/.test(o)?(i&&t.push(n),n=``,i=!1):(n+=o,i=!0)}if(r)throw Error(`unclosed ${r===`"`?`double`:`single`} quote`);return i&&t.push(n),t}function Vl(e,t){switch(e){case`NOT_FOUND`:return`Only the run's creator or an admin of its tenant can look inside it.`;case`FAILED_PRECONDITION`:return t;default:return t}}var Hl=(function(){let e=typeof document<`u`&&document.createElement(`link`).relList;return e&&e.supports&&e.supports(`modulepreload`)?`modulepreload`:`preload`})(),Ul=function(e){return`/static/app/`+e},Wl={},Gl=function(e){return e.pathname.endsWith(`.css`)},Kl=function(e,t,n){if(t in e)return e[t];let r=n();if(!r){e[t]=void 0;return}let i=r.then(()=>{e[t]=void 0},n=>{throw e[t]=void 0,n});return e[t]=i,i},ql=function(e,t,n){let r=Promise.resolve();if(t&&t.length>0){let e,i=document.querySelector(`meta[property=csp-nonce]`),a=i?.nonce||i?.getAttribute(`nonce`);function o(e){return Promise.all(e.map(e=>Promise.resolve(e).then(e=>({status:`fulfilled`,value:e}),e=>({status:`rejected`,reason:e}))))}function s(e){return import.meta.resolve?new URL(import.meta.resolve(e)):new URL(e,import.meta.url)}r=o(t.map(t=>{t=Ul(t,n);let r=s(t),i=Gl(r);return Kl(Wl,r.href,()=>{if(e===void 0){e={all:new Set,styles:new Set};let t=document.getElementsByTagName(`link`);for(let n=t.length-1;n>=0;n--){let r=t[n];e.all.add(r.href),r.rel===`stylesheet`&&e.styles.add(r.href)}}if((i?e.styles:e.all).has(r.href))return;let t=document.createElement(`link`);if(t.rel=i?`stylesheet`:Hl,i||(t.as=`script`),t.crossOrigin=``,t.href=r.href,a&&t.setAttribute(`nonce`,a),document.head.appendChild(t),i)return new Promise((e,n)=>{let i=a=>{t.removeEventListener(`load`,i),t.removeEventListener(`error`,i),a.type===`error`?n(Error(`Unable to preload CSS for ${r}`)):e(a)};t.addEventListener(`load`,i),t.addEventListener(`error`,i)})})}).filter(e=>e!==void 0))}function i(e){let t=new Event(`vite:preloadError`,{cancelable:!0});if(t.payload=e,window.dispatchEvent(t),!t.defaultPrevented)throw e}return r.then(t=>{for(let e of t||[])e.status===`rejected`&&i(e.reason);return e().catch(i)})};function Jl({id:e,screen:t,onSaved:n}){return U(`section`,{class:`inside`,"aria-labelledby":`inside-title`,children:[U(`h2`,{id:`inside-title`,children:`Inside the run`}),U(Xl,{id:e}),U(Zl,{id:e}),t&&U(Ql,{id:e,onSaved:n})]})}function Yl({error:e}){return e?e.notAvailable?U(W,{error:e}):U(`p`,{class:`error`,role:`alert`,"data-testid":`inside-refused`,children:[U(`code`,{children:e.code}),` `,Vl(e.code,e.message)]}):null}function Xl({id:e}){let[t,n]=R(``),[r,i]=R(!1),[a,o]=R(null),[s,c]=R(``),[l,u]=R(null);async function d(n){n.preventDefault();let r;try{r=Bl(t)}catch(e){c(e.message);return}if(r.length===0)c(`type a command`);else{c(``),i(!0),o(null);try{u((await H(dn,{id:e,command:r})).execInRun)}catch(e){o(K(e))}finally{i(!1)}}}return U(`form`,{class:`exec`,"aria-label":`Run a command in the sandbox`,onSubmit:d,children:[U(`label`,{children:[`Command`,U(`input`,{name:`command`,value:t,placeholder:`ls -la`,onInput:e=>n(e.target.value)})]}),U(`button`,{type:`submit`,disabled:r,children:r?`Running…`:`Run`}),s&&U(`span`,{class:`error`,children:s}),U(Yl,{error:a}),l&&U(`div`,{"data-testid":`exec-result`,children:[U(`p`,{class:`muted`,children:[`exit code `,U(`strong`,{"data-testid":`exec-exit`,children:l.exitCode}),l.timedOut&&` — killed at its timeout`,l.truncated&&` — output cut at the limit`]}),U(`pre`,{class:`output`,"data-testid":`exec-stdout`,children:l.stdout}),l.stderr&&U(`pre`,{class:`output stderr`,"data-testid":`exec-stderr`,children:l.stderr})]})]})}function Zl({id:e}){let t=V(null),n=V(null),[r,i]=R(`closed`),[a,o]=R(null);z(()=>()=>s(),[e]);function s(){n.current?.ws.close(),n.current?.term.dispose(),n.current=null}async function c(){i(`opening`),o(null);try{let[{issueTerminalTicket:r},a]=await Promise.all([H(fn,{id:e}),ql(()=>import(`./xterm-BMsy1fDS.js`),[]),ql(()=>Promise.resolve({}),__vite__mapDeps([0]))]).then(([e,t])=>[e,t]),o=new a.Terminal({cols:100,rows:24,cursorBlink:!0,fontSize:13});o.open(t.current);let s=new WebSocket(Ll(location,r.url,100,24));s.binaryType=`arraybuffer`;let c=new TextEncoder;s.onopen=()=>{i(`open`),o.focus()},s.onmessage=e=>o.write(typeof e.data==`string`?e.data:new Uint8Array(e.data)),s.onclose=()=>i(e=>e===`closed`?e:`ended`),o.onData(e=>s.readyState===WebSocket.OPEN&&s.send(c.encode(e))),o.onResize(({cols:e,rows:t})=>s.readyState===WebSocket.OPEN&&s.send(zl(e,t))),n.current={ws:s,term:o}}catch(e){o(K(e)),i(`closed`)}}return U(`div`,{class:`terminal-pane`,children:[U(`div`,{class:`head`,children:[U(`h3`,{children:`Terminal`}),r===`closed`||r===`ended`?U(`button`,{onClick:()=>{s(),c()},children:r===`ended`?`Open a new terminal`:`Open terminal`}):U(`button`,{onClick:()=>{s(),i(`closed`)},disabled:r===`opening`,children:`Close terminal`})]}),U(Yl,{error:a}),r===`ended`&&U(`p`,{class:`muted`,"data-testid":`terminal-ended`,children:`The session ended.`}),U(`div`,{ref:t,class:`terminal`,"data-testid":`terminal`,"data-state":r})]})}function Ql({id:e,onSaved:t}){let[n,r]=R(!1),[i,a]=R(!1),[o,s]=R(null),[c,l]=R(null),[u,d]=R(null);return z(()=>{if(n)return d(null),vt(pn,{id:e},{next:e=>l(e.runScreen),error:e=>{d(e),r(!1)},complete:()=>r(!1)})},[e,n]),U(`div`,{class:`screen-pane`,children:[U(`div`,{class:`head`,children:[U(`h3`,{children:`Screen`}),U(`button`,{"aria-pressed":n,onClick:()=>r(!n),children:n?`Stop watching`:`Watch the screen`}),U(`button`,{"data-testid":`save-screen`,disabled:i,title:`Keep the screen as it is now among the run's artifacts`,onClick:()=>{a(!0),d(null),s(null),H(mn,{id:e}).then(e=>{s(e.saveRunScreen.name),t()}).catch(e=>d(K(e))).finally(()=>a(!1))},children:i?`Saving…`:`Save this frame`})]}),U(Yl,{error:u}),o&&U(`p`,{class:`muted`,"data-testid":`screen-saved`,children:[`Kept as `,U(`code`,{children:o}),` among the run's artifacts.`]}),c?.png&&U(`img`,{"data-testid":`screen`,alt:`The run's browser, live`,src:`data:image/png;base64,${c.png}`}),c?.unavailable&&U(`p`,{class:`muted`,children:c.unavailable})]})}var $l=()=>({fg:null,bg:null,bold:!1,dim:!1,italic:!1,underline:!1});function eu(e){let t=[];return e.fg!=null&&t.push(`ansi-fg-${e.fg}`),e.bg!=null&&t.push(`ansi-bg-${e.bg}`),e.bold&&t.push(`ansi-bold`),e.dim&&t.push(`ansi-dim`),e.italic&&t.push(`ansi-italic`),e.underline&&t.push(`ansi-underline`),t.join(` `)}function tu(e,t){t.length===0&&(t=[0]);for(let n=0;n<t.length;n++){let r=t[n];if(r===0)Object.assign(e,$l());else if(r===1)e.bold=!0;else if(r===2)e.dim=!0;else if(r===3)e.italic=!0;else if(r===4)e.underline=!0;else if(r===22)e.bold=e.dim=!1;else if(r===23)e.italic=!1;else if(r===24)e.underline=!1;else if(r>=30&&r<=37)e.fg=r-30;else if(r>=90&&r<=97)e.fg=r-90+8;else if(r===39)e.fg=null;else if(r>=40&&r<=47)e.bg=r-40;else if(r>=100&&r<=107)e.bg=r-100+8;else if(r===49)e.bg=null;else if((r===38||r===48)&&t[n+1]===5){let i=t[n+2];i!=null&&i<16&&(r===38?e.fg=i:e.bg=i),n+=2}else(r===38||r===48)&&t[n+1]===2&&(n+=4)}}function nu(e){let t=e.replace(/\r+$/,``),n=t.lastIndexOf(`\r`);return n<0?t:t.slice(n+1)}var ru=/\x1b\[([0-9;?]*)([@-~])|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]/g;function iu(e){let t=nu(e),n=[],r=$l(),i=0,a=e=>{if(!e)return;let t=eu(r),i=n[n.length-1];i&&i.cls===t?i.text+=e:n.push({text:e,cls:t})};ru.lastIndex=0;for(let e=ru.exec(t);e;e=ru.exec(t))a(t.slice(i,e.index)),i=e.index+e[0].length,e[2]===`m`&&tu(r,e[1]?e[1].split(`;`).map(e=>Number(e)||0):[]);return a(t.slice(i)),n}function au(e){return iu(e).map(e=>e.text).join(``)}function ou(e){let t=/^#L(\d+)(?:-L?(\d+))?$/.exec(e);if(!t)return null;let n=Number(t[1]),r=t[2]?Number(t[2]):n;return n<1||r<1?null:{from:Math.min(n,r),to:Math.max(n,r)}}function su(e){return e.from===e.to?`#L${e.from}`:`#L${e.from}-L${e.to}`}var cu=1e3;function lu(e){return Math.floor((e-1)/cu)*cu+1}function uu(e,t,n,r,i=20){return{from:Math.max(1,Math.floor(e/n)+1-i),to:Math.min(r,Math.ceil((e+t)/n)+i)}}function du(e,t){let n=[];for(let r=lu(e.from);r<=e.to;r+=cu)for(let i=Math.max(r,e.from);i<=Math.min(r+cu-1,e.to);i++)if(!t(i)){n.push(r);break}return n}var fu=20,pu=2e3,mu=(()=>{let e=[];for(let t=0;t<cu/100;t++)e.push(`p${t}: logs(fromSeq: $f${t}, first: 100) { seq stream text at }`);return`query RunLogPage($id: ID!, ${[...Array(cu/100)].map((e,t)=>`$f${t}: Int`).join(`, `)}) { run(id: $id) { id ${e.join(` `)} } }`})();function hu({id:e}){let t=V(new Map),n=V(new Set),[r,i]=R(0),[a,o]=R(null),[s,c]=R(!1),[l,u]=R(()=>ou(location.hash)),[d,f]=R(()=>ou(location.hash)==null),[p,m]=R(!1),[h,g]=R({from:1,to:0}),[_,v]=R(()=>ou(location.hash)?.from??null),[y,b]=R(``),x=V(null),[S,C]=R(``),[w,T]=R(null),[E,D]=R(0),O=()=>i(e=>e+1);z(()=>{t.current=new Map,n.current=new Set,o(null),c(!1);let r=()=>{},i=!0,a=0,s=[],l=()=>{a=0;let e=0;for(let n of s)t.current.set(n.seq,n),e=Math.max(e,n.seq);s=[],o(t=>Math.max(t??0,e)),O()};return H(cn,{id:e}).catch(()=>null).then(t=>{if(!i)return;let n=t?.run?.lastLogSeq??0;o(e=>Math.max(e??0,n)),r=vt(sn,{id:e,fromSeq:Math.max(0,n-pu)},{next:e=>{s.push(e.runLogs),a||=requestAnimationFrame(l)},complete:()=>c(!0)})}),()=>{i=!1,r(),a&&cancelAnimationFrame(a)}},[e]);let k=a??0;z(()=>{if(!(h.to<h.from))for(let r of du(h,e=>t.current.has(e))){if(n.current.has(r))continue;n.current.add(r);let i={id:e};for(let e=0;e<cu/100;e++)i[`f${e}`]=r-1+e*100;nt(mu,i).then(e=>{for(let[n,r]of Object.entries(e.run??{}))if(n.startsWith(`p`))for(let e of r)t.current.set(e.seq,e);O()}).catch(e=>b(`Could not load lines ${r}–${r+cu-1}: ${e instanceof Error?e.message:e}`)).finally(()=>n.current.delete(r))}},[h.from,h.to,e]);let A=()=>{let e=x.current;if(!e)return;let t=uu(e.scrollTop,e.clientHeight,fu,k);g(e=>e.from===t.from&&e.to===t.to?e:t)};B(()=>{let e=x.current;e&&(_!=null&&k>=_?(e.scrollTop=Math.max(0,(_-1)*fu-e.clientHeight/2+fu),v(null)):d&&_==null&&(e.scrollTop=e.scrollHeight),A())},[k,d,_,r]),z(()=>{let e=()=>{let e=ou(location.hash);e&&j(e)};return window.addEventListener(`hashchange`,e),()=>window.removeEventListener(`hashchange`,e)},[]);function j(e){f(!1),u(e),v(e.from),history.replaceState(null,``,su(e))}function ee(){let e=x.current;e&&(!(e.scrollHeight-e.scrollTop-e.clientHeight<fu)&&d&&f(!1),A())}z(()=>{let t=S.trim();if(!t){T(null);return}let n=!0,r=setTimeout(()=>{H(ln,{id:e,query:t}).then(e=>{if(!n||!e.run)return;let r=e.run.logSearch;T({q:t,total:r.total,seqs:r.seqs}),D(0),r.seqs.length&&j({from:r.seqs[0],to:r.seqs[0]})}).catch(()=>n&&T({q:t,total:0,seqs:[]}))},120);return()=>{n=!1,clearTimeout(r)}},[S,e]);async function te(t){if(!w||w.total===0)return;let n=E+t,r=w.seqs;if(n>=r.length&&r.length<w.total){let t=await H(ln,{id:e,query:w.q,after:r[r.length-1]});r=[...r,...t.run?.logSearch.seqs??[]],T({...w,seqs:r})}n>=r.length&&(n=0),n<0&&(n=r.length-1),D(n),j({from:r[n],to:r[n]})}async function ne(){b(``);let t=await fetch(`/runs/${encodeURIComponent(e)}/logs.txt`,{headers:{Authorization:`Bearer ${Ye()}`}});if(!t.ok){b(t.status===404?`The log is not there: the run may have been deleted.`:`The download failed (${t.status}).`);return}let n=URL.createObjectURL(await t.blob()),r=document.createElement(`a`);r.href=n,r.download=`evd-run-${e}.log`,document.body.appendChild(r),r.click(),r.remove(),setTimeout(()=>URL.revokeObjectURL(n),1e4)}let re=w?.q.toLowerCase()??``,ie=w?.seqs[E],ae=xe(()=>{let e=[];for(let t=h.from;t<=Math.min(h.to,k);t++)e.push(t);return e},[h.from,h.to,k]);return U(`div`,{class:`logs-panel`,children:[U(`div`,{class:`head`,children:[U(`h2`,{children:[`Logs `,U(`span`,{class:`muted`,children:[k.toLocaleString(),` lines`]}),!s&&U(`span`,{class:`live`,title:`streaming`,"aria-label":`streaming`})]}),U(`div`,{class:`toolbar`,children:[U(`label`,{children:[U(`input`,{type:`checkbox`,checked:d,onChange:e=>(f(e.currentTarget.checked),e.currentTarget.checked&&v(null))}),` Follow`]}),U(`label`,{children:[U(`input`,{type:`checkbox`,checked:p,onChange:e=>m(e.currentTarget.checked)}),` Timestamps`]}),U(`input`,{"aria-label":`Search the logs`,placeholder:`search the whole log`,value:S,onInput:e=>C(e.currentTarget.value),onKeyDown:e=>{e.key===`Enter`&&te(e.shiftKey?-1:1)}}),w&&U(`span`,{class:`muted`,"data-testid":`log-hits`,children:w.total===0?`no match`:`${E+1} of ${w.total}`}),U(gu,{onGo:e=>j({from:e,to:e})}),U(`button`,{type:`button`,onClick:()=>void ne(),"data-testid":`log-download`,children:`Download`})]})]}),y&&U(`p`,{class:`error`,role:`alert`,children:y}),U(`div`,{class:`logs`,ref:x,onScroll:ee,tabIndex:0,"aria-label":`log lines`,"data-testid":`logs`,style:{position:`relative`},children:[U(`div`,{style:{height:`${k*fu}px`,position:`relative`},children:ae.map(e=>{let n=t.current.get(e),r=n?au(n.text):``,i=n&&re&&r.toLowerCase().includes(re),a=l&&e>=l.from&&e<=l.to;return U(`div`,{"data-seq":e,class:`line ${n?.stream??`pending`}${i?` hit`:``}${e===ie?` current`:``}${a?` selected`:``}`,style:{top:`${(e-1)*fu}px`},children:[U(`a`,{class:`seq`,href:`#L${e}`,onClick:t=>{t.preventDefault(),j(t.shiftKey&&l?{from:Math.min(l.from,e),to:Math.max(l.to,e)}:{from:e,to:e})},tabIndex:-1,children:e}),p&&U(`span`,{class:`at`,children:n?new Date(n.at).toISOString().slice(11,23):``}),U(`span`,{class:`text`,children:n?iu(n.text).map(e=>e.cls?U(`span`,{class:e.cls,children:e.text}):e.text):U(`span`,{class:`muted`,children:`…`})})]},e)})}),k===0&&U(`span`,{class:`muted empty`,children:s?`No log lines.`:`Waiting for log lines…`})]})]})}function gu({onGo:e}){let[t,n]=R(``);return U(`form`,{class:`inline`,onSubmit:n=>{n.preventDefault();let r=Number(t);Number.isInteger(r)&&r>0&&e(r)},children:[U(`input`,{"aria-label":`Jump to line`,placeholder:`line`,inputMode:`numeric`,size:6,value:t,onInput:e=>n(e.currentTarget.value)}),U(`button`,{children:`Go`})]})}var _u=e=>e===`SUCCEEDED`||e===`FAILED`;function vu({id:e}){let t=Rt(rn,{id:e}),[n,r]=R(null),[i,a]=R(null),[o,s]=R(!1),[c,l]=R(0),u=zt(1e3);z(()=>r(null),[e]),z(()=>vt(on,{id:e},{next:e=>r(e.runUpdated)}),[e]);let d=n??t.data?.run??null,[f,p]=R(null);z(()=>{if(d?.status!==`QUEUED`)return;let t=()=>H(En,{}).then(e=>p(pl(e.queue.runtimes,d.runtime))).catch(()=>{});t();let n=setInterval(()=>{H(rn,{id:e}).then(e=>e.run&&r(t=>t&&t.status!==`QUEUED`?t:e.run)).catch(()=>{}),t()},3e3);return()=>clearInterval(n)},[e,d?.status,d?.runtime]);async function m(){s(!0),a(null);try{let t=await H(un,{id:e});r(t.cancelRun)}catch(e){a(K(e))}finally{s(!1)}}if(t.loading&&!d)return U(Ft,{});if(t.error&&!d&&t.error.code!==`NOT_FOUND`&&t.error.code!==`BAD_USER_INPUT`)return U(W,{error:t.error});if(!d)return U(Nt,{what:U(y,{children:[`There is no run `,e,` in your tenant.`]})});let h=d.result,g=Ct(d);return U(`section`,{children:[U(`div`,{class:`head`,children:[U(`h1`,{children:[d.correlationId,` `,U(jt,{status:d.status,verdict:h?.verdict}),d.phase===`GRADING`&&U(y,{children:[` `,U(`span`,{class:`badge st-running`,"data-testid":`phase`,title:`The harness ended; a judge is grading its evidence.`,children:`GRADING`})]})]}),U(`div`,{class:`actions`,children:[U(`a`,{class:`button`,href:`/submit?from=${encodeURIComponent(e)}`,"data-testid":`rerun`,title:`The submit form, filled in with what this run was given`,children:`Rerun…`}),U(xu,{run:d})]}),!_u(d.status)&&U(It,{label:`Cancel run`,question:`Cancel this run? Its harness is stopped and it fails as CANCELED.`,confirmLabel:`Confirm cancel`,onConfirm:m,busy:o&&`Canceling…`})]}),U(W,{error:i}),U(yu,{o:g}),d.status===`QUEUED`&&d.waitingReason&&U(`div`,{class:`notice`,"data-testid":`waiting`,children:[U(`strong`,{children:[`Waiting: `,d.waitingReason.code.replace(`_`,` `).toLowerCase()]}),` — `,d.waitingReason.message,d.waitingReason.position>0&&U(`span`,{children:[` (`,d.waitingReason.position,` ahead on its runtime)`]}),f&&U(`div`,{"data-testid":`waiting-holders`,children:[f.runtime,`'s `,f.slots,` slot`,f.slots===1?``:`s`,` held by `,U(tl,{load:f}),`; estimated wait`,` `,U(nl,{ms:ml(d.waitingReason.position,f)})]})]}),d.error&&U(`div`,{class:`error-panel`,role:`alert`,"data-testid":`run-error`,children:[U(`span`,{class:`badge v-fail`,children:d.error.class}),` `,d.error.code!==d.error.class&&U(`code`,{children:d.error.code}),` `,d.error.message]}),U(Cu,{steps:d.timeline,status:d.status,now:u}),U(`div`,{class:`grid2`,children:[U(`dl`,{class:`facts`,children:[U(`dt`,{children:`Runtime`}),U(`dd`,{children:[d.runtimeVersion!=null||!d.placementPolicy?U(`a`,{href:xr(d.runtime.split(`@`)[0]),children:d.runtime}):U(`span`,{"data-testid":`unplaced`,children:[`one of `,d.runtime,` `,U(`span`,{class:`muted`,children:[`(`,d.placementPolicy.toLowerCase(),`, chosen at dispatch)`]})]}),d.runtimeVersion!=null&&U(`span`,{class:`muted`,children:[` (version `,d.runtimeVersion,`)`]})]}),U(`dt`,{children:`Harness`}),U(`dd`,{children:[d.harness.name,d.harness.version&&U(`span`,{class:`muted`,children:[` `,d.harness.version]})]}),d.liveTrace&&U(y,{children:[U(`dt`,{children:`Agent trace`}),U(`dd`,{"data-testid":`live-trace`,children:er(d.liveTrace.url)?U(`a`,{href:er(d.liveTrace.url),target:`_blank`,rel:`noopener noreferrer`,referrerpolicy:`no-referrer`,children:[d.liveTrace.provider.toLowerCase(),` `,U(`code`,{children:d.liveTrace.traceId})]}):U(y,{children:[U(`code`,{children:d.liveTrace.traceId}),` `,U(`span`,{class:`muted`,children:[`(`,d.liveTrace.provider.toLowerCase(),`: no link from a trace id)`]})]})})]}),U(`dt`,{children:`Case`}),U(`dd`,{children:d.case.id}),d.scorecardID!=null&&U(y,{children:[U(`dt`,{children:`Scorecard`}),U(`dd`,{children:[U(`a`,{href:br(String(d.scorecardID)),children:[`#`,d.scorecardID]}),d.try>1&&U(`span`,{class:`muted`,children:[` (try `,d.try,`)`]})]})]}),U(`dt`,{children:`Trigger`}),U(`dd`,{children:[d.trigger,` `,U(`span`,{class:`muted`,children:[`by `,d.createdBy]})]}),U(`dt`,{children:`Priority`}),U(`dd`,{children:d.priority.toLowerCase()}),U(`dt`,{children:`Attempt`}),U(`dd`,{children:d.attemptCount}),U(`dt`,{children:`Created`}),U(`dd`,{title:d.createdAt,children:new Date(d.createdAt).toLocaleString()}),U(`dt`,{children:`Duration`}),U(`dd`,{children:Yn(d.startedAt,d.finishedAt,u)}),U(`dt`,{children:`Cost`}),U(`dd`,{children:qn(d.costUsd)}),d.judgeCostUsd>0&&U(y,{children:[U(`dt`,{children:`Judge cost`}),U(`dd`,{"data-testid":`judge-cost`,children:[qn(d.judgeCostUsd),` `,U(`span`,{class:`muted`,children:`(apart from the agent's cost)`})]})]})]}),U(`div`,{children:[U(`h2`,{children:[`Result `,U(Mt,{verdict:h?.verdict})]}),h?U(y,{children:[U(`table`,{class:`compact`,"data-testid":`graders`,children:[U(`thead`,{children:U(`tr`,{children:[U(`th`,{children:`Grader`}),U(`th`,{children:`Passed`}),U(`th`,{children:`Value`})]})}),U(`tbody`,{children:h.graders.map((e,t)=>{let n=bt(e.kind,d.case.graders[t]?.max)?`recorded`:Dt(e);return U(`tr`,{"data-outcome":n,class:g.grader===t?`culprit`:void 0,children:[U(`td`,{children:[e.kind,d.case.graders[t]?.max!=null&&U(`span`,{class:`muted`,children:[` ≤ `,d.case.graders[t].max]})]}),U(`td`,{children:n===`recorded`?U(`span`,{class:`muted`,title:`Recorded only: this grader has no limit, so it cannot fail the run.`,children:`recorded`}):n===`unscored`?U(`span`,{class:`badge v-unscored`,children:`unscored`}):n===`passed`?`✓ yes`:`✗ no`}),U(`td`,{children:e.judge?Ot(e.judge.score):e.value??`—`})]})})})]}),h.graders.map((e,t)=>e.judge&&U(bu,{g:e,judge:e.judge},t)),U(`dl`,{class:`facts`,children:[U(`dt`,{children:`Latency`}),U(`dd`,{children:Jn(h.latencyMs)}),U(`dt`,{children:`Exit code`}),U(`dd`,{children:h.exitCode??`—`}),h.limitHit&&U(y,{children:[U(`dt`,{children:`Limit hit`}),U(`dd`,{children:h.limitHit})]}),U(`dt`,{children:`Tokens in / out`}),U(`dd`,{children:[Xn(h.usage?.inputTokens),` / `,Xn(h.usage?.outputTokens)]}),U(`dt`,{children:`Steps`}),U(`dd`,{children:h.steps??h.usage?.steps??`—`}),U(`dt`,{children:`Reported cost`}),U(`dd`,{children:qn(h.usage?.costUsd??h.costUsd)})]}),d.answer!=null&&U(`div`,{"data-testid":`answer`,children:[U(`h3`,{children:`Answer`}),d.answerCut&&U(`p`,{class:`muted`,"data-testid":`answer-cut`,children:`The answer file was longer than 256 KiB: this is its start.`}),d.answer===``?U(`p`,{class:`muted`,children:`The harness wrote no answer.`}):U(`pre`,{class:`output`,children:d.answer})]}),h.output&&U(`details`,{children:[U(`summary`,{children:`Output`}),U(`pre`,{class:`output`,children:h.output})]})]}):U(`p`,{class:`muted`,children:_u(d.status)?`No result.`:`Not graded yet.`})]})]}),U(`details`,{class:`submitted`,children:[U(`summary`,{children:`What was submitted`}),U(`dl`,{class:`facts`,children:[U(`dt`,{children:`Task`}),U(`dd`,{children:U(`pre`,{children:d.case.task})}),U(`dt`,{children:`Command`}),U(`dd`,{children:U(`code`,{children:JSON.stringify(d.harness.command)})}),d.harness.image&&U(y,{children:[U(`dt`,{children:`Image`}),U(`dd`,{children:d.harness.image})]}),U(`dt`,{children:`Env`}),U(`dd`,{children:d.harness.env.length===0?`—`:d.harness.env.map(e=>U(`span`,{class:`chip`,children:[e.name,e.secretRef&&U(`span`,{class:`muted`,children:[` ← secret `,e.secretRef]})]}))}),d.case.repo&&U(y,{children:[U(`dt`,{children:`Repo`}),U(`dd`,{children:[d.case.repo.url,` `,d.case.repo.ref]})]}),d.case.files.length>0&&U(y,{children:[U(`dt`,{children:`Files`}),U(`dd`,{children:d.case.files.map(e=>e.path).join(`, `)})]}),U(`dt`,{children:`Timeout`}),U(`dd`,{children:[d.case.timeoutSec||300,`s`]}),U(`dt`,{children:`Graders`}),U(`dd`,{children:d.case.graders.map(e=>U(`div`,{children:[e.kind,e.command&&U(`code`,{children:[` `,JSON.stringify(e.command)]}),e.max!=null&&U(`span`,{children:[` ≤ `,e.max]})]}))})]})]}),U(Il,{id:e,version:`${d.status}/${d.attemptCount}/${c}`}),d.status===`RUNNING`&&U(Jl,{id:e,screen:!!d.case.browser||d.case.osUse,onSaved:()=>l(e=>e+1)}),U(hu,{id:e})]})}function yu({o:e}){return U(`p`,{class:`outcome outcome-${e.tone}`,"data-testid":`outcome`,role:`status`,"aria-live":`polite`,children:[U(`strong`,{children:[e.lead,`:`]}),` `,e.text]})}function bu({g:e,judge:t}){let n=Dt(e);return U(`div`,{class:`card`,"data-testid":`judge`,"data-outcome":n,children:[U(`h3`,{children:[`Judge`,` `,n===`unscored`?U(`span`,{class:`badge v-unscored`,children:`unscored`}):U(`span`,{class:`badge ${n===`passed`?`v-pass`:`v-fail`}`,children:n===`passed`?`pass`:`fail`}),` `,U(`span`,{class:`muted`,children:[`score `,Ot(t.score)]})]}),t.selfGraded&&U(`p`,{class:`notice`,"data-testid":`self-graded`,children:[U(`strong`,{children:`Self-graded:`}),` the judge model is the model under test.`]}),t.unscoredReason&&U(`p`,{class:`warn`,"data-testid":`unscored-reason`,children:[`Not graded: `,t.unscoredReason]}),t.reasoning&&U(`pre`,{class:`output judge-reasoning`,"data-testid":`reasoning`,children:t.reasoning}),U(`dl`,{class:`facts`,children:[U(`dt`,{children:`Model`}),U(`dd`,{children:U(`code`,{children:t.judgeModel||`—`})}),U(`dt`,{children:`Template`}),U(`dd`,{children:t.templateVersion||`—`}),U(`dt`,{children:`Calls`}),U(`dd`,{children:t.attempts}),U(`dt`,{children:`Tokens in / out`}),U(`dd`,{children:[Xn(t.usage.inputTokens),` / `,Xn(t.usage.outputTokens)]}),U(`dt`,{children:`Judge cost`}),U(`dd`,{children:qn(t.usage.costUsd)})]})]})}function xu({run:e}){let t=V(null),n=V(null),{form:r,carried:i,lost:a}=Cl(e),o=bl(r,i),s=kl(o),c=Ol(o),l=[...a.map(e=>`not carried: ${e}`),...s.left.length?[`the CLI has no flag for: ${s.left.join(`, `)}`]:[]];return U(`details`,{class:`copy-as`,"data-testid":`copy-as`,children:[U(`summary`,{children:`Copy as…`}),U(`div`,{class:`stack`,children:[U(`div`,{children:[U(Lt,{label:`Copy as CLI`,text:s.command,target:()=>t.current}),U(`pre`,{ref:t,class:`output`,"data-testid":`copy-cli`,children:s.command})]}),U(`div`,{children:[U(Lt,{label:`Copy as GraphQL`,text:c,target:()=>n.current}),U(`pre`,{ref:n,class:`output`,"data-testid":`copy-graphql`,children:c})]}),l.map(e=>U(`p`,{class:`muted`,children:e}))]})]})}var Su={QUEUED:`queued`,DISPATCHED:`dispatched`,HARNESS:`harness`,GRADERS:`graders`,SETTLED:`settled`};function Cu({steps:e,status:t,now:n}){return U(`ol`,{class:`timeline`,"data-testid":`timeline`,children:e.map((r,i)=>{let a=i===e.length-1,o=r.durationMs??(a&&!_u(t)?n-Date.parse(r.at):null);return U(`li`,{"data-phase":r.phase,title:new Date(r.at).toLocaleString(),children:[U(`strong`,{children:Su[r.phase]??r.phase}),` `,o!=null&&U(`span`,{class:`muted`,children:Jn(o)})]})})})}function wu(e){let t=e.filter(e=>e.startedAt&&e.finishedAt).map(e=>({t:Date.parse(e.finishedAt)/1e3,secs:(Date.parse(e.finishedAt)-Date.parse(e.startedAt))/1e3,pass:e.status===`SUCCEEDED`&&e.result?.verdict===`PASS`})).sort((e,t)=>e.t-t.t);return{t:t.map(e=>e.t),pass:t.map(e=>e.pass?e.secs:null),fail:t.map(e=>e.pass?null:e.secs)}}var Tu=[`QUEUED`,`RUNNING`,`SUCCEEDED`,`FAILED`],Eu=[`PASS`,`FAIL`,`UNSCORED`],Du=[`status`,`runtime`,`verdict`,`case`,`children`,`page`];function Ou(e){let t=(e.get(`status`)??``).toUpperCase(),n=(e.get(`verdict`)??``).toUpperCase();return{status:Tu.includes(t)?t:``,runtime:(e.get(`runtime`)??``).trim(),verdict:Eu.includes(n)?n:``,case:(e.get(`case`)??``).trim(),children:e.get(`children`)===`1`?`1`:``,page:e.get(`page`)??``}}function ku(e,t){let n={...e,...t};return Du.some(n=>n!==`page`&&n in t&&t[n]!==e[n])&&(n.page=t.page??``),n}function Au(e){let t=new URLSearchParams;for(let n of Du)e[n]&&t.set(n,e[n]);let n=t.toString();return n?`?${n}`:``}function ju(e){return!!(e.status||e.runtime||e.verdict||e.case||e.children)}function Mu(e){return!!(e.case||e.children)}function Nu(e){let t={};return e.status&&(t.status=e.status),e.verdict&&(t.verdict=e.verdict),e.case&&(t.caseID=e.case),e.runtime&&(e.runtime.includes(`@`)?t.runtimeRef=e.runtime:t.or=[{runtimeRef:e.runtime},{runtimeRefHasPrefix:`${e.runtime}@`}]),t}function Pu(e,t){return t.status&&e.status!==t.status||t.verdict&&e.result?.verdict!==t.verdict||t.case&&e.caseID!==t.case||!Mu(t)&&e.scorecardID!=null?!1:t.runtime?t.runtime.includes(`@`)?e.runtime===t.runtime:e.runtime===t.runtime||e.runtime.startsWith(`${t.runtime}@`):!0}function Fu(){let e=wr(),t=Ou(e.searchParams),n=_r(t.page),r=n=>Cr(e.pathname+Au(ku(t,n)),!0),[i,a]=R(``),[o,s]=R(``),c=zt(5e3),l=Rt($t,{first:25,after:n.after||null,where:Nu(t),includeChildren:Mu(t)});z(()=>vt(nn,{},{next:({runEvents:e})=>l.set(r=>{let i=r.runs.edges??[],a=i.findIndex(t=>t?.node?.id===e.id);if(a>=0){let t=i.slice();return t[a]={...t[a],node:e},{...r,runs:{...r.runs,edges:t}}}if(n.after||!Pu(e,t))return r;let o=[{node:e},...i].slice(0,25);return{...r,runs:{...r.runs,edges:o}}})}),[Au(t)]);async function u(e){e.preventDefault();let t=Qn(i);if(!t)s(`Enter a run id, a correlation id (evd-run-42, evd-7-case-t2) or a case id.`);else{if(`run`in t)return Cr(yr(t.run));if(`scorecard`in t){let e={scorecardID:Number(t.scorecard),caseID:t.caseId,...t.try?{try:t.try}:{}};try{let t=(await H(tn,{where:e})).runs.edges?.[0]?.node?.id;if(t)return Cr(yr(t))}catch{}}r({case:t.caseId})}}let d=[...new Set((l.data?.runs.edges??[]).flatMap(e=>e?.node?.scorecardID==null?[]:[String(e.node.scorecardID)]))].sort(),[f,p]=R({});z(()=>{let e=d.filter(e=>!(e in f));e.length!==0&&H(en,{ids:e}).then(e=>{let t={};for(let n of e.scorecards.edges??[])n?.node&&(t[n.node.id]=n.node.name);p(e=>({...e,...t}))}).catch(()=>{})},[d.join(`,`)]);let m=(l.data?.runs.edges??[]).flatMap(e=>e?.node?[e.node]:[]),h=wu(m);return U(`section`,{children:[U(`div`,{class:`head`,children:[U(`h1`,{children:[`Runs `,U(`span`,{class:`live`,title:`updates live`,"aria-label":`live`})]}),U(`a`,{class:`button primary`,href:`/submit`,children:`Submit a run`})]}),U(`div`,{class:`toolbar`,children:[U(`label`,{children:[`Status`,` `,U(`select`,{name:`status`,value:t.status,onChange:e=>r({status:e.currentTarget.value}),children:[U(`option`,{value:``,children:`any`}),Tu.map(e=>U(`option`,{value:e,children:e.toLowerCase()}))]})]}),U(`label`,{children:[`Verdict`,` `,U(`select`,{name:`verdict`,value:t.verdict,onChange:e=>r({verdict:e.currentTarget.value}),children:[U(`option`,{value:``,children:`any`}),Eu.map(e=>U(`option`,{value:e,children:e.toLowerCase()}))]})]}),U(`label`,{children:[`Runtime`,` `,U(`input`,{name:`runtime`,placeholder:`name`,value:t.runtime,onChange:e=>r({runtime:e.currentTarget.value.trim()})})]}),U(`label`,{title:`Runs of a scorecard are hidden unless this is on`,children:[U(`input`,{type:`checkbox`,name:`children`,checked:t.children===`1`,onChange:e=>r({children:e.currentTarget.checked?`1`:``})}),` `,`Include scorecard runs`]}),t.case&&U(`span`,{class:`chip`,"data-testid":`case-filter`,children:[`case `,t.case,` `,U(`button`,{class:`link`,onClick:()=>r({case:``}),"aria-label":`Clear the case filter`,children:`×`})]}),ju(t)&&U(`button`,{class:`link`,onClick:()=>Cr(e.pathname,!0),children:`Clear filters`}),U(`form`,{onSubmit:u,class:`inline`,role:`search`,children:[U(`input`,{name:`search`,"aria-label":`Find a run by correlation id`,placeholder:`run id, correlation id or case id`,value:i,onInput:e=>(a(e.currentTarget.value),s(``))}),U(`button`,{children:`Find`})]})]}),o&&U(`p`,{class:`error`,children:o}),l.data&&U(`p`,{class:`muted`,"data-testid":`runs-count`,children:[l.data.runs.totalCount.toLocaleString(),` `,l.data.runs.totalCount===1?`run`:`runs`,Mu(t)?``:` (standalone; turn on Include scorecard runs for a scorecard's)`]}),U(W,{error:l.error}),l.loading&&!l.data?U(Ft,{}):U(`div`,{class:`scroll`,children:U(`table`,{class:`runs`,"data-testid":`runs`,children:[U(`thead`,{children:U(`tr`,{children:[U(`th`,{children:`Run`}),U(`th`,{children:`Status`}),U(`th`,{children:`Verdict`}),U(`th`,{children:`Runtime`}),U(`th`,{class:`hide-sm`,children:`Harness`}),U(`th`,{class:`hide-sm`,children:`Duration`}),U(`th`,{class:`hide-sm`,children:`Cost`}),U(`th`,{children:`Created`})]})}),U(`tbody`,{children:[m.map(e=>U(`tr`,{"data-status":e.status,children:[U(`td`,{children:[U(`a`,{href:yr(e.id),children:e.correlationId}),e.scorecardID!=null&&U(y,{children:[` `,U(`a`,{class:`chip`,href:br(String(e.scorecardID)),title:`its scorecard`,children:f[String(e.scorecardID)]??`scorecard #${e.scorecardID}`})]})]}),U(`td`,{children:[U(jt,{status:e.status,verdict:e.result?.verdict}),e.phase===`GRADING`&&U(y,{children:[` `,U(`span`,{class:`badge st-running`,children:`grading`})]})]}),U(`td`,{children:e.error?U(`span`,{class:`badge v-fail`,children:e.error.class}):U(Mt,{verdict:e.result?.verdict})}),U(`td`,{children:[e.runtime,e.runtimeVersion!=null&&U(`span`,{class:`muted`,children:[`@`,e.runtimeVersion]})]}),U(`td`,{class:`hide-sm`,children:e.harnessName}),U(`td`,{class:`hide-sm`,children:Yn(e.startedAt,e.finishedAt,c)}),U(`td`,{class:`hide-sm`,children:qn(e.costUsd)}),U(`td`,{title:e.createdAt,children:Y(e.createdAt,c)})]},e.id)),m.length===0&&U(`tr`,{children:U(`td`,{colSpan:8,class:`muted`,children:[`No runs`,ju(t)?` match these filters`:` yet`,`.`]})})]})]})}),h.t.length>1&&U(`details`,{class:`latency`,open:!0,children:[U(`summary`,{children:`Latency of the settled runs on this page`}),U(Qc,{testid:`latency-chart`,title:`Seconds from start to finish`,t:h.t,series:[{label:`pass`,values:h.pass,color:`#059669`,points:!0},{label:`other`,values:h.fail,color:`#dc2626`,points:!0}],height:180})]}),U(`nav`,{class:`pager`,"aria-label":`pages`,children:[U(`button`,{disabled:n.back.length===0,onClick:()=>r({page:gr(mr(n))}),children:`← Newer`}),U(`span`,{class:`muted`,children:[`page `,hr(n)]}),U(`button`,{disabled:!l.data?.runs.pageInfo.hasNextPage,onClick:()=>r({page:gr(pr(n,l.data?.runs.pageInfo.endCursor))}),children:`Older →`})]})]})}var Iu=e=>e===`OPERATOR`?2:+(e===`ADMIN`);function Lu(e,t){return e!=null&&Iu(e)>=Iu(t)}function Ru(e,t){return t.shared||t.kind===`LOCAL`?e===`OPERATOR`:Lu(e,`ADMIN`)}var zu;function Bu(e){zu=e}function Vu(){return zu}function Hu(){let e=_r(wr().searchParams.get(`page`)),t=Rt(gn,{first:25,after:e.after||null}),n=(t.data?.runtimes.edges??[]).flatMap(e=>e?.node?[e.node]:[]),r=e=>Cr(e?`/runtimes?page=${encodeURIComponent(e)}`:`/runtimes`,!0);return U(`section`,{children:[U(`h1`,{children:`Runtimes`}),U(W,{error:t.error}),t.loading&&!t.data?U(Ft,{}):U(`div`,{class:`scroll`,children:U(`table`,{"data-testid":`runtimes`,children:[U(`thead`,{children:U(`tr`,{children:[U(`th`,{children:`Name`}),U(`th`,{children:`Kind`}),U(`th`,{children:`Latest`}),U(`th`,{class:`hide-sm`,children:`Capabilities`}),U(`th`,{children:`Tags`})]})}),U(`tbody`,{children:[n.map(e=>U(`tr`,{children:[U(`td`,{children:[U(`a`,{href:xr(e.name),children:e.name}),` `,e.shared&&U(`span`,{class:`chip`,children:`shared`})]}),U(`td`,{children:e.kind}),U(`td`,{children:e.latest?`v${e.latest.version}`:U(`span`,{class:`muted`,children:`all archived`})}),U(`td`,{class:`hide-sm`,children:e.latest?.capabilities.map(e=>U(`span`,{class:`chip`,children:e}))}),U(`td`,{children:e.latest?.tags.join(`, `)})]},e.id)),n.length===0&&U(`tr`,{children:U(`td`,{colSpan:5,class:`muted`,children:`No runtimes yet: register one below.`})})]})]})}),(e.back.length>0||t.data?.runtimes.pageInfo.hasNextPage)&&U(`nav`,{class:`pager`,"aria-label":`pages`,children:[U(`button`,{disabled:e.back.length===0,onClick:()=>r(gr(mr(e))),children:`← Previous`}),U(`button`,{disabled:!t.data?.runtimes.pageInfo.hasNextPage,onClick:()=>r(gr(pr(e,t.data?.runtimes.pageInfo.endCursor))),children:`Next →`})]}),Lu(Vu(),`ADMIN`)?U(Wu,{onRegistered:t.reload}):U(`p`,{class:`muted`,"data-testid":`register-needs-admin`,children:`Registering a runtime needs the ADMIN role.`})]})}function Uu(e){let t=e=>e.trim()===``?void 0:Number(e),n=e=>e.trim()===``?void 0:e.trim(),r=e.capabilities.split(/[\s,]+/).map(e=>e.trim()).filter(Boolean),i={name:e.name.trim(),kind:e.kind,capabilities:r.length?r:void 0};return t(e.maxConcurrent)!=null&&(i.admission={maxConcurrent:t(e.maxConcurrent)}),t(e.costPerHourUsd)!=null&&(i.costPerHourUsd=t(e.costPerHourUsd)),e.kind===`LOCAL`&&(i.local={hardened:e.hardened}),e.kind===`NOMAD`&&(i.nomad={addr:e.addr.trim(),authSecret:n(e.authSecret),driver:n(e.driver)}),e.kind===`HTTP`&&(i.http={url:e.url.trim(),authSecret:n(e.authSecret),timeoutSec:t(e.timeoutSec),heartbeatSec:t(e.heartbeatSec)}),e.kind===`K8S`&&(i.k8s={apiServer:n(e.apiServer),namespace:n(e.namespace),kubeconfigSecret:n(e.kubeconfigSecret),runtimeClass:n(e.runtimeClass)}),i}function Wu({onRegistered:e}){let[t,n]=R({name:``,kind:`LOCAL`,capabilities:``,maxConcurrent:``,costPerHourUsd:``,hardened:!1,addr:``,authSecret:``,driver:``,apiServer:``,namespace:``,kubeconfigSecret:``,runtimeClass:``,url:``,timeoutSec:``,heartbeatSec:``}),[r,i]=R(null),[a,o]=R(null),[s,c]=R(``),l=Uu(t);z(()=>{if(!t.name.trim()){i(null);return}let e=!0,n=setTimeout(()=>{H(vn,{input:l}).then(t=>e&&(i(t.validateRuntime),o(null))).catch(t=>e&&o(K(t)))},250);return()=>{e=!1,clearTimeout(n)}},[JSON.stringify(l)]);async function u(t){t.preventDefault(),o(null);try{let t=await H(yn,{input:l});c(`Registered ${l.name} version ${t.registerRuntime.version}.`),e()}catch(e){o(K(e))}}let d=e=>t=>{let r=t.currentTarget;c(``);let i=r.type===`checkbox`?r.checked:r.value;n(t=>({...t,[e]:i}))},f=e=>r?.problems.filter(t=>t.field===e||t.field.startsWith(`${e}.`)).map(e=>U(`small`,{class:`error`,children:e.message}));return U(`form`,{class:`stack card`,onSubmit:u,"aria-label":`Register a runtime`,children:[U(`h2`,{children:`Register a runtime`}),U(`p`,{class:`muted`,children:`Registering an existing name makes its next version.`}),U(`div`,{class:`row`,children:[U(G,{label:`Name`,children:[U(`input`,{name:`name`,required:!0,value:t.name,onInput:d(`name`),placeholder:`gpu-pool`}),f(`name`)]}),U(G,{label:`Kind`,children:[U(`select`,{name:`kind`,value:t.kind,onChange:d(`kind`),children:[U(`option`,{children:`LOCAL`}),U(`option`,{children:`NOMAD`}),U(`option`,{children:`K8S`}),U(`option`,{children:`HTTP`})]}),f(`kind`)]}),U(G,{label:`Max concurrent`,children:[U(`input`,{name:`maxConcurrent`,type:`number`,min:0,value:t.maxConcurrent,onInput:d(`maxConcurrent`),placeholder:`default`}),f(`admission`)]}),U(G,{label:`Cost per hour (USD)`,children:[U(`input`,{name:`costPerHourUsd`,type:`number`,min:0,step:`any`,value:t.costPerHourUsd,onInput:d(`costPerHourUsd`)}),f(`costPerHourUsd`)]})]}),U(G,{label:`Capabilities`,hint:`Space or comma separated, from the capability vocabulary.`,children:[U(`input`,{name:`capabilities`,value:t.capabilities,onInput:d(`capabilities`),placeholder:`browser gpu`}),f(`capabilities`)]}),t.kind===`LOCAL`&&U(`label`,{class:`check`,children:[U(`input`,{type:`checkbox`,name:`hardened`,checked:t.hardened,onChange:d(`hardened`)}),` Hardened (bubblewrap)`]}),t.kind===`NOMAD`&&U(`div`,{class:`row`,children:[U(G,{label:`Address`,children:[U(`input`,{name:`addr`,value:t.addr,onInput:d(`addr`),placeholder:`https://nomad.example:4646`}),f(`nomad.addr`)]}),U(G,{label:`ACL token secret (name)`,children:[U(`input`,{name:`authSecret`,value:t.authSecret,onInput:d(`authSecret`)}),f(`nomad.authSecret`)]}),U(G,{label:`Driver`,children:U(`input`,{name:`driver`,value:t.driver,onInput:d(`driver`),placeholder:`docker`})})]}),t.kind===`HTTP`&&U(`div`,{class:`row`,children:[U(G,{label:`Front door URL`,hint:`Each run is POSTed here; the agent calls back when done.`,children:[U(`input`,{name:`url`,value:t.url,onInput:d(`url`),placeholder:`https://agent.example.com/everdict`}),f(`http.url`)]}),U(G,{label:`Auth secret (name)`,children:[U(`input`,{name:`authSecret`,value:t.authSecret,onInput:d(`authSecret`)}),f(`http.authSecret`)]}),U(G,{label:`Callback timeout (s)`,children:[U(`input`,{name:`timeoutSec`,type:`number`,min:0,value:t.timeoutSec,onInput:d(`timeoutSec`),placeholder:`3600`}),f(`http.timeoutSec`)]}),U(G,{label:`Heartbeat window (s)`,children:[U(`input`,{name:`heartbeatSec`,type:`number`,min:0,value:t.heartbeatSec,onInput:d(`heartbeatSec`),placeholder:`none`}),f(`http.heartbeatSec`)]})]}),t.kind===`K8S`&&U(`div`,{class:`row`,children:[U(G,{label:`API server`,children:U(`input`,{name:`apiServer`,value:t.apiServer,onInput:d(`apiServer`)})}),U(G,{label:`Namespace`,children:U(`input`,{name:`namespace`,value:t.namespace,onInput:d(`namespace`)})}),U(G,{label:`Kubeconfig secret (name)`,children:U(`input`,{name:`kubeconfigSecret`,value:t.kubeconfigSecret,onInput:d(`kubeconfigSecret`)})}),U(G,{label:`RuntimeClass`,children:U(`input`,{name:`runtimeClass`,value:t.runtimeClass,onInput:d(`runtimeClass`),placeholder:`gvisor`})})]}),U(`div`,{role:`status`,"aria-live":`polite`,"data-testid":`validation`,children:r&&(r.valid?U(`p`,{class:`ok`,children:[`Valid. Capabilities:`,` `,r.capabilities.map(e=>U(`span`,{class:`chip`,children:e}))]}):U(`ul`,{class:`error`,children:r.problems.map(e=>U(`li`,{children:[U(`code`,{children:e.field}),` `,e.message]}))}))}),U(`button`,{class:`primary`,disabled:!r?.valid,children:`Register`}),s&&U(`p`,{class:`ok`,children:s}),U(W,{error:a})]})}function Gu({name:e}){let t=Rt(_n,{name:e}),[n,r]=R(null),[i,a]=R(null),[o,s]=R({});async function c(e){a(null);try{await e(),t.reload()}catch(e){a(K(e))}}async function l(t){r({ref:t??`latest`,text:`probing…`,ok:!0});try{let n=(await H(bn,{name:e,ref:t??null})).probeRuntime;r({ref:t??`latest`,ok:n.reachable&&n.authenticated,text:`${n.reachable?`reachable`:`unreachable`}, ${n.authenticated?`authenticated`:`not authenticated`}, ${n.hardened?`hardened`:`not hardened`}${n.message?` — ${n.message}`:``}${n.capabilities.length?`; capabilities: ${n.capabilities.join(`, `)}`:``}`})}catch(e){r(null),a(K(e))}}if(t.loading&&!t.data)return U(Ft,{});let u=t.data?.runtime;if(!u&&t.error&&t.error.code!==`NOT_FOUND`&&t.error.code!==`BAD_USER_INPUT`)return U(`section`,{children:[U(`h1`,{children:[`Runtime `,e]}),U(W,{error:t.error})]});if(!u)return U(Nt,{title:`No runtime ${e}`,what:U(y,{children:[`No runtime named `,e,` is visible to your tenant.`]})});let d=Lu(Vu(),`ADMIN`),f=Ru(Vu(),u),p=d?void 0:`Probing a runtime needs the ADMIN role.`;return U(`section`,{children:[U(`div`,{class:`head`,children:[U(`h1`,{children:[u.name,` `,U(`span`,{class:`chip`,children:u.kind}),` `,u.shared&&U(`span`,{class:`chip`,children:`shared`})]}),U(`button`,{onClick:()=>l(),disabled:!d,title:p,children:`Probe latest`})]}),n&&U(`p`,{class:n.ok?`ok`:`error`,role:`status`,"data-testid":`probe`,children:[`Probe (`,n.ref,`): `,n.text]}),U(W,{error:i}),U(`p`,{children:U(`a`,{href:`/runs?runtime=${encodeURIComponent(u.name)}`,children:`Runs on this runtime →`})}),U(`div`,{class:`scroll`,children:U(`table`,{"data-testid":`versions`,children:[U(`thead`,{children:U(`tr`,{children:[U(`th`,{children:`Version`}),U(`th`,{children:`Capabilities`}),U(`th`,{class:`hide-sm`,children:`Admission`}),U(`th`,{class:`hide-sm`,children:`Cost/h`}),U(`th`,{children:`Tags`}),U(`th`,{})]})}),U(`tbody`,{children:[...u.versions].reverse().map(t=>U(`tr`,{class:t.archived?`archived`:``,children:[U(`td`,{children:[`v`,t.version,` `,t.archived&&U(`span`,{class:`chip`,children:`archived`})]}),U(`td`,{children:t.capabilities.map(e=>U(`span`,{class:`chip`,children:e}))}),U(`td`,{class:`hide-sm`,children:[t.spec.admission.maxConcurrent||`default`,` slots`,t.spec.admission.memoryBudgetMb>0&&`, ${t.spec.admission.memoryBudgetMb} MB`,t.spec.admission.cpuBudget>0&&`, ${t.spec.admission.cpuBudget} CPU`]}),U(`td`,{class:`hide-sm`,children:qn(t.spec.costPerHourUsd)}),U(`td`,{children:f?U(`form`,{class:`inline`,onSubmit:n=>{n.preventDefault();let r=(o[t.version]??t.tags.join(` `)).split(/[\s,]+/).filter(Boolean);c(()=>H(xn,{name:e,version:t.version,tags:r}))},children:[U(`input`,{"aria-label":`Tags of version ${t.version}`,size:12,value:o[t.version]??t.tags.join(` `),onInput:e=>s({...o,[t.version]:e.currentTarget.value})}),U(`button`,{children:`Set`})]}):t.tags.join(`, `)}),U(`td`,{class:`actions`,children:[U(`button`,{onClick:()=>l(String(t.version)),disabled:!d,title:p,children:`Probe`}),f&&t.archived&&U(`button`,{onClick:()=>c(()=>H(Cn,{name:e,version:t.version})),children:`Unarchive`}),f&&!t.archived&&U(It,{label:`Archive`,question:`Archive v${t.version}? New runs stop resolving to it.`,confirmLabel:`Confirm archive`,onConfirm:()=>c(()=>H(Sn,{name:e,version:t.version}))})]})]},t.id))})]})})]})}var Ku=20,qu=50,Ju=50;function Yu(e,t){let n=V(0),r=V(e);return r.current=e,z(()=>()=>clearTimeout(n.current),[]),()=>{n.current||=window.setTimeout(()=>{n.current=0,r.current()},t)}}function Xu(e,t,n){n?e.searchParams.set(t,n):e.searchParams.delete(t),Cr(e.pathname+e.search,!0)}function Zu({a:e}){let t=Lc(e)===0;return U(`div`,{class:`card passrate`,"data-testid":`pass-rate`,children:[U(`h2`,{children:`Pass rate`}),t?U(`p`,{class:`big muted`,children:`—`}):U(`p`,{class:`big`,children:[U(`span`,{"data-testid":`rate`,children:Fc(e.passRate)}),` `,U(`span`,{class:`muted`,children:[`of `,Xn(Lc(e)),` decided`]})]}),!t&&U(y,{children:[U(`div`,{class:`ci`,role:`img`,"aria-label":`95% interval ${Ic(e.passRateLow,e.passRateHigh)}, pass rate ${Fc(e.passRate)}`,children:[U(`span`,{class:`ci-range`,style:{left:`${e.passRateLow*100}%`,width:`${(e.passRateHigh-e.passRateLow)*100}%`}}),U(`span`,{class:`ci-mark`,style:{left:`${e.passRate*100}%`}})]}),U(`p`,{class:`muted`,children:[`Wilson 95% interval `,U(`strong`,{"data-testid":`interval`,children:Ic(e.passRateLow,e.passRateHigh)})]})]})]})}function Qu(){let e=wr(),t=_r(e.searchParams.get(`page`)),n=Rt(Fn,{first:Ku,after:t.after||null}),[r,i]=R([]),a=zt(5e3),o=Yu(n.reload,2e3);z(()=>vt(nn,{},{next:({runEvents:e})=>e.scorecardID!=null&&o()}),[]);let s=(n.data?.scorecards.edges??[]).flatMap(e=>e?.node?[e.node]:[]),[c,l]=Jc(r);return U(`section`,{children:[U(`div`,{class:`head`,children:[U(`h1`,{children:[`Scorecards `,U(`span`,{class:`live`,title:`updates live`,"aria-label":`live`})]}),U(`a`,{class:`button primary`,href:`/submit#scorecard`,children:`Submit a scorecard`})]}),U(`div`,{class:`toolbar`,children:[U(`button`,{class:`primary`,disabled:r.length!==2,onClick:()=>Cr(Gc(c,l)),children:`Compare selected`}),U(`span`,{class:`muted`,"aria-live":`polite`,children:r.length===2?`#${c} (baseline) with #${l}`:`Pick two scorecards to compare.`})]}),U(W,{error:n.error}),n.loading&&!n.data?U(Ft,{}):U(`div`,{class:`scroll`,children:U(`table`,{"data-testid":`scorecards`,children:[U(`thead`,{children:U(`tr`,{children:[U(`th`,{children:U(`span`,{class:`sr`,children:`Compare`})}),U(`th`,{children:`Scorecard`}),U(`th`,{children:`Status`}),U(`th`,{children:`Pass rate`}),U(`th`,{children:`Cases`}),U(`th`,{class:`hide-sm`,children:`Runtime`}),U(`th`,{class:`hide-sm`,children:`Harness`}),U(`th`,{children:`Created`})]})}),U(`tbody`,{children:[s.map(e=>U(`tr`,{"data-status":e.status,children:[U(`td`,{children:U(`input`,{type:`checkbox`,"aria-label":`Compare ${e.name} #${e.id}`,checked:r.includes(e.id),onChange:()=>i(t=>qc(t,e.id))})}),U(`td`,{children:[U(`a`,{href:br(e.id),children:e.name}),` `,U(`span`,{class:`muted`,children:[`#`,e.id]})]}),U(`td`,{children:U(jt,{status:e.status})}),U(`td`,{children:Lc(e.aggregate)?Fc(e.aggregate.passRate):U(`span`,{class:`muted`,children:`—`})}),U(`td`,{children:[U(`span`,{class:`ok`,children:e.aggregate.passed}),`/`,U(`span`,{class:`error`,children:e.aggregate.failed}),`/`,U(`span`,{class:`warn`,children:e.aggregate.errored}),e.aggregate.unscored>0&&U(y,{children:[` `,U(`span`,{class:`badge v-unscored`,title:`unscored: a judge could not grade`,children:[e.aggregate.unscored,` unscored`]})]}),` `,U(`span`,{class:`muted`,children:[`of `,e.total]})]}),U(`td`,{class:`hide-sm`,children:e.runtime}),U(`td`,{class:`hide-sm`,children:e.harnessName}),U(`td`,{title:e.createdAt,children:Y(e.createdAt,a)})]},e.id)),s.length===0&&U(`tr`,{children:U(`td`,{colSpan:8,class:`muted`,children:[`No scorecards yet: `,U(`a`,{href:`/submit#scorecard`,children:`upload a cases file`}),`.`]})})]})]})}),U(`p`,{class:`muted legend-line`,children:[`Cases: `,U(`span`,{class:`ok`,children:`passed`}),`/`,U(`span`,{class:`error`,children:`failed`}),`/`,U(`span`,{class:`warn`,children:`errored`}),` of all.`]}),U(`nav`,{class:`pager`,"aria-label":`pages`,children:[U(`button`,{disabled:t.back.length===0,onClick:()=>Xu(e,`page`,gr(mr(t))),children:`← Newer`}),U(`span`,{class:`muted`,children:[`page `,hr(t),` · `,n.data?.scorecards.totalCount??0,` scorecards`]}),U(`button`,{disabled:!n.data?.scorecards.pageInfo.hasNextPage,onClick:()=>Xu(e,`page`,gr(pr(t,n.data?.scorecards.pageInfo.endCursor))),children:`Older →`})]})]})}function $u({id:e}){let t=Rt(In,{id:e}),[n,r]=R(null),[i,a]=R(null),[o,s]=R(!1),[c,l]=R(null);z(()=>vt(Ln,{id:e},{next:e=>(r(e.scorecardUpdated),l(null)),error:l}),[e]);let u=n??t.data?.scorecard??null;async function d(){s(!0),a(null);try{r((await H(Rn,{id:e})).cancelScorecard)}catch(e){a(K(e))}finally{s(!1)}}if(t.loading&&!u)return U(Ft,{});if(t.error&&!u&&t.error.code!==`NOT_FOUND`&&t.error.code!==`BAD_USER_INPUT`)return U(W,{error:t.error});if(!u)return U(Nt,{what:U(y,{children:[`There is no scorecard `,e,` in your tenant.`]})});let f=u.aggregate,p=zc(f),m=Bc(f.runtimes);return U(`section`,{children:[U(`div`,{class:`head`,children:[U(`h1`,{children:[u.name,` `,U(`span`,{class:`muted`,children:[`#`,u.id]}),` `,U(jt,{status:u.status}),!Pc(u.status)&&U(`span`,{class:`live`,title:`updates live`,"aria-label":`live`})]}),!Pc(u.status)&&U(It,{label:`Cancel scorecard`,question:`Cancel this scorecard and every run of it not yet settled?`,confirmLabel:`Confirm cancel`,onConfirm:d,busy:o&&`Canceling…`})]}),U(W,{error:i??c}),!Pc(u.status)&&u.waitingReason&&U(`div`,{class:`notice`,"data-testid":`waiting`,children:[U(`strong`,{children:`Waiting:`}),` `,u.waitingReason]}),U(`div`,{class:`grid2`,children:[U(Zu,{a:f}),U(`div`,{class:`card`,children:[U(`h2`,{children:`Progress`}),U(`progress`,{max:Math.max(1,p.total),value:p.done,"aria-label":`cases done`}),U(`p`,{"data-testid":`aggregate`,"data-done":p.done,"data-cases":f.cases,children:[U(`strong`,{children:[p.done,`/`,f.cases,` done`]}),`: `,U(`span`,{class:`ok`,children:[f.passed,` passed`]}),`, `,U(`span`,{class:`error`,children:[f.failed,` failed`]}),`,`,` `,U(`span`,{class:`warn`,children:[f.errored,` errored`]}),`,`,` `,f.unscored>0&&U(y,{children:[U(`span`,{class:`badge v-unscored`,"data-testid":`unscored`,title:`A judge could not grade these: left out of the pass rate.`,children:[f.unscored,` unscored`]}),`,`,` `]}),f.running,` running, `,f.queued,` queued`,f.canceled>0&&`, ${f.canceled} canceled`]}),U(`dl`,{class:`facts`,children:[U(`dt`,{children:`Cost`}),U(`dd`,{children:qn(f.costUsd)}),U(`dt`,{children:`Judge cost`}),U(`dd`,{"data-testid":`judge-cost`,children:[qn(f.judgeCostUsd),` `,U(`span`,{class:`muted`,children:`(apart from the agents' cost)`})]}),U(`dt`,{children:`Latency`}),U(`dd`,{children:[`p50 `,Jn(f.latencyP50Ms),` · p95 `,Jn(f.latencyP95Ms)]}),U(`dt`,{children:`Retries`}),U(`dd`,{children:[f.retries,` `,U(`span`,{class:`muted`,children:[`(up to `,u.maxAttempts,` tries a case)`]})]}),U(`dt`,{children:`Runtime`}),U(`dd`,{children:u.runtime}),U(`dt`,{children:`Harness`}),U(`dd`,{children:u.harnessName}),U(`dt`,{children:`By`}),U(`dd`,{children:[u.createdBy,` `,U(`span`,{class:`muted`,children:[`· `,u.priority.toLowerCase()]})]}),U(`dt`,{children:`Created`}),U(`dd`,{title:u.createdAt,children:new Date(u.createdAt).toLocaleString()}),u.finishedAt&&U(y,{children:[U(`dt`,{children:`Took`}),U(`dd`,{children:Yn(u.createdAt,u.finishedAt,Date.now())})]})]})]})]}),U(`h2`,{children:`By runtime`}),m.labels.length>0&&U(el,{testid:`runtime-chart`,title:`Cases by runtime and outcome`,labels:m.labels,series:m.series,height:200}),U(`div`,{class:`scroll`,children:U(`table`,{"data-testid":`runtimes-table`,children:[U(`thead`,{children:U(`tr`,{children:[U(`th`,{children:`Runtime`}),U(`th`,{children:`Cases`}),U(`th`,{children:`Passed`}),U(`th`,{children:`Failed`}),U(`th`,{children:`Errored`}),U(`th`,{children:`Pass rate`}),U(`th`,{class:`hide-sm`,children:`Cost`})]})}),U(`tbody`,{children:f.runtimes.map(e=>U(`tr`,{children:[U(`td`,{children:U(`a`,{href:xr(e.runtime.split(`@`)[0]),children:e.runtime})}),U(`td`,{children:e.cases}),U(`td`,{children:e.passed}),U(`td`,{children:e.failed}),U(`td`,{children:e.errored}),U(`td`,{children:Fc(Rc(e))}),U(`td`,{class:`hide-sm`,children:qn(e.costUsd)})]},e.runtime))})]})}),f.models.some(e=>e.model!==``)&&U(y,{children:[U(`h2`,{children:`By model`}),U(`div`,{class:`scroll`,children:U(`table`,{"data-testid":`models-table`,children:[U(`thead`,{children:U(`tr`,{children:[U(`th`,{children:`Model`}),U(`th`,{children:`Cases`}),U(`th`,{children:`Passed`}),U(`th`,{children:`Failed`}),U(`th`,{children:`Errored`}),U(`th`,{children:`Pass rate`}),U(`th`,{class:`hide-sm`,children:`Cost`})]})}),U(`tbody`,{children:f.models.map(e=>U(`tr`,{"data-model":e.model,children:[U(`td`,{children:U(`code`,{children:e.model||`—`})}),U(`td`,{children:e.cases}),U(`td`,{children:e.passed}),U(`td`,{children:e.failed}),U(`td`,{children:e.errored}),U(`td`,{children:Fc(e.passRate)}),U(`td`,{class:`hide-sm`,children:qn(e.costUsd)})]},e.model))})]})})]}),(f.graders.length>0||f.failures.length>0)&&U(`div`,{class:`grid2`,children:[f.graders.length>0&&U(`div`,{children:[U(`h2`,{children:`Graders`}),U(`table`,{class:`compact`,"data-testid":`graders`,children:[U(`thead`,{children:U(`tr`,{children:[U(`th`,{children:`Grader`}),U(`th`,{children:`Passed`}),U(`th`,{children:`Failed`}),U(`th`,{children:`Unscored`})]})}),U(`tbody`,{children:f.graders.map(e=>U(`tr`,{children:[U(`td`,{children:e.kind}),U(`td`,{children:e.passed}),U(`td`,{children:e.failed}),U(`td`,{children:e.unscored})]},e.kind))})]})]}),f.failures.length>0&&U(`div`,{children:[U(`h2`,{children:`Errors`}),U(`table`,{class:`compact`,"data-testid":`failures`,children:[U(`thead`,{children:U(`tr`,{children:[U(`th`,{children:`Class`}),U(`th`,{children:`Code`}),U(`th`,{children:`Cases`})]})}),U(`tbody`,{children:f.failures.map(e=>U(`tr`,{children:[U(`td`,{children:U(`span`,{class:`badge v-fail`,children:e.class})}),U(`td`,{children:U(`code`,{children:e.code})}),U(`td`,{children:e.count})]},`${e.class}/${e.code}`))})]})]})]}),U(ed,{id:u.id}),U(td,{id:u.id})]})}function ed({id:e}){let t=(Rt(Fn,{first:50,after:null}).data?.scorecards.edges??[]).flatMap(t=>t?.node&&t.node.id!==e?[t.node]:[]),[n,r]=R(``),i=n||t.find(t=>Number(t.id)<Number(e))?.id||t[0]?.id||``;return t.length?U(`form`,{class:`toolbar`,"aria-label":`Compare with another scorecard`,onSubmit:t=>{t.preventDefault();let[n,r]=Jc([i,e]);Cr(Gc(n,r))},children:[U(`label`,{children:[`Compare with`,` `,U(`select`,{name:`baseline`,value:i,onChange:e=>r(e.currentTarget.value),children:t.map(e=>U(`option`,{value:e.id,children:[`#`,e.id,` `,e.name]}))})]}),U(`button`,{children:`Compare`}),U(`span`,{class:`muted`,children:`(the older is the baseline)`})]}):null}function td({id:e}){let t=wr(),n=_r(t.searchParams.get(`runs`)),r=Rt(Bn,{scorecard:Number(e),first:qu,after:n.after||null}),i=zt(5e3),a=!!r.data&&!r.data.runs.pageInfo.hasNextPage;z(()=>vt(nn,{},{next:({runEvents:t})=>{t.scorecardID===Number(e)&&r.set(e=>{let n=e.runs.edges??[],r=n.findIndex(e=>e?.node?.id===t.id);if(r>=0){let i=n.slice();return i[r]={...i[r],node:t},{...e,runs:{...e.runs,edges:i}}}return!a||n.length>=qu?e:{...e,runs:{...e.runs,totalCount:e.runs.totalCount+1,edges:[...n,{node:t}]}}})}}),[e,n.after,a]);let o=(r.data?.runs.edges??[]).flatMap(e=>e?.node?[e.node]:[]);return U(y,{children:[U(`h2`,{id:`runs`,children:`Runs`}),U(W,{error:r.error}),r.loading&&!r.data?U(Ft,{}):U(`div`,{class:`scroll`,children:U(`table`,{"data-testid":`children`,children:[U(`thead`,{children:U(`tr`,{children:[U(`th`,{children:`Case`}),U(`th`,{children:`Status`}),U(`th`,{children:`Verdict`}),U(`th`,{children:`Runtime`}),U(`th`,{class:`hide-sm`,children:`Duration`}),U(`th`,{class:`hide-sm`,children:`Cost`}),U(`th`,{class:`hide-sm`,children:`Created`})]})}),U(`tbody`,{children:[o.map(e=>U(`tr`,{"data-status":e.status,"data-case":e.caseID,children:[U(`td`,{children:[U(`a`,{href:yr(e.id),children:e.caseID}),e.try>1&&U(`span`,{class:`muted`,children:[` try `,e.try]})]}),U(`td`,{children:[U(jt,{status:e.status,verdict:e.result?.verdict}),e.phase===`GRADING`&&U(y,{children:[` `,U(`span`,{class:`badge st-running`,children:`grading`})]})]}),U(`td`,{children:e.error?U(`span`,{class:`badge v-fail`,children:e.error.class}):U(Mt,{verdict:e.result?.verdict})}),U(`td`,{children:e.runtime}),U(`td`,{class:`hide-sm`,children:Yn(e.startedAt,e.finishedAt,i)}),U(`td`,{class:`hide-sm`,children:qn(e.costUsd)}),U(`td`,{class:`hide-sm`,title:e.createdAt,children:Y(e.createdAt,i)})]},e.id)),o.length===0&&U(`tr`,{children:U(`td`,{colSpan:7,class:`muted`,children:`No runs.`})})]})]})}),(n.back.length>0||r.data?.runs.pageInfo.hasNextPage)&&U(`nav`,{class:`pager`,"aria-label":`pages of runs`,children:[U(`button`,{disabled:n.back.length===0,onClick:()=>Xu(t,`runs`,gr(mr(n))),children:`← Previous`}),U(`span`,{class:`muted`,children:[`page `,hr(n),` · `,r.data?.runs.totalCount??0,` runs`]}),U(`button`,{disabled:!r.data?.runs.pageInfo.hasNextPage,onClick:()=>Xu(t,`runs`,gr(pr(n,r.data?.runs.pageInfo.endCursor))),children:`Next →`})]})]})}function nd(e){let t=new Map;for(let n of e)(t.get(n.caseID)?.try??0)<n.try&&t.set(n.caseID,n);return t}function rd({r:e}){return e?U(`a`,{href:yr(e.id),children:e.error?U(`span`,{class:`badge v-fail`,children:e.error.class}):e.result?U(Mt,{verdict:e.result.verdict}):e.status.toLowerCase()}):U(`span`,{class:`muted`,children:`—`})}function id(){let{a:e,b:t}=Kc(wr().searchParams),n=Rt(Fn,{first:50,after:null}),r=!!e&&!!t&&e!==t,i=Rt(Vn,{a:e,b:t},!r),a=(n.data?.scorecards.edges??[]).flatMap(e=>e?.node?[e.node]:[]),o=r?i.data:null,s=o?.a&&o.b?Uc(o.a,o.b,o.compareScorecards):null,c=s?.cases.slice(0,Ju).map(e=>e.caseId)??[],l=Rt(Hn,{a:Number(e),b:Number(t),cases:c},!s||c.length===0),u=e=>(e?.edges??[]).flatMap(e=>e?.node?[e.node]:[]),d=nd(u(l.data?.a)),f=nd(u(l.data?.b)),p=n=>r=>{let i=r.currentTarget.value;Cr(Gc(n===`a`?i:e,n===`b`?i:t),!0)},m=e=>{let t=a.some(t=>t.id===e);return U(y,{children:[U(`option`,{value:``,children:`choose…`}),e&&!t&&U(`option`,{value:e,children:[`#`,e]}),a.map(e=>U(`option`,{value:e.id,children:[`#`,e.id,` `,e.name,` (`,e.status.toLowerCase(),`)`]}))]})};return U(`section`,{children:[U(`h1`,{children:`Compare scorecards`}),U(`form`,{class:`toolbar`,"aria-label":`Scorecards to compare`,onSubmit:e=>e.preventDefault(),children:[U(`label`,{children:[`Baseline (a)`,` `,U(`select`,{name:`a`,value:e,onChange:p(`a`),children:m(e)})]}),U(`label`,{children:[`Candidate (b)`,` `,U(`select`,{name:`b`,value:t,onChange:p(`b`),children:m(t)})]}),U(`button`,{type:`button`,disabled:!e&&!t,onClick:()=>Cr(Gc(t,e),!0),children:`Swap`})]}),U(W,{error:n.error}),!r&&U(`p`,{class:`muted`,children:e&&e===t?`Pick two different scorecards.`:`Pick a baseline and a candidate: cases are paired by id.`}),r&&U(W,{error:i.error}),r&&i.loading&&!i.data&&U(Ft,{}),o&&(!o.a||!o.b)&&U(`p`,{class:`muted`,children:`No such scorecard in your tenant.`}),s&&o?.a&&o.b&&U(y,{children:[U(`p`,{class:`notice compare-${s.direction}`,"data-testid":`compare-verdict`,role:`status`,children:s.verdict}),U(`div`,{class:`scroll`,children:U(`table`,{"data-testid":`compare-summary`,children:[U(`thead`,{children:U(`tr`,{children:[U(`th`,{}),U(`th`,{class:`name`,children:[`a: `,U(`a`,{href:br(o.a.id),children:o.a.name}),` `,U(`span`,{class:`muted`,children:[`#`,o.a.id]})]}),U(`th`,{class:`name`,children:[`b: `,U(`a`,{href:br(o.b.id),children:o.b.name}),` `,U(`span`,{class:`muted`,children:[`#`,o.b.id]})]}),U(`th`,{children:`Change`})]})}),U(`tbody`,{children:[U(`tr`,{children:[U(`th`,{scope:`row`,children:[`Pass rate, paired cases (`,s.paired,`)`]}),U(`td`,{children:Fc(s.passRateA)}),U(`td`,{children:Fc(s.passRateB)}),U(`td`,{children:Wc(s.delta)})]}),U(`tr`,{children:[U(`th`,{scope:`row`,children:`Pass rate, all (95% interval)`}),U(`td`,{children:[Lc(o.a.aggregate)?Fc(o.a.aggregate.passRate):`—`,` `,U(`span`,{class:`muted`,children:[`(`,Ic(o.a.aggregate.passRateLow,o.a.aggregate.passRateHigh),`)`]})]}),U(`td`,{children:[Lc(o.b.aggregate)?Fc(o.b.aggregate.passRate):`—`,` `,U(`span`,{class:`muted`,children:[`(`,Ic(o.b.aggregate.passRateLow,o.b.aggregate.passRateHigh),`)`]})]}),U(`td`,{})]}),U(`tr`,{children:[U(`th`,{scope:`row`,children:`Status`}),U(`td`,{children:U(jt,{status:o.a.status})}),U(`td`,{children:U(jt,{status:o.b.status})}),U(`td`,{})]}),U(`tr`,{children:[U(`th`,{scope:`row`,children:`McNemar's test`}),U(`td`,{colSpan:2,children:[s.pValue,` · `,s.cases.filter(e=>e.change===`fixed`).length,` fixed, `,s.cases.filter(e=>e.change===`regressed`).length,` `,`regressed, `,s.unchanged,` unchanged`]}),U(`td`,{children:s.significant?U(`strong`,{children:`significant`}):U(`span`,{class:`muted`,children:`not significant`})})]})]})]})}),U(`h2`,{children:`By runtime`}),U(`div`,{class:`scroll`,children:U(`table`,{"data-testid":`compare-runtimes`,children:[U(`thead`,{children:U(`tr`,{children:[U(`th`,{children:`Runtime`}),U(`th`,{children:`a: passed / decided`}),U(`th`,{children:`b: passed / decided`}),U(`th`,{children:`a`}),U(`th`,{children:`b`}),U(`th`,{children:`Change`})]})}),U(`tbody`,{children:s.runtimes.map(e=>U(`tr`,{children:[U(`td`,{children:e.runtime}),U(`td`,{children:e.a?`${e.a.passed} / ${Lc(e.a)}`:`—`}),U(`td`,{children:e.b?`${e.b.passed} / ${Lc(e.b)}`:`—`}),U(`td`,{children:Fc(e.rateA)}),U(`td`,{children:Fc(e.rateB)}),U(`td`,{children:Wc(e.delta)})]},e.runtime))})]})}),U(`h2`,{children:`Cases that changed`}),s.cases.length===0?U(`p`,{class:`muted`,"data-testid":`compare-cases`,children:`No paired case changed its outcome.`}):U(`div`,{class:`scroll`,children:U(`table`,{"data-testid":`compare-cases`,children:[U(`thead`,{children:U(`tr`,{children:[U(`th`,{children:`Case`}),U(`th`,{children:`Change`}),U(`th`,{children:`a`}),U(`th`,{children:`b`})]})}),U(`tbody`,{children:s.cases.map(e=>U(`tr`,{"data-change":e.change,children:[U(`td`,{children:e.caseId}),U(`td`,{children:e.change===`fixed`?U(`span`,{class:`badge v-pass`,children:`fixed`}):U(`span`,{class:`badge v-fail`,children:`regressed`})}),U(`td`,{children:U(rd,{r:d.get(e.caseId)})}),U(`td`,{children:U(rd,{r:f.get(e.caseId)})})]},e.caseId))})]})})]})]})}function ad({onSignedIn:e}){let[t,n]=R(Ye()),[r,i]=R(null),[a,o]=R(!1),s=new URL(location.href).searchParams,c=s.get(`next`)||`/runs`,l=s.get(`reason`)===`refused`&&!r;async function u(n){n.preventDefault(),o(!0),Xe(t.trim()),Ht();try{await H(Qt,{}),e(),Cr(c.startsWith(`/`)&&!c.startsWith(`//`)?c:`/runs`)}catch(e){Xe(``),i(K(e))}finally{o(!1)}}return U(`section`,{class:`narrow`,children:[U(`h1`,{children:`Sign in`}),U(`p`,{class:`muted`,children:[`Paste an API token. It stays in this browser (localStorage) and goes with every request. Make one with`,` `,U(`code`,{children:`everdict token create --tenant acme --role admin`}),`.`]}),l&&U(`p`,{class:`warn`,role:`alert`,"data-testid":`signin-reason`,children:`Your token was refused: it was revoked or it expired. Sign in with another.`}),U(`form`,{onSubmit:u,class:`stack`,children:[U(G,{label:`API token`,children:U(`input`,{name:`token`,type:`password`,autocomplete:`off`,placeholder:`evd_…`,required:!0,value:t,onInput:e=>n(e.currentTarget.value),autofocus:!0})}),U(`button`,{class:`primary`,disabled:a,children:`Sign in`}),U(W,{error:r})]})]})}var od=1e4,sd=1<<20,cd=86400,ld=/^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$/,ud=[`TESTS_PASS`,`STEPS`,`COST`,`LATENCY`],dd=[`id`,`task`,`image`,`repo`,`files`,`browser`,`osUse`,`isolation`,`timeoutSec`,`resources`,`graders`],fd=e=>typeof e==`object`&&!!e&&!Array.isArray(e),pd=e=>typeof e==`string`,md=e=>typeof e==`number`&&Number.isFinite(e),hd=e=>md(e)&&Number.isInteger(e);function gd(e,t,n){return Object.keys(e).filter(e=>!t.includes(e)).map(e=>`unknown field "${n}${e}"`)}function _d(e){if(!fd(e))return[`not a case: want a JSON object`];let t=gd(e,dd,``);!(`id`in e)||e.id===``?t.push(`the case has no "id"`):pd(e.id)&&ld.test(e.id)||t.push(`"id" ${JSON.stringify(e.id)} must be 1 to 40 lowercase letters, digits and inner dashes`),`task`in e?pd(e.task)?e.task.trim()===``&&t.push(`"task" is empty`):t.push(`"task" must be a string`):t.push(`the case has no "task"`),`image`in e&&!pd(e.image)&&t.push(`"image" must be a string`);for(let n of[`browser`,`osUse`,`isolation`])n in e&&typeof e[n]!=`boolean`&&t.push(`"${n}" must be true or false`);return`timeoutSec`in e&&(!hd(e.timeoutSec)||e.timeoutSec<0||e.timeoutSec>86400)&&t.push(`"timeoutSec" must be a whole number of seconds, at most ${cd}`),`repo`in e&&(fd(e.repo)?(t.push(...gd(e.repo,[`url`,`ref`],`repo.`)),pd(e.repo.url)&&e.repo.url.trim()!==``||t.push(`"repo.url" is required when a repo is given`),`ref`in e.repo&&!pd(e.repo.ref)&&t.push(`"repo.ref" must be a string`)):t.push(`"repo" must be an object: {"url": …, "ref": …}`)),`files`in e&&(Array.isArray(e.files)?e.files.forEach((e,n)=>{if(!fd(e))return t.push(`"files[${n}]" must be an object`);t.push(...gd(e,[`path`,`content`],`files[${n}].`)),pd(e.path)&&yd(e.path)||t.push(`"files[${n}].path" must be a relative path inside the workspace`),pd(e.content)||t.push(`"files[${n}].content" must be a string`)}):t.push(`"files" must be a list of {"path": …, "content": …}`)),`resources`in e&&(fd(e.resources)?(t.push(...gd(e.resources,[`memoryMb`,`cpu`],`resources.`)),`memoryMb`in e.resources&&(!hd(e.resources.memoryMb)||e.resources.memoryMb<0)&&t.push(`"resources.memoryMb" must be a whole number, not negative`),`cpu`in e.resources&&(!md(e.resources.cpu)||e.resources.cpu<0)&&t.push(`"resources.cpu" must be a number, not negative`)):t.push(`"resources" must be an object: {"memoryMb": …, "cpu": …}`)),`graders`in e&&(Array.isArray(e.graders)?e.graders.forEach((e,n)=>t.push(...vd(e,`graders[${n}]`))):t.push(`"graders" must be a list`)),t}function vd(e,t){if(!fd(e))return[`"${t}" must be an object`];let n=gd(e,[`kind`,`command`,`max`],`${t}.`);return ud.includes(e.kind)||n.push(`"${t}.kind" must be one of ${ud.join(`, `)}`),`command`in e&&!(Array.isArray(e.command)&&e.command.every(pd))&&n.push(`"${t}.command" must be a list of strings`),e.kind===`TESTS_PASS`&&!(Array.isArray(e.command)&&e.command.length>0)&&n.push(`"${t}.command" is required for TESTS_PASS`),`max`in e&&e.max!==null&&(!md(e.max)||e.max<0)&&n.push(`"${t}.max" must be a number, not negative`),n}function yd(e){if(e===``||e.startsWith(`/`))return!1;let t=[];for(let n of e.split(`/`))if(n!==``&&n!==`.`){if(n===`..`){if(t.length===0)return!1;t.pop()}else t.push(n)}return!0}var bd=new TextEncoder;function xd(e){let t=[],n=[],r=0,i=(e,t)=>{n.length<50?n.push({line:e,message:t}):r++},a=new Map;return e.replace(/^\uFEFF/,``).split(/\r?\n/).forEach((e,n)=>{let r=n+1,o=e.trim();if(o===``)return;if(bd.encode(o).length>1048576)return i(r,`the line is longer than ${sd} bytes`);let s;try{s=JSON.parse(o)}catch{return i(r,/^\{.*\}\s*[{[]/.test(o)?`one JSON object a line`:`not a case: not valid JSON`)}let c=_d(s),l=fd(s)&&pd(s.id)?s.id:``;if(l&&ld.test(l)){let e=a.get(l);e===void 0?a.set(l,r):c.push(`"id" "${l}" repeats line ${e}`)}c.forEach(e=>i(r,e)),c.length===0&&t.push(s)}),t.length===0&&n.length===0&&i(0,`the file holds no cases`),t.length>1e4&&i(0,`a scorecard holds at most ${od.toLocaleString(`en-US`)} cases; this file has ${t.length.toLocaleString(`en-US`)}`),{cases:t,problems:n,more:r}}function Sd(e){return e.replace(/^.*[\\/]/,``).replace(/\.jsonl$/i,``)}function Cd(){let e=Rt(gn,{first:100,after:null}),t=Vt(),n=(e.data?.runtimes.edges??[]).flatMap(e=>e?.node?[e.node.name]:[]),r=(Rt(Un,{first:100,after:null}).data?.harnesses.edges??[]).flatMap(e=>e?.node?gl(e.node):[]),[i,a]=R(yl),o=new URL(location.href).searchParams.get(`from`)??``,s=Rt(rn,{id:o},!o),[c,l]=R(null);z(()=>{let e=s.data?.run;if(!e)return;let t=Cl(e);l(t),a(t.form)},[s.data?.run?.id]);let u=V(null),d=V(null),[f,p]=R(null),[m,h]=R(!1),g=hl(i.env);z(()=>{n.length&&a(e=>e.runtime?e:{...e,runtime:n[0]})},[n[0]]);let _=i.runtime,v=i.harnessRef.trim(),b=e=>t=>{let n=t.currentTarget.value;a(t=>({...t,[e]:n}))};async function x(e){if(e.preventDefault(),g.problems.length)return;h(!0),p(null);let t=bl(i,c?.carried);try{Cr(yr((await H(hn,{input:t})).submitRun.id))}catch(e){p(K(e))}finally{h(!1)}}let S=t?.fields?.has(`Mutation.submitScorecard`);return z(()=>{location.hash===`#scorecard`&&document.getElementById(`scorecard`)?.scrollIntoView()},[]),U(`section`,{class:`narrow`,children:[U(`h1`,{children:`Submit a run`}),o&&s.error&&U(W,{error:s.error}),c&&s.data?.run&&U(`div`,{class:`notice`,"data-testid":`prefilled`,children:[`Filled in from run `,U(`a`,{href:yr(s.data.run.id),children:s.data.run.correlationId}),`: change what you like, then submit.`,Ed(c.carried).length>0&&U(y,{children:[` Also sent as recorded: `,Ed(c.carried).join(`, `),`.`]}),c.lost.map(e=>U(`p`,{class:`warn`,children:[`Not carried: `,e,`.`]}))]}),U(`form`,{onSubmit:x,class:`stack`,"aria-label":`Submit a run`,children:[U(G,{label:`Runtime`,children:[U(`input`,{name:`runtime`,list:`runtime-names`,required:!0,value:_,onInput:b(`runtime`),placeholder:`name, name@3, name@tag; "a,b" or "auto" to let the scheduler choose`}),U(`datalist`,{id:`runtime-names`,children:n.map(e=>U(`option`,{value:e}))})]}),U(G,{label:`Task`,children:U(`textarea`,{name:`task`,rows:3,required:!0,value:i.task,onInput:b(`task`)})}),U(`div`,{class:`row`,children:[U(G,{label:`Registered harness`,hint:`name, name@tag or name@3 (see Harnesses); empty: the one-off harness below`,children:[U(`input`,{name:`harnessRef`,list:`harness-refs`,value:i.harnessRef,onInput:b(`harnessRef`),placeholder:`one-off`}),U(`datalist`,{id:`harness-refs`,children:r.map(e=>U(`option`,{value:e}))})]}),U(G,{label:`Model`,hint:`"provider/name", {{model}} in the harness; empty: its default`,children:U(`input`,{name:`model`,value:i.model,onInput:b(`model`),placeholder:`anthropic/claude-sonnet-4`})})]}),U(`div`,{class:`row`,children:[U(G,{label:`Harness name`,children:U(`input`,{name:`harness`,value:i.harness,onInput:b(`harness`),disabled:!!v})}),U(G,{label:`Priority`,children:U(`select`,{name:`priority`,value:i.priority,onChange:b(`priority`),children:[U(`option`,{value:`INTERACTIVE`,children:`interactive`}),U(`option`,{value:`BATCH`,children:`batch`})]})}),U(G,{label:`Timeout (s)`,children:U(`input`,{name:`timeout`,type:`number`,min:1,value:i.timeout,onInput:b(`timeout`)})}),vl(i.runtime)&&U(G,{label:`Placement`,hint:`Which of the runtimes takes it, when a slot frees`,children:U(`select`,{name:`placement`,value:i.placement,onChange:b(`placement`),children:[U(`option`,{value:``,children:`spread (least loaded)`}),U(`option`,{value:`PACK`,children:`pack (fullest that fits)`})]})})]}),U(G,{label:`Harness command (sh -c)`,children:U(`input`,{name:`command`,required:!v,disabled:!!v,value:i.command,onInput:b(`command`)})}),U(G,{label:`Test command (sh -c; exit 0 passes; empty: no TESTS_PASS grader)`,children:U(`input`,{name:`test`,value:i.test,onInput:b(`test`)})}),U(G,{label:`Environment`,hint:`One a line: NAME=value, or NAME=@secret to use a tenant secret (its value never leaves the server).`,children:U(`textarea`,{name:`env`,rows:2,value:i.env,onInput:b(`env`),placeholder:`MODEL=small
API_KEY=@openai`})}),g.problems.map(e=>U(`p`,{class:`error`,children:e})),U(`div`,{class:`row`,children:[U(`button`,{class:`primary`,disabled:m||g.problems.length>0,children:`Submit`}),U(`details`,{class:`copy-as`,"data-testid":`form-copy-as`,children:[U(`summary`,{children:`Copy as…`}),U(`div`,{class:`stack`,children:[U(`div`,{children:[U(Lt,{label:`Copy as CLI`,text:kl(bl(i,c?.carried)).command,target:()=>u.current}),U(`pre`,{ref:u,class:`output`,children:kl(bl(i,c?.carried)).command})]}),U(`div`,{children:[U(Lt,{label:`Copy as GraphQL`,text:Ol(bl(i,c?.carried)),target:()=>d.current}),U(`pre`,{ref:d,class:`output`,children:Ol(bl(i,c?.carried))})]})]})]})]}),U(W,{error:f})]}),U(`h2`,{id:`scorecard`,children:`Submit a scorecard from JSONL`}),t&&!S?U(Pt,{what:`Scorecards (many cases from a JSONL upload)`}):U(Td,{names:n})]})}var wd=`{"id": "answer-42", "task": "Write 42 to answer.txt", "graders": [{"kind": "TESTS_PASS", "command": ["sh", "-c", "grep -q 42 answer.txt"]}]}
{"id": "fix-login", "task": "Fix the login test", "repo": {"url": "https://github.com/acme/app", "ref": "main"}, "timeoutSec": 600}`;function Td({names:e}){let[t,n]=R(``),[r,i]=R(``),[a,o]=R({name:``,runtime:``,harness:`web`,command:`echo solving; echo 42 > answer.txt`,maxAttempts:``,priority:`BATCH`}),[s,c]=R(!1),[l,u]=R(null),[d,f]=R(!1),p=xe(()=>t.trim()?xd(t):null,[t]);z(()=>{e.length&&o(t=>t.runtime?t:{...t,runtime:e[0]})},[e[0]]);let m=e=>t=>{let n=t.currentTarget.value;o(t=>({...t,[e]:n}))};async function h(e){let t=e.currentTarget.files?.[0];t&&(i(t.name),n(await t.text()),o(e=>e.name?e:{...e,name:Sd(t.name)}))}async function g(e){if(e.preventDefault(),!p||p.problems.length)return;f(!0),u(null);let t={name:a.name.trim(),runtime:a.runtime.trim(),priority:a.priority,harness:{name:a.harness||`web`,command:$n(a.command)},cases:p.cases,maxAttempts:a.maxAttempts?Number(a.maxAttempts):void 0,speculate:s||void 0};try{Cr(br((await H(zn,{input:t})).submitScorecard.id))}catch(e){u(K(e))}finally{f(!1)}}let _=!!p&&p.problems.length===0;return U(`form`,{onSubmit:g,class:`stack`,"aria-label":`Submit a scorecard`,children:[U(`p`,{class:`muted`,children:[`One case a line, as `,U(`code`,{children:`everdict scorecard run`}),` reads them: a JSON object with an `,U(`code`,{children:`id`}),` (1 to 40 lowercase letters, digits and inner dashes, unique) and a `,U(`code`,{children:`task`}),`, and optionally `,U(`code`,{children:`repo`}),`, `,U(`code`,{children:`files`}),`,`,` `,U(`code`,{children:`image`}),`, `,U(`code`,{children:`timeoutSec`}),`, `,U(`code`,{children:`resources`}),` and `,U(`code`,{children:`graders`}),`. Each case becomes a run of the harness below.`]}),U(`details`,{children:[U(`summary`,{children:`Example`}),U(`pre`,{class:`output`,children:wd})]}),U(G,{label:`Cases file (JSONL)`,children:U(`input`,{name:`cases`,type:`file`,accept:`.jsonl,.json,.ndjson,.txt,application/jsonl,application/x-ndjson,text/plain`,onChange:h})}),U(G,{label:`Or paste the cases`,hint:r?`Loaded from ${r}; edits here are what is sent.`:void 0,children:U(`textarea`,{name:`casesText`,rows:4,value:t,onInput:e=>n(e.currentTarget.value),placeholder:`{"id": "case-1", "task": "…"}`,spellcheck:!1})}),p&&U(`div`,{"aria-live":`polite`,children:_?U(`p`,{class:`ok`,"data-testid":`cases-summary`,children:[p.cases.length===1?`1 case`:`${Xn(p.cases.length)} cases`,`:`,` `,p.cases.slice(0,8).map(e=>e.id).join(`, `),p.cases.length>8&&`, …`]}):U(`ul`,{class:`problems error`,"data-testid":`case-problems`,children:[p.problems.map(e=>U(`li`,{children:[e.line>0?`line ${e.line}: `:``,e.message]})),p.more>0&&U(`li`,{children:[`… and `,p.more,` more`]})]})}),U(`div`,{class:`row`,children:[U(G,{label:`Scorecard name`,children:U(`input`,{name:`scorecardName`,required:!0,value:a.name,onInput:m(`name`),placeholder:`nightly`})}),U(G,{label:`Runtimes`,hint:`"name", "a,b" to shard, or "auto"`,children:[U(`input`,{name:`scorecardRuntime`,list:`scorecard-runtimes`,required:!0,value:a.runtime,onInput:m(`runtime`)}),U(`datalist`,{id:`scorecard-runtimes`,children:[...e,`auto`].map(e=>U(`option`,{value:e}))})]})]}),U(`div`,{class:`row`,children:[U(G,{label:`Harness name`,children:U(`input`,{name:`scorecardHarness`,value:a.harness,onInput:m(`harness`)})}),U(G,{label:`Tries per case`,children:U(`input`,{name:`maxAttempts`,type:`number`,min:1,max:10,placeholder:`3`,value:a.maxAttempts,onInput:m(`maxAttempts`)})}),U(G,{label:`Priority`,children:U(`select`,{name:`scorecardPriority`,value:a.priority,onChange:m(`priority`),children:[U(`option`,{value:`BATCH`,children:`batch`}),U(`option`,{value:`INTERACTIVE`,children:`interactive`})]})})]}),U(G,{label:`Harness command for every case (sh -c)`,children:U(`input`,{name:`scorecardCommand`,required:!0,value:a.command,onInput:m(`command`)})}),U(`label`,{class:`check`,children:[U(`input`,{type:`checkbox`,name:`speculate`,checked:s,onChange:e=>c(e.currentTarget.checked)}),` Speculate: once the last 5% of cases straggle past the batch's p95, run a duplicate of each elsewhere; the first result wins`]}),U(`button`,{class:`primary`,disabled:d||!_,children:`Submit scorecard`}),U(W,{error:l})]})}function Ed(e){let t=[];return e.repo&&t.push(`repository ${e.repo.url}${e.repo.ref?`@`+e.repo.ref:``}`),e.image&&t.push(`image ${e.image}`),e.resources&&t.push(`resources`),e.browser&&t.push(`a browser`),e.osUse&&t.push(`a display (osUse)`),e.expected&&t.push(`the reference answer`),e.graders?.length&&t.push(`${e.graders.length===1?`a grader`:`${e.graders.length} graders`} (${e.graders.map(e=>e.kind).join(`, `)})`),t}var Dd=[[`/runs`,`Runs`,[`runs`,`run`]],[`/submit`,`Submit`,[`submit`]],[`/runtimes`,`Runtimes`,[`runtimes`,`runtime`]],[`/harnesses`,`Harnesses`,[`harnesses`]],[`/queue`,`Queue`,[`queue`]],[`/scorecards`,`Scorecards`,[`scorecards`,`scorecard`,`compare`]],[`/providers`,`Models`,[`providers`]],[`/admin`,`Admin`,[`admin`]]];function Od(e){switch(e.page){case`run`:return`Run ${e.id}`;case`runtime`:return`Runtime ${e.name}`;case`scorecard`:return`Scorecard ${e.id}`;case`compare`:return`Compare scorecards`;case`providers`:return`Model providers`;case`notfound`:return`Not found`;case`signin`:return`Sign in`}return e.page[0].toUpperCase()+e.page.slice(1)}function kd(){let e=wr(),t=vr(e.pathname),[n,r]=R(null),[i,a]=R(null),[o,s]=R(0),[c,l]=R(`closed`);z(()=>ht(l),[]);let[u,d]=R(!1);z(()=>$e(()=>{location.pathname!==`/signin`&&(d(!0),Xe(``),r(null))}),[]);let[f,p]=R(!1);z(()=>ft(p),[]),z(()=>{Ye()?H(Qt,{}).then(e=>(r(e.viewer),a(null))).catch(e=>{let t=K(e);t.code===`UNAUTHENTICATED`&&(d(!0),Xe(``)),a(t),r(null)}):r(null)},[o]),z(()=>{document.title=`${Od(t)} · Everdict`},[e.pathname]);let m=!!Ye();z(()=>{m||t.page===`signin`||(Cr(`/signin?${u?`reason=refused&`:``}next=${encodeURIComponent(e.pathname+e.search)}`,!0),d(!1))},[m,t.page,u]),Bu(n?.role);let h;if(t.page===`signin`)h=U(ad,{onSignedIn:()=>s(e=>e+1)});else if(!m)h=null;else if(!n)h=i?U(W,{error:i}):U(Ft,{});else switch(t.page){case`runs`:h=U(Fu,{});break;case`run`:h=U(vu,{id:t.id},t.id);break;case`submit`:h=U(Cd,{});break;case`runtimes`:h=U(Hu,{});break;case`runtime`:h=U(Gu,{name:t.name},t.name);break;case`harnesses`:h=U(Er,{});break;case`queue`:h=U(fl,{});break;case`scorecards`:h=U(Qu,{});break;case`scorecard`:h=U($u,{id:t.id},t.id);break;case`compare`:h=U(id,{});break;case`providers`:h=U(Ar,{viewer:n});break;case`admin`:h=U(dr,{viewer:n});break;default:h=U(Nt,{what:U(y,{children:[`No page at `,U(`code`,{children:e.pathname}),`.`]})})}return U(y,{children:[U(`a`,{class:`skip`,href:`#main`,onClick:e=>{e.preventDefault(),document.getElementById(`main`)?.focus()},children:`Skip to content`}),U(`header`,{class:`top`,children:[U(`a`,{class:`brand`,href:`/runs`,children:`Everdict`}),U(`nav`,{"aria-label":`main`,children:[Dd.map(([e,n,r])=>U(`a`,{href:e,"aria-current":r.includes(t.page)?`page`:void 0,children:n})),U(`a`,{href:`/graphiql`,children:`GraphiQL`})]}),U(`div`,{class:`who`,children:[m&&U(`span`,{class:`sock sock-${c}`,title:`live updates: ${c}`,"aria-label":`live updates ${c}`}),n&&U(`span`,{class:`muted`,"data-testid":`viewer`,children:[n.subject,` · `,n.tenant.slug,` · `,n.role.toLowerCase()]}),m?U(`button`,{class:`link`,onClick:()=>{Xe(``),r(null),Cr(`/signin`)},children:`Sign out`}):t.page!==`signin`&&U(`a`,{href:`/signin`,children:`Sign in`})]})]}),m&&f&&U(`div`,{class:`outage`,role:`status`,"aria-live":`polite`,"data-testid":`outage`,children:[U(`strong`,{children:`Reconnecting…`}),` The server cannot be reached right now; live updates are paused. This page refreshes when it is back.`]}),U(`main`,{id:`main`,tabIndex:-1,children:h})]})}var Ad=document.getElementById(`app`);Tr(document.body),P(U(kd,{}),Ad);