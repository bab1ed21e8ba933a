var e,t,n,r,i,a,o,s,c,l,u=Symbol.for(`pv`),d={},f=[],p=/^m(i|n|o|s|text|space)$/,m=Array.isArray,h=f.slice,g=Object.assign;function _(e){e&&e.parentNode&&e.remove()}function v(n,r,i,a,o){var s={type:n,props:r,key:i,ref:a,__k:null,__:null,__b:0,__e:null,__c:null,constructor:u,__v:o||++t,__i:-1,__u:0};return!o&&e.vnode&&e.vnode(s),s}function y(e){return e.children}function b(e,t){this.props=e,this.context=t,this.__g=0}function x(e,t){if(t==null)return e.__&&x(e.__,e.__i+1);for(var n;t<e.__k.length;t++)if((n=e.__k[t])&&n.__e)return n.__e;return typeof e.type!=`function`||e.props.__P?null:x(e)}function S(t){var n,r=t.__v,i=r.__e,a=[],o=[],s=t.__P;s&&((n=g({constructor:u},r)).__v=r.__v+1,e.vnode&&e.vnode(n),te(s,n,r,t.__n,s.namespaceURI,32&r.__u?[i]:null,a,i||x(r),32&r.__u,o),n.__v=r.__v,n.__.__k[n.__i]=n,ie(a,n,o),r.__=r.__e=null,n.__e!=i&&C(n))}function C(e){if((e=e.__)&&e.__c&&!e.props.__P)return e.__e=null,e.__k.some(function(t){return t&&(e.__e=t.__e)}),C(e)}function w(t){(8&t.__g||(t.__g|=8,n.push(t),i++))&&r==e.debounceRendering||((r=e.debounceRendering)||queueMicrotask)(T)}function T(){try{for(var e,t=1;n.length;)n.length>t&&n.sort(a),e=n.shift(),t=n.length,8&e.__g&&S(e)}finally{(i=n.length)&&(r||queueMicrotask)(T)}}function E(e,t,n,r,i,a,o,s,c,l,u){var p,m,h,g,_,v,y=r.__k||f,b=t.length;for(c=D(n,t,y,c,b),p=0;p<b;p++)(h=n.__k[p])!=null&&(m=~h.__i&&y[h.__i]||d,h.__i=p,v=te(e,h,m,i,a,o,s,c,l,u),g=h.__e,(m.ref!=h.ref||8&m.__u)&&(m.ref&&M(m.ref,null,h,m),h.ref&&u.push(h.ref,h.__c||g,h)),_||=g,4&h.__u?(c=O(h,c,e,!m.__v),m.__e&&(m.__e=null)):typeof h.type==`function`&&v!==void 0?c=v:g&&(c=g.nextSibling),h.__u&=-21);return n.__e=_,c}function D(e,t,n,r,i){var a,o,s,c,l,d,f,p,h,g=n.length,_=g,b=0,S=0,C=e.__k=Array(i);for(a=0;a<i;a++)(o=t[a])!=null&&typeof o!=`boolean`&&typeof o!=`function`?(typeof o!=`object`||o.constructor===String?o=C[a]=v(null,o):m(o)?o=C[a]=v(y,{children:o}):o.constructor===u&&o.__b?o=C[a]=v(o.type,o.props,o.key,o.ref,o.__v):C[a]=o,c=a+b,o.__=e,o.__b=e.__b+1,s=null,~(l=o.__i=k(o,n,c,_))&&(_--,(s=n[l])&&(s.__u|=2)),s&&s.__v?(o.__u|=16,l==c-1?b--:l==c+1?b++:l!=c&&(l>c?b--:b++,S=1)):(~l||(i>g?b--:i<g&&b++),typeof o.type!=`function`&&(o.__u|=4))):C[a]=null;if(S){for(d=[],f=[],a=0;a<i;a++)if((o=C[a])&&16&o.__u){for(b=0,p=d.length;b<p;)d[h=b+p>>1]<o.__i?b=h+1:p=h;d[b]=o.__i,f[a]=b+1}for(b=d.length;a--;)f[a]&&(f[a]==b?b--:C[a].__u|=4)}if(_)for(a=0;a<g;a++)!(s=n[a])||2&s.__u||(s.__e==r&&(r=x(s)),N(s,s));return r}function O(e,t,n,r){var i,a,o,s;if(typeof e.type==`function`){if(e.props.__P)return t;if(i=e.__k)for(a=0;a<i.length;a++)i[a]&&(i[a].__=e,t=O(i[a],t,n,!1));return t}for(t&&!t.parentNode&&(t=x(e))&&!t.parentNode&&(t=null),o=e.__e,s=t;s&&s.nodeType==8;)s=s.nextSibling;for(o!=s&&(!r&&n.moveBefore&&o.parentNode?n.moveBefore(o,t):n.insertBefore(o,t||null)),t=o;(t&&=t.nextSibling)&&t.nodeType==8&&!t.data.startsWith(`$s`););return t}function k(e,t,n,r){var i,a=e.key,o=e.type,s=t[n],c=s&&!(2&s.__u);if(s===null&&a==null||c&&a==s.key&&o==s.type)return n;if(r>+!!c){for(i=n-1;i>=0;i--)if((s=t[i])&&!(2&s.__u)&&a==s.key&&o==s.type)return i;for(i=n+1;i<t.length;i++)if((s=t[i])&&!(2&s.__u)&&a==s.key&&o==s.type)return i}return-1}function A(e,t,n){n??=``,t[0]==`-`?e.setProperty(t,n):e[t]=n}function j(e,t,n,r,i){var a,o;if(t==`style`){if(typeof n==`string`)e.style.cssText=n;else{if(typeof r==`string`&&(e.style.cssText=r=``),r)for(t in r)n&&t in n||A(e.style,t);if(n)for(t in n)r&&n[t]==r[t]||A(e.style,t,n[t])}}else if(t[0]==`o`&&t[1]==`n`)typeof n!=`function`&&(n=null),typeof r!=`function`&&(r=null),(e.__e||={})[t]=n,n&&r||(o=l[t]||(l[t]=ee(t)),(e.__a||={})[t]=c,a=t!=(t=t.replace(s,`$1`)),(t=t.slice(2))[0]<`a`&&(t=t.toLowerCase()),n?e.addEventListener(t,o,a):e.removeEventListener(t,o,a));else{if(i==`http://www.w3.org/2000/svg`)t=t.replace(/xlink(H|:h)/,`h`).replace(/sName$/,`s`);else if(t!=`width`&&t!=`height`&&t!=`href`&&t!=`list`&&t!=`form`&&t!=`tabIndex`&&t!=`download`&&t!=`rowSpan`&&t!=`colSpan`&&t!=`role`&&t!=`popover`&&t in e)try{e[t]=n??``;return}catch{}if(typeof n==`function`)return;n==null||!1===n&&t[4]!=`-`?e.removeAttribute(t):e.setAttribute(t,t==`popover`&&n==1?``:n)}}function ee(t){return function(n){var r=this.__e;if(r){if(r=r[t],n[o]==null)n[o]=c++;else if(n[o]<this.__a[t])return;return r(e.event?e.event(n):n)}}}function te(t,n,r,i,a,o,s,c,l,d){var p,h,v,S,C,w,T,D,O,k,A,j,ee,te,ie,M,P,F,I=n.type;if(n.constructor!==u)return null;128&r.__u&&(l=32&r.__u,p=r.__c.__z)&&(n.__u|=l,h=o=[],p.nodeType==8?c=ne(p,o):o.push(p),c=o[0]||c),(p=e.__b)&&p(n);n:if(typeof I==`function`){v=s.length;try{if(D=n.props,O=(p=I.prototype)&&p.render,k=(p=I.contextType)&&i[p.__c],A=p?k?k.props.value:p.__:i,(S=r.__c)?(n.__c=S,2&S.__g&&(S.__g|=1)):(O?n.__c=S=new I(D,A):(n.__c=S=new b(D,A),S.constructor=I,S.render=oe),k&&k.sub(S),S.state||(S.state={}),S.__n=i,S.__g|=8,S.__h=[],S.__k=[]),O&&(S.__s||(S.__s=S.state),I.getDerivedStateFromProps&&(S.__s==S.state&&(S.__s=g({},S.__s)),g(S.__s,I.getDerivedStateFromProps(D,S.__s)))),C=S.props,w=S.state,S.__v=n,r.__c){if(D!==C&&O&&!I.getDerivedStateFromProps&&S.componentWillReceiveProps&&S.componentWillReceiveProps(D,A),n.__v==r.__v&&!(8&S.__g)||!(4&S.__g)&&S.shouldComponentUpdate&&!1===S.shouldComponentUpdate(D,S.__s,A)){n.__v!=r.__v&&(S.props=D,S.state=S.__s,S.__g&=-9),n.__e=r.__e,n.__k=r.__k,n.__k.some(function(e){e&&(e.__=n)}),f.push.apply(S.__h,S.__k),S.__k=[],S.__h.length&&s.push(S),c=x(r);break n}S.componentWillUpdate&&S.componentWillUpdate(D,S.__s,A),O&&S.componentDidUpdate&&S.__h.push(function(){S.componentDidUpdate(C,w,T)})}else O&&!I.getDerivedStateFromProps&&S.componentWillMount&&S.componentWillMount(),O&&S.componentDidMount&&S.__h.push(S.componentDidMount);S.context=A,S.props=D,S.__P=t,S.__g&=-5,j=e.__r,ee=O?25:0;do S.__g&=-9,j&&j(n),p=S.render(S.props,S.state=S.__s,S.context);while(8&S.__g&&++ee<25);O&&(f.push.apply(S.__h,S.__k),S.__k=[]),S.state=S.__s,S.getChildContext&&(i=g({},i,S.getChildContext())),O&&r.__c&&S.getSnapshotBeforeUpdate&&(T=S.getSnapshotBeforeUpdate(C,w)),te=p&&p.type===y&&p.key==null?p.props.children:p,D.__P&&(p=c,a=(t=D.__P).namespaceURI,l=o=null,r.props&&r.props.__P!=t&&(r.__k.some(function(e){e&&N(e,e)}),r.__k=null),c=r.__k?x(r,0):null),c=E(t,m(te)?te:[te],n,r,i,a,o,s,c,l,d),D.__P&&(n.__e=null,c=p),n.__u&=-161,h&&h.some(_),S.__h.length&&s.push(S),1&S.__g&&(S.__g&=-4)}catch(t){if(s.length=v,n.__v=null,l||o){if(t&&t.then){if(n.__u|=128|l,o){for(~(P=o.indexOf(c||void 0))||(P=o.length);(F=o[P-1])&&F.nodeType==8;)P--;for(;P<o.length;P++)if(F=o[P]){if(o[P]=null,ie){if(F==M)break}else{if(F.nodeType!=8)break;F.data.startsWith(`$s`)&&(M=ne(ie=F))}}}if(!ie){for(;c&&c.nodeType==8&&c.nextSibling;)c=c.nextSibling;ie=c}(p=ne(ie=n.__c.__z||(n.__c.__z=ie)))?(n.__e=ie,c=p):n.__e=c,c&&=c.nextSibling}else o&&o.some(_)}else n.__e=r.__e;n.__k||=r.__k||[],t&&t.then||re(n),e.__e(t,n,r)}}else c=n.__e=ae(r.__e,n,r,i,a,o,s,l,d,t);return(p=e.diffed)&&p(n),c}function ne(e,t){if(e&&e.nodeType==8&&e.data.startsWith(`$s`))for(var n=1;e=e.nextSibling;){if(e.nodeType==8){if(e.data.startsWith(`$s`))n++;else if(e.data.startsWith(`/$s`)&&!--n)return e}t&&t.push(e)}}function re(e){e&&(e.__c&&(e.__c.__g|=4),e.__k&&e.__k.some(re))}function ie(t,n,r){for(var i=0;i<r.length;)M(r[i++],r[i++],r[i++]);e.__c&&e.__c(n,t),t.some(function(n){try{t=n.__h,n.__h=[],t.some(function(e){e.call(n)})}catch(t){e.__e(t,n.__v)}})}function ae(t,n,r,i,a,o,s,c,l,u){var f,g,v,y,b,S,C,w,T=r.props||d,D=n.props,O=n.type;if(O==`svg`?a=`http://www.w3.org/2000/svg`:O==`math`?a=`http://www.w3.org/1998/Math/MathML`:a||=`http://www.w3.org/1999/xhtml`,o){for(f=0;f<o.length;f++)if((b=o[f])&&(O?b.localName==O:b.nodeType==3)){t=b,o[f]=null;break}}if(!t){if(w=u.ownerDocument||document,!O)return w.createTextNode(D);t=w.createElementNS(a,O,D.is?D:u),c&&=(e.__m&&e.__m(n,o),!1),o=null}if(O){if(u=O==`template`&&t.content||t,o=O==`textarea`&&D.defaultValue!=null?null:o&&h.call(u.childNodes),!c&&o)for(T={},f=0;f<t.attributes.length;f++)T[(b=t.attributes[f]).name]=b.value;for(f in T)b=T[f],f==`dangerouslySetInnerHTML`?v=b:f==`children`||f in D||f==`value`&&`defaultValue`in D||f==`checked`&&`defaultChecked`in D||j(t,f,null,b,a);for(f in D)b=D[f],f==`children`?y=b:f==`dangerouslySetInnerHTML`?g=b:f==`value`?S=b:f==`checked`?C=b:c&&typeof b!=`function`||T[f]===b||j(t,f,b,T[f],a);g?(c||v&&(g.__html==v.__html||g.__html==t.innerHTML)||(t.innerHTML=g.__html),n.__k=[]):(v&&(t.textContent=``),(O==`foreignObject`||a==`http://www.w3.org/1998/Math/MathML`&&p.test(O))&&(a=`http://www.w3.org/1999/xhtml`),E(u,m(y)?y:[y],n,r,i,a,o,s,o?o[0]:r.__k&&x(r,0),c,l),o&&o.some(_)),c&&O!=`textarea`||(f=`value`,O==`progress`&&S==null?t.removeAttribute(f):S==null||S===t[f]&&(O!=`progress`||S)||j(t,f,S,T[f],a),f=`checked`,C!=null&&C!=t[f]&&j(t,f,C,T[f],a))}else T===D||c&&t.data==D||(t.data=D);return t}function M(t,n,r,i){try{typeof t==`function`?n?n.__x=t(n)||1:(i&&=i.__c||i.__e)&&(n=i.__x)&&(i.__x=null,typeof n==`function`?n():t(null)):t.current=n}catch(t){e.__e(t,r)}}function N(t,n,r){var i,a,o,s;if(e.unmount&&e.unmount(t),!(i=t.ref)||i.current&&i.current!=t.__e||M(i,null,n,t),i=t.__c){if(i.componentWillUnmount)try{i.componentWillUnmount()}catch(t){e.__e(t,n)}i.__P=i.__n=null}if(i=t.__k)for(s=0;s<i.length;s++)i[s]&&N(i[s],n,typeof t.type!=`function`||r&&!t.props.__P);!r&&(i=t.__c)&&(i=i.__z)&&(a=ne(i,o=[]))&&(i==t.__e&&o.some(_),_(a),_(i)),r||_(t.__e),t.__e=t.__c=t.__=null}function oe(e,t,n){return this.constructor(e,n)}function P(t,n){var r,i,a,o;e.__&&e.__(t,n),n.nodeType==9&&(n=n.documentElement),i=(r=t&&32&t.__u)?null:n.__k,n.__k=v(y,{children:[t]}),a=[],o=[],te(n,n.__k,i||d,d,n.namespaceURI,i?null:n.firstChild?h.call(n.childNodes):null,a,i?i.__e:n.firstChild,r,o),ie(a,n.__k,o),n.__k.props.children=null}e={__e:function(e,t,n,r){for(var a,o,s;t=t.__;)if((a=t.__c)&&!(1&a.__g)){a.__g|=4;try{if((s=(o=a.constructor)&&o.getDerivedStateFromError)&&a.setState(o.getDerivedStateFromError(e)),a.componentDidCatch&&(a.componentDidCatch(e,r||{}),s=1),s&&8&a.__g)return void(a.__g|=2)}catch(t){e=t}}throw i=0,e}},t=0,b.prototype.setState=function(e,t){var n=this.__s;n&&n!=this.state||(n=this.__s=g({},this.state)),typeof e==`function`&&(e=e(g({},n),this.props)),e&&(g(n,e),this.__v&&(t&&this.__k.push(t),w(this)))},b.prototype.forceUpdate=function(e){this.__v&&(this.__g|=4,e&&this.__h.push(e),w(this))},b.prototype.render=y,n=[],i=0,a=function(e,t){return e.__v.__b-t.__v.__b},o=Symbol(),s=/(PointerCapture)$|Capture$/i,c=0,l={};var F,I,se,ce,le=Object.is,ue=0,de=[],fe=[],L=e,pe=L.__b,me=L.__r,he=L.diffed,ge=L.__c,_e=L.unmount,ve=L.__;function ye(e,t){L.__h&&L.__h(I,e,ue||t),ue=0;var n=I.__H||(I.__H={__:[],__h:[]});return e>=n.__.length&&n.__.push({}),n.__[e]}function R(e){return ue=1,be(je,e)}function be(e,t,n){var r=ye(F++,2);if(r.t=e,!r.__c&&(r.__=[n?n(t):je(void 0,t),function(e){var t=(r.__N||r.__)[0],n=r.t(t,e);le(t,n)||(r.__N=[n,r.__[1]],r.__c.setState({}))}],r.__c=I,!I.__f)){I.__f=!0;var i=I.shouldComponentUpdate;I.shouldComponentUpdate=function(e,t,n){var r=this.__H;if(!r)return!0;var a=!1,o=this.props!=e;if(r.__.some(function(e){e.__N&&(a=!0,le(e.__[0],e.__N[0])||(o=!0))}),i){var s=i.call(this,e,t,n);return a?s||o:s}return!a||o}}return r.__}function z(e,t){var n=ye(F++,3);!L.__s&&Ae(n.__H,t)&&(n.__P=!0,n.__=e,n.u=t,I.__H.__h.push(n))}function B(e,t){var n=ye(F++,4);!L.__s&&Ae(n.__H,t)&&(n.__P=!1,n.__=e,n.u=t,I.__h.push(n))}function xe(e){return ue=5,Se(function(){return{current:e}},[])}function Se(e,t){var n=ye(F++,7);return Ae(n.__H,t)&&(n.__=e(),n.__H=t),n.__}function Ce(e,t){return ue=8,Se(function(){return e},t)}function we(){var e;do{for(;e=fe.shift();)try{Oe(e)}catch(t){L.__e(t,{__:(e=e.__P)&&e.__v})}for(;e=de.shift();){var t=e.__H;if(e.__P&&t)try{t.__h.some(Oe),t.__h.some(ke),t.__h=[]}catch(n){t.__h=[],L.__e(n,e.__v)}}}while(fe.length)}L.__b=function(e){I=null,pe&&pe(e)},L.__=function(e,t){e&&t.__k&&t.__k.__m&&(e.__m=t.__k.__m),ve&&ve(e,t)},L.__r=function(e){me&&me(e),F=0;var t=(I=e.__c).__H;t&&(se==I?I.__h=[]:(t.__h.some(Oe),t.__h.some(ke),F=0),t.__h=[],t.__.some(function(e){e.__N&&(e.__=e.__N),e.u=e.__N=void 0})),se=I},L.diffed=function(e){he&&he(e);var t=e.__c;t&&t.__H&&(t.__H.__h.length&&De(de.push(t)),t.__H.__.some(function(e){e.u&&(e.__H=e.u)})),se=I=null},L.__c=function(e,t){t.some(function(e){try{e.__h.some(Oe),e.__h=e.__h.filter(function(e){return!e.__||ke(e)})}catch(t){e.__h=[function(){throw t}]}}),ge&&ge(e,t)},L.unmount=function(e){_e&&_e(e);var t,n,r=e.__c;r&&r.__H&&(r.__H.__.some(function(r){try{if(r.__P&&r.__c){if(n===void 0){for(n=e.__;n&&(!n.__c||!n.__c.__P);)n=n.__;n&&=n.__c}r.__P=n,De(fe.push(r))}else Oe(r)}catch(e){t=e}}),r.__H=void 0,t&&L.__e(t,r.__v))};var Te=typeof requestAnimationFrame==`function`;function Ee(e){var t,n=function(){clearTimeout(r),Te&&cancelAnimationFrame(t),setTimeout(e)},r=setTimeout(n,35);Te&&(t=requestAnimationFrame(n))}function De(e){e!=1&&ce==L.requestAnimationFrame||((ce=L.requestAnimationFrame)||Ee)(we)}function Oe(e){var t=I,n=e.__c;typeof n==`function`&&(e.__c=void 0,n()),I=t}function ke(e){var t=I;e.__c=e.__(),I=t}function Ae(e,t){return!e||e.length!=t.length||t.some(function(t,n){return!le(t,e[n])})}function je(e,t){return typeof t==`function`?t(e):t}function Me(e){return e===null?`null`:Array.isArray(e)?`array`:typeof e}function Ne(e){return Me(e)===`object`}function Pe(e){return Array.isArray(e)&&e.length>0&&e.every(e=>`message`in e)}function Fe(e,t){return e.length<124?e:t}var Ie=`graphql-transport-ws`,Le;(function(e){e[e.InternalServerError=4500]=`InternalServerError`,e[e.InternalClientError=4005]=`InternalClientError`,e[e.BadRequest=4400]=`BadRequest`,e[e.BadResponse=4004]=`BadResponse`,e[e.Unauthorized=4401]=`Unauthorized`,e[e.Forbidden=4403]=`Forbidden`,e[e.SubprotocolNotAcceptable=4406]=`SubprotocolNotAcceptable`,e[e.ConnectionInitialisationTimeout=4408]=`ConnectionInitialisationTimeout`,e[e.ConnectionAcknowledgementTimeout=4504]=`ConnectionAcknowledgementTimeout`,e[e.SubscriberAlreadyExists=4409]=`SubscriberAlreadyExists`,e[e.TooManyInitialisationRequests=4429]=`TooManyInitialisationRequests`})(Le||={});var Re;(function(e){e.ConnectionInit=`connection_init`,e.ConnectionAck=`connection_ack`,e.Ping=`ping`,e.Pong=`pong`,e.Subscribe=`subscribe`,e.Next=`next`,e.Error=`error`,e.Complete=`complete`})(Re||={});function ze(e){if(!Ne(e))throw Error(`Message is expected to be an object, but got ${Me(e)}`);if(!e.type)throw Error(`Message is missing the 'type' property`);if(typeof e.type!=`string`)throw Error(`Message is expects the 'type' property to be a string, but got ${Me(e.type)}`);switch(e.type){case Re.ConnectionInit:case Re.ConnectionAck:case Re.Ping:case Re.Pong:if(e.payload!=null&&!Ne(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an object or nullish or missing, but got "${e.payload}"`);break;case Re.Subscribe:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${Me(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);if(!Ne(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an object, but got ${Me(e.payload)}`);if(typeof e.payload.query!=`string`)throw Error(`"${e.type}" message payload expects the 'query' property to be a string, but got ${Me(e.payload.query)}`);if(e.payload.variables!=null&&!Ne(e.payload.variables))throw Error(`"${e.type}" message payload expects the 'variables' property to be a an object or nullish or missing, but got ${Me(e.payload.variables)}`);if(e.payload.operationName!=null&&Me(e.payload.operationName)!==`string`)throw Error(`"${e.type}" message payload expects the 'operationName' property to be a string or nullish or missing, but got ${Me(e.payload.operationName)}`);if(e.payload.extensions!=null&&!Ne(e.payload.extensions))throw Error(`"${e.type}" message payload expects the 'extensions' property to be a an object or nullish or missing, but got ${Me(e.payload.extensions)}`);break;case Re.Next:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${Me(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);if(!Ne(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an object, but got ${Me(e.payload)}`);break;case Re.Error:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${Me(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);if(!Pe(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an array of GraphQL errors, but got ${JSON.stringify(e.payload)}`);break;case Re.Complete:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${Me(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);break;default:throw Error(`Invalid message 'type' property "${e.type}"`)}return e}function Be(e,t){return ze(typeof e==`string`?JSON.parse(e,t):e)}function Ve(e,t){return ze(e),JSON.stringify(e,t)}var He=function(e){return this instanceof He?(this.v=e,this):new He(e)},Ue=function(e,t,n){if(!Symbol.asyncIterator)throw TypeError(`Symbol.asyncIterator is not defined.`);var r=n.apply(e,t||[]),i,a=[];return i=Object.create((typeof AsyncIterator==`function`?AsyncIterator:Object).prototype),s(`next`),s(`throw`),s(`return`,o),i[Symbol.asyncIterator]=function(){return this},i;function o(e){return function(t){return Promise.resolve(t).then(e,d)}}function s(e,t){r[e]&&(i[e]=function(t){return new Promise(function(n,r){a.push([e,t,n,r])>1||c(e,t)})},t&&(i[e]=t(i[e])))}function c(e,t){try{l(r[e](t))}catch(e){f(a[0][3],e)}}function l(e){e.value instanceof He?Promise.resolve(e.value.v).then(u,d):f(a[0][2],e)}function u(e){c(`next`,e)}function d(e){c(`throw`,e)}function f(e,t){e(t),a.shift(),a.length&&c(a[0][0],a[0][1])}};function We(e){let{url:t,connectionParams:n,lazy:r=!0,onNonLazyError:i=console.error,lazyCloseTimeout:a=0,keepAlive:o=0,disablePong:s,connectionAckWaitTimeout:c=0,retryAttempts:l=5,retryWait:u=async function(e){let t=1e3;for(let n=0;n<e;n++)t*=2;await new Promise(e=>setTimeout(e,t+Math.floor(Math.random()*2700+300)))},shouldRetry:d=Ke,isFatalConnectionProblem:f,on:p,webSocketImpl:m,generateID:h=function(){return`xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx`.replace(/[xy]/g,e=>{let t=Math.random()*16|0;return(e==`x`?t:t&3|8).toString(16)})},jsonMessageReplacer:g,jsonMessageReviver:_}=e,v;if(m){if(!Je(m))throw Error(`Invalid WebSocket implementation provided`);v=m}else typeof WebSocket<`u`?v=WebSocket:typeof global<`u`?v=global.WebSocket||global.MozWebSocket:typeof window<`u`&&(v=window.WebSocket||window.MozWebSocket);if(!v)throw Error("WebSocket implementation missing; on Node you can `import WebSocket from 'ws';` and pass `webSocketImpl: WebSocket` to `createClient`");let y=v,b=(()=>{let e=(()=>{let e={};return{on(t,n){return e[t]=n,()=>{delete e[t]}},emit(t){var n;`id`in t&&((n=e[t.id])==null||n.call(e,t))}}})(),t={connecting:p?.connecting?[p.connecting]:[],opened:p?.opened?[p.opened]:[],connected:p?.connected?[p.connected]:[],ping:p?.ping?[p.ping]:[],pong:p?.pong?[p.pong]:[],message:p?.message?[e.emit,p.message]:[e.emit],closed:p?.closed?[p.closed]:[],error:p?.error?[p.error]:[]};return{onMessage:e.on,on(e,n){let r=t[e];return r.push(n),()=>{r.splice(r.indexOf(n),1)}},emit(e,...n){for(let r of[...t[e]])r(...n)}}})();function x(e){let t=[b.on(`error`,n=>{t.forEach(e=>e()),e(n)}),b.on(`closed`,n=>{t.forEach(e=>e()),e(n)})]}let S,C=0,w,T=!1,E=0,D=!1;async function O(){clearTimeout(w);let[e,r]=await(S??=new Promise((e,r)=>(async()=>{if(T){if(await u(E),!C)return S=void 0,r({code:1e3,reason:`All Subscriptions Gone`});E++}b.emit(`connecting`,T);let i=new y(typeof t==`function`?await t():t,Ie),a,l;function d(){isFinite(o)&&o>0&&(clearTimeout(l),l=setTimeout(()=>{i.readyState===y.OPEN&&(i.send(Ve({type:Re.Ping})),b.emit(`ping`,!1,void 0))},o))}x(e=>{S=void 0,clearTimeout(a),clearTimeout(l),r(e),e instanceof Ge&&(i.close(4499,`Terminated`),i.onerror=null,i.onclose=null)}),i.onerror=e=>b.emit(`error`,e),i.onclose=e=>b.emit(`closed`,e),i.onopen=async()=>{try{b.emit(`opened`,i);let e=typeof n==`function`?await n():n;if(i.readyState!==y.OPEN)return;i.send(Ve(e?{type:Re.ConnectionInit,payload:e}:{type:Re.ConnectionInit},g)),isFinite(c)&&c>0&&(a=setTimeout(()=>{i.close(Le.ConnectionAcknowledgementTimeout,`Connection acknowledgement timeout`)},c)),d()}catch(e){b.emit(`error`,e),i.close(Le.InternalClientError,Fe(e instanceof Error?e.message:Error(e).message,`Internal client error`))}};let f=!1;i.onmessage=({data:t})=>{try{let n=Be(t,_);if(b.emit(`message`,n),n.type===`ping`||n.type===`pong`){b.emit(n.type,!0,n.payload),n.type===`pong`?d():s||(i.send(Ve(n.payload?{type:Re.Pong,payload:n.payload}:{type:Re.Pong})),b.emit(`pong`,!1,n.payload));return}if(f)return;if(n.type!==Re.ConnectionAck)throw Error(`First message cannot be of type ${n.type}`);clearTimeout(a),f=!0,b.emit(`connected`,i,n.payload,T),T=!1,E=0,e([i,new Promise((e,t)=>x(t))])}catch(e){i.onmessage=null,b.emit(`error`,e),i.close(Le.BadResponse,Fe(e instanceof Error?e.message:Error(e).message,`Bad response`))}}})()));e.readyState===y.CLOSING&&await r;let i=()=>{},l=new Promise(e=>i=e);return[e,i,Promise.race([l.then(()=>{if(!C){let t=()=>e.close(1e3,`Normal Closure`);isFinite(a)&&a>0?w=setTimeout(()=>{e.readyState===y.OPEN&&t()},a):t()}}),r])]}function k(e){if(Ke(e)&&(qe(e.code)||[Le.InternalServerError,Le.InternalClientError,Le.BadRequest,Le.BadResponse,Le.Unauthorized,Le.SubprotocolNotAcceptable,Le.SubscriberAlreadyExists,Le.TooManyInitialisationRequests].includes(e.code)))throw e;if(D)return!1;if(Ke(e)&&e.code===1e3)return C>0;if(!l||E>=l||!d(e)||f?.(e))throw e;return T=!0}r||(async()=>{for(C++;;)try{let[,,e]=await O();await e}catch(e){try{if(!k(e))return}catch(e){return i?.(e)}}})();function A(e,t){let n=h(e),r=!1,i=!1,a=()=>{C--,r=!0};return(async()=>{for(C++;;)try{let[o,s,c]=await O();if(r)return s();let l=b.onMessage(n,e=>{switch(e.type){case Re.Next:t.next(e.payload);return;case Re.Error:i=!0,r=!0,t.error(e.payload),a();return;case Re.Complete:r=!0,a();return}});o.send(Ve({id:n,type:Re.Subscribe,payload:e},g)),a=()=>{!r&&o.readyState===y.OPEN&&o.send(Ve({id:n,type:Re.Complete},g)),C--,r=!0,s()},await c.finally(l);return}catch(e){if(!k(e))return}})().then(()=>{i||t.complete()}).catch(e=>{t.error(e)}),()=>{r||a()}}return{on:b.on,subscribe:A,iterate(e){let t=[],n={done:!1,error:null,resolve:()=>{}},r=A(e,{next(e){t.push(e),n.resolve()},error(e){n.done=!0,n.error=e,n.resolve()},complete(){n.done=!0,n.resolve()}}),i=(function(){return Ue(this,arguments,function*(){for(;;){for(t.length||(yield He(new Promise(e=>n.resolve=e)));t.length;)yield yield He(t.shift());if(n.error)throw n.error;if(n.done)return yield He(void 0)}})})();return i.throw=async e=>(n.done||(n.done=!0,n.error=e,n.resolve()),{done:!0,value:void 0}),i.return=async()=>(r(),{done:!0,value:void 0}),i},async dispose(){if(D=!0,S){let[e]=await S;e.close(1e3,`Normal Closure`)}},terminate(){S&&b.emit(`closed`,new Ge)}}}var Ge=class extends Error{constructor(){super(...arguments),this.name=`TerminatedCloseEvent`,this.message=`4499: Terminated`,this.code=4499,this.reason=`Terminated`,this.wasClean=!1}};function Ke(e){return Ne(e)&&`code`in e&&`reason`in e}function qe(e){return![1e3,1001,1006,1005,1012,1013,1014].includes(e)&&e>=1e3&&e<=1999}function Je(e){return typeof e==`function`&&`constructor`in e&&`CLOSED`in e&&`CLOSING`in e&&`CONNECTING`in e&&`OPEN`in e}var Ye=`everdict.token`;function Xe(){return localStorage.getItem(`everdict.token`)??``}function Ze(e){e?localStorage.setItem(Ye,e):localStorage.removeItem(Ye),ct()}var Qe=class extends Error{code;constructor(e,t){super(e),this.code=t}get notAvailable(){return this.code===`GRAPHQL_VALIDATION_FAILED`}};function $e(e){let t=e[0];return new Qe(t.message,t.extensions?.code??`ERROR`)}async function et(e,t){return tt(e.toString(),t??{})}async function tt(e,t={}){let n=Xe(),r=await fetch(`/graphql`,{method:`POST`,headers:{"Content-Type":`application/json`,...n?{Authorization:`Bearer ${n}`}:{}},body:JSON.stringify({query:e,variables:t})}),i;try{i=await r.json()}catch{throw new Qe(`${r.status} ${r.statusText}`,r.status===401?`UNAUTHENTICATED`:`HTTP`)}if(i.errors?.length)throw $e(i.errors);if(!r.ok||i.data==null)throw new Qe(`${r.status} ${r.statusText}`,`HTTP`);return i.data}var nt=null,rt=new Set,it=`closed`;function at(e){it=e,rt.forEach(t=>t(e))}function ot(e){return rt.add(e),e(it),()=>rt.delete(e)}function st(){return nt||=We({url:`${location.protocol===`https:`?`wss:`:`ws:`}//${location.host}/graphql`,connectionParams:()=>({Authorization:`Bearer ${Xe()}`}),retryAttempts:1/0,shouldRetry:()=>!0,retryWait:async e=>new Promise(t=>setTimeout(t,Math.min(1e3*2**e,15e3))),on:{connecting:()=>at(`connecting`),connected:()=>at(`connected`),closed:()=>at(`closed`)}}),nt}function ct(){nt?.dispose(),nt=null}function lt(e,t,n){return st().subscribe({query:e.toString(),variables:t},{next:e=>{e.errors?.length?n.error?.($e(e.errors)):e.data&&n.next(e.data)},error:e=>{Array.isArray(e)?n.error?.($e(e)):n.error?.(new Qe(e instanceof Error?e.message:`subscription closed`,`SUBSCRIPTION`))},complete:()=>n.complete?.()})}var ut=Symbol.for(`pv`),dt=0;Array.isArray;function V(t,n,r,i,a,o){n||={};var s,c,l=n;if(`ref`in l&&typeof t!=`function`)for(c in l={},n)c==`ref`?s=n[c]:l[c]=n[c];var u={type:t,props:l,key:r,ref:s,__k:null,__:null,__b:0,__e:null,__c:null,constructor:ut,__v:--dt,__i:-1,__u:0};return(a||o)&&(u.__source=a,u.__self=o),e.vnode&&e.vnode(u),u}function ft({status:e}){return V(`span`,{class:`badge st-${e.toLowerCase()}`,children:e})}function pt({verdict:e}){return e?V(`span`,{class:`badge v-${e.toLowerCase()}`,children:e}):V(`span`,{class:`muted`,children:`—`})}function mt({error:e}){return e?e.notAvailable?V(ht,{what:`This part of the API`}):V(`p`,{class:`error`,role:`alert`,children:[V(`code`,{children:e.code}),` `,e.message]}):null}function ht({what:e,children:t}){return V(`div`,{class:`notice`,role:`status`,"data-testid":`not-available`,children:[V(`strong`,{children:`Not available on this server.`}),` `,e,` is not part of this server's API yet.`,t]})}function H({label:e,children:t,hint:n}){return V(`label`,{class:`field`,children:[V(`span`,{children:e}),t,n&&V(`small`,{class:`muted`,children:n})]})}function gt(){return V(`p`,{class:`muted`,"aria-busy":`true`,children:`Loading…`})}function _t(e,t,n=!1){let[r,i]=R(null),[a,o]=R(null),[s,c]=R(!n),[l,u]=R(0);return z(()=>{if(n)return;let r=!0;return c(!0),et(e,t).then(e=>r&&(i(e),o(null))).catch(e=>r&&o(vt(e))).finally(()=>r&&c(!1)),()=>{r=!1}},[JSON.stringify(t),l,n]),{data:r,error:a,loading:s,reload:Ce(()=>u(e=>e+1),[]),set:Ce(e=>i(t=>t&&e(t)),[])}}function vt(e){return e instanceof Qe?e:new Qe(e instanceof Error?e.message:String(e),`NETWORK`)}function yt(e=1e3){let[t,n]=R(Date.now());return z(()=>{let t=setInterval(()=>n(Date.now()),e);return()=>clearInterval(t)},[e]),t}var bt=null;function xt(){let[e,t]=R();return z(()=>{bt??=tt(`{ __schema { queryType { name fields { name } } mutationType { name fields { name } } subscriptionType { name fields { name } } } }`).then(e=>{let t=new Set;for(let n of Object.values(e.__schema))n?.fields.forEach(e=>t.add(`${n.name}.${e.name}`));return{fields:t}}).catch(()=>({fields:null})),bt.then(t)},[]),e}function St(){bt=null}var U=class extends String{__apiType;value;__meta__;constructor(e,t){super(e),this.value=e,this.__meta__=t}toString(){return this.value}},Ct=new U(`
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
  attemptCount
  result {
    verdict
  }
  error {
    code
    class
  }
}
    `,{fragmentName:`RunRow`}),wt=new U(`
    fragment RunFull on Run {
  ...RunRow
  priority
  createdBy
  harnessVersion
  attempt
  waitingReason {
    code
    message
    position
  }
  case {
    id
    task
    image
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
  attemptCount
  result {
    verdict
  }
  error {
    code
    class
  }
}`,{fragmentName:`RunFull`}),Tt={"\n  query Viewer {\n    viewer {\n      subject\n      role\n      tenant {\n        slug\n        weight\n        maxConcurrent\n        maxQueueDepth\n        budgetUsd\n        spentUsd\n        budgetPeriod\n        trusted\n      }\n    }\n  }\n":new U(`
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
    `),"\n  fragment RunRow on Run {\n    id\n    correlationId\n    status\n    runtime\n    runtimeVersion\n    harnessName\n    caseID\n    trigger\n    createdAt\n    startedAt\n    finishedAt\n    costUsd\n    attemptCount\n    result {\n      verdict\n    }\n    error {\n      code\n      class\n    }\n  }\n":Ct,"\n  query Runs($first: Int!, $after: Cursor, $where: RunWhereInput) {\n    runs(first: $first, after: $after, where: $where, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...RunRow\n        }\n      }\n    }\n  }\n":new U(`
    query Runs($first: Int!, $after: Cursor, $where: RunWhereInput) {
  runs(
    first: $first
    after: $after
    where: $where
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
  attemptCount
  result {
    verdict
  }
  error {
    code
    class
  }
}`),"\n  subscription RunEvents {\n    runEvents {\n      ...RunRow\n    }\n  }\n":new U(`
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
  attemptCount
  result {
    verdict
  }
  error {
    code
    class
  }
}`),"\n  fragment RunFull on Run {\n    ...RunRow\n    priority\n    createdBy\n    harnessVersion\n    attempt\n    waitingReason {\n      code\n      message\n      position\n    }\n    case {\n      id\n      task\n      image\n      repo {\n        url\n        ref\n      }\n      files {\n        path\n      }\n      timeoutSec\n      resources {\n        memoryMb\n        cpu\n      }\n      graders {\n        kind\n        command\n        max\n      }\n    }\n    harness {\n      name\n      version\n      command\n      image\n      env {\n        name\n        secretRef\n      }\n    }\n    result {\n      verdict\n      steps\n      costUsd\n      latencyMs\n      exitCode\n      limitHit\n      output\n      graders {\n        kind\n        passed\n        value\n      }\n      usage {\n        inputTokens\n        outputTokens\n        steps\n        costUsd\n      }\n    }\n    error {\n      code\n      class\n      message\n    }\n  }\n":wt,"\n  query Run($id: ID!) {\n    run(id: $id) {\n      ...RunFull\n    }\n  }\n":new U(`
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
  attemptCount
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
  waitingReason {
    code
    message
    position
  }
  case {
    id
    task
    image
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
}`),"\n  subscription RunUpdated($id: ID!) {\n    runUpdated(id: $id) {\n      ...RunFull\n    }\n  }\n":new U(`
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
  attemptCount
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
  waitingReason {
    code
    message
    position
  }
  case {
    id
    task
    image
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
}`),"\n  query RunLogs($id: ID!, $fromSeq: Int, $first: Int) {\n    run(id: $id) {\n      id\n      logs(fromSeq: $fromSeq, first: $first) {\n        seq\n        stream\n        text\n        at\n      }\n    }\n  }\n":new U(`
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
    `),"\n  subscription RunLogTail($id: ID!, $fromSeq: Int) {\n    runLogs(id: $id, fromSeq: $fromSeq) {\n      seq\n      stream\n      text\n      at\n    }\n  }\n":new U(`
    subscription RunLogTail($id: ID!, $fromSeq: Int) {
  runLogs(id: $id, fromSeq: $fromSeq) {
    seq
    stream
    text
    at
  }
}
    `),"\n  mutation CancelRun($id: ID!) {\n    cancelRun(id: $id) {\n      ...RunFull\n    }\n  }\n":new U(`
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
  attemptCount
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
  waitingReason {
    code
    message
    position
  }
  case {
    id
    task
    image
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
}`),"\n  mutation SubmitRun($input: SubmitRunInput!) {\n    submitRun(input: $input) {\n      id\n    }\n  }\n":new U(`
    mutation SubmitRun($input: SubmitRunInput!) {
  submitRun(input: $input) {
    id
  }
}
    `),"\n  query Runtimes($first: Int!, $after: Cursor) {\n    runtimes(first: $first, after: $after, orderBy: { field: NAME, direction: ASC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          kind\n          shared\n          createdAt\n          latest {\n            version\n            capabilities\n            tags\n          }\n        }\n      }\n    }\n  }\n":new U(`
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
    `),"\n  query Runtime($name: String!) {\n    runtime(name: $name) {\n      id\n      name\n      kind\n      shared\n      createdAt\n      versions {\n        id\n        version\n        capabilities\n        archived\n        createdAt\n        tags\n        spec {\n          costPerHourUsd\n          capabilities\n          admission {\n            maxConcurrent\n            memoryBudgetMb\n            cpuBudget\n          }\n          local {\n            hardened\n          }\n          nomad {\n            addr\n            region\n            namespace\n            datacenters\n            driver\n            dockerRuntime\n            authSecret\n          }\n          k8s {\n            apiServer\n            context\n            namespace\n            runtimeClass\n            kubeconfigSecret\n          }\n        }\n      }\n    }\n  }\n":new U(`
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
    `),"\n  mutation ValidateRuntime($input: RuntimeSpecInput!) {\n    validateRuntime(input: $input) {\n      valid\n      problems {\n        field\n        message\n      }\n      capabilities\n    }\n  }\n":new U(`
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
    `),"\n  mutation RegisterRuntime($input: RuntimeSpecInput!) {\n    registerRuntime(input: $input) {\n      version\n      capabilities\n    }\n  }\n":new U(`
    mutation RegisterRuntime($input: RuntimeSpecInput!) {
  registerRuntime(input: $input) {
    version
    capabilities
  }
}
    `),"\n  mutation ProbeRuntime($name: String!, $ref: String) {\n    probeRuntime(name: $name, ref: $ref) {\n      reachable\n      authenticated\n      hardened\n      message\n      capabilities\n    }\n  }\n":new U(`
    mutation ProbeRuntime($name: String!, $ref: String) {
  probeRuntime(name: $name, ref: $ref) {
    reachable
    authenticated
    hardened
    message
    capabilities
  }
}
    `),"\n  mutation SetRuntimeVersionTags($name: String!, $version: Int!, $tags: [String!]!) {\n    setRuntimeVersionTags(name: $name, version: $version, tags: $tags) {\n      version\n      tags\n    }\n  }\n":new U(`
    mutation SetRuntimeVersionTags($name: String!, $version: Int!, $tags: [String!]!) {
  setRuntimeVersionTags(name: $name, version: $version, tags: $tags) {
    version
    tags
  }
}
    `),"\n  mutation ArchiveRuntimeVersion($name: String!, $version: Int!) {\n    archiveRuntimeVersion(name: $name, version: $version) {\n      version\n      archived\n    }\n  }\n":new U(`
    mutation ArchiveRuntimeVersion($name: String!, $version: Int!) {
  archiveRuntimeVersion(name: $name, version: $version) {
    version
    archived
  }
}
    `),"\n  query CapabilityVocabulary {\n    capabilityVocabulary {\n      name\n      kind\n    }\n  }\n":new U(`
    query CapabilityVocabulary {
  capabilityVocabulary {
    name
    kind
  }
}
    `),"\n  subscription QueueSnapshot {\n    queueSnapshot {\n      generatedAt\n      tenants {\n        tenant\n        queued\n        running\n        weight\n      }\n      runtimes {\n        runtime\n        slots\n        inFlight\n        circuit\n      }\n    }\n  }\n":new U(`
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
    `),"\n  query QueuedRuns {\n    runs(first: 50, where: { status: QUEUED }, orderBy: { field: CREATED_AT, direction: ASC }) {\n      totalCount\n      edges {\n        node {\n          id\n          correlationId\n          runtime\n          createdAt\n          waitingReason {\n            code\n            message\n            position\n          }\n        }\n      }\n    }\n  }\n":new U(`
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
    `),"\n  mutation SetTenantPolicy($input: TenantPolicyInput!) {\n    setTenantPolicy(input: $input) {\n      slug\n      weight\n      maxConcurrent\n      maxQueueDepth\n      budgetUsd\n      spentUsd\n      budgetPeriod\n      trusted\n    }\n  }\n":new U(`
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
    `),"\n  mutation SetSecret($name: String!, $value: String!, $purpose: SecretPurpose) {\n    setSecret(name: $name, value: $value, purpose: $purpose) {\n      name\n      purpose\n      updatedAt\n    }\n  }\n":new U(`
    mutation SetSecret($name: String!, $value: String!, $purpose: SecretPurpose) {
  setSecret(name: $name, value: $value, purpose: $purpose) {
    name
    purpose
    updatedAt
  }
}
    `),"\n  mutation RotateWebhookSecret {\n    rotateWebhookSecret\n  }\n":new U(`
    mutation RotateWebhookSecret {
  rotateWebhookSecret
}
    `)};function W(e){return Tt[e]??{}}var Et=W(`
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
`);W(`
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
    attemptCount
    result {
      verdict
    }
    error {
      code
      class
    }
  }
`);var Dt=W(`
  query Runs($first: Int!, $after: Cursor, $where: RunWhereInput) {
    runs(first: $first, after: $after, where: $where, orderBy: { field: CREATED_AT, direction: DESC }) {
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
`),Ot=W(`
  subscription RunEvents {
    runEvents {
      ...RunRow
    }
  }
`);W(`
  fragment RunFull on Run {
    ...RunRow
    priority
    createdBy
    harnessVersion
    attempt
    waitingReason {
      code
      message
      position
    }
    case {
      id
      task
      image
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
`);var kt=W(`
  query Run($id: ID!) {
    run(id: $id) {
      ...RunFull
    }
  }
`),At=W(`
  subscription RunUpdated($id: ID!) {
    runUpdated(id: $id) {
      ...RunFull
    }
  }
`);W(`
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
`);var jt=W(`
  subscription RunLogTail($id: ID!, $fromSeq: Int) {
    runLogs(id: $id, fromSeq: $fromSeq) {
      seq
      stream
      text
      at
    }
  }
`),Mt=W(`
  mutation CancelRun($id: ID!) {
    cancelRun(id: $id) {
      ...RunFull
    }
  }
`),Nt=W(`
  mutation SubmitRun($input: SubmitRunInput!) {
    submitRun(input: $input) {
      id
    }
  }
`),Pt=W(`
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
`),Ft=W(`
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
`),It=W(`
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
`),Lt=W(`
  mutation RegisterRuntime($input: RuntimeSpecInput!) {
    registerRuntime(input: $input) {
      version
      capabilities
    }
  }
`),Rt=W(`
  mutation ProbeRuntime($name: String!, $ref: String) {
    probeRuntime(name: $name, ref: $ref) {
      reachable
      authenticated
      hardened
      message
      capabilities
    }
  }
`),zt=W(`
  mutation SetRuntimeVersionTags($name: String!, $version: Int!, $tags: [String!]!) {
    setRuntimeVersionTags(name: $name, version: $version, tags: $tags) {
      version
      tags
    }
  }
`),Bt=W(`
  mutation ArchiveRuntimeVersion($name: String!, $version: Int!) {
    archiveRuntimeVersion(name: $name, version: $version) {
      version
      archived
    }
  }
`);W(`
  query CapabilityVocabulary {
    capabilityVocabulary {
      name
      kind
    }
  }
`);var Vt=W(`
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
`),Ht=W(`
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
`),Ut=W(`
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
`),Wt=W(`
  mutation SetSecret($name: String!, $value: String!, $purpose: SecretPurpose) {
    setSecret(name: $name, value: $value, purpose: $purpose) {
      name
      purpose
      updatedAt
    }
  }
`),Gt=W(`
  mutation RotateWebhookSecret {
    rotateWebhookSecret
  }
`);function Kt(e){return e==null?`—`:e===0?`$0`:Math.abs(e)<.01?`$${e.toFixed(4)}`:`$${e.toFixed(2)}`}function qt(e){if(e==null||!Number.isFinite(e)||e<0)return`—`;if(e<1e3)return`${Math.round(e)}ms`;let t=e/1e3;if(t<60)return`${t.toFixed(1)}s`;let n=Math.floor(t/60);return n<60?`${n}m ${String(Math.floor(t%60)).padStart(2,`0`)}s`:`${Math.floor(n/60)}h ${String(n%60).padStart(2,`0`)}m`}function Jt(e,t,n){return e?qt((t?Date.parse(t):n)-Date.parse(e)):`—`}function Yt(e,t){let n=Math.max(0,Math.round((t-Date.parse(e))/1e3));return n<5?`just now`:n<60?`${n}s ago`:n<3600?`${Math.floor(n/60)}m ago`:n<86400?`${Math.floor(n/3600)}h ago`:`${Math.floor(n/86400)}d ago`}function Xt(e){return e==null?`—`:e.toLocaleString(`en-US`)}function Zt(e){let t=/^\s*(?:evd-run-)?(\d+)\s*$/i.exec(e);return t?t[1]:null}function Qt(e){return[`sh`,`-c`,e]}function $t({t:e}){return V(`dl`,{class:`facts`,"data-testid":`tenant-policy`,children:[V(`dt`,{children:`Tenant`}),V(`dd`,{children:e.slug}),V(`dt`,{children:`Weight`}),V(`dd`,{children:e.weight}),V(`dt`,{children:`Max concurrent`}),V(`dd`,{children:e.maxConcurrent||`no quota`}),V(`dt`,{children:`Max queue depth`}),V(`dd`,{children:e.maxQueueDepth||`no limit`}),V(`dt`,{children:`Budget`}),V(`dd`,{children:[e.budgetUsd==null?`none`:Kt(e.budgetUsd),` `,V(`span`,{class:`muted`,children:[`(`,e.budgetPeriod.toLowerCase(),`)`]})]}),V(`dt`,{children:`Spent`}),V(`dd`,{children:Kt(e.spentUsd)}),V(`dt`,{children:`Trusted`}),V(`dd`,{children:e.trusted?`yes`:`no`})]})}function en(e){let t={tenant:e.tenant.trim()},n=e=>e.trim()===``?void 0:Math.trunc(Number(e));return n(e.weight)!=null&&(t.weight=n(e.weight)),n(e.maxConcurrent)!=null&&(t.maxConcurrent=n(e.maxConcurrent)),n(e.maxQueueDepth)!=null&&(t.maxQueueDepth=n(e.maxQueueDepth)),e.budgetUsd.trim()===`none`?t.budgetUsd=null:e.budgetUsd.trim()!==``&&(t.budgetUsd=Number(e.budgetUsd)),e.budgetPeriod&&(t.budgetPeriod=e.budgetPeriod),e.trusted&&(t.trusted=e.trusted===`yes`),t}function tn({viewer:e}){let[t,n]=R({tenant:e.tenant.slug,weight:``,maxConcurrent:``,maxQueueDepth:``,budgetUsd:``,budgetPeriod:``,trusted:``}),[r,i]=R(null),[a,o]=R(null),s=e=>t=>{let r=t.currentTarget.value;n(t=>({...t,[e]:r}))};async function c(e){e.preventDefault(),o(null);try{let e=await et(Ut,{input:en(t)});i(e.setTenantPolicy)}catch(e){o(vt(e))}}return V(`form`,{class:`stack card`,onSubmit:c,"aria-label":`Tenant policy`,children:[V(`h2`,{children:`Tenant policy`}),V(`p`,{class:`muted`,children:`Blank fields stay as they are. 0 clears a quota or limit; budget "none" clears the budget.`}),V(`div`,{class:`row`,children:[V(H,{label:`Tenant`,children:V(`input`,{name:`tenant`,required:!0,value:t.tenant,onInput:s(`tenant`)})}),V(H,{label:`Weight`,children:V(`input`,{name:`weight`,type:`number`,min:1,value:t.weight,onInput:s(`weight`)})}),V(H,{label:`Max concurrent`,children:V(`input`,{name:`maxConcurrent`,type:`number`,min:0,value:t.maxConcurrent,onInput:s(`maxConcurrent`)})}),V(H,{label:`Max queue depth`,children:V(`input`,{name:`maxQueueDepth`,type:`number`,min:0,value:t.maxQueueDepth,onInput:s(`maxQueueDepth`)})})]}),V(`div`,{class:`row`,children:[V(H,{label:`Budget (USD or none)`,children:V(`input`,{name:`budgetUsd`,value:t.budgetUsd,onInput:s(`budgetUsd`)})}),V(H,{label:`Budget period`,children:V(`select`,{name:`budgetPeriod`,value:t.budgetPeriod,onChange:s(`budgetPeriod`),children:[V(`option`,{value:``,children:`unchanged`}),V(`option`,{value:`NONE`,children:`none`}),V(`option`,{value:`MONTH`,children:`month`})]})}),V(H,{label:`Trusted`,children:V(`select`,{name:`trusted`,value:t.trusted,onChange:s(`trusted`),children:[V(`option`,{value:``,children:`unchanged`}),V(`option`,{value:`yes`,children:`yes`}),V(`option`,{value:`no`,children:`no`})]})})]}),V(`button`,{class:`primary`,children:`Save policy`}),V(mt,{error:a}),r&&V($t,{t:r})]})}function nn({hasList:e}){let[t,n]=R(``),[r,i]=R(``),[a,o]=R(`HARNESS`),[s,c]=R(``),[l,u]=R(null);async function d(e){e.preventDefault(),u(null);try{let e=await et(Wt,{name:t.trim(),value:r,purpose:a});c(`Secret ${e.setSecret.name} (${e.setSecret.purpose.toLowerCase()}) saved.`),i(``)}catch(e){u(vt(e))}}return V(`form`,{class:`stack card`,onSubmit:d,"aria-label":`Secrets`,children:[V(`h2`,{children:`Secrets`}),V(`p`,{class:`muted`,children:`Write-only: setting an existing name rotates it. No value is ever shown again.`}),!e&&V(`p`,{class:`muted`,children:`Listing secret names is not available on this server.`}),V(`div`,{class:`row`,children:[V(H,{label:`Name`,children:V(`input`,{name:`secretName`,required:!0,value:t,onInput:e=>n(e.currentTarget.value)})}),V(H,{label:`Value`,children:V(`input`,{name:`secretValue`,type:`password`,autocomplete:`new-password`,required:!0,value:r,onInput:e=>i(e.currentTarget.value)})}),V(H,{label:`Purpose`,children:V(`select`,{name:`purpose`,value:a,onChange:e=>o(e.currentTarget.value),children:[V(`option`,{value:`HARNESS`,children:`harness env`}),V(`option`,{value:`CLUSTER`,children:`cluster credential`})]})})]}),V(`button`,{class:`primary`,children:`Set secret`}),s&&V(`p`,{class:`ok`,children:s}),V(mt,{error:l})]})}function G(){let[e,t]=R(``),[n,r]=R(null);return V(`div`,{class:`stack card`,children:[V(`h2`,{children:`Webhook signing secret`}),V(`p`,{class:`muted`,children:`Rotating makes a new secret at once; the old one stops verifying. It is shown once.`}),V(`button`,{onClick:async()=>{r(null);try{t((await et(Gt,{})).rotateWebhookSecret)}catch(e){r(vt(e))}},children:`Rotate webhook secret`}),e&&V(`p`,{children:[`New secret (copy it now): `,V(`code`,{class:`secret`,children:e})]}),V(mt,{error:n})]})}function K({viewer:e}){let t=xt(),n=e=>t?.fields?.has(e)??!1,r=e.role===`ADMIN`||e.role===`OPERATOR`;return V(`section`,{children:[V(`h1`,{children:`Admin`}),V(`div`,{class:`grid2`,children:[V(`div`,{class:`card`,children:[V(`h2`,{children:`Your tenant`}),V($t,{t:e.tenant}),V(`p`,{class:`muted`,children:[`Signed in as `,e.subject,` (`,e.role.toLowerCase(),`).`]})]}),e.role===`OPERATOR`?V(tn,{viewer:e}):V(`p`,{class:`muted`,children:`Tenant policy is set by an operator.`})]}),V(`h2`,{children:`Tokens`}),n(`Query.tokens`)?V(`p`,{class:`muted`,children:`This server manages tokens; this build of the web app does not show them yet — use the API.`}):V(ht,{what:`Token management (list, create, revoke)`,children:[` `,`Create tokens with `,V(`code`,{children:`everdict token create`}),`.`]}),r?V(`div`,{class:`grid2`,children:[V(nn,{hasList:n(`Query.secrets`)}),V(G,{})]}):V(`p`,{class:`muted`,children:`Secrets and the webhook secret need an admin token.`})]})}var rn=!0,an=`uplot`,on=`u-hz`,sn=`u-vt`,cn=`u-title`,ln=`u-wrap`,un=`u-under`,dn=`u-over`,fn=`u-axis`,pn=`u-off`,mn=`u-select`,hn=`u-cursor-x`,gn=`u-cursor-y`,_n=`u-cursor-pt`,vn=`u-legend`,yn=`u-live`,bn=`u-inline`,xn=`u-series`,Sn=`u-marker`,Cn=`u-label`,wn=`u-value`,Tn=`width`,En=`height`,Dn=`top`,On=`bottom`,kn=`left`,An=`right`,jn=`#000`,Mn=`#0000`,Nn=`mousemove`,Pn=`mousedown`,Fn=`mouseup`,In=`mouseenter`,Ln=`mouseleave`,Rn=`dblclick`,zn=`resize`,Bn=`scroll`,q=`change`,Vn=`dppxchange`,Hn=`--`,Un=typeof window<`u`,Wn=Un?document:null,Gn=Un?window:null,Kn=Un?navigator:null,J,qn;function Jn(){let e=devicePixelRatio;J!=e&&(J=e,qn&&cr(q,qn,Jn),qn=matchMedia(`(min-resolution: ${J-.001}dppx) and (max-resolution: ${J+.001}dppx)`),sr(q,qn,Jn),Gn.dispatchEvent(new CustomEvent(Vn)))}function Yn(e,t){if(t!=null){let n=e.classList;!n.contains(t)&&n.add(t)}}function Xn(e,t){let n=e.classList;n.contains(t)&&n.remove(t)}function Y(e,t,n){e.style[t]=n+`px`}function Zn(e,t,n,r){let i=Wn.createElement(e);return t!=null&&Yn(i,t),n?.insertBefore(i,r),i}function Qn(e,t){return Zn(`div`,e,t)}var $n=new WeakMap;function er(e,t,n,r,i){let a=`translate(`+t+`px,`+n+`px)`;a!=$n.get(e)&&(e.style.transform=a,$n.set(e,a),t<0||n<0||t>r||n>i?Yn(e,pn):Xn(e,pn))}var tr=new WeakMap;function nr(e,t,n){let r=t+n;r!=tr.get(e)&&(tr.set(e,r),e.style.background=t,e.style.borderColor=n)}var rr=new WeakMap;function ir(e,t,n,r){let i=t+``+n;i!=rr.get(e)&&(rr.set(e,i),e.style.height=n+`px`,e.style.width=t+`px`,e.style.marginLeft=r?-t/2+`px`:0,e.style.marginTop=r?-n/2+`px`:0)}var ar={passive:!0},or={...ar,capture:!0};function sr(e,t,n,r){t.addEventListener(e,n,r?or:ar)}function cr(e,t,n,r){t.removeEventListener(e,n,ar)}Un&&Jn();function lr(e,t,n,r){let i;n||=0,r||=t.length-1;let a=r<=2147483647;for(;r-n>1;)i=a?n+r>>1:Ar((n+r)/2),t[i]<e?n=i:r=i;return e-t[n]<=t[r]-e?n:r}function ur(e){return(t,n,r)=>{let i=-1,a=-1;for(let a=n;a<=r;a++)if(e(t[a])){i=a;break}for(let i=r;i>=n;i--)if(e(t[i])){a=i;break}return[i,a]}}var dr=e=>e!=null,fr=e=>e!=null&&e>0,pr=ur(dr),mr=ur(fr);function hr(e,t,n,r=0,i=!1){let a=i?mr:pr,o=i?fr:dr;[t,n]=a(e,t,n);let s=e[t],c=e[t];if(t>-1){if(r==1)s=e[t],c=e[n];else if(r==-1)s=e[n],c=e[t];else for(let r=t;r<=n;r++){let t=e[r];o(t)&&(t<s?s=t:t>c&&(c=t))}}return[s??Vr,c??-Vr]}function gr(e,t,n,r){let i=Ir(e),a=Ir(t);e==t&&(i==-1?(e*=n,t/=n):(e/=n,t*=n));let o=n==10?Lr:Rr,s=i==1?Ar:Mr,c=a==1?Mr:Ar,l=s(o(kr(e))),u=c(o(kr(t))),d=Fr(n,l),f=Fr(n,u);return n==10&&(l<0&&(d=Q(d,-l)),u<0&&(f=Q(f,-u))),r||n==2?(e=d*i,t=f*a):(e=ti(e,d),t=ei(t,f)),[e,t]}function _r(e,t,n,r){let i=gr(e,t,n,r);return e==0&&(i[0]=0),t==0&&(i[1]=0),i}var vr=.1,yr={mode:3,pad:vr},br={pad:0,soft:null,mode:0},xr={min:br,max:br};function Sr(e,t,n,r){return fi(n)?wr(e,t,n):(br.pad=n,br.soft=r?0:null,br.mode=r?3:0,wr(e,t,xr))}function X(e,t){return e??t}function Cr(e,t,n){for(t=X(t,0),n=X(n,e.length-1);t<=n;){if(e[t]!=null)return!0;t++}return!1}function wr(e,t,n){let r=n.min,i=n.max,a=X(r.pad,0),o=X(i.pad,0),s=X(r.hard,-Vr),c=X(i.hard,Vr),l=X(r.soft,Vr),u=X(i.soft,-Vr),d=X(r.mode,0),f=X(i.mode,0),p=t-e,m=Lr(p),h=Pr(kr(e),kr(t)),g=kr(Lr(h)-m);(p<1e-24||g>10)&&(p=0,(e==0||t==0)&&(p=1e-24,d==2&&l!=Vr&&(a=0),f==2&&u!=-Vr&&(o=0)));let _=p||h||1e3,v=Fr(10,Ar(Lr(_))),y=Q(ti(e-_*(p==0?e==0?.1:1:a),v/10),24),b=e>=l&&(d==1||d==3&&y<=l||d==2&&y>=l)?l:Vr,x=Pr(s,y<b&&e>=b?b:Nr(b,y)),S=Q(ei(t+_*(p==0?t==0?.1:1:o),v/10),24),C=t<=u&&(f==1||f==3&&S>=u||f==2&&S<=u)?u:-Vr,w=Nr(c,S>C&&t<=C?C:Pr(C,S));return x==w&&x==0&&(w=100),[x,w]}var Tr=new Intl.NumberFormat(Un?Kn.language:`en-US`),Er=e=>Tr.format(e),Dr=Math,Or=Dr.PI,kr=Dr.abs,Ar=Dr.floor,jr=Dr.round,Mr=Dr.ceil,Nr=Dr.min,Pr=Dr.max,Fr=Dr.pow,Ir=Dr.sign,Lr=Dr.log10,Rr=Dr.log2,zr=(e,t=1)=>Dr.sinh(e)*t,Br=(e,t=1)=>Dr.asinh(e/t),Vr=1/0;function Hr(e){return(Lr((e^e>>31)-(e>>31))|0)+1}function Ur(e,t,n){return Nr(Pr(e,t),n)}function Wr(e){return typeof e==`function`}function Z(e){return Wr(e)?e:()=>e}var Gr=()=>{},Kr=e=>e,qr=(e,t)=>t,Jr=e=>null,Yr=e=>!0,Xr=(e,t)=>e==t,Zr=/\.\d*?(?=9{6,}|0{6,})/gm,Qr=e=>{if(li(e)||ni.has(e))return e;let t=`${e}`,n=t.match(Zr);if(n==null)return e;let r=n[0].length-1;if(t.indexOf(`e-`)!=-1){let[e,n]=t.split(`e`);return+`${Qr(e)}e${n}`}return Q(e,r)};function $r(e,t){return Qr(Q(Qr(e/t))*t)}function ei(e,t){return Qr(Mr(Qr(e/t))*t)}function ti(e,t){return Qr(Ar(Qr(e/t))*t)}function Q(e,t=0){if(li(e))return e;let n=10**t;return jr(e*n*(1+2**-52))/n}var ni=new Map;function ri(e){return((``+e).split(`.`)[1]||``).length}function ii(e,t,n,r){let i=[],a=r.map(ri);for(let o=t;o<n;o++){let t=kr(o),n=Q(Fr(e,o),t);for(let s=0;s<r.length;s++){let c=e==10?+`${r[s]}e${o}`:r[s]*n,l=(o>=0?0:t)+(o>=a[s]?0:a[s]),u=e==10?c:Q(c,l);i.push(u),ni.set(u,l)}}return i}var ai={},oi=[],si=[null,null],ci=Array.isArray,li=Number.isInteger,ui=e=>e===void 0;function di(e){return typeof e==`string`}function fi(e){let t=!1;if(e!=null){let n=e.constructor;t=n==null||n==Object}return t}function pi(e){return typeof e==`object`&&!!e}var mi=Object.getPrototypeOf(Uint8Array),hi=`__proto__`;function gi(e,t=fi){let n;if(ci(e)){let r=e.find(e=>e!=null);if(ci(r)||t(r)){n=Array(e.length);for(let r=0;r<e.length;r++)n[r]=gi(e[r],t)}else n=e.slice()}else if(e instanceof mi)n=e.slice();else if(t(e)){n={};for(let r in e)r!=hi&&(n[r]=gi(e[r],t))}else n=e;return n}function _i(e){let t=arguments;for(let n=1;n<t.length;n++){let r=t[n];for(let t in r)t!=hi&&(fi(e[t])?_i(e[t],gi(r[t])):e[t]=gi(r[t]))}return e}var vi=0,yi=1,bi=2;function xi(e,t,n){for(let r=0,i,a=-1;r<t.length;r++){let o=t[r];if(o>a){for(i=o-1;i>=0&&e[i]==null;)e[i--]=null;for(i=o+1;i<n&&e[i]==null;)e[a=i++]=null}}}function Si(e,t){if(Ti(e)){let t=e[0].slice();for(let n=1;n<e.length;n++)t.push(...e[n].slice(1));return Ei(t[0])||(t=wi(t)),t}let n=new Set;for(let t=0;t<e.length;t++){let r=e[t][0],i=r.length;for(let e=0;e<i;e++)n.add(r[e])}let r=[Array.from(n).sort((e,t)=>e-t)],i=r[0].length,a=new Map;for(let e=0;e<i;e++)a.set(r[0][e],e);for(let n=0;n<e.length;n++){let o=e[n],s=o[0];for(let e=1;e<o.length;e++){let c=o[e],l=Array(i).fill(void 0),u=t?t[n][e]:yi,d=[];for(let e=0;e<c.length;e++){let t=c[e],n=a.get(s[e]);t===null?u!=vi&&(l[n]=t,u==bi&&d.push(n)):l[n]=t}xi(l,d,i),r.push(l)}}return r}var Ci=typeof queueMicrotask>`u`?e=>Promise.resolve().then(e):queueMicrotask;function wi(e){let t=e[0],n=t.length,r=Array(n);for(let e=0;e<r.length;e++)r[e]=e;r.sort((e,n)=>t[e]-t[n]);let i=[];for(let t=0;t<e.length;t++){let a=e[t],o=Array(n);for(let e=0;e<n;e++)o[e]=a[r[e]];i.push(o)}return i}function Ti(e){let t=e[0][0],n=t.length;for(let r=1;r<e.length;r++){let i=e[r][0];if(i.length!=n)return!1;if(i!=t){for(let e=0;e<n;e++)if(i[e]!=t[e])return!1}}return!0}function Ei(e,t=100){let n=e.length;if(n<=1)return!0;let r=0,i=n-1;for(;r<=i&&e[r]==null;)r++;for(;i>=r&&e[i]==null;)i--;if(i<=r)return!0;let a=Pr(1,Ar((i-r+1)/t));for(let t=e[r],n=r+a;n<=i;n+=a){let r=e[n];if(r!=null){if(r<=t)return!1;t=r}}return!0}var Di=[`January`,`February`,`March`,`April`,`May`,`June`,`July`,`August`,`September`,`October`,`November`,`December`],Oi=[`Sunday`,`Monday`,`Tuesday`,`Wednesday`,`Thursday`,`Friday`,`Saturday`];function ki(e){return e.slice(0,3)}var Ai=Oi.map(ki),ji={MMMM:Di,MMM:Di.map(ki),WWWW:Oi,WWW:Ai};function Mi(e){return(e<10?`0`:``)+e}function Ni(e){return(e<10?`00`:e<100?`0`:``)+e}var Pi={YYYY:e=>e.getFullYear(),YY:e=>(e.getFullYear()+``).slice(2),MMMM:(e,t)=>t.MMMM[e.getMonth()],MMM:(e,t)=>t.MMM[e.getMonth()],MM:e=>Mi(e.getMonth()+1),M:e=>e.getMonth()+1,DD:e=>Mi(e.getDate()),D:e=>e.getDate(),WWWW:(e,t)=>t.WWWW[e.getDay()],WWW:(e,t)=>t.WWW[e.getDay()],HH:e=>Mi(e.getHours()),H:e=>e.getHours(),h:e=>{let t=e.getHours();return t==0?12:t>12?t-12:t},AA:e=>e.getHours()>=12?`PM`:`AM`,aa:e=>e.getHours()>=12?`pm`:`am`,a:e=>e.getHours()>=12?`p`:`a`,mm:e=>Mi(e.getMinutes()),m:e=>e.getMinutes(),ss:e=>Mi(e.getSeconds()),s:e=>e.getSeconds(),fff:e=>Ni(e.getMilliseconds())};function Fi(e,t){t||=ji;let n=[],r=/\{([a-z]+)\}|[^{]+/gi,i;for(;i=r.exec(e);)n.push(i[0][0]==`{`?Pi[i[1]]:i[0]);return e=>{let r=``;for(let i=0;i<n.length;i++)r+=typeof n[i]==`string`?n[i]:n[i](e,t);return r}}var Ii=new Intl.DateTimeFormat().resolvedOptions().timeZone;function Li(e,t){let n;return t==`UTC`||t==`Etc/UTC`?n=new Date(+e+e.getTimezoneOffset()*6e4):t==Ii?n=e:(n=new Date(e.toLocaleString(`en-US`,{timeZone:t})),n.setMilliseconds(e.getMilliseconds())),n}var Ri=e=>e%1==0,zi=[1,2,2.5,5],Bi=ii(10,-32,0,zi),Vi=ii(10,0,32,zi),Hi=Vi.filter(Ri),Ui=Bi.concat(Vi),Wi=`
`,Gi=`{YYYY}`,Ki=Wi+Gi,qi=`{M}/{D}`,Ji=Wi+qi,Yi=Ji+`/{YY}`,Xi=`{aa}`,Zi=`{h}:{mm}`+Xi,Qi=Wi+Zi,$i=`:{ss}`,$=null;function ea(e){let t=e*1e3,n=t*60,r=n*60,i=r*24,a=i*30,o=i*365,s=(e==1?ii(10,0,3,zi).filter(Ri):ii(10,-3,0,zi)).concat([t,t*5,t*10,t*15,t*30,n,n*5,n*10,n*15,n*30,r,r*2,r*3,r*4,r*6,r*8,r*12,i,i*2,i*3,i*4,i*5,i*6,i*7,i*8,i*9,i*10,i*15,a,a*2,a*3,a*4,a*6,o,o*2,o*5,o*10,o*25,o*50,o*100]),c=[[o,Gi,$,$,$,$,$,$,1],[i*28,`{MMM}`,Ki,$,$,$,$,$,1],[i,qi,Ki,$,$,$,$,$,1],[r,`{h}`+Xi,Yi,$,Ji,$,$,$,1],[n,Zi,Yi,$,Ji,$,$,$,1],[t,$i,Yi+` `+Zi,$,Ji+` `+Zi,$,Qi,$,1],[e,$i+`.{fff}`,Yi+` `+Zi,$,Ji+` `+Zi,$,Qi,$,1]];function l(t){return(s,c,l,u,d,f)=>{let p=[],m=d>=o,h=d>=a&&d<o,g=t(l),_=Q(g*e,3),v=ua(g.getFullYear(),m?0:g.getMonth(),h||m?1:g.getDate()),y=Q(v*e,3);if(h||m){let n=h?d/a:0,r=m?d/o:0,i=_==y?_:Q(ua(v.getFullYear()+r,v.getMonth()+n,1)*e,3),s=new Date(jr(i/e)),c=s.getFullYear(),l=s.getMonth();for(let a=0;i<=u;a++){let o=ua(c+r*a,l+n*a,1),s=o-t(Q(o*e,3));i=Q((+o+s)*e,3),i<=u&&p.push(i)}}else{let a=d>=i?i:d,o=y+(Ar(l)-Ar(_))+ei(_-y,a);p.push(o);let m=t(o),h=m.getHours()+m.getMinutes()/n+m.getSeconds()/r,g=d/r,v=f/s.axes[c]._space;for(;o=Q(o+d,e==1?0:3),!(o>u);)if(g>1){let e=Ar(Q(h+g,6))%24,n=t(o).getHours()-e;n>1&&(n=-1),o-=n*r,h=(h+g)%24;let i=p[p.length-1];Q((o-i)/d,3)*v>=.7&&p.push(o)}else p.push(o)}return p}}return[s,c,l]}var[ta,na,ra]=ea(1),[ia,aa,oa]=ea(.001);ii(2,-53,53,[1]);function sa(e,t){return e.map(e=>e.map((n,r)=>r==0||r==8||n==null?n:t(r==1||e[8]==0?n:e[1]+n)))}function ca(e,t){return(n,r,i,a,o)=>{let s=t.find(e=>o>=e[0])||t[t.length-1],c,l,u,d,f,p;return r.map(t=>{let n=e(t),r=n.getFullYear(),i=n.getMonth(),a=n.getDate(),o=n.getHours(),m=n.getMinutes(),h=n.getSeconds(),g=r!=c&&s[2]||i!=l&&s[3]||a!=u&&s[4]||o!=d&&s[5]||m!=f&&s[6]||h!=p&&s[7]||s[1];return c=r,l=i,u=a,d=o,f=m,p=h,g(n)})}}function la(e,t){let n=Fi(t);return(t,r,i,a,o)=>r.map(t=>n(e(t)))}function ua(e,t,n){return new Date(e,t,n)}function da(e,t){return t(e)}var fa=`{YYYY}-{MM}-{DD} {h}:{mm}{aa}`;function pa(e,t){return(n,r,i,a)=>a==null?Hn:t(e(r))}function ma(e,t){let n=e.series[t];return n.width?n.stroke(e,t):n.points.width?n.points.stroke(e,t):null}function ha(e,t){return e.series[t].fill(e,t)}var ga={show:!0,live:!0,isolate:!1,mount:Gr,markers:{show:!0,width:2,stroke:ma,fill:ha,dash:`solid`},idx:null,idxs:null,values:[]};function _a(e,t){let n=e.cursor.points,r=Qn(),i=n.size(e,t);Y(r,Tn,i),Y(r,En,i);let a=i/-2;Y(r,`marginLeft`,a),Y(r,`marginTop`,a);let o=n.width(e,t,i);return o&&Y(r,`borderWidth`,o),r}function va(e,t){let n=e.series[t].points;return n._fill||n._stroke}function ya(e,t){let n=e.series[t].points;return n._stroke||n._fill}function ba(e,t){return e.series[t].points.size}var xa=[0,0];function Sa(e,t,n){return xa[0]=t,xa[1]=n,xa}function Ca(e,t,n,r=!0){return e=>{e.button!=0||r&&e.target!=t||n(e)}}function wa(e,t,n,r=!0){return e=>{r&&e.target!=t||n(e)}}var Ta={show:!0,x:!0,y:!0,lock:!1,move:Sa,points:{one:!1,show:_a,size:ba,width:0,stroke:ya,fill:va},bind:{mousedown:Ca,mouseup:Ca,click:Ca,dblclick:Ca,mousemove:wa,mouseleave:wa,mouseenter:wa},drag:{setScale:!0,x:!0,y:!1,dist:0,uni:null,click:(e,t)=>{t.stopPropagation(),t.stopImmediatePropagation()},_x:!1,_y:!1},focus:{dist:(e,t,n,r,i)=>r-i,prox:-1,bias:0},hover:{skip:[void 0],prox:null,bias:0},left:-10,top:-10,idx:null,dataIdx:null,idxs:null,event:null},Ea={show:!0,stroke:`rgba(0,0,0,0.07)`,width:2},Da=_i({},Ea,{filter:qr}),Oa=_i({},Da,{size:10}),ka=_i({},Ea,{show:!1}),Aa=`12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji"`,ja=`bold `+Aa,Ma=1.5,Na={show:!0,scale:`x`,stroke:jn,space:50,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:ja,side:2,grid:Da,ticks:Oa,border:ka,font:Aa,lineGap:Ma,rotate:0},Pa=`Value`,Fa=`Time`,Ia={show:!0,scale:`x`,auto:!1,sorted:1,min:Vr,max:-1/0,idxs:[]};function La(e,t,n,r,i){return t.map(e=>e==null?``:Er(e))}function Ra(e,t,n,r,i,a,o){let s=[],c=ni.get(i)||0;n=o?n:Q(ei(n,i),c);for(let e=n;e<=r;e=Q(e+i,c))s.push(Object.is(e,-0)?0:e);return s}function za(e,t,n,r,i,a,o){let s=[],c=e.scales[e.axes[t].scale].log;i=Fr(c,Ar((c==10?Lr:Rr)(n))),c==10&&(i=Ui[lr(i,Ui)]);let l=n,u=i*c;c==10&&(u=Ui[lr(u,Ui)]);do s.push(l),l+=i,c==10&&!ni.has(l)&&(l=Q(l,ni.get(i))),l>=u&&(i=l,u=i*c,c==10&&(u=Ui[lr(u,Ui)]));while(l<=r);return s}function Ba(e,t,n,r,i,a,o){let s=e.scales[e.axes[t].scale].asinh,c=r>s?za(e,t,Pr(s,n),r,i):[s],l=r>=0&&n<=0?[0]:[];return(n<-s?za(e,t,Pr(s,-r),-n,i):[s]).reverse().map(e=>-e).concat(l,c)}var Va=/./,Ha=/[12357]/,Ua=/[125]/,Wa=/1/,Ga=(e,t,n,r)=>e.map((e,i)=>t==4&&e==0||i%r==0&&n.test(e.toExponential()[+(e<0)])?e:null);function Ka(e,t,n,r,i){let a=e.axes[n],o=a.scale,s=e.scales[o],c=e.valToPos,l=a._space,u=c(10,o),d=c(9,o)-u>=l?Va:c(7,o)-u>=l?Ha:c(5,o)-u>=l?Ua:Wa;if(d==Wa){let e=kr(c(1,o)-u);if(e<l)return Ga(t.slice().reverse(),s.distr,d,Mr(l/e)).reverse()}return Ga(t,s.distr,d,1)}function qa(e,t,n,r,i){let a=e.axes[n],o=a.scale,s=a._space,c=e.valToPos,l=kr(c(1,o)-c(2,o));return l<s?Ga(t.slice().reverse(),3,Va,Mr(s/l)).reverse():t}function Ja(e,t,n,r){return r==null?Hn:t==null?``:Er(t)}var Ya={show:!0,scale:`y`,stroke:jn,space:30,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:ja,side:3,grid:Da,ticks:Oa,border:ka,font:Aa,lineGap:Ma,rotate:0};function Xa(e,t){return Q((3+(e||1)*2)*t,3)}function Za(e,t){let{scale:n,idxs:r}=e.series[0],i=e._data[0],a=e.valToPos(i[r[0]],n,!0),o=kr(e.valToPos(i[r[1]],n,!0)-a)/(e.series[t].points.space*J);return r[1]-r[0]<=o}var Qa={scale:null,auto:!0,sorted:0,min:Vr,max:-1/0},$a=(e,t,n,r,i)=>i,eo={show:!0,auto:!0,sorted:0,gaps:$a,alpha:1,facets:[_i({},Qa,{scale:`x`}),_i({},Qa,{scale:`y`})]},to={scale:`y`,auto:!0,sorted:0,show:!0,spanGaps:!1,gaps:$a,alpha:1,points:{show:Za,filter:null},values:null,min:Vr,max:-1/0,idxs:[],path:null,clip:null};function no(e,t,n,r,i){return n/10}var ro={time:rn,auto:!0,distr:1,log:10,asinh:1,min:null,max:null,dir:1,ori:0},io=_i({},ro,{time:!1,ori:1}),ao={};function oo(e,t){let n=ao[e];return n||(n={key:e,plots:[],sub(e){n.plots.push(e)},unsub(e){n.plots=n.plots.filter(t=>t!=e)},pub(e,t,r,i,a,o,s){for(let c=0;c<n.plots.length;c++)n.plots[c]!=t&&n.plots[c].pub(e,t,r,i,a,o,s)}},e!=null&&(ao[e]=n)),n}var so=1,co=2;function lo(e,t,n){let r=e.mode,i=e.series[t],a=r==2?e._data[t]:e._data,o=e.scales,s=e.bbox,c=a[0],l=r==2?a[1]:a[t],u=r==2?o[i.facets[0].scale]:o[e.series[0].scale],d=r==2?o[i.facets[1].scale]:o[i.scale],f=s.left,p=s.top,m=s.width,h=s.height,g=e.valToPosH,_=e.valToPosV;return u.ori==0?n(i,c,l,u,d,g,_,f,p,m,h,yo,xo,Co,To,Do):n(i,c,l,u,d,_,g,p,f,h,m,bo,So,wo,Eo,Oo)}function uo(e,t){let n=0,r=0,i=X(e.bands,oi);for(let e=0;e<i.length;e++){let a=i[e];a.series[0]==t?n=a.dir:a.series[1]==t&&(a.dir==1?r|=1:r|=2)}return[n,r==1?-1:r==2?1:r==3?2:0]}function fo(e,t,n,r,i){let a=e.mode,o=e.series[t],s=a==2?o.facets[1].scale:o.scale,c=e.scales[s];return i==-1?c.min:i==1?c.max:c.distr==3?c.dir==1?c.min:c.max:0}function po(e,t,n,r,i,a){return lo(e,t,(e,t,o,s,c,l,u,d,f,p,m)=>{let h=e.pxRound,g=s.dir*(s.ori==0?1:-1),_=s.ori==0?xo:So,v,y;g==1?(v=n,y=r):(v=r,y=n);let b=h(l(t[v],s,p,d)),x=h(u(o[v],c,m,f)),S=h(l(t[y],s,p,d)),C=h(u(a==1?c.max:c.min,c,m,f)),w=new Path2D(i);return _(w,S,C),_(w,b,C),_(w,b,x),w})}function mo(e,t,n,r,i,a){let o=null;if(e.length>0){o=new Path2D;let s=t==0?Co:wo,c=n;for(let t=0;t<e.length;t++){let n=e[t];if(n[1]>n[0]){let e=n[0]-c;e>0&&s(o,c,r,e,r+a),c=n[1]}}let l=n+i-c;l>0&&s(o,c,r-5,l,r+a+10)}return o}function ho(e,t,n){let r=e[e.length-1];r&&r[0]==t?r[1]=n:e.push([t,n])}function go(e,t,n,r,i,a,o){let s=[],c=e.length;for(let l=i==1?n:r;l>=n&&l<=r;l+=i)if(t[l]===null){let u=l,d=l;if(i==1)for(;++l<=r&&t[l]===null;)d=l;else for(;--l>=n&&t[l]===null;)d=l;let f=a(e[u]),p=d==u?f:a(e[d]),m=u-i;f=o<=0&&m>=0&&m<c?a(e[m]):f;let h=d+i;p=o>=0&&h>=0&&h<c?a(e[h]):p,p>=f&&s.push([f,p])}return s}function _o(e){return e==0?Kr:e==1?jr:t=>$r(t,e)}function vo(e){let t=e==0?yo:bo,n=e==0?(e,t,n,r,i,a)=>{e.arcTo(t,n,r,i,a)}:(e,t,n,r,i,a)=>{e.arcTo(n,t,i,r,a)},r=e==0?(e,t,n,r,i)=>{e.rect(t,n,r,i)}:(e,t,n,r,i)=>{e.rect(n,t,i,r)};return(e,i,a,o,s,c=0,l=0)=>{c==0&&l==0?r(e,i,a,o,s):(c=Nr(c,o/2,s/2),l=Nr(l,o/2,s/2),t(e,i+c,a),n(e,i+o,a,i+o,a+s,c),n(e,i+o,a+s,i,a+s,l),n(e,i,a+s,i,a,l),n(e,i,a,i+o,a,c),e.closePath())}}var yo=(e,t,n)=>{e.moveTo(t,n)},bo=(e,t,n)=>{e.moveTo(n,t)},xo=(e,t,n)=>{e.lineTo(t,n)},So=(e,t,n)=>{e.lineTo(n,t)},Co=vo(0),wo=vo(1),To=(e,t,n,r,i,a)=>{e.arc(t,n,r,i,a)},Eo=(e,t,n,r,i,a)=>{e.arc(n,t,r,i,a)},Do=(e,t,n,r,i,a,o)=>{e.bezierCurveTo(t,n,r,i,a,o)},Oo=(e,t,n,r,i,a,o)=>{e.bezierCurveTo(n,t,i,r,o,a)};function ko(e){return(e,t,n,r,i)=>lo(e,t,(t,a,o,s,c,l,u,d,f,p,m)=>{let{pxRound:h,points:g}=t,_,v;s.ori==0?(_=yo,v=To):(_=bo,v=Eo);let y=Q(g.width*J,3),b=(g.size-g.width)/2*J,x=Q(b*2,3),S=new Path2D,C=new Path2D,{left:w,top:T,width:E,height:D}=e.bbox;Co(C,w-x,T-x,E+x*2,D+x*2);let O=e=>{if(o[e]!=null){let t=h(l(a[e],s,p,d)),n=h(u(o[e],c,m,f));_(S,t+b,n),v(S,t,n,b,0,Or*2)}};if(i)i.forEach(O);else for(let e=n;e<=r;e++)O(e);return{stroke:y>0?S:null,fill:S,clip:C,flags:3}})}function Ao(e){return(t,n,r,i,a,o)=>{r!=i&&(a!=r&&o!=r&&e(t,n,r),a!=i&&o!=i&&e(t,n,i),e(t,n,o))}}var jo=Ao(xo),Mo=Ao(So);function No(e){let t=X(e?.alignGaps,0);return(e,n,r,i)=>lo(e,n,(a,o,s,c,l,u,d,f,p,m,h)=>{[r,i]=pr(s,r,i);let g=a.pxRound,_=e=>g(u(e,c,m,f)),v=e=>g(d(e,l,h,p)),y,b;c.ori==0?(y=xo,b=jo):(y=So,b=Mo);let x=c.dir*(c.ori==0?1:-1),S={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:so},C=S.stroke,w=!1;if(i-r>=m*4){let t=t=>e.posToVal(t,c.key,!0),n=null,a=null,l,u,d,f=_(o[x==1?r:i]),p=_(o[r]),m=_(o[i]),h=t(x==1?p+1:m-1);for(let e=x==1?r:i;e>=r&&e<=i;e+=x){let r=o[e],i=(x==1?r<h:r>h)?f:_(r),c=s[e];i==f?c==null?c===null&&(w=!0):(u=c,n==null?(y(C,i,v(u)),l=n=a=u):u<n?n=u:u>a&&(a=u)):(n!=null&&b(C,f,v(n),v(a),v(l),v(u)),c==null?(n=a=null,c===null&&(w=!0)):(u=c,y(C,i,v(u)),n=a=l=u),f=i,h=t(f+x))}n!=null&&n!=a&&d!=f&&b(C,f,v(n),v(a),v(l),v(u))}else for(let e=x==1?r:i;e>=r&&e<=i;e+=x){let t=s[e];t===null?w=!0:t!=null&&y(C,_(o[e]),v(t))}let[T,E]=uo(e,n);if(a.fill!=null||T!=0){let t=S.fill=new Path2D(C),s=v(a.fillTo(e,n,a.min,a.max,T)),c=_(o[r]),l=_(o[i]);x==-1&&([l,c]=[c,l]),y(t,l,s),y(t,c,s)}if(!a.spanGaps){let l=[];w&&l.push(...go(o,s,r,i,x,_,t)),S.gaps=l=a.gaps(e,n,r,i,l),S.clip=mo(l,c.ori,f,p,m,h)}return E!=0&&(S.band=E==2?[po(e,n,r,i,C,-1),po(e,n,r,i,C,1)]:po(e,n,r,i,C,E)),S})}function Po(e){let t=X(e.align,1),n=X(e.ascDesc,!1),r=X(e.alignGaps,0),i=X(e.extend,!1);return(e,a,o,s)=>lo(e,a,(c,l,u,d,f,p,m,h,g,_,v)=>{[o,s]=pr(u,o,s);let y=c.pxRound,{left:b,width:x}=e.bbox,S=e=>y(p(e,d,_,h)),C=e=>y(m(e,f,v,g)),w=d.ori==0?xo:So,T={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:so},E=T.stroke,D=d.dir*(d.ori==0?1:-1),O=C(u[D==1?o:s]),k=S(l[D==1?o:s]),A=k,j=k;i&&t==-1&&(j=b,w(E,j,O)),w(E,k,O);for(let e=D==1?o:s;e>=o&&e<=s;e+=D){let n=u[e];if(n==null)continue;let r=S(l[e]),i=C(n);t==1?w(E,r,O):w(E,A,i),w(E,r,i),O=i,A=r}let ee=A;i&&t==1&&(ee=b+x,w(E,ee,O));let[te,ne]=uo(e,a);if(c.fill!=null||te!=0){let t=T.fill=new Path2D(E),n=C(c.fillTo(e,a,c.min,c.max,te));w(t,ee,n),w(t,j,n)}if(!c.spanGaps){let i=[];i.push(...go(l,u,o,s,D,S,r));let f=c.width*J/2,p=n||t==1?f:-f,m=n||t==-1?-f:f;i.forEach(e=>{e[0]+=p,e[1]+=m}),T.gaps=i=c.gaps(e,a,o,s,i),T.clip=mo(i,d.ori,h,g,_,v)}return ne!=0&&(T.band=ne==2?[po(e,a,o,s,E,-1),po(e,a,o,s,E,1)]:po(e,a,o,s,E,ne)),T})}function Fo(e,t,n,r,i,a,o=Vr){if(e.length>1){let s=null;for(let c=0,l=1/0;c<e.length;c++)if(t[c]!==void 0){if(s!=null){let t=kr(e[c]-e[s]);t<l&&(l=t,o=kr(n(e[c],r,i,a)-n(e[s],r,i,a)))}s=c}}return o}function Io(e){e||=ai;let t=X(e.size,[.6,Vr,1]),n=e.align||0,r=e.gap||0,i=e.radius;i=i==null?[0,0]:typeof i==`number`?[i,0]:i;let a=Z(i),o=1-t[0],s=X(t[1],Vr),c=X(t[2],1),l=X(e.disp,ai),u=X(e.each,e=>{}),{fill:d,stroke:f}=l;return(e,t,i,p)=>lo(e,t,(m,h,g,_,v,y,b,x,S,C,w)=>{let T=m.pxRound,E=n,D=r*J,O=s*J,k=c*J,A,j;_.ori==0?[A,j]=a(e,t):[j,A]=a(e,t);let ee=_.dir*(_.ori==0?1:-1),te=_.ori==0?Co:wo,ne=_.ori==0?u:(e,t,n,r,i,a,o)=>{u(e,t,n,i,r,o,a)},re=X(e.bands,oi).find(e=>e.series[0]==t),ie=re==null?0:re.dir,ae=m.fillTo(e,t,m.min,m.max,ie),M=T(b(ae,v,w,S)),N,oe,P,F=C,I=T(m.width*J),se=!1,ce=null,le=null,ue=null,de=null;d!=null&&(I==0||f!=null)&&(se=!0,ce=d.values(e,t,i,p),le=new Map,new Set(ce).forEach(e=>{e!=null&&le.set(e,new Path2D)}),I>0&&(ue=f.values(e,t,i,p),de=new Map,new Set(ue).forEach(e=>{e!=null&&de.set(e,new Path2D)})));let{x0:fe,size:L}=l;if(fe!=null&&L!=null){E=1,h=fe.values(e,t,i,p),fe.unit==2&&(h=h.map(t=>e.posToVal(x+t*C,_.key,!0)));let n=L.values(e,t,i,p);oe=L.unit==2?n[0]*C:y(n[0],_,C,x)-y(0,_,C,x),F=Fo(h,g,y,_,C,x,F),P=F-oe+D}else F=Fo(h,g,y,_,C,x,F),P=F*o+D,oe=F-P;P<1&&(P=0),I>=oe/2&&(I=0),P<5&&(T=Kr);let pe=P>0,me=F-P-(pe?I:0);oe=T(Ur(me,k,O)),N=(E==0?oe/2:E==ee?0:oe)-E*ee*((E==0?D/2:0)+(pe?I/2:0));let he={stroke:null,fill:null,clip:null,band:null,gaps:null,flags:0},ge=se?null:new Path2D,_e=null;if(re!=null)_e=e.data[re.series[1]];else{let{y0:n,y1:r}=l;n!=null&&r!=null&&(g=r.values(e,t,i,p),_e=n.values(e,t,i,p))}let ve=A*oe,ye=j*oe;for(let n=ee==1?i:p;n>=i&&n<=p;n+=ee){let r=g[n];if(r==null)continue;if(_e!=null){let e=_e[n]??0;if(r-e==0)continue;M=b(e,v,w,S)}let i=y(_.distr!=2||l!=null?h[n]:n,_,C,x),a=b(X(r,ae),v,w,S),o=T(i-N),s=T(Pr(a,M)),c=T(Nr(a,M)),u=s-c;if(r!=null){let i=r<0?ye:ve,a=r<0?ve:ye;se?(I>0&&ue[n]!=null&&te(de.get(ue[n]),o,c+Ar(I/2),oe,Pr(0,u-I),i,a),ce[n]!=null&&te(le.get(ce[n]),o,c+Ar(I/2),oe,Pr(0,u-I),i,a)):te(ge,o,c+Ar(I/2),oe,Pr(0,u-I),i,a),ne(e,t,n,o-I/2,c,oe+I,u)}}return I>0?he.stroke=se?de:ge:se||(he._fill=m.width==0?m._fill:m._stroke??m._fill,he.width=0),he.fill=se?le:ge,he})}function Lo(e,t){let n=X(t?.alignGaps,0);return(t,r,i,a)=>lo(t,r,(o,s,c,l,u,d,f,p,m,h,g)=>{[i,a]=pr(c,i,a);let _=o.pxRound,v=e=>_(d(e,l,h,p)),y=e=>_(f(e,u,g,m)),b,x,S;l.ori==0?(b=yo,S=xo,x=Do):(b=bo,S=So,x=Oo);let C=l.dir*(l.ori==0?1:-1),w=v(s[C==1?i:a]),T=w,E=[],D=[];for(let e=C==1?i:a;e>=i&&e<=a;e+=C)if(c[e]!=null){let t=s[e],n=v(t);E.push(T=n),D.push(y(c[e]))}let O={stroke:e(E,D,b,S,x,_),fill:null,clip:null,band:null,gaps:null,flags:so},k=O.stroke,[A,j]=uo(t,r);if(o.fill!=null||A!=0){let e=O.fill=new Path2D(k),n=y(o.fillTo(t,r,o.min,o.max,A));S(e,T,n),S(e,w,n)}if(!o.spanGaps){let e=[];e.push(...go(s,c,i,a,C,v,n)),O.gaps=e=o.gaps(t,r,i,a,e),O.clip=mo(e,l.ori,p,m,h,g)}return j!=0&&(O.band=j==2?[po(t,r,i,a,k,-1),po(t,r,i,a,k,1)]:po(t,r,i,a,k,j)),O})}function Ro(e){return Lo(zo,e)}function zo(e,t,n,r,i,a){let o=e.length;if(o<2)return null;let s=new Path2D;if(n(s,e[0],t[0]),o==2)r(s,e[1],t[1]);else{let n=Array(o),r=Array(o-1),a=Array(o-1),c=Array(o-1);for(let n=0;n<o-1;n++)a[n]=t[n+1]-t[n],c[n]=e[n+1]-e[n],r[n]=a[n]/c[n];n[0]=r[0];for(let e=1;e<o-1;e++)r[e]===0||r[e-1]===0||r[e-1]>0!=r[e]>0?n[e]=0:(n[e]=3*(c[e-1]+c[e])/((2*c[e]+c[e-1])/r[e-1]+(c[e]+2*c[e-1])/r[e]),isFinite(n[e])||(n[e]=0));n[o-1]=r[o-2];for(let r=0;r<o-1;r++)i(s,e[r]+c[r]/3,t[r]+n[r]*c[r]/3,e[r+1]-c[r]/3,t[r+1]-n[r+1]*c[r]/3,e[r+1],t[r+1])}return s}var Bo=new Set;function Vo(){for(let e of Bo)e.syncRect(!0)}Un&&(sr(zn,Gn,Vo),sr(Bn,Gn,Vo,!0),sr(Vn,Gn,()=>{rs.pxRatio=J}));var Ho=No(),Uo=ko();function Wo(e,t,n,r){return(r?[e[0],e[1]].concat(e.slice(2)):[e[0]].concat(e.slice(1))).map((e,r)=>Ko(e,r,t,n))}function Go(e,t){return e.map((e,n)=>n==0?{}:_i({},t,e))}function Ko(e,t,n,r){return _i({},t==0?n:r,e)}function qo(e,t,n){return t==null?si:[t,n]}var Jo=qo;function Yo(e,t,n){return t==null?si:Sr(t,n,vr,!0)}function Xo(e,t,n,r){return t==null?si:gr(t,n,e.scales[r].log,!1)}var Zo=Xo;function Qo(e,t,n,r){return t==null?si:_r(t,n,e.scales[r].log,!1)}var $o=Qo;function es(e,t,n,r,i){let a=Pr(Hr(e),Hr(t)),o=t-e,s=lr(i/r*o,n);do{let e=n[s],t=r*e/o;if(t>=i&&a+(e<5?ni.get(e):0)<=17)return[e,t]}while(++s<n.length);return[0,0]}function ts(e){let t,n;return e=e.replace(/(\d+)px/,(e,r)=>(t=jr((n=+r)*J))+`px`),[e,t,n]}function ns(e){e.show&&[e.font,e.labelFont].forEach(e=>{let t=Q(e[2]*J,1);e[0]=e[0].replace(/[0-9.]+px/,t+`px`),e[1]=t})}function rs(e,t,n){let r={mode:X(e.mode,1)},i=r.mode;function a(e,t,n,r){let i=t.valToPct(e);return r+n*(t.dir==-1?1-i:i)}function o(e,t,n,r){let i=t.valToPct(e);return r+n*(t.dir==-1?i:1-i)}function s(e,t,n,r){return t.ori==0?a(e,t,n,r):o(e,t,n,r)}r.valToPosH=a,r.valToPosV=o;let c=!1;r.status=0;let l=r.root=Qn(an);if(e.id!=null&&(l.id=e.id),Yn(l,e.class),e.title){let t=Qn(cn,l);t.textContent=e.title}let u=Zn(`canvas`),d=r.ctx=u.getContext(`2d`),f=Qn(ln,l);sr(`click`,f,e=>{e.target===m&&(G!=$t||K!=en)&&jn.click(r,e)},!0);let p=r.under=Qn(un,f);f.appendChild(u);let m=r.over=Qn(dn,f);e=gi(e);let h=+X(e.pxAlign,1),g=_o(h);(e.plugins||[]).forEach(t=>{t.opts&&(e=t.opts(r,e)||e)});let _=e.ms||.001,v=r.series=i==1?Wo(e.series||[],Ia,to,!1):Go(e.series||[null],eo),y=r.axes=Wo(e.axes||[],Na,Ya,!0),b=r.scales={},x=r.bands=e.bands||[];x.forEach(e=>{e.fill=Z(e.fill||null),e.dir=X(e.dir,-1)});let S=i==2?v[1].facets[0].scale:v[0].scale,C={axes:Lt,series:Et},w=(e.drawOrder||[`axes`,`series`]).map(e=>C[e]);function T(e){let t=e.distr==3?t=>Lr(t>0?t:e.clamp(r,t,e.min,e.max,e.key)):e.distr==4?t=>Br(t,e.asinh):e.distr==100?t=>e.fwd(t):e=>e;return n=>{let r=t(n),{_min:i,_max:a}=e,o=a-i;return(r-i)/o}}function E(t){let n=b[t];if(n==null){let r=(e.scales||ai)[t]||ai;if(r.from!=null){E(r.from);let e=_i({},b[r.from],r,{key:t});e.valToPct=T(e),b[t]=e}else{n=b[t]=_i({},t==S?ro:io,r),n.key=t;let e=n.time,a=n.range,o=ci(a);if((t!=S||i==2&&!e)&&(o&&(a[0]==null||a[1]==null)&&(a={min:a[0]==null?yr:{mode:1,hard:a[0],soft:a[0]},max:a[1]==null?yr:{mode:1,hard:a[1],soft:a[1]}},o=!1),!o&&fi(a))){let e=a;a=(t,n,r)=>n==null?si:Sr(n,r,e)}n.range=Z(a||(e?Jo:t==S?n.distr==3?Zo:n.distr==4?$o:qo:n.distr==3?Xo:n.distr==4?Qo:Yo)),n.auto=Z(!o&&n.auto),n.clamp=Z(n.clamp||no),n._min=n._max=null,n.valToPct=T(n)}}}E(`x`),E(`y`),i==1&&v.forEach(e=>{E(e.scale)}),y.forEach(e=>{E(e.scale)});for(let t in e.scales)E(t);let D=b[S],O=D.distr,k,A;D.ori==0?(Yn(l,on),k=a,A=o):(Yn(l,sn),k=o,A=a);let j={};for(let e in b){let t=b[e];(t.min!=null||t.max!=null)&&(j[e]={min:t.min,max:t.max},t.min=t.max=null)}let ee=e.tzDate||(e=>new Date(jr(e/_))),te=e.fmtDate||Fi,ne=_==1?ra(ee):oa(ee),re=ca(ee,sa(_==1?na:aa,te)),ie=pa(ee,da(fa,te)),ae=[],M=r.legend=_i({},ga,e.legend),N=r.cursor=_i({},Ta,{drag:{y:i==2}},e.cursor),oe=M.show,P=N.show,F=M.markers;M.idxs=ae,F.width=Z(F.width),F.dash=Z(F.dash),F.stroke=Z(F.stroke),F.fill=Z(F.fill);let I,se,ce,le=[],ue=[],de,fe=!1,L={};if(M.live){let e=v[1]?v[1].values:null;fe=e!=null,de=fe?e(r,1,0):{_:0};for(let e in de)L[e]=Hn}if(oe){if(I=Zn(`table`,vn,l),ce=Zn(`tbody`,null,I),M.mount(r,I),fe){se=Zn(`thead`,null,I,ce);let e=Zn(`tr`,null,se);for(var pe in Zn(`th`,null,e),de)Zn(`th`,Cn,e).textContent=pe}else Yn(I,bn),M.live&&Yn(I,yn)}let me={show:!0},he={show:!1};function ge(e,t){if(t==0&&(fe||!M.live||i==2))return si;let n=[],a=Zn(`tr`,xn,ce,ce.childNodes[t]);Yn(a,e.class),e.show||Yn(a,pn);let o=Zn(`th`,null,a);if(F.show){let e=Qn(Sn,o);if(t>0){let n=F.width(r,t);n&&(e.style.border=n+`px `+F.dash(r,t)+` `+F.stroke(r,t)),e.style.background=F.fill(r,t)}}let s=Qn(Cn,o);for(var c in e.label instanceof HTMLElement?s.appendChild(e.label):s.textContent=e.label,t>0&&(F.show||(s.style.color=e.width>0?F.stroke(r,t):F.fill(r,t)),ve(`click`,o,t=>{if(N._lock)return;Ue(t);let n=v.indexOf(e);if((t.ctrlKey||t.metaKey)!=M.isolate){let e=v.some((e,t)=>t>0&&t!=n&&e.show);v.forEach((t,r)=>{r>0&&$n(r,e?r==n?me:he:me,!0,Oi.setSeries)})}else $n(n,{show:!e.show},!0,Oi.setSeries)},!1),Ke&&ve(In,o,t=>{N._lock||(Ue(t),$n(v.indexOf(e),pr,!0,Oi.setSeries))},!1)),de){let e=Zn(`td`,wn,a);e.textContent=`--`,n.push(e)}return[a,n]}let _e=new Map;function ve(e,t,n,i=!0){let a=_e.get(t)||{},o=N.bind[e](r,t,n,i);o&&(sr(e,t,a[e]=o),_e.set(t,a))}function ye(e,t,n){let r=_e.get(t)||{};for(let n in r)(e==null||n==e)&&(cr(n,t,r[n]),delete r[n]);e??_e.delete(t)}let R=0,be=0,z=0,B=0,xe=0,Se=0,Ce=xe,we=Se,Te=z,Ee=B,De=0,Oe=0,ke=0,Ae=0;r.bbox={};let je=!1,Me=!1,Ne=!1,Pe=!1,Fe=!1,Ie=!1;function Le(e,t,n){(n||e!=r.width||t!=r.height)&&Re(e,t),Rt(!1),Ne=!0,Me=!0,Ut()}function Re(e,t){r.width=R=z=e,r.height=be=B=t,xe=Se=0,Ve(),He();let n=r.bbox;De=n.left=$r(xe*J,.5),Oe=n.top=$r(Se*J,.5),ke=n.width=$r(z*J,.5),Ae=n.height=$r(B*J,.5)}function ze(){let e=!1,t=0;for(;!e;){t++;let n=Ft(t),i=It(t);e=t==3||n&&i,e||(Re(r.width,r.height),Me=!0)}}function Be({width:e,height:t}){Le(e,t)}r.setSize=Be;function Ve(){let e=!1,t=!1,n=!1,r=!1;y.forEach((i,a)=>{if(i.show&&i._show){let{side:a,_size:o}=i,s=a%2,c=o+(i.label==null?0:i.labelSize);c>0&&(s?(z-=c,a==3?(xe+=c,r=!0):n=!0):(B-=c,a==0?(Se+=c,e=!0):t=!0))}}),tt[0]=e,tt[1]=n,tt[2]=t,tt[3]=r,z-=at[1]+at[3],xe+=at[3],B-=at[2]+at[0],Se+=at[0]}function He(){let e=xe+z,t=Se+B,n=xe,r=Se;function i(i,a){switch(i){case 1:return e+=a,e-a;case 2:return t+=a,t-a;case 3:return n-=a,n+a;case 0:return r-=a,r+a}}y.forEach((e,t)=>{if(e.show&&e._show){let t=e.side;e._pos=i(t,e._size),e.label!=null&&(e._lpos=i(t,e.labelSize))}})}if(N.dataIdx==null){let e=N.hover,n=e.skip=new Set(e.skip??[]);n.add(void 0);let r=e.prox=Z(e.prox),i=e.bias??=0;N.dataIdx=(e,a,o,s)=>{if(a==0)return o;let c=o,l=r(e,a,o,s)??Vr,u=l>=0&&l<Vr,d=D.ori==0?z:B,f=N.left,p=t[0],m=t[a];if(n.has(m[o])){c=null;let e=null,t=null,r;if(i==0||i==-1)for(r=o;e==null&&r-->0;)n.has(m[r])||(e=r);if(i==0||i==1)for(r=o;t==null&&r++<m.length;)n.has(m[r])||(t=r);if(e!=null||t!=null){if(u){let n=e==null?-1/0:k(p[e],D,d,0),r=t==null?1/0:k(p[t],D,d,0),i=f-n,a=r-f;i<=a?i<=l&&(c=e):a<=l&&(c=t)}else c=t==null?e:e==null?t:o-e<=t-o?e:t}}else u&&kr(f-k(p[o],D,d,0))>l&&(c=null);return c}}let Ue=e=>{N.event=e};N.idxs=ae,N._lock=!1;let We=N.points;We.show=Z(We.show),We.size=Z(We.size),We.stroke=Z(We.stroke),We.width=Z(We.width),We.fill=Z(We.fill);let Ge=r.focus=_i({},e.focus||{alpha:.3},N.focus),Ke=Ge.prox>=0,qe=Ke&&We.one,Je=[],Ye=[],Xe=[];function Ze(e,t){let n=We.show(r,t);if(n instanceof HTMLElement)return Yn(n,_n),Yn(n,e.class),er(n,-10,-10,z,B),m.insertBefore(n,Je[t]),n}function Qe(e,t){if(i==1||t>0){let t=i==1&&b[e.scale].time,n=e.value;e.value=t?di(n)?pa(ee,da(n,te)):n||ie:n||Ja,e.label=e.label||(t?Fa:Pa)}if(qe||t>0){e.width=e.width==null?1:e.width,e.paths=e.paths||Ho||Jr,e.fillTo=Z(e.fillTo||fo),e.pxAlign=+X(e.pxAlign,h),e.pxRound=_o(e.pxAlign),e.stroke=Z(e.stroke||null),e.fill=Z(e.fill||null),e._stroke=e._fill=e._paths=e._focus=null;let t=Xa(Pr(1,e.width),1),n=e.points=_i({},{size:t,width:Pr(1,t*.2),stroke:e.stroke,space:t*2,paths:Uo,_stroke:null,_fill:null},e.points);n.show=Z(n.show),n.filter=Z(n.filter),n.fill=Z(n.fill),n.stroke=Z(n.stroke),n.paths=Z(n.paths),n.pxAlign=e.pxAlign}if(oe){let n=ge(e,t);le.splice(t,0,n[0]),ue.splice(t,0,n[1]),M.values.push(null)}if(P){ae.splice(t,0,null);let n=null;qe?t==0&&(n=Ze(e,t)):t>0&&(n=Ze(e,t)),Je.splice(t,0,n),Ye.splice(t,0,0),Xe.splice(t,0,0)}Ei(`addSeries`,t)}function $e(e,t){t??=v.length,e=i==1?Ko(e,t,Ia,to):Ko(e,t,{},eo),v.splice(t,0,e),Qe(v[t],t)}r.addSeries=$e;function et(e){if(v.splice(e,1),oe){M.values.splice(e,1),ue.splice(e,1);let t=le.splice(e,1)[0];ye(null,t.firstChild),t.remove()}P&&(ae.splice(e,1),Je.splice(e,1)[0].remove(),Ye.splice(e,1),Xe.splice(e,1)),Ei(`delSeries`,e)}r.delSeries=et;let tt=[!1,!1,!1,!1];function nt(e,t){if(e._show=e.show,e.show){let n=e.side%2,i=b[e.scale];i??=(e.scale=n?v[1].scale:S,b[e.scale]);let a=i.time;e.size=Z(e.size),e.space=Z(e.space),e.rotate=Z(e.rotate),ci(e.incrs)&&e.incrs.forEach(e=>{!ni.has(e)&&ni.set(e,ri(e))}),e.incrs=Z(e.incrs||(i.distr==2?Hi:a?_==1?ta:ia:Ui)),e.splits=Z(e.splits||(a&&i.distr==1?ne:i.distr==3?za:i.distr==4?Ba:Ra)),e.stroke=Z(e.stroke),e.grid.stroke=Z(e.grid.stroke),e.ticks.stroke=Z(e.ticks.stroke),e.border.stroke=Z(e.border.stroke);let o=e.values;e.values=ci(o)&&!ci(o[0])?Z(o):a?ci(o)?ca(ee,sa(o,te)):di(o)?la(ee,o):o||re:o||La,e.filter=Z(e.filter||(i.distr>=3&&i.log==10?Ka:i.distr==3&&i.log==2?qa:qr)),e.font=ts(e.font),e.labelFont=ts(e.labelFont),e._size=e.size(r,null,t,0),e._space=e._rotate=e._incrs=e._found=e._splits=e._values=null,e._size>0&&(tt[t]=!0,e._el=Qn(fn,f))}}function rt(e,t,n,r){let[i,a,o,s]=n,c=t%2,l=0;return c==0&&(s||a)&&(l=t==0&&!i||t==2&&!o?jr(Na.size/3):0),c==1&&(i||o)&&(l=t==1&&!a||t==3&&!s?jr(Ya.size/2):0),l}let it=r.padding=(e.padding||[rt,rt,rt,rt]).map(e=>Z(X(e,rt))),at=r._padding=it.map((e,t)=>e(r,t,tt,0)),ot,st=null,ct=null,lt=i==1?v[0].idxs:null,ut=null,dt=!1;function V(e,n){if(t=e??[],r.data=r._data=t,i==2){ot=0;for(let e=1;e<v.length;e++)ot+=t[e][0].length}else{t.length==0&&(r.data=r._data=t=[[]]),ut=t[0],ot=ut.length;let e=t;if(O==2){e=t.slice();let n=e[0]=Array(ot);for(let e=0;e<ot;e++)n[e]=e}r._data=t=e}if(Rt(!0),Ei(`setData`),O==2&&(Ne=!0),n!==!1){let e=D;e.auto(r,dt)?ft():Jn(S,e.min,e.max),Pe||=N.left>=0,Ie=!0,Ut()}}r.setData=V;function ft(){dt=!0;let e,n;i==1&&(ot>0?(st=lt[0]=0,ct=lt[1]=ot-1,e=t[0][st],n=t[0][ct],O==2?(e=st,n=ct):e==n&&(O==3?[e,n]=gr(e,e,D.log,!1):O==4?[e,n]=_r(e,e,D.log,!1):D.time?n=e+jr(86400/_):[e,n]=Sr(e,n,vr,!0))):(st=lt[0]=e=null,ct=lt[1]=n=null)),Jn(S,e,n)}let pt,mt,ht,H,gt,_t,vt,yt,bt,xt;function St(e,t,n,r,i,a){e??=Mn,n??=oi,r??=`butt`,i??=Mn,a??=`round`,e!=pt&&(d.strokeStyle=pt=e),i!=mt&&(d.fillStyle=mt=i),t!=ht&&(d.lineWidth=ht=t),a!=gt&&(d.lineJoin=gt=a),r!=_t&&(d.lineCap=_t=r),n!=H&&d.setLineDash(H=n)}function U(e,t,n,r){t!=mt&&(d.fillStyle=mt=t),e!=vt&&(d.font=vt=e),n!=yt&&(d.textAlign=yt=n),r!=bt&&(d.textBaseline=bt=r)}function Ct(e,t,n,i,a=0){if(i.length>0&&e.auto(r,dt)&&(t==null||t.min==null)){let t=X(st,0),r=X(ct,i.length-1),o=n.min==null?hr(i,t,r,a,e.distr==3):[n.min,n.max];e.min=Nr(e.min,n.min=o[0]),e.max=Pr(e.max,n.max=o[1])}}let wt={min:null,max:null};function Tt(){for(let e in b){let t=b[e];j[e]==null&&(t.min==null||j[S]!=null&&t.auto(r,dt))&&(j[e]=wt)}for(let e in b){let t=b[e];j[e]==null&&t.from!=null&&j[t.from]!=null&&(j[e]=wt)}j[S]!=null&&Rt(!0);let e={};for(let t in j){let n=j[t];if(n!=null){let a=e[t]=gi(b[t],pi);if(n.min!=null)_i(a,n);else if(t!=S||i==2){if(ot==0&&a.from==null){let e=a.range(r,null,null,t);a.min=e[0],a.max=e[1]}else a.min=Vr,a.max=-1/0}}}if(ot>0){v.forEach((n,a)=>{if(i==1){let i=n.scale,o=j[i];if(o==null)return;let s=e[i];if(a==0){let e=s.range(r,s.min,s.max,i);s.min=e[0],s.max=e[1],st=lr(s.min,t[0]),ct=lr(s.max,t[0]),ct-st>1&&(t[0][st]<s.min&&st++,t[0][ct]>s.max&&ct--),n.min=ut[st],n.max=ut[ct]}else n.show&&n.auto&&Ct(s,o,n,t[a],n.sorted);n.idxs[0]=st,n.idxs[1]=ct}else if(a>0&&n.show&&n.auto){let[r,i]=n.facets,o=r.scale,s=i.scale,[c,l]=t[a],u=e[o],d=e[s];u!=null&&Ct(u,j[o],r,c,r.sorted),d!=null&&Ct(d,j[s],i,l,i.sorted),n.min=i.min,n.max=i.max}});for(let t in e){let n=e[t],i=j[t];if(n.from==null&&(i==null||i.min==null)){let e=n.range(r,n.min==Vr?null:n.min,n.max==-1/0?null:n.max,t);n.min=e[0],n.max=e[1]}}}for(let t in e){let n=e[t];if(n.from!=null){let i=e[n.from];if(i.min==null)n.min=n.max=null;else{let e=n.range(r,i.min,i.max,t);n.min=e[0],n.max=e[1]}}}let n={},a=!1;for(let t in e){let r=e[t],i=b[t];if(i.min!=r.min||i.max!=r.max){i.min=r.min,i.max=r.max;let e=i.distr;i._min=e==3?Lr(i.min):e==4?Br(i.min,i.asinh):e==100?i.fwd(i.min):i.min,i._max=e==3?Lr(i.max):e==4?Br(i.max,i.asinh):e==100?i.fwd(i.max):i.max,n[t]=a=!0}}if(a){v.forEach((e,t)=>{i==2?t>0&&n.y&&(e._paths=null):n[e.scale]&&(e._paths=null)});for(let e in n)Ne=!0,Ei(`setScale`,e);P&&N.left>=0&&(Pe=Ie=!0)}for(let e in j)j[e]=null}function W(e){let t=Ur(st-1,0,ot-1),n=Ur(ct+1,0,ot-1);for(;e[t]==null&&t>0;)t--;for(;e[n]==null&&n<ot-1;)n++;return[t,n]}function Et(){if(ot>0){let e=v.some(e=>e._focus)&&xt!=Ge.alpha;e&&(d.globalAlpha=xt=Ge.alpha),v.forEach((e,n)=>{if(n>0&&e.show&&(Dt(n,!1),Dt(n,!0),e._paths==null)){let a=xt;xt!=e.alpha&&(d.globalAlpha=xt=e.alpha);let o=i==2?[0,t[n][0].length-1]:W(t[n]);e._paths=e.paths(r,n,o[0],o[1]),xt!=a&&(d.globalAlpha=xt=a)}}),v.forEach((e,t)=>{if(t>0&&e.show){let n=xt;xt!=e.alpha&&(d.globalAlpha=xt=e.alpha),e._paths!=null&&Ot(t,!1);{let n=e._paths==null?null:e._paths.gaps,i=e.points.show(r,t,st,ct,n),a=e.points.filter(r,t,i,n);(i||a)&&(e.points._paths=e.points.paths(r,t,st,ct,a),Ot(t,!0))}xt!=n&&(d.globalAlpha=xt=n),Ei(`drawSeries`,t)}}),e&&(d.globalAlpha=xt=1)}}function Dt(e,t){let n=t?v[e].points:v[e];n._stroke=n.stroke(r,e),n._fill=n.fill(r,e)}function Ot(e,t){let n=t?v[e].points:v[e],{stroke:r,fill:i,clip:a,flags:o,_stroke:s=n._stroke,_fill:c=n._fill,_width:l=n.width}=n._paths;l=Q(l*J,3);let u=null,f=l%2/2;t&&c==null&&(c=l>0?`#fff`:s);let p=n.pxAlign==1&&f>0;if(p&&d.translate(f,f),!t){let e=De-l/2,t=Oe-l/2,n=ke+l,r=Ae+l;u=new Path2D,u.rect(e,t,n,r)}t?At(s,l,n.dash,n.cap,c,r,i,o,a):kt(e,s,l,n.dash,n.cap,c,r,i,o,u,a),p&&d.translate(-f,-f)}function kt(e,n,i,a,o,s,c,l,u,d,f){let p=!1;u!=0&&x.forEach((m,h)=>{if(m.series[0]==e){let e=v[m.series[1]],g=t[m.series[1]],_=(e._paths||ai).band;ci(_)&&(_=m.dir==1?_[0]:_[1]);let y,b=null;e.show&&_&&Cr(g,st,ct)?(b=m.fill(r,h)||s,y=e._paths.clip):_=null,At(n,i,a,o,b,c,l,u,d,f,y,_),p=!0}}),p||At(n,i,a,o,s,c,l,u,d,f)}function At(e,t,n,r,i,a,o,s,c,l,u,f){St(e,t,n,r,i),(c||l||f)&&(d.save(),c&&d.clip(c),l&&d.clip(l)),f?(s&3)==3?(d.clip(f),u&&d.clip(u),Mt(i,o),jt(e,a,t)):s&co?(Mt(i,o),d.clip(f),jt(e,a,t)):s&so&&(d.save(),d.clip(f),u&&d.clip(u),Mt(i,o),d.restore(),jt(e,a,t)):(Mt(i,o),jt(e,a,t)),(c||l||f)&&d.restore()}function jt(e,t,n){n>0&&(t instanceof Map?t.forEach((e,t)=>{d.strokeStyle=pt=t,d.stroke(e)}):t!=null&&e&&d.stroke(t))}function Mt(e,t){t instanceof Map?t.forEach((e,t)=>{d.fillStyle=mt=t,d.fill(e)}):t!=null&&e&&d.fill(t)}function Nt(e,t,n,i){let a=y[e],o;if(i<=0)o=[0,0];else{let s=a._space=a.space(r,e,t,n,i);o=es(t,n,a._incrs=a.incrs(r,e,t,n,i,s),i,s)}return a._found=o}function Pt(e,t,n,r,i,a,o,s,c,l){let u=o%2/2;h==1&&d.translate(u,u),St(s,o,c,l,s),d.beginPath();let f,p,m,g,_=i+(r==0||r==3?-a:a);n==0?(p=i,g=_):(f=i,m=_);for(let r=0;r<e.length;r++)t[r]!=null&&(n==0?f=m=e[r]:p=g=e[r],d.moveTo(f,p),d.lineTo(m,g));d.stroke(),h==1&&d.translate(-u,-u)}function Ft(e){let t=!0;return y.forEach((n,i)=>{if(!n.show)return;let a=b[n.scale];if(a.min==null){n._show&&(t=!1,n._show=!1,Rt(!1));return}n._show||(t=!1,n._show=!0,Rt(!1));let o=n.side,s=o%2,{min:c,max:l}=a,[u,d]=Nt(i,c,l,s==0?z:B);if(d==0)return;let f=a.distr==2,p=n._splits=n.splits(r,i,c,l,u,d,f),m=a.distr==2?p.map(e=>ut[e]):p,h=a.distr==2?ut[p[1]]-ut[p[0]]:u,g=n._values=n.values(r,n.filter(r,m,i,d,h),i,d,h);n._rotate=o==2?n.rotate(r,g,i,d):0;let _=n._size;n._size=Mr(n.size(r,g,i,e)),_!=null&&n._size!=_&&(t=!1)}),t}function It(e){let t=!0;return it.forEach((n,i)=>{let a=n(r,i,tt,e);a!=at[i]&&(t=!1),at[i]=a}),t}function Lt(){for(let e=0;e<y.length;e++){let t=y[e];if(!t.show||!t._show)continue;let n=t.side,i=n%2,a,o,c=t.stroke(r,e),l=n==0||n==3?-1:1,[u,f]=t._found;if(t.label!=null){let s=t.labelGap*l,p=jr((t._lpos+s)*J);U(t.labelFont[0],c,`center`,n==2?Dn:On),d.save(),i==1?(a=o=0,d.translate(p,jr(Oe+Ae/2)),d.rotate((n==3?-Or:Or)/2)):(a=jr(De+ke/2),o=p);let m=Wr(t.label)?t.label(r,e,u,f):t.label;d.fillText(m,a,o),d.restore()}if(f==0)continue;let p=b[t.scale],m=i==0?ke:Ae,h=i==0?De:Oe,_=t._splits,v=p.distr==2?_.map(e=>ut[e]):_,x=p.distr==2?ut[_[1]]-ut[_[0]]:u,S=t.ticks,C=t.border,w=S.show?S.size:0,T=jr(w*J),E=jr((t.alignTo==2?t._size-w-t.gap:t.gap)*J),D=t._rotate*-Or/180,O=g(t._pos*J),k=O+(T+E)*l;o=i==0?k:0,a=i==1?k:0;let A=t.font[0];U(A,c,t.align==1?kn:t.align==2?An:D>0?kn:D<0?An:i==0?`center`:n==3?An:kn,D||i==1?`middle`:n==2?Dn:On);let j=t.font[1]*t.lineGap,ee=_.map(e=>g(s(e,p,m,h))),te=t._values;for(let e=0;e<te.length;e++){let t=te[e];if(t!=null){i==0?a=ee[e]:o=ee[e],t=``+t;let n=t.indexOf(`
`)==-1?[t]:t.split(/\n/gm);for(let e=0;e<n.length;e++){let t=n[e];D?(d.save(),d.translate(a,o+e*j),d.rotate(D),d.fillText(t,0,0),d.restore()):d.fillText(t,a,o+e*j)}}}S.show&&Pt(ee,S.filter(r,v,e,f,x),i,n,O,T,Q(S.width*J,3),S.stroke(r,e),S.dash,S.cap);let ne=t.grid;ne.show&&Pt(ee,ne.filter(r,v,e,f,x),i,i==0?2:1,i==0?Oe:De,i==0?Ae:ke,Q(ne.width*J,3),ne.stroke(r,e),ne.dash,ne.cap),C.show&&Pt([O],[1],+(i==0),i==0?1:2,i==1?Oe:De,i==1?Ae:ke,Q(C.width*J,3),C.stroke(r,e),C.dash,C.cap)}Ei(`drawAxes`)}function Rt(e){v.forEach((t,n)=>{n>0&&(t._paths=null,e&&(i==1?(t.min=null,t.max=null):t.facets.forEach(e=>{e.min=null,e.max=null})))})}let zt=!1,Bt=!1,Vt=[];function Ht(){Bt=!1;for(let e=0;e<Vt.length;e++)Ei(...Vt[e]);Vt.length=0}function Ut(){zt||=(Ci(Gt),!0)}function Wt(e,t=!1){zt=!0,Bt=t,e(r),Gt(),t&&Vt.length>0&&queueMicrotask(Ht)}r.batch=Wt;function Gt(){if(je&&=(Tt(),!1),Ne&&=(ze(),!1),Me){if(Y(p,kn,xe),Y(p,Dn,Se),Y(p,Tn,z),Y(p,En,B),Y(m,kn,xe),Y(m,Dn,Se),Y(m,Tn,z),Y(m,En,B),Y(f,Tn,R),Y(f,En,be),u.width=jr(R*J),u.height=jr(be*J),y.forEach(({_el:e,_show:t,_size:n,_pos:r,side:i})=>{if(e!=null){if(t){let t=i===3||i===0?n:0,a=i%2==1;Y(e,a?`left`:`top`,r-t),Y(e,a?`width`:`height`,n),Y(e,a?`top`:`left`,a?Se:xe),Y(e,a?`height`:`width`,a?B:z),Xn(e,pn)}else Yn(e,pn)}}),pt=mt=ht=gt=_t=vt=yt=bt=H=null,xt=1,Kr(!0),xe!=Ce||Se!=we||z!=Te||B!=Ee){Rt(!1);let e=z/Te,t=B/Ee;if(P&&!Pe&&N.left>=0){N.left*=e,N.top*=t,Yt&&er(Yt,jr(N.left),0,z,B),Xt&&er(Xt,0,jr(N.top),z,B);for(let n=0;n<Je.length;n++){let r=Je[n];r!=null&&(Ye[n]*=e,Xe[n]*=t,er(r,Mr(Ye[n]),Mr(Xe[n]),z,B))}}if(q.show&&!Fe&&q.left>=0&&q.width>0){q.left*=e,q.width*=e,q.top*=t,q.height*=t;for(let e in ei)Y(Un,e,q[e])}Ce=xe,we=Se,Te=z,Ee=B}Ei(`setSize`),Me=!1}R>0&&be>0&&(d.clearRect(0,0,u.width,u.height),Ei(`drawClear`),w.forEach(e=>e()),Ei(`draw`)),q.show&&Fe&&(Kn(q),Fe=!1),P&&Pe&&(Hr(null,!0,!1),Pe=!1),M.show&&M.live&&Ie&&(Ir(),Ie=!1),c||(c=!0,r.status=1,Ei(`ready`)),dt=!1,zt=!1}r.redraw=(e,t)=>{Ne=t||!1,e===!1?Ut():Jn(S,D.min,D.max)};function Kt(e,n){let i=b[e];if(i.from==null){if(ot==0){let t=i.range(r,n.min,n.max,e);n.min=t[0],n.max=t[1]}if(n.min>n.max){let e=n.min;n.min=n.max,n.max=e}if(ot>1&&n.min!=null&&n.max!=null&&n.max-n.min<1e-16)return;e==S&&i.distr==2&&ot>0&&(n.min=lr(n.min,t[0]),n.max=lr(n.max,t[0]),n.min==n.max&&n.max++),j[e]=n,je=!0,Ut()}}r.setScale=Kt;let qt,Jt,Yt,Xt,Zt,Qt,$t,en,tn,nn,G,K,rn=!1,jn=N.drag,zn=jn.x,Bn=jn.y;P&&(N.x&&(qt=Qn(hn,m)),N.y&&(Jt=Qn(gn,m)),D.ori==0?(Yt=qt,Xt=Jt):(Yt=Jt,Xt=qt),G=N.left,K=N.top);let q=r.select=_i({show:!0,over:!0,left:0,width:0,top:0,height:0},e.select),Un=q.show?Qn(mn,q.over?m:p):null;function Kn(e,t){if(q.show){for(let t in e)q[t]=e[t],t in ei&&Y(Un,t,e[t]);t!==!1&&Ei(`setSelect`)}}r.setSelect=Kn;function qn(e){if(v[e].show)oe&&Xn(le[e],pn);else if(oe&&Yn(le[e],pn),P){let t=qe?Je[0]:Je[e];t!=null&&er(t,-10,-10,z,B)}}function Jn(e,t,n){Kt(e,{min:t,max:n})}function $n(e,t,n,a){t.focus!=null&&mr(e),t.show!=null&&v.forEach((n,r)=>{r>0&&(e==r||e==null)&&(n.show=t.show,qn(r),i==2?(Jn(n.facets[0].scale,null,null),Jn(n.facets[1].scale,null,null)):Jn(n.scale,null,null),Ut())}),n!==!1&&Ei(`setSeries`,e,t),a&&ji(`setSeries`,r,e,t)}r.setSeries=$n;function tr(e,t){_i(x[e],t)}function rr(e,t){e.fill=Z(e.fill||null),e.dir=X(e.dir,-1),t??=x.length,x.splice(t,0,e)}function ar(e){e==null?x.length=0:x.splice(e,1)}r.addBand=rr,r.setBand=tr,r.delBand=ar;function or(e,t){v[e].alpha=t,P&&Je[e]!=null&&(Je[e].style.opacity=t),oe&&le[e]&&(le[e].style.opacity=t)}let ur,dr,fr,pr={focus:!0};function mr(e){if(e!=fr){let t=e==null,n=Ge.alpha!=1;v.forEach((r,a)=>{if(i==1||a>0){let i=t||a==0||a==e;r._focus=t?null:i,n&&or(a,i?1:Ge.alpha)}}),fr=e,n&&Ut()}}oe&&Ke&&ve(Ln,I,e=>{N._lock||(Ue(e),fr!=null&&$n(null,pr,!0,Oi.setSeries))});function br(e,t,n){let r=b[t];n&&(e=e/J-(r.ori==1?Se:xe));let i=z;r.ori==1&&(i=B,e=i-e),r.dir==-1&&(e=i-e);let a=r._min,o=r._max,s=e/i,c=a+(o-a)*s,l=r.distr;return l==3?Fr(10,c):l==4?zr(c,r.asinh):l==100?r.bwd(c):c}function xr(e,n){return lr(br(e,S,n),t[0],st,ct)}r.valToIdx=e=>lr(e,t[0]),r.posToIdx=xr,r.posToVal=br,r.valToPos=(e,t,n)=>b[t].ori==0?a(e,b[t],n?ke:z,n?De:0):o(e,b[t],n?Ae:B,n?Oe:0),r.setCursor=(e,t,n)=>{G=e.left,K=e.top,Hr(null,t,n)};function wr(e,t){Y(Un,kn,q.left=e),Y(Un,Tn,q.width=t)}function Tr(e,t){Y(Un,Dn,q.top=e),Y(Un,En,q.height=t)}let Er=D.ori==0?wr:Tr,Dr=D.ori==1?wr:Tr;function Ar(){if(oe&&M.live)for(let e=+(i==2);e<v.length;e++){if(e==0&&fe)continue;let t=M.values[e],n=0;for(let r in t)ue[e][n++].firstChild.nodeValue=t[r]}}function Ir(e,t){if(e!=null&&(e.idxs?e.idxs.forEach((e,t)=>{ae[t]=e}):ui(e.idx)||ae.fill(e.idx),M.idx=ae[0]),oe&&M.live){for(let e=0;e<v.length;e++)(e>0||i==1&&!fe)&&Rr(e,ae[e]);Ar()}Ie=!1,t!==!1&&Ei(`setLegend`)}r.setLegend=Ir;function Rr(e,n){let i=v[e],a=e==0&&O==2?ut:t[e],o;fe?o=i.values(r,e,n)??L:(o=i.value(r,n==null?null:a[n],e,n),o=o==null?L:{_:o}),M.values[e]=o}function Hr(e,n,a){tn=G,nn=K,[G,K]=N.move(r,G,K),N.left=G,N.top=K,P&&(Yt&&er(Yt,jr(G),0,z,B),Xt&&er(Xt,0,jr(K),z,B));let o,s=st>ct;ur=Vr,dr=null;let c=D.ori==0?z:B,l=D.ori==1?z:B;if(G<0||ot==0||s){o=N.idx=null;for(let e=0;e<v.length;e++){let t=Je[e];t!=null&&er(t,-10,-10,z,B)}Ke&&$n(null,pr,!0,e==null&&Oi.setSeries),M.live&&(ae.fill(o),Ie=!0)}else{let e,n,a;i==1&&(e=D.ori==0?G:K,n=br(e,S),o=N.idx=lr(n,t[0],st,ct),a=k(t[0][o],D,c,0));let s=-10,u=-10,d=0,f=0,p=!0,m=``,h=``;for(let e=+(i==2);e<v.length;e++){let g=v[e],_=ae[e],y=_==null?null:i==1?t[e][_]:t[e][1][_],x=N.dataIdx(r,e,o,n),S=x==null?null:i==1?t[e][x]:t[e][1][x];if(Ie=Ie||S!=y||x!=_,ae[e]=x,e>0&&g.show){let n=x==null?-10:x==o?a:k(i==1?t[0][x]:t[e][0][x],D,c,0),_=S==null?-10:A(S,i==1?b[g.scale]:b[g.facets[1].scale],l,0);if(Ke&&S!=null){let t=D.ori==1?G:K,n=kr(Ge.dist(r,e,x,_,t));if(n<ur){let r=Ge.bias;if(r!=0){let i=br(t,g.scale),a=S>=0?1:-1,o=i>=0?1:-1;o==a&&(o==1?r==1?S>=i:S<=i:r==1?S<=i:S>=i)&&(ur=n,dr=e)}else ur=n,dr=e}}if(Ie||qe){let t,i;D.ori==0?(t=n,i=_):(t=_,i=n);let a,o,c,l,g,v,y=!0,b=We.bbox;if(b!=null){y=!1;let t=b(r,e);c=t.left,l=t.top,a=t.width,o=t.height}else c=t,l=i,a=o=We.size(r,e);if(v=We.fill(r,e),g=We.stroke(r,e),qe)e==dr&&ur<=Ge.prox&&(s=c,u=l,d=a,f=o,p=y,m=v,h=g);else{let t=Je[e];t!=null&&(Ye[e]=c,Xe[e]=l,ir(t,a,o,y),nr(t,v,g),er(t,Mr(c),Mr(l),z,B))}}}}if(qe){let e=Ge.prox;if(Ie||(fr==null?ur<=e:ur>e||dr!=fr)){let e=Je[0];e!=null&&(Ye[0]=s,Xe[0]=u,ir(e,d,f,p),nr(e,m,h),er(e,Mr(s),Mr(u),z,B))}}}if(q.show&&rn){if(e!=null){let[t,n]=Oi.scales,[r,i]=Oi.match,[a,o]=e.cursor.sync.scales,s=e.cursor.drag;if(zn=s._x,Bn=s._y,zn||Bn){let{left:s,top:u,width:d,height:f}=e.select,p=e.scales[a].ori,m=e.posToVal,h,g,_,v,y,x=t!=null&&r(t,a),S=n!=null&&i(n,o);x&&zn?(p==0?(h=s,g=d):(h=u,g=f),_=b[t],v=k(m(h,a),_,c,0),y=k(m(h+g,a),_,c,0),Er(Nr(v,y),kr(y-v))):Er(0,c),S&&Bn?(p==1?(h=s,g=d):(h=u,g=f),_=b[n],v=A(m(h,o),_,l,0),y=A(m(h+g,o),_,l,0),Dr(Nr(v,y),kr(y-v))):Dr(0,l)}else ti()}else{let e=kr(tn-Zt),t=kr(nn-Qt);if(D.ori==1){let n=e;e=t,t=n}zn=jn.x&&e>=jn.dist,Bn=jn.y&&t>=jn.dist;let n=jn.uni;n==null?jn.x&&jn.y&&(zn||Bn)&&(zn=Bn=!0):zn&&Bn&&(zn=e>=n,Bn=t>=n,!zn&&!Bn&&(t>e?Bn=!0:zn=!0));let r,i;zn&&(D.ori==0?(r=$t,i=G):(r=en,i=K),Er(Nr(r,i),kr(i-r)),Bn||Dr(0,l)),Bn&&(D.ori==1?(r=$t,i=G):(r=en,i=K),Dr(Nr(r,i),kr(i-r)),zn||Er(0,c)),!zn&&!Bn&&(Er(0,0),Dr(0,0))}}if(jn._x=zn,jn._y=Bn,e==null){if(a){if(ki!=null){let[e,t]=Oi.scales;Oi.values[0]=e==null?null:br(D.ori==0?G:K,e),Oi.values[1]=t==null?null:br(D.ori==1?G:K,t)}ji(Nn,r,G,K,z,B,o)}if(Ke){let e=a&&Oi.setSeries,t=Ge.prox;fr==null?ur<=t&&$n(dr,pr,!0,e):ur>t?$n(null,pr,!0,e):dr!=fr&&$n(dr,pr,!0,e)}}Ie&&(M.idx=o,Ir()),n!==!1&&Ei(`setCursor`)}let Gr=null;Object.defineProperty(r,"rect",{get(){return Gr??Kr(!1),Gr}});function Kr(e=!1){e?Gr=null:(Gr=m.getBoundingClientRect(),Ei(`syncRect`,Gr))}function Zr(e,t,n,r,i,a,o){N._lock||rn&&e!=null&&e.movementX==0&&e.movementY==0||(Qr(e,t,n,r,i,a,o,!1,e!=null),e==null?Hr(t,!0,!1):Hr(null,!0,!0))}function Qr(e,t,n,i,a,o,c,l,u){if(Gr??Kr(!1),Ue(e),e!=null)n=e.clientX-Gr.left,i=e.clientY-Gr.top;else{if(n<0||i<0){G=-10,K=-10;return}let[e,r]=Oi.scales,c=t.cursor.sync,[l,u]=c.values,[d,f]=c.scales,[p,m]=Oi.match,h=t.axes[0].side%2==1,g=D.ori==0?z:B,_=D.ori==1?z:B,v=h?o:a,y=h?a:o,x=h?i:n,S=h?n:i;if(n=d==null?x/v*g:p(e,d)?s(l,b[e],g,0):-10,i=f==null?S/y*_:m(r,f)?s(u,b[r],_,0):-10,D.ori==1){let e=n;n=i,i=e}}u&&(t==null||t.cursor.event.type==Nn)&&((n<=1||n>=z-1)&&(n=$r(n,z)),(i<=1||i>=B-1)&&(i=$r(i,B))),l?(Zt=n,Qt=i,[$t,en]=N.move(r,n,i)):(G=n,K=i)}let ei={width:0,height:0,left:0,top:0};function ti(){Kn(ei,!1)}let ii,li,mi,hi;function vi(e,t,n,i,a,o,s){rn=!0,zn=Bn=jn._x=jn._y=!1,Qr(e,t,n,i,a,o,s,!0,!1),e!=null&&(ve(Fn,Wn,yi,!1),ji(Pn,r,$t,en,z,B,null));let{left:c,top:l,width:u,height:d}=q;ii=c,li=l,mi=u,hi=d}function yi(e,t,n,i,a,o,s){rn=jn._x=jn._y=!1,Qr(e,t,n,i,a,o,s,!1,!0);let{left:c,top:l,width:u,height:d}=q,f=u>0||d>0,p=ii!=c||li!=l||mi!=u||hi!=d;if(f&&p&&Kn(q),jn.setScale&&f&&p){let e=c,t=u,n=l,r=d;if(D.ori==1&&(e=l,t=d,n=c,r=u),zn&&Jn(S,br(e,S),br(e+t,S)),Bn)for(let e in b){let t=b[e];e!=S&&t.from==null&&t.min!=Vr&&Jn(e,br(n+r,e),br(n,e))}ti()}else N.lock&&(N._lock=!N._lock,Hr(t,!0,e!=null));e!=null&&(ye(Fn,Wn),ji(Fn,r,G,K,z,B,null))}function bi(e,t,n,r,i,a,o){if(N._lock)return;Ue(e);let s=rn;if(rn){let e=!0,t=!0,n,r;D.ori==0?(n=zn,r=Bn):(n=Bn,r=zn),n&&r&&(e=G<=10||G>=z-10,t=K<=10||K>=B-10),n&&e&&(G=G<$t?0:z),r&&t&&(K=K<en?0:B),Hr(null,!0,!0),rn=!1}G=-10,K=-10,ae.fill(null),Hr(null,!0,!0),s&&(rn=s)}function xi(e,t,n,i,a,o,s){N._lock||(Ue(e),ft(),ti(),e!=null&&ji(Rn,r,G,K,z,B,null))}function Si(){y.forEach(ns),Le(r.width,r.height,!0)}sr(Vn,Gn,Si);let wi={};wi.mousedown=vi,wi.mousemove=Zr,wi.mouseup=yi,wi.dblclick=xi,wi.setSeries=(e,t,n,i)=>{let a=Oi.match[2];n=a(r,t,n),n!=-1&&$n(n,i,!0,!1)},P&&(ve(Pn,m,vi),ve(Nn,m,Zr),ve(In,m,e=>{Ue(e),Kr(!1)}),ve(Ln,m,bi),ve(Rn,m,xi),Bo.add(r),r.syncRect=Kr);let Ti=r.hooks=e.hooks||{};function Ei(e,t,n){Bt?Vt.push([e,t,n]):e in Ti&&Ti[e].forEach(e=>{e.call(null,r,t,n)})}(e.plugins||[]).forEach(e=>{for(let t in e.hooks)Ti[t]=(Ti[t]||[]).concat(e.hooks[t])});let Di=(e,t,n)=>n,Oi=_i({key:null,setSeries:!1,filters:{pub:Yr,sub:Yr},scales:[S,v[1]?v[1].scale:null],match:[Xr,Xr,Di],values:[null,null]},N.sync);Oi.match.length==2&&Oi.match.push(Di),N.sync=Oi;let ki=Oi.key,Ai=oo(ki);function ji(e,t,n,r,i,a,o){Oi.filters.pub(e,t,n,r,i,a,o)&&Ai.pub(e,t,n,r,i,a,o)}Ai.sub(r);function Mi(e,t,n,r,i,a,o){Oi.filters.sub(e,t,n,r,i,a,o)&&wi[e](null,t,n,r,i,a,o)}r.pub=Mi;function Ni(){Ai.unsub(r),Bo.delete(r),_e.clear(),cr(Vn,Gn,Si),l.remove(),I?.remove(),Ei(`destroy`)}r.destroy=Ni;function Pi(){Ei(`init`,e,t),V(t||e.data,!1),j[S]?Kt(S,j[S]):ft(),Fe=q.show&&(q.width>0||q.height>0),Pe=Ie=!0,Le(e.width,e.height)}return v.forEach(Qe),y.forEach(nt),n?n instanceof HTMLElement?(n.appendChild(l),Pi()):n(r,Pi):Pi(),r}rs.assign=_i,rs.fmtNum=Er,rs.rangeNum=Sr,rs.rangeLog=gr,rs.rangeAsinh=_r,rs.orient=lo,rs.pxRatio=J,rs.join=Si,rs.fmtDate=Fi,rs.tzDate=Li,rs.sync=oo;{rs.addGap=ho,rs.clipGaps=mo;let e=rs.paths={points:ko};e.linear=No,e.stepped=Po,e.bars=Io,e.spline=Ro}var is=[`#2563eb`,`#db2777`,`#059669`,`#d97706`,`#7c3aed`,`#0891b2`,`#dc2626`,`#65a30d`],as=rs.paths.stepped({align:1});function os(e){return is[e%is.length]}function ss({title:e,t,series:n,yMax:r,yFormat:i,integer:a=!1,height:o=220,testid:s}){let c=xe(null),l=xe(null);return z(()=>{if(!c.current)return;let s=matchMedia(`(prefers-color-scheme: dark)`).matches,u={stroke:s?`#cbd5e1`:`#334155`,grid:{stroke:s?`#334155`:`#e2e8f0`}},d={title:e,width:c.current.clientWidth||600,height:o,scales:{y:r==null?{range:(e,t,n)=>[0,Math.max(1,n*1.1)]}:{range:[0,r]}},axes:[{...u,space:80,incrs:[1,5,10,15,30,60,120,300,600,900,1800,3600],values:(e,t)=>t.map(e=>new Date(e*1e3).toLocaleTimeString([],{hourCycle:`h23`,hour:`2-digit`,minute:`2-digit`,second:`2-digit`}))},{...u,incrs:a?[1,2,5,10,20,50,100,200,500,1e3]:void 0,values:(e,t)=>t.map(e=>i?i(e):String(e))}],series:[{},...n.map(e=>({label:e.label,stroke:e.color,width:2,dash:e.dash?[6,4]:void 0,spanGaps:!1,paths:e.points?()=>null:as,points:e.points?{show:!0,size:7,fill:e.color}:void 0,value:(e,t)=>t==null?`—`:i?i(t):String(t)}))]};l.current=new rs(d,[t,...n.map(e=>e.values)],c.current);let f=new ResizeObserver(()=>{c.current&&l.current&&l.current.setSize({width:c.current.clientWidth,height:o})});return f.observe(c.current),()=>{f.disconnect(),l.current?.destroy(),l.current=null}},[n.map(e=>`${e.label}:${+!!e.dash}:${+!!e.points}`).join(`|`),e,o,r,a]),z(()=>{l.current?.setData([t,...n.map(e=>e.values)])}),V(`div`,{class:`chart`,ref:c,"data-testid":s,"data-points":t.length,role:`img`,"aria-label":e})}function cs(e){let t=e.replace(/\/+$/,``).split(`/`).filter(Boolean).map(decodeURIComponent);if(t.length===0)return{page:`runs`};let[n,r,...i]=t;if(i.length>0)return{page:`notfound`};switch(n){case`signin`:case`submit`:case`queue`:case`admin`:case`scorecards`:return r===void 0?{page:n}:{page:`notfound`};case`runs`:return r===void 0?{page:`runs`}:{page:`run`,id:r};case`runtimes`:return r===void 0?{page:`runtimes`}:{page:`runtime`,name:r}}return{page:`notfound`}}function ls(e){return`/runs/${encodeURIComponent(e)}`}function us(e){return`/runtimes/${encodeURIComponent(e)}`}var ds=new Set;window.addEventListener(`popstate`,()=>ds.forEach(e=>e()));function fs(e,t=!1){t?history.replaceState(null,``,e):history.pushState(null,``,e),ds.forEach(e=>e()),e.includes(`#`)||window.scrollTo(0,0)}function ps(){let[,e]=R(0);return z(()=>{let t=()=>e(e=>e+1);return ds.add(t),()=>{ds.delete(t)}},[]),new URL(location.href)}function ms(e){e.addEventListener(`click`,e=>{if(e.defaultPrevented||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;let t=e.target.closest(`a`);!t||t.target||t.hasAttribute(`download`)||t.origin!==location.origin||t.pathname===`/graphiql`||t.pathname.startsWith(`/static/`)||t.pathname===location.pathname&&t.search===location.search&&t.hash||(e.preventDefault(),fs(t.pathname+t.search+t.hash))})}function hs(e,t,n=600){let r=e.filter(e=>e.t>t.t-n&&e.t<t.t);return r.push(t),r}function gs(e){let t=new Set;for(let n of e)for(let e of n.tenants)t.add(e.tenant);return[...t].sort()}function _s(e){let t=gs(e),n={t:[],share:{},fair:{}};for(let e of t)n.share[e]=[],n.fair[e]=[];for(let r of e){n.t.push(r.t);let e=r.tenants.reduce((e,t)=>e+t.running,0),i=r.tenants.filter(e=>e.running+e.queued>0).reduce((e,t)=>e+t.weight,0);for(let a of t){let t=r.tenants.find(e=>e.tenant===a);n.share[a].push(e>0?(t?.running??0)/e:null);let o=t&&t.running+t.queued>0;n.fair[a].push(i>0?o?t.weight/i:0:null)}}return n}function vs(e){let t=new Set;for(let n of e)for(let e of Object.keys(n.inFlight))t.add(e);let n={};for(let r of[...t].sort())n[r]=e.map(e=>e.inFlight[r]??0);return{t:e.map(e=>e.t),byRuntime:n}}function ys(e,t){return{t,tenants:e.tenants.map(e=>({...e})),inFlight:Object.fromEntries(e.runtimes.map(e=>[e.runtime,e.inFlight]))}}var bs=e=>`${Math.round(e*100)}%`;function xs(){let[e,t]=R(null),[n,r]=R([]),[i,a]=R(null),[o,s]=R(null),c=xe(null),l=yt(5e3);z(()=>{let e=0,n=()=>{e||=window.setTimeout(()=>{e=0,et(Ht,{}).then(e=>a(e.runs)).catch(e=>s(vt(e)))},500)},i=lt(Vt,{},{next:e=>{c.current=e.queueSnapshot,t(e.queueSnapshot),r(t=>hs(t,ys(e.queueSnapshot,Date.now()/1e3))),n()},error:s}),o=setInterval(()=>{c.current&&r(e=>hs(e,ys(c.current,Date.now()/1e3)))},5e3);return()=>{i(),clearInterval(o),clearTimeout(e)}},[]);let u=_s(n),d=[];Object.keys(u.share).forEach((e,t)=>{d.push({label:`${e} share`,values:u.share[e],color:os(t)}),d.push({label:`${e} fair`,values:u.fair[e],color:os(t),dash:!0})});let f=vs(n),p=Object.entries(f.byRuntime).map(([e,t],n)=>({label:e,values:t,color:os(n)}));return V(`section`,{children:[V(`h1`,{children:[`Queue `,V(`span`,{class:`live`,title:`updates live`,"aria-label":`live`})]}),V(mt,{error:o}),!e&&!o&&V(gt,{}),e&&V(y,{children:[V(`p`,{class:`muted`,children:[`Updated `,Yt(e.generatedAt,l),`. Solid: the tenant's share of running runs; dashed: its weight's share among tenants with work.`]}),V(`div`,{class:`grid2`,children:[V(ss,{testid:`share-chart`,title:`Share of running runs vs weight`,t:u.t,series:d,yMax:1,yFormat:bs}),V(ss,{testid:`slots-chart`,title:`Slots in use per runtime`,t:f.t,series:p,integer:!0})]}),V(`div`,{class:`grid2`,children:[V(`div`,{class:`scroll`,children:V(`table`,{"data-testid":`tenants`,children:[V(`thead`,{children:V(`tr`,{children:[V(`th`,{children:`Tenant`}),V(`th`,{children:`Weight`}),V(`th`,{children:`Queued`}),V(`th`,{children:`Running`})]})}),V(`tbody`,{children:e.tenants.map(e=>V(`tr`,{children:[V(`td`,{children:e.tenant}),V(`td`,{children:e.weight}),V(`td`,{children:e.queued}),V(`td`,{children:e.running})]}))})]})}),V(`div`,{class:`scroll`,children:V(`table`,{"data-testid":`runtime-load`,children:[V(`thead`,{children:V(`tr`,{children:[V(`th`,{children:`Runtime`}),V(`th`,{children:`Slots in use`}),V(`th`,{children:`Circuit`})]})}),V(`tbody`,{children:e.runtimes.map(e=>V(`tr`,{children:[V(`td`,{children:e.runtime}),V(`td`,{children:[V(`meter`,{min:0,max:Math.max(1,e.slots),value:e.inFlight,"aria-label":`${e.runtime} slots in use`}),` `,e.inFlight,` / `,e.slots]}),V(`td`,{children:V(`span`,{class:`badge circuit-${e.circuit.toLowerCase()}`,children:e.circuit.replace(`_`,` `)})})]}))})]})})]})]}),V(`h2`,{children:`Waiting runs`}),i&&V(`div`,{class:`scroll`,children:V(`table`,{"data-testid":`waiting-runs`,children:[V(`thead`,{children:V(`tr`,{children:[V(`th`,{children:`Run`}),V(`th`,{children:`Runtime`}),V(`th`,{children:`Why`}),V(`th`,{children:`Ahead`}),V(`th`,{children:`Queued`})]})}),V(`tbody`,{children:[(i.edges??[]).flatMap(e=>e?.node?[V(`tr`,{children:[V(`td`,{children:V(`a`,{href:ls(e.node.id),children:e.node.correlationId})}),V(`td`,{children:e.node.runtime}),V(`td`,{children:e.node.waitingReason?V(y,{children:[V(`span`,{class:`chip`,children:e.node.waitingReason.code}),` `,e.node.waitingReason.message]}):V(`span`,{class:`muted`,children:`starting`})}),V(`td`,{children:e.node.waitingReason?.position??`—`}),V(`td`,{children:Yt(e.node.createdAt,l)})]})]:[]),i.totalCount===0&&V(`tr`,{children:V(`td`,{colSpan:5,class:`muted`,children:`Nothing is waiting.`})})]})]})})]})}var Ss={lines:[],contiguous:0,dropped:0},Cs=2e4;function ws(e,t,n=Cs){if(t.length===0)return e;let r=e.lines.length?e.lines[e.lines.length-1].seq:0,i,a=[...t].sort((e,t)=>e.seq-t.seq);if(a[0].seq>r){i=e.lines.slice();for(let e of a)(i.length===0||e.seq>i[i.length-1].seq)&&i.push(e)}else{let t=new Map;for(let n of e.lines)t.set(n.seq,n);for(let e of a)t.has(e.seq)||t.set(e.seq,e);i=[...t.values()].sort((e,t)=>e.seq-t.seq)}let o=e.dropped;i.length>n&&(o+=i.length-n,i=i.slice(i.length-n));let s=e.contiguous,c=i.findIndex(e=>e.seq>s);if(c>=0)for(let e=c;e<i.length&&i[e].seq===s+1;e++)s=i[e].seq;return{lines:i,contiguous:s,dropped:o}}function Ts(e){let t=[];for(let n=1;n<e.lines.length;n++){let r=e.lines[n-1].seq,i=e.lines[n].seq;i>r+1&&t.push([r+1,i-1])}return t}function Es(e,t){let n=t.trim().toLowerCase();return n?e.lines.filter(e=>e.text.toLowerCase().includes(n)).map(e=>e.seq):[]}var Ds=e=>e===`SUCCEEDED`||e===`FAILED`;function Os({id:e}){let t=_t(kt,{id:e}),[n,r]=R(null),[i,a]=R(null),[o,s]=R(!1),c=yt(1e3);z(()=>r(null),[e]),z(()=>lt(At,{id:e},{next:e=>r(e.runUpdated)}),[e]);let l=n??t.data?.run??null;z(()=>{if(l?.status!==`QUEUED`)return;let t=setInterval(()=>{et(kt,{id:e}).then(e=>e.run&&r(t=>t&&t.status!==`QUEUED`?t:e.run)).catch(()=>{})},3e3);return()=>clearInterval(t)},[e,l?.status]);async function u(){s(!0),a(null);try{let t=await et(Mt,{id:e});r(t.cancelRun)}catch(e){a(vt(e))}finally{s(!1)}}if(t.loading&&!l)return V(gt,{});if(t.error&&!l)return V(mt,{error:t.error});if(!l)return V(`section`,{children:[V(`h1`,{children:[`Run `,e]}),V(`p`,{class:`muted`,children:`No such run in your tenant.`})]});let d=l.result;return V(`section`,{children:[V(`div`,{class:`head`,children:[V(`h1`,{children:[l.correlationId,` `,V(ft,{status:l.status})]}),!Ds(l.status)&&V(`button`,{class:`danger`,onClick:u,disabled:o,children:o?`Canceling…`:`Cancel run`})]}),V(mt,{error:i}),l.status===`QUEUED`&&l.waitingReason&&V(`div`,{class:`notice`,"data-testid":`waiting`,children:[V(`strong`,{children:[`Waiting: `,l.waitingReason.code.replace(`_`,` `).toLowerCase()]}),` — `,l.waitingReason.message,l.waitingReason.position>0&&V(`span`,{children:[` (`,l.waitingReason.position,` ahead on its runtime)`]})]}),l.error&&V(`div`,{class:`error-panel`,role:`alert`,"data-testid":`run-error`,children:[V(`span`,{class:`badge v-fail`,children:l.error.class}),` `,l.error.code!==l.error.class&&V(`code`,{children:l.error.code}),` `,l.error.message]}),V(`div`,{class:`grid2`,children:[V(`dl`,{class:`facts`,children:[V(`dt`,{children:`Runtime`}),V(`dd`,{children:[V(`a`,{href:us(l.runtime.split(`@`)[0]),children:l.runtime}),l.runtimeVersion!=null&&V(`span`,{class:`muted`,children:[` (version `,l.runtimeVersion,`)`]})]}),V(`dt`,{children:`Harness`}),V(`dd`,{children:[l.harness.name,l.harness.version&&V(`span`,{class:`muted`,children:[` `,l.harness.version]})]}),V(`dt`,{children:`Case`}),V(`dd`,{children:l.case.id}),V(`dt`,{children:`Trigger`}),V(`dd`,{children:[l.trigger,` `,V(`span`,{class:`muted`,children:[`by `,l.createdBy]})]}),V(`dt`,{children:`Priority`}),V(`dd`,{children:l.priority.toLowerCase()}),V(`dt`,{children:`Attempt`}),V(`dd`,{children:l.attemptCount}),V(`dt`,{children:`Created`}),V(`dd`,{title:l.createdAt,children:new Date(l.createdAt).toLocaleString()}),V(`dt`,{children:`Duration`}),V(`dd`,{children:Jt(l.startedAt,l.finishedAt,c)}),V(`dt`,{children:`Cost`}),V(`dd`,{children:Kt(l.costUsd)})]}),V(`div`,{children:[V(`h2`,{children:[`Result `,V(pt,{verdict:d?.verdict})]}),d?V(y,{children:[V(`table`,{class:`compact`,"data-testid":`graders`,children:[V(`thead`,{children:V(`tr`,{children:[V(`th`,{children:`Grader`}),V(`th`,{children:`Passed`}),V(`th`,{children:`Value`})]})}),V(`tbody`,{children:d.graders.map(e=>V(`tr`,{children:[V(`td`,{children:e.kind}),V(`td`,{children:e.passed?`✓ yes`:`✗ no`}),V(`td`,{children:e.value??`—`})]}))})]}),V(`dl`,{class:`facts`,children:[V(`dt`,{children:`Latency`}),V(`dd`,{children:qt(d.latencyMs)}),V(`dt`,{children:`Exit code`}),V(`dd`,{children:d.exitCode??`—`}),d.limitHit&&V(y,{children:[V(`dt`,{children:`Limit hit`}),V(`dd`,{children:d.limitHit})]}),V(`dt`,{children:`Tokens in / out`}),V(`dd`,{children:[Xt(d.usage?.inputTokens),` / `,Xt(d.usage?.outputTokens)]}),V(`dt`,{children:`Steps`}),V(`dd`,{children:d.steps??d.usage?.steps??`—`}),V(`dt`,{children:`Reported cost`}),V(`dd`,{children:Kt(d.usage?.costUsd??d.costUsd)})]}),d.output&&V(`details`,{children:[V(`summary`,{children:`Output`}),V(`pre`,{class:`output`,children:d.output})]})]}):V(`p`,{class:`muted`,children:Ds(l.status)?`No result.`:`Not graded yet.`})]})]}),V(`details`,{class:`submitted`,children:[V(`summary`,{children:`What was submitted`}),V(`dl`,{class:`facts`,children:[V(`dt`,{children:`Task`}),V(`dd`,{children:V(`pre`,{children:l.case.task})}),V(`dt`,{children:`Command`}),V(`dd`,{children:V(`code`,{children:JSON.stringify(l.harness.command)})}),l.harness.image&&V(y,{children:[V(`dt`,{children:`Image`}),V(`dd`,{children:l.harness.image})]}),V(`dt`,{children:`Env`}),V(`dd`,{children:l.harness.env.length===0?`—`:l.harness.env.map(e=>V(`span`,{class:`chip`,children:[e.name,e.secretRef&&V(`span`,{class:`muted`,children:[` ← secret `,e.secretRef]})]}))}),l.case.repo&&V(y,{children:[V(`dt`,{children:`Repo`}),V(`dd`,{children:[l.case.repo.url,` `,l.case.repo.ref]})]}),l.case.files.length>0&&V(y,{children:[V(`dt`,{children:`Files`}),V(`dd`,{children:l.case.files.map(e=>e.path).join(`, `)})]}),V(`dt`,{children:`Timeout`}),V(`dd`,{children:[l.case.timeoutSec||300,`s`]}),V(`dt`,{children:`Graders`}),V(`dd`,{children:l.case.graders.map(e=>V(`div`,{children:[e.kind,e.command&&V(`code`,{children:[` `,JSON.stringify(e.command)]}),e.max!=null&&V(`span`,{children:[` ≤ `,e.max]})]}))})]})]}),V(ks,{id:e})]})}function ks({id:e}){let[t,n]=R(Ss),[r,i]=R(!0),[a,o]=R(!1),[s,c]=R(``),[l,u]=R(0),[d,f]=R(``),[p,m]=R(()=>{let e=/^#L(\d+)$/.exec(location.hash);return e?Number(e[1]):null}),h=xe(null),g=xe([]);z(()=>{n(Ss),o(!1);let t=0,r=()=>{t=0;let e=g.current;g.current=[],n(t=>ws(t,e))},i=lt(jt,{id:e,fromSeq:0},{next:e=>{g.current.push(e.runLogs),t||=requestAnimationFrame(r)},complete:()=>o(!0)});return()=>{i(),t&&cancelAnimationFrame(t)}},[e]);let _=Es(t,s);B(()=>{let e=h.current;if(e){if(p!=null){let t=e.querySelector(`[data-seq="${p}"]`);t&&(t.scrollIntoView({block:`center`}),m(null))}else r&&(e.scrollTop=e.scrollHeight)}},[t,r,p]);function v(e){i(!1),m(e),history.replaceState(null,``,`#L${e}`)}function y(){let e=h.current;e&&!(e.scrollHeight-e.scrollTop-e.clientHeight<8)&&r&&i(!1)}let b=Ts(t),x=/^#L(\d+)$/.exec(location.hash)?.[1];return V(`div`,{class:`logs-panel`,children:[V(`div`,{class:`head`,children:[V(`h2`,{children:[`Logs `,V(`span`,{class:`muted`,children:[t.lines.length,` lines`]}),!a&&V(`span`,{class:`live`,title:`streaming`,"aria-label":`streaming`})]}),V(`div`,{class:`toolbar`,children:[V(`label`,{children:[V(`input`,{type:`checkbox`,checked:r,onChange:e=>i(e.currentTarget.checked)}),` Follow`]}),V(`input`,{"aria-label":`Search the logs`,placeholder:`search`,value:s,onInput:e=>(c(e.currentTarget.value),u(0)),onKeyDown:e=>{if(e.key===`Enter`&&_.length){let t=(l+(e.shiftKey?_.length-1:1))%_.length;u(t),v(_[t])}}}),s&&V(`span`,{class:`muted`,"data-testid":`log-hits`,children:[_.length,` `,_.length===1?`match`:`matches`]}),V(`form`,{class:`inline`,onSubmit:e=>{e.preventDefault();let t=Number(d);Number.isInteger(t)&&t>0&&v(t)},children:[V(`input`,{"aria-label":`Jump to line`,placeholder:`seq`,inputMode:`numeric`,size:6,value:d,onInput:e=>f(e.currentTarget.value)}),V(`button`,{children:`Go`})]})]})]}),t.dropped>0&&V(`p`,{class:`muted`,children:[t.dropped,` earlier lines are not kept in the browser.`]}),b.length>0&&V(`p`,{class:`error`,children:[`Lines missing: `,b.map(([e,t])=>e===t?e:`${e}–${t}`).join(`, `)]}),V(`pre`,{class:`logs`,ref:h,onScroll:y,tabIndex:0,"aria-label":`log lines`,"data-testid":`logs`,children:[t.lines.map(e=>{let t=s&&e.text.toLowerCase().includes(s.trim().toLowerCase());return V(`div`,{"data-seq":e.seq,class:`line ${e.stream}${t?` hit`:``}${String(e.seq)===x?` selected`:``}`,children:[V(`a`,{class:`seq`,href:`#L${e.seq}`,onClick:t=>(t.preventDefault(),v(e.seq)),tabIndex:-1,children:e.seq}),V(`span`,{class:`text`,children:e.text})]},e.seq)}),t.lines.length===0&&V(`span`,{class:`muted`,children:a?`No log lines.`:`Waiting for log lines…`})]})]})}function As(e){let t=e.filter(e=>e.startedAt&&e.finishedAt).map(e=>({t:Date.parse(e.finishedAt)/1e3,secs:(Date.parse(e.finishedAt)-Date.parse(e.startedAt))/1e3,pass:e.status===`SUCCEEDED`&&e.result?.verdict===`PASS`})).sort((e,t)=>e.t-t.t);return{t:t.map(e=>e.t),pass:t.map(e=>e.pass?e.secs:null),fail:t.map(e=>e.pass?null:e.secs)}}var js={back:[],after:``};function Ms(e,t){return t?{back:[...e.back,e.after],after:t}:e}function Ns(e){return e.back.length===0?e:{back:e.back.slice(0,-1),after:e.back[e.back.length-1]}}function Ps(e){return e.back.length+1}function Fs(e){return e.after?[...e.back,e.after].join(`~`):``}function Is(e){if(!e)return js;let t=e.split(`~`);return{back:t.slice(0,-1),after:t[t.length-1]}}var Ls=[`QUEUED`,`RUNNING`,`SUCCEEDED`,`FAILED`];function Rs(e,t,n){return(!t||e.status===t)&&(!n||e.runtime===n||e.runtime.startsWith(`${n}@`))}function zs(e,t){for(let[n,r]of Object.entries(t))r?e.searchParams.set(n,r):e.searchParams.delete(n);fs(e.pathname+e.search,!0)}function Bs(){let e=ps(),t=e.searchParams.get(`status`)??``,n=e.searchParams.get(`runtime`)??``,r=Is(e.searchParams.get(`page`)),[i,a]=R(``),[o,s]=R(``),c=yt(5e3),l={};t&&(l.status=t),n&&(l.runtimeRef=n);let u=_t(Dt,{first:25,after:r.after||null,where:l});z(()=>lt(Ot,{},{next:({runEvents:e})=>u.set(i=>{let a=i.runs.edges??[],o=a.findIndex(t=>t?.node?.id===e.id);if(o>=0){let t=a.slice();return t[o]={...t[o],node:e},{...i,runs:{...i.runs,edges:t}}}if(r.after||!Rs(e,t,n))return i;let s=[{node:e},...a].slice(0,25);return{...i,runs:{...i.runs,totalCount:i.runs.totalCount+1,edges:s}}})}),[t,n,r.after]);function d(e){e.preventDefault();let t=Zt(i);t?fs(ls(t)):s(`Enter a correlation id like evd-run-42, or a run id.`)}let f=(u.data?.runs.edges??[]).flatMap(e=>e?.node?[e.node]:[]),p=As(f);return V(`section`,{children:[V(`div`,{class:`head`,children:[V(`h1`,{children:[`Runs `,V(`span`,{class:`live`,title:`updates live`,"aria-label":`live`})]}),V(`a`,{class:`button primary`,href:`/submit`,children:`Submit a run`})]}),V(`div`,{class:`toolbar`,children:[V(`label`,{children:[`Status`,` `,V(`select`,{name:`status`,value:t,onChange:t=>zs(e,{status:t.currentTarget.value,page:``}),children:[V(`option`,{value:``,children:`any`}),Ls.map(e=>V(`option`,{value:e,children:e.toLowerCase()}))]})]}),V(`label`,{children:[`Runtime`,` `,V(`input`,{name:`runtime`,placeholder:`name`,value:n,onChange:t=>zs(e,{runtime:t.currentTarget.value.trim(),page:``})})]}),V(`form`,{onSubmit:d,class:`inline`,role:`search`,children:[V(`input`,{name:`search`,"aria-label":`Find a run by correlation id`,placeholder:`evd-run-42`,value:i,onInput:e=>(a(e.currentTarget.value),s(``))}),V(`button`,{children:`Find`})]})]}),o&&V(`p`,{class:`error`,children:o}),V(mt,{error:u.error}),u.loading&&!u.data?V(gt,{}):V(`div`,{class:`scroll`,children:V(`table`,{class:`runs`,"data-testid":`runs`,children:[V(`thead`,{children:V(`tr`,{children:[V(`th`,{children:`Run`}),V(`th`,{children:`Status`}),V(`th`,{children:`Verdict`}),V(`th`,{children:`Runtime`}),V(`th`,{class:`hide-sm`,children:`Harness`}),V(`th`,{class:`hide-sm`,children:`Duration`}),V(`th`,{class:`hide-sm`,children:`Cost`}),V(`th`,{children:`Created`})]})}),V(`tbody`,{children:[f.map(e=>V(`tr`,{"data-status":e.status,children:[V(`td`,{children:V(`a`,{href:ls(e.id),children:e.correlationId})}),V(`td`,{children:V(ft,{status:e.status})}),V(`td`,{children:e.error?V(`span`,{class:`badge v-fail`,children:e.error.class}):V(pt,{verdict:e.result?.verdict})}),V(`td`,{children:[e.runtime,e.runtimeVersion!=null&&V(`span`,{class:`muted`,children:[`@`,e.runtimeVersion]})]}),V(`td`,{class:`hide-sm`,children:e.harnessName}),V(`td`,{class:`hide-sm`,children:Jt(e.startedAt,e.finishedAt,c)}),V(`td`,{class:`hide-sm`,children:Kt(e.costUsd)}),V(`td`,{title:e.createdAt,children:Yt(e.createdAt,c)})]},e.id)),f.length===0&&V(`tr`,{children:V(`td`,{colSpan:8,class:`muted`,children:[`No runs`,t||n?` match these filters`:` yet`,`.`]})})]})]})}),p.t.length>1&&V(`details`,{class:`latency`,open:!0,children:[V(`summary`,{children:`Latency of the settled runs on this page`}),V(ss,{testid:`latency-chart`,title:`Seconds from start to finish`,t:p.t,series:[{label:`pass`,values:p.pass,color:`#059669`,points:!0},{label:`other`,values:p.fail,color:`#dc2626`,points:!0}],height:180})]}),V(`nav`,{class:`pager`,"aria-label":`pages`,children:[V(`button`,{disabled:r.back.length===0,onClick:()=>zs(e,{page:Fs(Ns(r))}),children:`← Newer`}),V(`span`,{class:`muted`,children:[`page `,Ps(r),` · `,u.data?.runs.totalCount??0,` runs`]}),V(`button`,{disabled:!u.data?.runs.pageInfo.hasNextPage,onClick:()=>zs(e,{page:Fs(Ms(r,u.data?.runs.pageInfo.endCursor))}),children:`Older →`})]})]})}function Vs(){let e=Is(ps().searchParams.get(`page`)),t=_t(Pt,{first:25,after:e.after||null}),n=(t.data?.runtimes.edges??[]).flatMap(e=>e?.node?[e.node]:[]),r=e=>fs(e?`/runtimes?page=${encodeURIComponent(e)}`:`/runtimes`,!0);return V(`section`,{children:[V(`h1`,{children:`Runtimes`}),V(mt,{error:t.error}),t.loading&&!t.data?V(gt,{}):V(`div`,{class:`scroll`,children:V(`table`,{"data-testid":`runtimes`,children:[V(`thead`,{children:V(`tr`,{children:[V(`th`,{children:`Name`}),V(`th`,{children:`Kind`}),V(`th`,{children:`Latest`}),V(`th`,{class:`hide-sm`,children:`Capabilities`}),V(`th`,{children:`Tags`})]})}),V(`tbody`,{children:[n.map(e=>V(`tr`,{children:[V(`td`,{children:[V(`a`,{href:us(e.name),children:e.name}),` `,e.shared&&V(`span`,{class:`chip`,children:`shared`})]}),V(`td`,{children:e.kind}),V(`td`,{children:e.latest?`v${e.latest.version}`:V(`span`,{class:`muted`,children:`all archived`})}),V(`td`,{class:`hide-sm`,children:e.latest?.capabilities.map(e=>V(`span`,{class:`chip`,children:e}))}),V(`td`,{children:e.latest?.tags.join(`, `)})]},e.id)),n.length===0&&V(`tr`,{children:V(`td`,{colSpan:5,class:`muted`,children:`No runtimes yet: register one below.`})})]})]})}),(e.back.length>0||t.data?.runtimes.pageInfo.hasNextPage)&&V(`nav`,{class:`pager`,"aria-label":`pages`,children:[V(`button`,{disabled:e.back.length===0,onClick:()=>r(Fs(Ns(e))),children:`← Previous`}),V(`button`,{disabled:!t.data?.runtimes.pageInfo.hasNextPage,onClick:()=>r(Fs(Ms(e,t.data?.runtimes.pageInfo.endCursor))),children:`Next →`})]}),V(Us,{onRegistered:t.reload})]})}function Hs(e){let t=e=>e.trim()===``?void 0:Number(e),n=e=>e.trim()===``?void 0:e.trim(),r=e.capabilities.split(/[\s,]+/).map(e=>e.trim()).filter(Boolean),i={name:e.name.trim(),kind:e.kind,capabilities:r.length?r:void 0};return t(e.maxConcurrent)!=null&&(i.admission={maxConcurrent:t(e.maxConcurrent)}),t(e.costPerHourUsd)!=null&&(i.costPerHourUsd=t(e.costPerHourUsd)),e.kind===`LOCAL`&&(i.local={hardened:e.hardened}),e.kind===`NOMAD`&&(i.nomad={addr:e.addr.trim(),authSecret:n(e.authSecret),driver:n(e.driver)}),e.kind===`K8S`&&(i.k8s={apiServer:n(e.apiServer),namespace:n(e.namespace),kubeconfigSecret:n(e.kubeconfigSecret),runtimeClass:n(e.runtimeClass)}),i}function Us({onRegistered:e}){let[t,n]=R({name:``,kind:`LOCAL`,capabilities:``,maxConcurrent:``,costPerHourUsd:``,hardened:!1,addr:``,authSecret:``,driver:``,apiServer:``,namespace:``,kubeconfigSecret:``,runtimeClass:``}),[r,i]=R(null),[a,o]=R(null),[s,c]=R(``),l=Hs(t);z(()=>{if(!t.name.trim()){i(null);return}let e=!0,n=setTimeout(()=>{et(It,{input:l}).then(t=>e&&(i(t.validateRuntime),o(null))).catch(t=>e&&o(vt(t)))},250);return()=>{e=!1,clearTimeout(n)}},[JSON.stringify(l)]);async function u(t){t.preventDefault(),o(null);try{let t=await et(Lt,{input:l});c(`Registered ${l.name} version ${t.registerRuntime.version}.`),e()}catch(e){o(vt(e))}}let d=e=>t=>{let r=t.currentTarget;c(``);let i=r.type===`checkbox`?r.checked:r.value;n(t=>({...t,[e]:i}))},f=e=>r?.problems.filter(t=>t.field===e||t.field.startsWith(`${e}.`)).map(e=>V(`small`,{class:`error`,children:e.message}));return V(`form`,{class:`stack card`,onSubmit:u,"aria-label":`Register a runtime`,children:[V(`h2`,{children:`Register a runtime`}),V(`p`,{class:`muted`,children:`Registering an existing name makes its next version.`}),V(`div`,{class:`row`,children:[V(H,{label:`Name`,children:[V(`input`,{name:`name`,required:!0,value:t.name,onInput:d(`name`),placeholder:`gpu-pool`}),f(`name`)]}),V(H,{label:`Kind`,children:[V(`select`,{name:`kind`,value:t.kind,onChange:d(`kind`),children:[V(`option`,{children:`LOCAL`}),V(`option`,{children:`NOMAD`}),V(`option`,{children:`K8S`})]}),f(`kind`)]}),V(H,{label:`Max concurrent`,children:[V(`input`,{name:`maxConcurrent`,type:`number`,min:0,value:t.maxConcurrent,onInput:d(`maxConcurrent`),placeholder:`default`}),f(`admission`)]}),V(H,{label:`Cost per hour (USD)`,children:[V(`input`,{name:`costPerHourUsd`,type:`number`,min:0,step:`any`,value:t.costPerHourUsd,onInput:d(`costPerHourUsd`)}),f(`costPerHourUsd`)]})]}),V(H,{label:`Capabilities`,hint:`Space or comma separated, from the capability vocabulary.`,children:[V(`input`,{name:`capabilities`,value:t.capabilities,onInput:d(`capabilities`),placeholder:`browser gpu`}),f(`capabilities`)]}),t.kind===`LOCAL`&&V(`label`,{class:`check`,children:[V(`input`,{type:`checkbox`,name:`hardened`,checked:t.hardened,onChange:d(`hardened`)}),` Hardened (bubblewrap)`]}),t.kind===`NOMAD`&&V(`div`,{class:`row`,children:[V(H,{label:`Address`,children:[V(`input`,{name:`addr`,value:t.addr,onInput:d(`addr`),placeholder:`https://nomad.example:4646`}),f(`nomad.addr`)]}),V(H,{label:`ACL token secret (name)`,children:[V(`input`,{name:`authSecret`,value:t.authSecret,onInput:d(`authSecret`)}),f(`nomad.authSecret`)]}),V(H,{label:`Driver`,children:V(`input`,{name:`driver`,value:t.driver,onInput:d(`driver`),placeholder:`docker`})})]}),t.kind===`K8S`&&V(`div`,{class:`row`,children:[V(H,{label:`API server`,children:V(`input`,{name:`apiServer`,value:t.apiServer,onInput:d(`apiServer`)})}),V(H,{label:`Namespace`,children:V(`input`,{name:`namespace`,value:t.namespace,onInput:d(`namespace`)})}),V(H,{label:`Kubeconfig secret (name)`,children:V(`input`,{name:`kubeconfigSecret`,value:t.kubeconfigSecret,onInput:d(`kubeconfigSecret`)})}),V(H,{label:`RuntimeClass`,children:V(`input`,{name:`runtimeClass`,value:t.runtimeClass,onInput:d(`runtimeClass`),placeholder:`gvisor`})})]}),V(`div`,{role:`status`,"aria-live":`polite`,"data-testid":`validation`,children:r&&(r.valid?V(`p`,{class:`ok`,children:[`Valid. Capabilities:`,` `,r.capabilities.map(e=>V(`span`,{class:`chip`,children:e}))]}):V(`ul`,{class:`error`,children:r.problems.map(e=>V(`li`,{children:[V(`code`,{children:e.field}),` `,e.message]}))}))}),V(`button`,{class:`primary`,disabled:!r?.valid,children:`Register`}),s&&V(`p`,{class:`ok`,children:s}),V(mt,{error:a})]})}function Ws({name:e}){let t=_t(Ft,{name:e}),[n,r]=R(null),[i,a]=R(null),[o,s]=R({});async function c(e){a(null);try{await e(),t.reload()}catch(e){a(vt(e))}}async function l(t){r({ref:t??`latest`,text:`probing…`,ok:!0});try{let n=(await et(Rt,{name:e,ref:t??null})).probeRuntime;r({ref:t??`latest`,ok:n.reachable&&n.authenticated,text:`${n.reachable?`reachable`:`unreachable`}, ${n.authenticated?`authenticated`:`not authenticated`}, ${n.hardened?`hardened`:`not hardened`}${n.message?` — ${n.message}`:``}${n.capabilities.length?`; capabilities: ${n.capabilities.join(`, `)}`:``}`})}catch(e){r(null),a(vt(e))}}if(t.loading&&!t.data)return V(gt,{});let u=t.data?.runtime;return u?V(`section`,{children:[V(`div`,{class:`head`,children:[V(`h1`,{children:[u.name,` `,V(`span`,{class:`chip`,children:u.kind}),` `,u.shared&&V(`span`,{class:`chip`,children:`shared`})]}),V(`button`,{onClick:()=>l(),children:`Probe latest`})]}),n&&V(`p`,{class:n.ok?`ok`:`error`,role:`status`,"data-testid":`probe`,children:[`Probe (`,n.ref,`): `,n.text]}),V(mt,{error:i}),V(`p`,{children:V(`a`,{href:`/runs?runtime=${encodeURIComponent(u.name)}`,children:`Runs on this runtime →`})}),V(`div`,{class:`scroll`,children:V(`table`,{"data-testid":`versions`,children:[V(`thead`,{children:V(`tr`,{children:[V(`th`,{children:`Version`}),V(`th`,{children:`Capabilities`}),V(`th`,{class:`hide-sm`,children:`Admission`}),V(`th`,{class:`hide-sm`,children:`Cost/h`}),V(`th`,{children:`Tags`}),V(`th`,{})]})}),V(`tbody`,{children:[...u.versions].reverse().map(t=>V(`tr`,{class:t.archived?`archived`:``,children:[V(`td`,{children:[`v`,t.version,` `,t.archived&&V(`span`,{class:`chip`,children:`archived`})]}),V(`td`,{children:t.capabilities.map(e=>V(`span`,{class:`chip`,children:e}))}),V(`td`,{class:`hide-sm`,children:[t.spec.admission.maxConcurrent||`default`,` slots`,t.spec.admission.memoryBudgetMb>0&&`, ${t.spec.admission.memoryBudgetMb} MB`,t.spec.admission.cpuBudget>0&&`, ${t.spec.admission.cpuBudget} CPU`]}),V(`td`,{class:`hide-sm`,children:Kt(t.spec.costPerHourUsd)}),V(`td`,{children:V(`form`,{class:`inline`,onSubmit:n=>{n.preventDefault();let r=(o[t.version]??t.tags.join(` `)).split(/[\s,]+/).filter(Boolean);c(()=>et(zt,{name:e,version:t.version,tags:r}))},children:[V(`input`,{"aria-label":`Tags of version ${t.version}`,size:12,value:o[t.version]??t.tags.join(` `),onInput:e=>s({...o,[t.version]:e.currentTarget.value})}),V(`button`,{children:`Set`})]})}),V(`td`,{class:`actions`,children:[V(`button`,{onClick:()=>l(String(t.version)),children:`Probe`}),!t.archived&&V(`button`,{class:`danger`,onClick:()=>c(()=>et(Bt,{name:e,version:t.version})),children:`Archive`})]})]},t.id))})]})})]}):V(`section`,{children:[V(`h1`,{children:[`Runtime `,e]}),V(mt,{error:t.error}),!t.error&&V(`p`,{class:`muted`,children:`No runtime by this name is visible to your tenant.`})]})}function Gs(){let e=xt();return e?V(`section`,{children:[V(`h1`,{children:`Scorecards`}),e.fields?.has(`Query.scorecard`)||e.fields?.has(`Query.scorecards`)?V(`p`,{class:`muted`,"data-testid":`api-only`,children:[`This server has scorecards; this build of the web app does not show them yet — use the API, GraphiQL or`,` `,V(`code`,{children:`everdict scorecard run`}),`.`]}):V(ht,{what:`Scorecards (a live aggregate over many runs, pass rates, compare-two)`})]}):null}function Ks({onSignedIn:e}){let[t,n]=R(Xe()),[r,i]=R(null),[a,o]=R(!1),s=new URL(location.href).searchParams.get(`next`)||`/runs`;async function c(n){n.preventDefault(),o(!0),Ze(t.trim()),St();try{await et(Et,{}),e(),fs(s.startsWith(`/`)&&!s.startsWith(`//`)?s:`/runs`)}catch(e){Ze(``),i(vt(e))}finally{o(!1)}}return V(`section`,{class:`narrow`,children:[V(`h1`,{children:`Sign in`}),V(`p`,{class:`muted`,children:[`Paste an API token. It stays in this browser (localStorage) and goes with every request. Make one with`,` `,V(`code`,{children:`everdict token create --tenant acme --role admin`}),`.`]}),V(`form`,{onSubmit:c,class:`stack`,children:[V(H,{label:`API token`,children:V(`input`,{name:`token`,type:`password`,autocomplete:`off`,placeholder:`evd_…`,required:!0,value:t,onInput:e=>n(e.currentTarget.value),autofocus:!0})}),V(`button`,{class:`primary`,disabled:a,children:`Sign in`}),V(mt,{error:r})]})]})}function qs(e){let t=[],n=[];return e.split(`
`).forEach((e,r)=>{let i=e.trim();if(!i||i.startsWith(`#`))return;let a=i.indexOf(`=`),o=(a<0?i:i.slice(0,a)).trim();if(!/^[A-Za-z_][A-Za-z0-9_]*$/.test(o)){n.push(`line ${r+1}: "${o}" is not a variable name`);return}if(a<0){n.push(`line ${r+1}: want NAME=value or NAME=@secret`);return}let s=i.slice(a+1);s.startsWith(`@`)&&s.length>1?t.push({name:o,secretRef:s.slice(1)}):t.push({name:o,value:s})}),{vars:t,problems:n}}function Js(){let e=_t(Pt,{first:100,after:null}),t=xt(),n=(e.data?.runtimes.edges??[]).flatMap(e=>e?.node?[e.node.name]:[]),[r,i]=R({runtime:``,task:`Write 42 to answer.txt`,harness:`web`,command:`echo solving; echo 42 > answer.txt`,test:`grep -q 42 answer.txt`,env:``,timeout:`60`,priority:`INTERACTIVE`}),[a,o]=R(null),[s,c]=R(!1),l=qs(r.env);z(()=>{n.length&&i(e=>e.runtime?e:{...e,runtime:n[0]})},[n[0]]);let u=r.runtime,d=e=>t=>{let n=t.currentTarget.value;i(t=>({...t,[e]:n}))};async function f(e){if(e.preventDefault(),l.problems.length)return;c(!0),o(null);let t={runtime:u,priority:r.priority,trigger:`web`,harness:{name:r.harness||`web`,command:Qt(r.command),env:l.vars},case:{task:r.task,timeoutSec:Number(r.timeout)||void 0,graders:r.test.trim()?[{kind:`TESTS_PASS`,command:Qt(r.test)}]:void 0}};try{fs(ls((await et(Nt,{input:t})).submitRun.id))}catch(e){o(vt(e))}finally{c(!1)}}let p=t?.fields?.has(`Mutation.submitScorecard`);return V(`section`,{class:`narrow`,children:[V(`h1`,{children:`Submit a run`}),V(`form`,{onSubmit:f,class:`stack`,"aria-label":`Submit a run`,children:[V(H,{label:`Runtime`,children:[V(`input`,{name:`runtime`,list:`runtime-names`,required:!0,value:u,onInput:d(`runtime`),placeholder:`name, name@3 or name@tag`}),V(`datalist`,{id:`runtime-names`,children:n.map(e=>V(`option`,{value:e}))})]}),V(H,{label:`Task`,children:V(`textarea`,{name:`task`,rows:3,required:!0,value:r.task,onInput:d(`task`)})}),V(`div`,{class:`row`,children:[V(H,{label:`Harness name`,children:V(`input`,{name:`harness`,value:r.harness,onInput:d(`harness`)})}),V(H,{label:`Priority`,children:V(`select`,{name:`priority`,value:r.priority,onChange:d(`priority`),children:[V(`option`,{value:`INTERACTIVE`,children:`interactive`}),V(`option`,{value:`BATCH`,children:`batch`})]})}),V(H,{label:`Timeout (s)`,children:V(`input`,{name:`timeout`,type:`number`,min:1,value:r.timeout,onInput:d(`timeout`)})})]}),V(H,{label:`Harness command (sh -c)`,children:V(`input`,{name:`command`,required:!0,value:r.command,onInput:d(`command`)})}),V(H,{label:`Test command (sh -c; exit 0 passes; empty: no TESTS_PASS grader)`,children:V(`input`,{name:`test`,value:r.test,onInput:d(`test`)})}),V(H,{label:`Environment`,hint:`One a line: NAME=value, or NAME=@secret to use a tenant secret (its value never leaves the server).`,children:V(`textarea`,{name:`env`,rows:2,value:r.env,onInput:d(`env`),placeholder:`MODEL=small
API_KEY=@openai`})}),l.problems.map(e=>V(`p`,{class:`error`,children:e})),V(`button`,{class:`primary`,disabled:s||l.problems.length>0,children:`Submit`}),V(mt,{error:a})]}),V(`h2`,{children:`Scorecard from JSONL`}),p?V(`p`,{class:`muted`,children:`This server accepts scorecards; this build of the web app does not submit them yet — use the API.`}):V(ht,{what:`Scorecards (many cases from a JSONL upload)`})]})}var Ys=[[`/runs`,`Runs`,[`runs`,`run`]],[`/submit`,`Submit`,[`submit`]],[`/runtimes`,`Runtimes`,[`runtimes`,`runtime`]],[`/queue`,`Queue`,[`queue`]],[`/scorecards`,`Scorecards`,[`scorecards`]],[`/admin`,`Admin`,[`admin`]]];function Xs(e){switch(e.page){case`run`:return`Run ${e.id}`;case`runtime`:return`Runtime ${e.name}`;case`notfound`:return`Not found`;case`signin`:return`Sign in`}return e.page[0].toUpperCase()+e.page.slice(1)}function Zs(){let e=ps(),t=cs(e.pathname),[n,r]=R(null),[i,a]=R(null),[o,s]=R(0),[c,l]=R(`closed`);z(()=>ot(l),[]),z(()=>{Xe()?et(Et,{}).then(e=>(r(e.viewer),a(null))).catch(e=>{let t=vt(e);t.code===`UNAUTHENTICATED`&&Ze(``),a(t),r(null)}):r(null)},[o]),z(()=>{document.title=`${Xs(t)} · Everdict`},[e.pathname]);let u=!!Xe();z(()=>{!u&&t.page!==`signin`&&fs(`/signin?next=${encodeURIComponent(e.pathname+e.search)}`,!0)},[u,t.page]);let d;if(t.page===`signin`)d=V(Ks,{onSignedIn:()=>s(e=>e+1)});else if(!u)d=null;else if(!n)d=i?V(mt,{error:i}):V(gt,{});else switch(t.page){case`runs`:d=V(Bs,{});break;case`run`:d=V(Os,{id:t.id},t.id);break;case`submit`:d=V(Js,{});break;case`runtimes`:d=V(Vs,{});break;case`runtime`:d=V(Ws,{name:t.name},t.name);break;case`queue`:d=V(xs,{});break;case`scorecards`:d=V(Gs,{});break;case`admin`:d=V(K,{viewer:n});break;default:d=V(`section`,{children:[V(`h1`,{children:`Not found`}),V(`p`,{children:[`No page at `,V(`code`,{children:e.pathname}),`. `,V(`a`,{href:`/runs`,children:`Go to runs`}),`.`]})]})}return V(y,{children:[V(`a`,{class:`skip`,href:`#main`,onClick:e=>{e.preventDefault(),document.getElementById(`main`)?.focus()},children:`Skip to content`}),V(`header`,{class:`top`,children:[V(`a`,{class:`brand`,href:`/runs`,children:`Everdict`}),V(`nav`,{"aria-label":`main`,children:[Ys.map(([e,n,r])=>V(`a`,{href:e,"aria-current":r.includes(t.page)?`page`:void 0,children:n})),V(`a`,{href:`/graphiql`,children:`GraphiQL`})]}),V(`div`,{class:`who`,children:[u&&V(`span`,{class:`sock sock-${c}`,title:`live updates: ${c}`,"aria-label":`live updates ${c}`}),n&&V(`span`,{class:`muted`,"data-testid":`viewer`,children:[n.subject,` · `,n.tenant.slug,` · `,n.role.toLowerCase()]}),u?V(`button`,{class:`link`,onClick:()=>{Ze(``),r(null),fs(`/signin`)},children:`Sign out`}):t.page!==`signin`&&V(`a`,{href:`/signin`,children:`Sign in`})]})]}),V(`main`,{id:`main`,tabIndex:-1,children:d})]})}var Qs=document.getElementById(`app`);ms(document.body),P(V(Zs,{}),Qs);