var e,t,n,r,i,a,o,s,c,l,u=Symbol.for(`pv`),d={},f=[],p=/^m(i|n|o|s|text|space)$/,m=Array.isArray,h=f.slice,g=Object.assign;function _(e){e&&e.parentNode&&e.remove()}function v(n,r,i,a,o){var s={type:n,props:r,key:i,ref:a,__k:null,__:null,__b:0,__e:null,__c:null,constructor:u,__v:o||++t,__i:-1,__u:0};return!o&&e.vnode&&e.vnode(s),s}function y(e){return e.children}function b(e,t){this.props=e,this.context=t,this.__g=0}function x(e,t){if(t==null)return e.__&&x(e.__,e.__i+1);for(var n;t<e.__k.length;t++)if((n=e.__k[t])&&n.__e)return n.__e;return typeof e.type!=`function`||e.props.__P?null:x(e)}function S(t){var n,r=t.__v,i=r.__e,a=[],o=[],s=t.__P;s&&((n=g({constructor:u},r)).__v=r.__v+1,e.vnode&&e.vnode(n),ne(s,n,r,t.__n,s.namespaceURI,32&r.__u?[i]:null,a,i||x(r),32&r.__u,o),n.__v=r.__v,n.__.__k[n.__i]=n,ae(a,n,o),r.__=r.__e=null,n.__e!=i&&C(n))}function C(e){if((e=e.__)&&e.__c&&!e.props.__P)return e.__e=null,e.__k.some(function(t){return t&&(e.__e=t.__e)}),C(e)}function w(t){(8&t.__g||(t.__g|=8,n.push(t),i++))&&r==e.debounceRendering||((r=e.debounceRendering)||queueMicrotask)(T)}function T(){try{for(var e,t=1;n.length;)n.length>t&&n.sort(a),e=n.shift(),t=n.length,8&e.__g&&S(e)}finally{(i=n.length)&&(r||queueMicrotask)(T)}}function E(e,t,n,r,i,a,o,s,c,l,u){var p,m,h,g,_,v,y=r.__k||f,b=t.length;for(c=D(n,t,y,c,b),p=0;p<b;p++)(h=n.__k[p])!=null&&(m=~h.__i&&y[h.__i]||d,h.__i=p,v=ne(e,h,m,i,a,o,s,c,l,u),g=h.__e,(m.ref!=h.ref||8&m.__u)&&(m.ref&&j(m.ref,null,h,m),h.ref&&u.push(h.ref,h.__c||g,h)),_||=g,4&h.__u?(c=O(h,c,e,!m.__v),m.__e&&(m.__e=null)):typeof h.type==`function`&&v!==void 0?c=v:g&&(c=g.nextSibling),h.__u&=-21);return n.__e=_,c}function D(e,t,n,r,i){var a,o,s,c,l,d,f,p,h,g=n.length,_=g,b=0,S=0,C=e.__k=Array(i);for(a=0;a<i;a++)(o=t[a])!=null&&typeof o!=`boolean`&&typeof o!=`function`?(typeof o!=`object`||o.constructor===String?o=C[a]=v(null,o):m(o)?o=C[a]=v(y,{children:o}):o.constructor===u&&o.__b?o=C[a]=v(o.type,o.props,o.key,o.ref,o.__v):C[a]=o,c=a+b,o.__=e,o.__b=e.__b+1,s=null,~(l=o.__i=k(o,n,c,_))&&(_--,(s=n[l])&&(s.__u|=2)),s&&s.__v?(o.__u|=16,l==c-1?b--:l==c+1?b++:l!=c&&(l>c?b--:b++,S=1)):(~l||(i>g?b--:i<g&&b++),typeof o.type!=`function`&&(o.__u|=4))):C[a]=null;if(S){for(d=[],f=[],a=0;a<i;a++)if((o=C[a])&&16&o.__u){for(b=0,p=d.length;b<p;)d[h=b+p>>1]<o.__i?b=h+1:p=h;d[b]=o.__i,f[a]=b+1}for(b=d.length;a--;)f[a]&&(f[a]==b?b--:C[a].__u|=4)}if(_)for(a=0;a<g;a++)!(s=n[a])||2&s.__u||(s.__e==r&&(r=x(s)),M(s,s));return r}function O(e,t,n,r){var i,a,o,s;if(typeof e.type==`function`){if(e.props.__P)return t;if(i=e.__k)for(a=0;a<i.length;a++)i[a]&&(i[a].__=e,t=O(i[a],t,n,!1));return t}for(t&&!t.parentNode&&(t=x(e))&&!t.parentNode&&(t=null),o=e.__e,s=t;s&&s.nodeType==8;)s=s.nextSibling;for(o!=s&&(!r&&n.moveBefore&&o.parentNode?n.moveBefore(o,t):n.insertBefore(o,t||null)),t=o;(t&&=t.nextSibling)&&t.nodeType==8&&!t.data.startsWith(`$s`););return t}function k(e,t,n,r){var i,a=e.key,o=e.type,s=t[n],c=s&&!(2&s.__u);if(s===null&&a==null||c&&a==s.key&&o==s.type)return n;if(r>+!!c){for(i=n-1;i>=0;i--)if((s=t[i])&&!(2&s.__u)&&a==s.key&&o==s.type)return i;for(i=n+1;i<t.length;i++)if((s=t[i])&&!(2&s.__u)&&a==s.key&&o==s.type)return i}return-1}function ee(e,t,n){n??=``,t[0]==`-`?e.setProperty(t,n):e[t]=n}function A(e,t,n,r,i){var a,o;if(t==`style`){if(typeof n==`string`)e.style.cssText=n;else{if(typeof r==`string`&&(e.style.cssText=r=``),r)for(t in r)n&&t in n||ee(e.style,t);if(n)for(t in n)r&&n[t]==r[t]||ee(e.style,t,n[t])}}else if(t[0]==`o`&&t[1]==`n`)typeof n!=`function`&&(n=null),typeof r!=`function`&&(r=null),(e.__e||={})[t]=n,n&&r||(o=l[t]||(l[t]=te(t)),(e.__a||={})[t]=c,a=t!=(t=t.replace(s,`$1`)),(t=t.slice(2))[0]<`a`&&(t=t.toLowerCase()),n?e.addEventListener(t,o,a):e.removeEventListener(t,o,a));else{if(i==`http://www.w3.org/2000/svg`)t=t.replace(/xlink(H|:h)/,`h`).replace(/sName$/,`s`);else if(t!=`width`&&t!=`height`&&t!=`href`&&t!=`list`&&t!=`form`&&t!=`tabIndex`&&t!=`download`&&t!=`rowSpan`&&t!=`colSpan`&&t!=`role`&&t!=`popover`&&t in e)try{e[t]=n??``;return}catch{}if(typeof n==`function`)return;n==null||!1===n&&t[4]!=`-`?e.removeAttribute(t):e.setAttribute(t,t==`popover`&&n==1?``:n)}}function te(t){return function(n){var r=this.__e;if(r){if(r=r[t],n[o]==null)n[o]=c++;else if(n[o]<this.__a[t])return;return r(e.event?e.event(n):n)}}}function ne(t,n,r,i,a,o,s,c,l,d){var p,h,v,S,C,w,T,D,O,k,ee,A,te,ne,ae,j,N,P,F=n.type;if(n.constructor!==u)return null;128&r.__u&&(l=32&r.__u,p=r.__c.__z)&&(n.__u|=l,h=o=[],p.nodeType==8?c=re(p,o):o.push(p),c=o[0]||c),(p=e.__b)&&p(n);n:if(typeof F==`function`){v=s.length;try{if(D=n.props,O=(p=F.prototype)&&p.render,k=(p=F.contextType)&&i[p.__c],ee=p?k?k.props.value:p.__:i,(S=r.__c)?(n.__c=S,2&S.__g&&(S.__g|=1)):(O?n.__c=S=new F(D,ee):(n.__c=S=new b(D,ee),S.constructor=F,S.render=se),k&&k.sub(S),S.state||(S.state={}),S.__n=i,S.__g|=8,S.__h=[],S.__k=[]),O&&(S.__s||(S.__s=S.state),F.getDerivedStateFromProps&&(S.__s==S.state&&(S.__s=g({},S.__s)),g(S.__s,F.getDerivedStateFromProps(D,S.__s)))),C=S.props,w=S.state,S.__v=n,r.__c){if(D!==C&&O&&!F.getDerivedStateFromProps&&S.componentWillReceiveProps&&S.componentWillReceiveProps(D,ee),n.__v==r.__v&&!(8&S.__g)||!(4&S.__g)&&S.shouldComponentUpdate&&!1===S.shouldComponentUpdate(D,S.__s,ee)){n.__v!=r.__v&&(S.props=D,S.state=S.__s,S.__g&=-9),n.__e=r.__e,n.__k=r.__k,n.__k.some(function(e){e&&(e.__=n)}),f.push.apply(S.__h,S.__k),S.__k=[],S.__h.length&&s.push(S),c=x(r);break n}S.componentWillUpdate&&S.componentWillUpdate(D,S.__s,ee),O&&S.componentDidUpdate&&S.__h.push(function(){S.componentDidUpdate(C,w,T)})}else O&&!F.getDerivedStateFromProps&&S.componentWillMount&&S.componentWillMount(),O&&S.componentDidMount&&S.__h.push(S.componentDidMount);S.context=ee,S.props=D,S.__P=t,S.__g&=-5,A=e.__r,te=O?25:0;do S.__g&=-9,A&&A(n),p=S.render(S.props,S.state=S.__s,S.context);while(8&S.__g&&++te<25);O&&(f.push.apply(S.__h,S.__k),S.__k=[]),S.state=S.__s,S.getChildContext&&(i=g({},i,S.getChildContext())),O&&r.__c&&S.getSnapshotBeforeUpdate&&(T=S.getSnapshotBeforeUpdate(C,w)),ne=p&&p.type===y&&p.key==null?p.props.children:p,D.__P&&(p=c,a=(t=D.__P).namespaceURI,l=o=null,r.props&&r.props.__P!=t&&(r.__k.some(function(e){e&&M(e,e)}),r.__k=null),c=r.__k?x(r,0):null),c=E(t,m(ne)?ne:[ne],n,r,i,a,o,s,c,l,d),D.__P&&(n.__e=null,c=p),n.__u&=-161,h&&h.some(_),S.__h.length&&s.push(S),1&S.__g&&(S.__g&=-4)}catch(t){if(s.length=v,n.__v=null,l||o){if(t&&t.then){if(n.__u|=128|l,o){for(~(N=o.indexOf(c||void 0))||(N=o.length);(P=o[N-1])&&P.nodeType==8;)N--;for(;N<o.length;N++)if(P=o[N]){if(o[N]=null,ae){if(P==j)break}else{if(P.nodeType!=8)break;P.data.startsWith(`$s`)&&(j=re(ae=P))}}}if(!ae){for(;c&&c.nodeType==8&&c.nextSibling;)c=c.nextSibling;ae=c}(p=re(ae=n.__c.__z||(n.__c.__z=ae)))?(n.__e=ae,c=p):n.__e=c,c&&=c.nextSibling}else o&&o.some(_)}else n.__e=r.__e;n.__k||=r.__k||[],t&&t.then||ie(n),e.__e(t,n,r)}}else c=n.__e=oe(r.__e,n,r,i,a,o,s,l,d,t);return(p=e.diffed)&&p(n),c}function re(e,t){if(e&&e.nodeType==8&&e.data.startsWith(`$s`))for(var n=1;e=e.nextSibling;){if(e.nodeType==8){if(e.data.startsWith(`$s`))n++;else if(e.data.startsWith(`/$s`)&&!--n)return e}t&&t.push(e)}}function ie(e){e&&(e.__c&&(e.__c.__g|=4),e.__k&&e.__k.some(ie))}function ae(t,n,r){for(var i=0;i<r.length;)j(r[i++],r[i++],r[i++]);e.__c&&e.__c(n,t),t.some(function(n){try{t=n.__h,n.__h=[],t.some(function(e){e.call(n)})}catch(t){e.__e(t,n.__v)}})}function oe(t,n,r,i,a,o,s,c,l,u){var f,g,v,y,b,S,C,w,T=r.props||d,D=n.props,O=n.type;if(O==`svg`?a=`http://www.w3.org/2000/svg`:O==`math`?a=`http://www.w3.org/1998/Math/MathML`:a||=`http://www.w3.org/1999/xhtml`,o){for(f=0;f<o.length;f++)if((b=o[f])&&(O?b.localName==O:b.nodeType==3)){t=b,o[f]=null;break}}if(!t){if(w=u.ownerDocument||document,!O)return w.createTextNode(D);t=w.createElementNS(a,O,D.is?D:u),c&&=(e.__m&&e.__m(n,o),!1),o=null}if(O){if(u=O==`template`&&t.content||t,o=O==`textarea`&&D.defaultValue!=null?null:o&&h.call(u.childNodes),!c&&o)for(T={},f=0;f<t.attributes.length;f++)T[(b=t.attributes[f]).name]=b.value;for(f in T)b=T[f],f==`dangerouslySetInnerHTML`?v=b:f==`children`||f in D||f==`value`&&`defaultValue`in D||f==`checked`&&`defaultChecked`in D||A(t,f,null,b,a);for(f in D)b=D[f],f==`children`?y=b:f==`dangerouslySetInnerHTML`?g=b:f==`value`?S=b:f==`checked`?C=b:c&&typeof b!=`function`||T[f]===b||A(t,f,b,T[f],a);g?(c||v&&(g.__html==v.__html||g.__html==t.innerHTML)||(t.innerHTML=g.__html),n.__k=[]):(v&&(t.textContent=``),(O==`foreignObject`||a==`http://www.w3.org/1998/Math/MathML`&&p.test(O))&&(a=`http://www.w3.org/1999/xhtml`),E(u,m(y)?y:[y],n,r,i,a,o,s,o?o[0]:r.__k&&x(r,0),c,l),o&&o.some(_)),c&&O!=`textarea`||(f=`value`,O==`progress`&&S==null?t.removeAttribute(f):S==null||S===t[f]&&(O!=`progress`||S)||A(t,f,S,T[f],a),f=`checked`,C!=null&&C!=t[f]&&A(t,f,C,T[f],a))}else T===D||c&&t.data==D||(t.data=D);return t}function j(t,n,r,i){try{typeof t==`function`?n?n.__x=t(n)||1:(i&&=i.__c||i.__e)&&(n=i.__x)&&(i.__x=null,typeof n==`function`?n():t(null)):t.current=n}catch(t){e.__e(t,r)}}function M(t,n,r){var i,a,o,s;if(e.unmount&&e.unmount(t),!(i=t.ref)||i.current&&i.current!=t.__e||j(i,null,n,t),i=t.__c){if(i.componentWillUnmount)try{i.componentWillUnmount()}catch(t){e.__e(t,n)}i.__P=i.__n=null}if(i=t.__k)for(s=0;s<i.length;s++)i[s]&&M(i[s],n,typeof t.type!=`function`||r&&!t.props.__P);!r&&(i=t.__c)&&(i=i.__z)&&(a=re(i,o=[]))&&(i==t.__e&&o.some(_),_(a),_(i)),r||_(t.__e),t.__e=t.__c=t.__=null}function se(e,t,n){return this.constructor(e,n)}function N(t,n){var r,i,a,o;e.__&&e.__(t,n),n.nodeType==9&&(n=n.documentElement),i=(r=t&&32&t.__u)?null:n.__k,n.__k=v(y,{children:[t]}),a=[],o=[],ne(n,n.__k,i||d,d,n.namespaceURI,i?null:n.firstChild?h.call(n.childNodes):null,a,i?i.__e:n.firstChild,r,o),ae(a,n.__k,o),n.__k.props.children=null}e={__e:function(e,t,n,r){for(var a,o,s;t=t.__;)if((a=t.__c)&&!(1&a.__g)){a.__g|=4;try{if((s=(o=a.constructor)&&o.getDerivedStateFromError)&&a.setState(o.getDerivedStateFromError(e)),a.componentDidCatch&&(a.componentDidCatch(e,r||{}),s=1),s&&8&a.__g)return void(a.__g|=2)}catch(t){e=t}}throw i=0,e}},t=0,b.prototype.setState=function(e,t){var n=this.__s;n&&n!=this.state||(n=this.__s=g({},this.state)),typeof e==`function`&&(e=e(g({},n),this.props)),e&&(g(n,e),this.__v&&(t&&this.__k.push(t),w(this)))},b.prototype.forceUpdate=function(e){this.__v&&(this.__g|=4,e&&this.__h.push(e),w(this))},b.prototype.render=y,n=[],i=0,a=function(e,t){return e.__v.__b-t.__v.__b},o=Symbol(),s=/(PointerCapture)$|Capture$/i,c=0,l={};var P,F,ce,le,ue=Object.is,de=0,fe=[],pe=[],I=e,me=I.__b,he=I.__r,ge=I.diffed,_e=I.__c,ve=I.unmount,ye=I.__;function be(e,t){I.__h&&I.__h(F,e,de||t),de=0;var n=F.__H||(F.__H={__:[],__h:[]});return e>=n.__.length&&n.__.push({}),n.__[e]}function L(e){return de=1,xe(Me,e)}function xe(e,t,n){var r=be(P++,2);if(r.t=e,!r.__c&&(r.__=[n?n(t):Me(void 0,t),function(e){var t=(r.__N||r.__)[0],n=r.t(t,e);ue(t,n)||(r.__N=[n,r.__[1]],r.__c.setState({}))}],r.__c=F,!F.__f)){F.__f=!0;var i=F.shouldComponentUpdate;F.shouldComponentUpdate=function(e,t,n){var r=this.__H;if(!r)return!0;var a=!1,o=this.props!=e;if(r.__.some(function(e){e.__N&&(a=!0,ue(e.__[0],e.__N[0])||(o=!0))}),i){var s=i.call(this,e,t,n);return a?s||o:s}return!a||o}}return r.__}function R(e,t){var n=be(P++,3);!I.__s&&je(n.__H,t)&&(n.__P=!0,n.__=e,n.u=t,F.__H.__h.push(n))}function z(e,t){var n=be(P++,4);!I.__s&&je(n.__H,t)&&(n.__P=!1,n.__=e,n.u=t,F.__h.push(n))}function Se(e){return de=5,Ce(function(){return{current:e}},[])}function Ce(e,t){var n=be(P++,7);return je(n.__H,t)&&(n.__=e(),n.__H=t),n.__}function we(e,t){return de=8,Ce(function(){return e},t)}function Te(){var e;do{for(;e=pe.shift();)try{ke(e)}catch(t){I.__e(t,{__:(e=e.__P)&&e.__v})}for(;e=fe.shift();){var t=e.__H;if(e.__P&&t)try{t.__h.some(ke),t.__h.some(Ae),t.__h=[]}catch(n){t.__h=[],I.__e(n,e.__v)}}}while(pe.length)}I.__b=function(e){F=null,me&&me(e)},I.__=function(e,t){e&&t.__k&&t.__k.__m&&(e.__m=t.__k.__m),ye&&ye(e,t)},I.__r=function(e){he&&he(e),P=0;var t=(F=e.__c).__H;t&&(ce==F?F.__h=[]:(t.__h.some(ke),t.__h.some(Ae),P=0),t.__h=[],t.__.some(function(e){e.__N&&(e.__=e.__N),e.u=e.__N=void 0})),ce=F},I.diffed=function(e){ge&&ge(e);var t=e.__c;t&&t.__H&&(t.__H.__h.length&&Oe(fe.push(t)),t.__H.__.some(function(e){e.u&&(e.__H=e.u)})),ce=F=null},I.__c=function(e,t){t.some(function(e){try{e.__h.some(ke),e.__h=e.__h.filter(function(e){return!e.__||Ae(e)})}catch(t){e.__h=[function(){throw t}]}}),_e&&_e(e,t)},I.unmount=function(e){ve&&ve(e);var t,n,r=e.__c;r&&r.__H&&(r.__H.__.some(function(r){try{if(r.__P&&r.__c){if(n===void 0){for(n=e.__;n&&(!n.__c||!n.__c.__P);)n=n.__;n&&=n.__c}r.__P=n,Oe(pe.push(r))}else ke(r)}catch(e){t=e}}),r.__H=void 0,t&&I.__e(t,r.__v))};var Ee=typeof requestAnimationFrame==`function`;function De(e){var t,n=function(){clearTimeout(r),Ee&&cancelAnimationFrame(t),setTimeout(e)},r=setTimeout(n,35);Ee&&(t=requestAnimationFrame(n))}function Oe(e){e!=1&&le==I.requestAnimationFrame||((le=I.requestAnimationFrame)||De)(Te)}function ke(e){var t=F,n=e.__c;typeof n==`function`&&(e.__c=void 0,n()),F=t}function Ae(e){var t=F;e.__c=e.__(),F=t}function je(e,t){return!e||e.length!=t.length||t.some(function(t,n){return!ue(t,e[n])})}function Me(e,t){return typeof t==`function`?t(e):t}function Ne(e){return e===null?`null`:Array.isArray(e)?`array`:typeof e}function Pe(e){return Ne(e)===`object`}function Fe(e){return Array.isArray(e)&&e.length>0&&e.every(e=>`message`in e)}function Ie(e,t){return e.length<124?e:t}var Le=`graphql-transport-ws`,Re;(function(e){e[e.InternalServerError=4500]=`InternalServerError`,e[e.InternalClientError=4005]=`InternalClientError`,e[e.BadRequest=4400]=`BadRequest`,e[e.BadResponse=4004]=`BadResponse`,e[e.Unauthorized=4401]=`Unauthorized`,e[e.Forbidden=4403]=`Forbidden`,e[e.SubprotocolNotAcceptable=4406]=`SubprotocolNotAcceptable`,e[e.ConnectionInitialisationTimeout=4408]=`ConnectionInitialisationTimeout`,e[e.ConnectionAcknowledgementTimeout=4504]=`ConnectionAcknowledgementTimeout`,e[e.SubscriberAlreadyExists=4409]=`SubscriberAlreadyExists`,e[e.TooManyInitialisationRequests=4429]=`TooManyInitialisationRequests`})(Re||={});var ze;(function(e){e.ConnectionInit=`connection_init`,e.ConnectionAck=`connection_ack`,e.Ping=`ping`,e.Pong=`pong`,e.Subscribe=`subscribe`,e.Next=`next`,e.Error=`error`,e.Complete=`complete`})(ze||={});function Be(e){if(!Pe(e))throw Error(`Message is expected to be an object, but got ${Ne(e)}`);if(!e.type)throw Error(`Message is missing the 'type' property`);if(typeof e.type!=`string`)throw Error(`Message is expects the 'type' property to be a string, but got ${Ne(e.type)}`);switch(e.type){case ze.ConnectionInit:case ze.ConnectionAck:case ze.Ping:case ze.Pong:if(e.payload!=null&&!Pe(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an object or nullish or missing, but got "${e.payload}"`);break;case ze.Subscribe:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${Ne(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);if(!Pe(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an object, but got ${Ne(e.payload)}`);if(typeof e.payload.query!=`string`)throw Error(`"${e.type}" message payload expects the 'query' property to be a string, but got ${Ne(e.payload.query)}`);if(e.payload.variables!=null&&!Pe(e.payload.variables))throw Error(`"${e.type}" message payload expects the 'variables' property to be a an object or nullish or missing, but got ${Ne(e.payload.variables)}`);if(e.payload.operationName!=null&&Ne(e.payload.operationName)!==`string`)throw Error(`"${e.type}" message payload expects the 'operationName' property to be a string or nullish or missing, but got ${Ne(e.payload.operationName)}`);if(e.payload.extensions!=null&&!Pe(e.payload.extensions))throw Error(`"${e.type}" message payload expects the 'extensions' property to be a an object or nullish or missing, but got ${Ne(e.payload.extensions)}`);break;case ze.Next:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${Ne(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);if(!Pe(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an object, but got ${Ne(e.payload)}`);break;case ze.Error:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${Ne(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);if(!Fe(e.payload))throw Error(`"${e.type}" message expects the 'payload' property to be an array of GraphQL errors, but got ${JSON.stringify(e.payload)}`);break;case ze.Complete:if(typeof e.id!=`string`)throw Error(`"${e.type}" message expects the 'id' property to be a string, but got ${Ne(e.id)}`);if(!e.id)throw Error(`"${e.type}" message requires a non-empty 'id' property`);break;default:throw Error(`Invalid message 'type' property "${e.type}"`)}return e}function Ve(e,t){return Be(typeof e==`string`?JSON.parse(e,t):e)}function He(e,t){return Be(e),JSON.stringify(e,t)}var Ue=function(e){return this instanceof Ue?(this.v=e,this):new Ue(e)},We=function(e,t,n){if(!Symbol.asyncIterator)throw TypeError(`Symbol.asyncIterator is not defined.`);var r=n.apply(e,t||[]),i,a=[];return i=Object.create((typeof AsyncIterator==`function`?AsyncIterator:Object).prototype),s(`next`),s(`throw`),s(`return`,o),i[Symbol.asyncIterator]=function(){return this},i;function o(e){return function(t){return Promise.resolve(t).then(e,d)}}function s(e,t){r[e]&&(i[e]=function(t){return new Promise(function(n,r){a.push([e,t,n,r])>1||c(e,t)})},t&&(i[e]=t(i[e])))}function c(e,t){try{l(r[e](t))}catch(e){f(a[0][3],e)}}function l(e){e.value instanceof Ue?Promise.resolve(e.value.v).then(u,d):f(a[0][2],e)}function u(e){c(`next`,e)}function d(e){c(`throw`,e)}function f(e,t){e(t),a.shift(),a.length&&c(a[0][0],a[0][1])}};function Ge(e){let{url:t,connectionParams:n,lazy:r=!0,onNonLazyError:i=console.error,lazyCloseTimeout:a=0,keepAlive:o=0,disablePong:s,connectionAckWaitTimeout:c=0,retryAttempts:l=5,retryWait:u=async function(e){let t=1e3;for(let n=0;n<e;n++)t*=2;await new Promise(e=>setTimeout(e,t+Math.floor(Math.random()*2700+300)))},shouldRetry:d=qe,isFatalConnectionProblem:f,on:p,webSocketImpl:m,generateID:h=function(){return`xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx`.replace(/[xy]/g,e=>{let t=Math.random()*16|0;return(e==`x`?t:t&3|8).toString(16)})},jsonMessageReplacer:g,jsonMessageReviver:_}=e,v;if(m){if(!Ye(m))throw Error(`Invalid WebSocket implementation provided`);v=m}else typeof WebSocket<`u`?v=WebSocket:typeof global<`u`?v=global.WebSocket||global.MozWebSocket:typeof window<`u`&&(v=window.WebSocket||window.MozWebSocket);if(!v)throw Error("WebSocket implementation missing; on Node you can `import WebSocket from 'ws';` and pass `webSocketImpl: WebSocket` to `createClient`");let y=v,b=(()=>{let e=(()=>{let e={};return{on(t,n){return e[t]=n,()=>{delete e[t]}},emit(t){var n;`id`in t&&((n=e[t.id])==null||n.call(e,t))}}})(),t={connecting:p?.connecting?[p.connecting]:[],opened:p?.opened?[p.opened]:[],connected:p?.connected?[p.connected]:[],ping:p?.ping?[p.ping]:[],pong:p?.pong?[p.pong]:[],message:p?.message?[e.emit,p.message]:[e.emit],closed:p?.closed?[p.closed]:[],error:p?.error?[p.error]:[]};return{onMessage:e.on,on(e,n){let r=t[e];return r.push(n),()=>{r.splice(r.indexOf(n),1)}},emit(e,...n){for(let r of[...t[e]])r(...n)}}})();function x(e){let t=[b.on(`error`,n=>{t.forEach(e=>e()),e(n)}),b.on(`closed`,n=>{t.forEach(e=>e()),e(n)})]}let S,C=0,w,T=!1,E=0,D=!1;async function O(){clearTimeout(w);let[e,r]=await(S??=new Promise((e,r)=>(async()=>{if(T){if(await u(E),!C)return S=void 0,r({code:1e3,reason:`All Subscriptions Gone`});E++}b.emit(`connecting`,T);let i=new y(typeof t==`function`?await t():t,Le),a,l;function d(){isFinite(o)&&o>0&&(clearTimeout(l),l=setTimeout(()=>{i.readyState===y.OPEN&&(i.send(He({type:ze.Ping})),b.emit(`ping`,!1,void 0))},o))}x(e=>{S=void 0,clearTimeout(a),clearTimeout(l),r(e),e instanceof Ke&&(i.close(4499,`Terminated`),i.onerror=null,i.onclose=null)}),i.onerror=e=>b.emit(`error`,e),i.onclose=e=>b.emit(`closed`,e),i.onopen=async()=>{try{b.emit(`opened`,i);let e=typeof n==`function`?await n():n;if(i.readyState!==y.OPEN)return;i.send(He(e?{type:ze.ConnectionInit,payload:e}:{type:ze.ConnectionInit},g)),isFinite(c)&&c>0&&(a=setTimeout(()=>{i.close(Re.ConnectionAcknowledgementTimeout,`Connection acknowledgement timeout`)},c)),d()}catch(e){b.emit(`error`,e),i.close(Re.InternalClientError,Ie(e instanceof Error?e.message:Error(e).message,`Internal client error`))}};let f=!1;i.onmessage=({data:t})=>{try{let n=Ve(t,_);if(b.emit(`message`,n),n.type===`ping`||n.type===`pong`){b.emit(n.type,!0,n.payload),n.type===`pong`?d():s||(i.send(He(n.payload?{type:ze.Pong,payload:n.payload}:{type:ze.Pong})),b.emit(`pong`,!1,n.payload));return}if(f)return;if(n.type!==ze.ConnectionAck)throw Error(`First message cannot be of type ${n.type}`);clearTimeout(a),f=!0,b.emit(`connected`,i,n.payload,T),T=!1,E=0,e([i,new Promise((e,t)=>x(t))])}catch(e){i.onmessage=null,b.emit(`error`,e),i.close(Re.BadResponse,Ie(e instanceof Error?e.message:Error(e).message,`Bad response`))}}})()));e.readyState===y.CLOSING&&await r;let i=()=>{},l=new Promise(e=>i=e);return[e,i,Promise.race([l.then(()=>{if(!C){let t=()=>e.close(1e3,`Normal Closure`);isFinite(a)&&a>0?w=setTimeout(()=>{e.readyState===y.OPEN&&t()},a):t()}}),r])]}function k(e){if(qe(e)&&(Je(e.code)||[Re.InternalServerError,Re.InternalClientError,Re.BadRequest,Re.BadResponse,Re.Unauthorized,Re.SubprotocolNotAcceptable,Re.SubscriberAlreadyExists,Re.TooManyInitialisationRequests].includes(e.code)))throw e;if(D)return!1;if(qe(e)&&e.code===1e3)return C>0;if(!l||E>=l||!d(e)||f?.(e))throw e;return T=!0}r||(async()=>{for(C++;;)try{let[,,e]=await O();await e}catch(e){try{if(!k(e))return}catch(e){return i?.(e)}}})();function ee(e,t){let n=h(e),r=!1,i=!1,a=()=>{C--,r=!0};return(async()=>{for(C++;;)try{let[o,s,c]=await O();if(r)return s();let l=b.onMessage(n,e=>{switch(e.type){case ze.Next:t.next(e.payload);return;case ze.Error:i=!0,r=!0,t.error(e.payload),a();return;case ze.Complete:r=!0,a();return}});o.send(He({id:n,type:ze.Subscribe,payload:e},g)),a=()=>{!r&&o.readyState===y.OPEN&&o.send(He({id:n,type:ze.Complete},g)),C--,r=!0,s()},await c.finally(l);return}catch(e){if(!k(e))return}})().then(()=>{i||t.complete()}).catch(e=>{t.error(e)}),()=>{r||a()}}return{on:b.on,subscribe:ee,iterate(e){let t=[],n={done:!1,error:null,resolve:()=>{}},r=ee(e,{next(e){t.push(e),n.resolve()},error(e){n.done=!0,n.error=e,n.resolve()},complete(){n.done=!0,n.resolve()}}),i=(function(){return We(this,arguments,function*(){for(;;){for(t.length||(yield Ue(new Promise(e=>n.resolve=e)));t.length;)yield yield Ue(t.shift());if(n.error)throw n.error;if(n.done)return yield Ue(void 0)}})})();return i.throw=async e=>(n.done||(n.done=!0,n.error=e,n.resolve()),{done:!0,value:void 0}),i.return=async()=>(r(),{done:!0,value:void 0}),i},async dispose(){if(D=!0,S){let[e]=await S;e.close(1e3,`Normal Closure`)}},terminate(){S&&b.emit(`closed`,new Ke)}}}var Ke=class extends Error{constructor(){super(...arguments),this.name=`TerminatedCloseEvent`,this.message=`4499: Terminated`,this.code=4499,this.reason=`Terminated`,this.wasClean=!1}};function qe(e){return Pe(e)&&`code`in e&&`reason`in e}function Je(e){return![1e3,1001,1006,1005,1012,1013,1014].includes(e)&&e>=1e3&&e<=1999}function Ye(e){return typeof e==`function`&&`constructor`in e&&`CLOSED`in e&&`CLOSING`in e&&`CONNECTING`in e&&`OPEN`in e}var Xe=`everdict.token`;function Ze(){return localStorage.getItem(`everdict.token`)??``}function Qe(e){e?localStorage.setItem(Xe,e):localStorage.removeItem(Xe),lt()}var $e=class extends Error{code;constructor(e,t){super(e),this.code=t}get notAvailable(){return this.code===`GRAPHQL_VALIDATION_FAILED`}};function et(e){let t=e[0];return new $e(t.message,t.extensions?.code??`ERROR`)}async function tt(e,t){return nt(e.toString(),t??{})}async function nt(e,t={}){let n=Ze(),r=await fetch(`/graphql`,{method:`POST`,headers:{"Content-Type":`application/json`,...n?{Authorization:`Bearer ${n}`}:{}},body:JSON.stringify({query:e,variables:t})}),i;try{i=await r.json()}catch{throw new $e(`${r.status} ${r.statusText}`,r.status===401?`UNAUTHENTICATED`:`HTTP`)}if(i.errors?.length)throw et(i.errors);if(!r.ok||i.data==null)throw new $e(`${r.status} ${r.statusText}`,`HTTP`);return i.data}var rt=null,it=new Set,at=`closed`;function ot(e){at=e,it.forEach(t=>t(e))}function st(e){return it.add(e),e(at),()=>it.delete(e)}function ct(){return rt||=Ge({url:`${location.protocol===`https:`?`wss:`:`ws:`}//${location.host}/graphql`,connectionParams:()=>({Authorization:`Bearer ${Ze()}`}),retryAttempts:1/0,shouldRetry:()=>!0,retryWait:async e=>new Promise(t=>setTimeout(t,Math.min(1e3*2**e,15e3))),on:{connecting:()=>ot(`connecting`),connected:()=>ot(`connected`),closed:()=>ot(`closed`)}}),rt}function lt(){rt?.dispose(),rt=null}function ut(e,t,n){return ct().subscribe({query:e.toString(),variables:t},{next:e=>{e.errors?.length?n.error?.(et(e.errors)):e.data&&n.next(e.data)},error:e=>{Array.isArray(e)?n.error?.(et(e)):n.error?.(new $e(e instanceof Error?e.message:`subscription closed`,`SUBSCRIPTION`))},complete:()=>n.complete?.()})}var dt=Symbol.for(`pv`),ft=0;Array.isArray;function B(t,n,r,i,a,o){n||={};var s,c,l=n;if(`ref`in l&&typeof t!=`function`)for(c in l={},n)c==`ref`?s=n[c]:l[c]=n[c];var u={type:t,props:l,key:r,ref:s,__k:null,__:null,__b:0,__e:null,__c:null,constructor:dt,__v:--ft,__i:-1,__u:0};return(a||o)&&(u.__source=a,u.__self=o),e.vnode&&e.vnode(u),u}function pt({status:e}){return B(`span`,{class:`badge st-${e.toLowerCase()}`,children:e})}function mt({verdict:e}){return e?B(`span`,{class:`badge v-${e.toLowerCase()}`,children:e}):B(`span`,{class:`muted`,children:`—`})}function V({error:e}){return e?e.notAvailable?B(ht,{what:`This part of the API`}):B(`p`,{class:`error`,role:`alert`,children:[B(`code`,{children:e.code}),` `,e.message]}):null}function ht({what:e,children:t}){return B(`div`,{class:`notice`,role:`status`,"data-testid":`not-available`,children:[B(`strong`,{children:`Not available on this server.`}),` `,e,` is not part of this server's API yet.`,t]})}function H({label:e,children:t,hint:n}){return B(`label`,{class:`field`,children:[B(`span`,{children:e}),t,n&&B(`small`,{class:`muted`,children:n})]})}function gt(){return B(`p`,{class:`muted`,"aria-busy":`true`,children:`Loading…`})}function _t(e,t,n=!1){let[r,i]=L(null),[a,o]=L(null),[s,c]=L(!n),[l,u]=L(0);return R(()=>{if(n)return;let r=!0;return c(!0),tt(e,t).then(e=>r&&(i(e),o(null))).catch(e=>r&&o(vt(e))).finally(()=>r&&c(!1)),()=>{r=!1}},[JSON.stringify(t),l,n]),{data:r,error:a,loading:s,reload:we(()=>u(e=>e+1),[]),set:we(e=>i(t=>t&&e(t)),[])}}function vt(e){return e instanceof $e?e:new $e(e instanceof Error?e.message:String(e),`NETWORK`)}function yt(e=1e3){let[t,n]=L(Date.now());return R(()=>{let t=setInterval(()=>n(Date.now()),e);return()=>clearInterval(t)},[e]),t}var bt=null;function xt(){let[e,t]=L();return R(()=>{bt??=nt(`{ __schema { queryType { name fields { name } } mutationType { name fields { name } } subscriptionType { name fields { name } } } }`).then(e=>{let t=new Set;for(let n of Object.values(e.__schema))n?.fields.forEach(e=>t.add(`${n.name}.${e.name}`));return{fields:t}}).catch(()=>({fields:null})),bt.then(t)},[]),e}function St(){bt=null}var U=class extends String{__apiType;value;__meta__;constructor(e,t){super(e),this.value=e,this.__meta__=t}toString(){return this.value}},Ct=new U(`
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
  scorecardID
  try
  result {
    verdict
  }
  error {
    code
    class
  }
}`,{fragmentName:`RunFull`}),Tt=new U(`
    fragment TokenRow on APIToken {
  id
  subject
  role
  createdAt
  lastUsedAt
  expiresAt
  revokedAt
}
    `,{fragmentName:`TokenRow`}),Et=new U(`
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
    `,{fragmentName:`ScorecardRow`}),Dt=new U(`
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
    retries
    passRate
    passRateLow
    passRateHigh
    costUsd
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
    graders {
      kind
      passed
      failed
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
}`,{fragmentName:`ScorecardFull`}),Ot=new U(`
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
    `,{fragmentName:`ScorecardSide`}),kt={"\n  query Viewer {\n    viewer {\n      subject\n      role\n      tenant {\n        slug\n        weight\n        maxConcurrent\n        maxQueueDepth\n        budgetUsd\n        spentUsd\n        budgetPeriod\n        trusted\n      }\n    }\n  }\n":new U(`
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
    `),"\n  fragment RunRow on Run {\n    id\n    correlationId\n    status\n    runtime\n    runtimeVersion\n    harnessName\n    caseID\n    trigger\n    createdAt\n    startedAt\n    finishedAt\n    costUsd\n    attemptCount\n    scorecardID\n    try\n    result {\n      verdict\n    }\n    error {\n      code\n      class\n    }\n  }\n":Ct,"\n  query Runs($first: Int!, $after: Cursor, $where: RunWhereInput) {\n    runs(first: $first, after: $after, where: $where, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...RunRow\n        }\n      }\n    }\n  }\n":new U(`
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
  scorecardID
  try
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
  scorecardID
  try
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
    `),"\n  fragment TokenRow on APIToken {\n    id\n    subject\n    role\n    createdAt\n    lastUsedAt\n    expiresAt\n    revokedAt\n  }\n":Tt,"\n  query Tokens {\n    tokens {\n      ...TokenRow\n    }\n  }\n":new U(`
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
}`),"\n  mutation CreateToken($role: Role!, $subject: String, $expiresIn: Int) {\n    createToken(role: $role, subject: $subject, expiresIn: $expiresIn) {\n      token\n      apiToken {\n        ...TokenRow\n      }\n    }\n  }\n":new U(`
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
}`),"\n  mutation RevokeToken($id: ID!) {\n    revokeToken(id: $id) {\n      ...TokenRow\n    }\n  }\n":new U(`
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
}`),"\n  query Secrets {\n    secrets {\n      name\n      purpose\n      createdAt\n      updatedAt\n    }\n  }\n":new U(`
    query Secrets {
  secrets {
    name
    purpose
    createdAt
    updatedAt
  }
}
    `),"\n  fragment ScorecardRow on Scorecard {\n    id\n    name\n    harnessName\n    runtime\n    status\n    total\n    createdBy\n    createdAt\n    finishedAt\n  }\n":Et,"\n  query Scorecards($first: Int!, $after: Cursor) {\n    scorecards(first: $first, after: $after, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...ScorecardRow\n          aggregate {\n            cases\n            passed\n            failed\n            errored\n            passRate\n          }\n        }\n      }\n    }\n  }\n":new U(`
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
}`),"\n  fragment ScorecardFull on Scorecard {\n    ...ScorecardRow\n    maxAttempts\n    priority\n    waitingReason\n    aggregate {\n      cases\n      queued\n      running\n      passed\n      failed\n      errored\n      canceled\n      retries\n      passRate\n      passRateLow\n      passRateHigh\n      costUsd\n      latencyP50Ms\n      latencyP95Ms\n      runtimes {\n        runtime\n        cases\n        passed\n        failed\n        errored\n        costUsd\n      }\n      graders {\n        kind\n        passed\n        failed\n      }\n      failures {\n        class\n        code\n        count\n      }\n    }\n  }\n":Dt,"\n  query Scorecard($id: ID!) {\n    scorecard(id: $id) {\n      ...ScorecardFull\n    }\n  }\n":new U(`
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
    retries
    passRate
    passRateLow
    passRateHigh
    costUsd
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
    graders {
      kind
      passed
      failed
    }
    failures {
      class
      code
      count
    }
  }
}`),"\n  subscription ScorecardUpdated($id: ID!) {\n    scorecardUpdated(id: $id) {\n      ...ScorecardFull\n    }\n  }\n":new U(`
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
    retries
    passRate
    passRateLow
    passRateHigh
    costUsd
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
    graders {
      kind
      passed
      failed
    }
    failures {
      class
      code
      count
    }
  }
}`),"\n  mutation CancelScorecard($id: ID!) {\n    cancelScorecard(id: $id) {\n      ...ScorecardFull\n    }\n  }\n":new U(`
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
    retries
    passRate
    passRateLow
    passRateHigh
    costUsd
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
    graders {
      kind
      passed
      failed
    }
    failures {
      class
      code
      count
    }
  }
}`),"\n  mutation SubmitScorecard($input: SubmitScorecardInput!) {\n    submitScorecard(input: $input) {\n      id\n    }\n  }\n":new U(`
    mutation SubmitScorecard($input: SubmitScorecardInput!) {
  submitScorecard(input: $input) {
    id
  }
}
    `),"\n  query ScorecardRuns($scorecard: Int!, $first: Int!, $after: Cursor) {\n    runs(first: $first, after: $after, where: { scorecardID: $scorecard }, orderBy: { field: CREATED_AT, direction: ASC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...RunRow\n        }\n      }\n    }\n  }\n":new U(`
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
}`),"\n  fragment ScorecardSide on Scorecard {\n    id\n    name\n    status\n    total\n    createdAt\n    aggregate {\n      cases\n      passed\n      failed\n      errored\n      passRate\n      passRateLow\n      passRateHigh\n      runtimes {\n        runtime\n        cases\n        passed\n        failed\n        errored\n      }\n    }\n  }\n":Ot,"\n  query CompareScorecards($a: ID!, $b: ID!) {\n    compareScorecards(a: $a, b: $b) {\n      paired\n      regressed\n      fixed\n      passRateA\n      passRateB\n      pValue\n      significant\n    }\n    a: scorecard(id: $a) {\n      ...ScorecardSide\n    }\n    b: scorecard(id: $b) {\n      ...ScorecardSide\n    }\n  }\n":new U(`
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
}`),"\n  query CaseRuns($a: Int!, $b: Int!, $cases: [String!]!) {\n    a: runs(first: 100, where: { scorecardID: $a, caseIDIn: $cases }, orderBy: { field: CREATED_AT, direction: ASC }) {\n      edges {\n        node {\n          id\n          caseID\n          try\n          status\n          result {\n            verdict\n          }\n          error {\n            class\n          }\n        }\n      }\n    }\n    b: runs(first: 100, where: { scorecardID: $b, caseIDIn: $cases }, orderBy: { field: CREATED_AT, direction: ASC }) {\n      edges {\n        node {\n          id\n          caseID\n          try\n          status\n          result {\n            verdict\n          }\n          error {\n            class\n          }\n        }\n      }\n    }\n  }\n":new U(`
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
    `)};function W(e){return kt[e]??{}}var At=W(`
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
`);var jt=W(`
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
`),Mt=W(`
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
`);var Nt=W(`
  query Run($id: ID!) {
    run(id: $id) {
      ...RunFull
    }
  }
`),Pt=W(`
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
`);var Ft=W(`
  subscription RunLogTail($id: ID!, $fromSeq: Int) {
    runLogs(id: $id, fromSeq: $fromSeq) {
      seq
      stream
      text
      at
    }
  }
`),It=W(`
  mutation CancelRun($id: ID!) {
    cancelRun(id: $id) {
      ...RunFull
    }
  }
`),Lt=W(`
  mutation SubmitRun($input: SubmitRunInput!) {
    submitRun(input: $input) {
      id
    }
  }
`),Rt=W(`
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
`),zt=W(`
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
`),Bt=W(`
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
`),Vt=W(`
  mutation RegisterRuntime($input: RuntimeSpecInput!) {
    registerRuntime(input: $input) {
      version
      capabilities
    }
  }
`),Ht=W(`
  mutation ProbeRuntime($name: String!, $ref: String) {
    probeRuntime(name: $name, ref: $ref) {
      reachable
      authenticated
      hardened
      message
      capabilities
    }
  }
`),Ut=W(`
  mutation SetRuntimeVersionTags($name: String!, $version: Int!, $tags: [String!]!) {
    setRuntimeVersionTags(name: $name, version: $version, tags: $tags) {
      version
      tags
    }
  }
`),Wt=W(`
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
`);var Gt=W(`
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
`),Kt=W(`
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
`),qt=W(`
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
`),Jt=W(`
  mutation SetSecret($name: String!, $value: String!, $purpose: SecretPurpose) {
    setSecret(name: $name, value: $value, purpose: $purpose) {
      name
      purpose
      updatedAt
    }
  }
`),Yt=W(`
  mutation RotateWebhookSecret {
    rotateWebhookSecret
  }
`);W(`
  fragment TokenRow on APIToken {
    id
    subject
    role
    createdAt
    lastUsedAt
    expiresAt
    revokedAt
  }
`);var Xt=W(`
  query Tokens {
    tokens {
      ...TokenRow
    }
  }
`),Zt=W(`
  mutation CreateToken($role: Role!, $subject: String, $expiresIn: Int) {
    createToken(role: $role, subject: $subject, expiresIn: $expiresIn) {
      token
      apiToken {
        ...TokenRow
      }
    }
  }
`),Qt=W(`
  mutation RevokeToken($id: ID!) {
    revokeToken(id: $id) {
      ...TokenRow
    }
  }
`),$t=W(`
  query Secrets {
    secrets {
      name
      purpose
      createdAt
      updatedAt
    }
  }
`);W(`
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
`);var en=W(`
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
            passRate
          }
        }
      }
    }
  }
`);W(`
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
      retries
      passRate
      passRateLow
      passRateHigh
      costUsd
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
      graders {
        kind
        passed
        failed
      }
      failures {
        class
        code
        count
      }
    }
  }
`);var tn=W(`
  query Scorecard($id: ID!) {
    scorecard(id: $id) {
      ...ScorecardFull
    }
  }
`),nn=W(`
  subscription ScorecardUpdated($id: ID!) {
    scorecardUpdated(id: $id) {
      ...ScorecardFull
    }
  }
`),G=W(`
  mutation CancelScorecard($id: ID!) {
    cancelScorecard(id: $id) {
      ...ScorecardFull
    }
  }
`),rn=W(`
  mutation SubmitScorecard($input: SubmitScorecardInput!) {
    submitScorecard(input: $input) {
      id
    }
  }
`),an=W(`
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
`);W(`
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
`);var on=W(`
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
`),sn=W(`
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
`);function K(e){return e==null?`—`:e===0?`$0`:Math.abs(e)<.01?`$${e.toFixed(4)}`:`$${e.toFixed(2)}`}function q(e){if(e==null||!Number.isFinite(e)||e<0)return`—`;if(e<1e3)return`${Math.round(e)}ms`;let t=e/1e3;if(t<60)return`${t.toFixed(1)}s`;let n=Math.floor(t/60);return n<60?`${n}m ${String(Math.floor(t%60)).padStart(2,`0`)}s`:`${Math.floor(n/60)}h ${String(n%60).padStart(2,`0`)}m`}function cn(e,t,n){return e?q((t?Date.parse(t):n)-Date.parse(e)):`—`}function ln(e,t){let n=Math.max(0,Math.round((t-Date.parse(e))/1e3));return n<5?`just now`:n<60?`${n}s ago`:n<3600?`${Math.floor(n/60)}m ago`:n<86400?`${Math.floor(n/3600)}h ago`:`${Math.floor(n/86400)}d ago`}function un(e){return e==null?`—`:e.toLocaleString(`en-US`)}function dn(e){let t=/^\s*(?:evd-run-)?(\d+)\s*$/i.exec(e);return t?t[1]:null}function fn(e){return[`sh`,`-c`,e]}function pn({t:e}){return B(`dl`,{class:`facts`,"data-testid":`tenant-policy`,children:[B(`dt`,{children:`Tenant`}),B(`dd`,{children:e.slug}),B(`dt`,{children:`Weight`}),B(`dd`,{children:e.weight}),B(`dt`,{children:`Max concurrent`}),B(`dd`,{children:e.maxConcurrent||`no quota`}),B(`dt`,{children:`Max queue depth`}),B(`dd`,{children:e.maxQueueDepth||`no limit`}),B(`dt`,{children:`Budget`}),B(`dd`,{children:[e.budgetUsd==null?`none`:K(e.budgetUsd),` `,B(`span`,{class:`muted`,children:[`(`,e.budgetPeriod.toLowerCase(),`)`]})]}),B(`dt`,{children:`Spent`}),B(`dd`,{children:K(e.spentUsd)}),B(`dt`,{children:`Trusted`}),B(`dd`,{children:e.trusted?`yes`:`no`})]})}function mn(e){let t={tenant:e.tenant.trim()},n=e=>e.trim()===``?void 0:Math.trunc(Number(e));return n(e.weight)!=null&&(t.weight=n(e.weight)),n(e.maxConcurrent)!=null&&(t.maxConcurrent=n(e.maxConcurrent)),n(e.maxQueueDepth)!=null&&(t.maxQueueDepth=n(e.maxQueueDepth)),e.budgetUsd.trim()===`none`?t.budgetUsd=null:e.budgetUsd.trim()!==``&&(t.budgetUsd=Number(e.budgetUsd)),e.budgetPeriod&&(t.budgetPeriod=e.budgetPeriod),e.trusted&&(t.trusted=e.trusted===`yes`),t}function hn({viewer:e}){let[t,n]=L({tenant:e.tenant.slug,weight:``,maxConcurrent:``,maxQueueDepth:``,budgetUsd:``,budgetPeriod:``,trusted:``}),[r,i]=L(null),[a,o]=L(null),s=e=>t=>{let r=t.currentTarget.value;n(t=>({...t,[e]:r}))};async function c(e){e.preventDefault(),o(null);try{let e=await tt(qt,{input:mn(t)});i(e.setTenantPolicy)}catch(e){o(vt(e))}}return B(`form`,{class:`stack card`,onSubmit:c,"aria-label":`Tenant policy`,children:[B(`h2`,{children:`Tenant policy`}),B(`p`,{class:`muted`,children:`Blank fields stay as they are. 0 clears a quota or limit; budget "none" clears the budget.`}),B(`div`,{class:`row`,children:[B(H,{label:`Tenant`,children:B(`input`,{name:`tenant`,required:!0,value:t.tenant,onInput:s(`tenant`)})}),B(H,{label:`Weight`,children:B(`input`,{name:`weight`,type:`number`,min:1,value:t.weight,onInput:s(`weight`)})}),B(H,{label:`Max concurrent`,children:B(`input`,{name:`maxConcurrent`,type:`number`,min:0,value:t.maxConcurrent,onInput:s(`maxConcurrent`)})}),B(H,{label:`Max queue depth`,children:B(`input`,{name:`maxQueueDepth`,type:`number`,min:0,value:t.maxQueueDepth,onInput:s(`maxQueueDepth`)})})]}),B(`div`,{class:`row`,children:[B(H,{label:`Budget (USD or none)`,children:B(`input`,{name:`budgetUsd`,value:t.budgetUsd,onInput:s(`budgetUsd`)})}),B(H,{label:`Budget period`,children:B(`select`,{name:`budgetPeriod`,value:t.budgetPeriod,onChange:s(`budgetPeriod`),children:[B(`option`,{value:``,children:`unchanged`}),B(`option`,{value:`NONE`,children:`none`}),B(`option`,{value:`MONTH`,children:`month`})]})}),B(H,{label:`Trusted`,children:B(`select`,{name:`trusted`,value:t.trusted,onChange:s(`trusted`),children:[B(`option`,{value:``,children:`unchanged`}),B(`option`,{value:`yes`,children:`yes`}),B(`option`,{value:`no`,children:`no`})]})})]}),B(`button`,{class:`primary`,children:`Save policy`}),B(V,{error:a}),r&&B(pn,{t:r})]})}function gn({hasList:e}){let[t,n]=L(``),[r,i]=L(``),[a,o]=L(`HARNESS`),[s,c]=L(``),[l,u]=L(null),d=_t($t,{},!e),f=Se(null),p=yt(3e4);async function m(e){e.preventDefault(),u(null);try{let e=await tt(Jt,{name:t.trim(),value:r,purpose:a});c(`Secret ${e.setSecret.name} (${e.setSecret.purpose.toLowerCase()}) saved.`),i(``),d.reload()}catch(e){u(vt(e))}}function h(e,t){n(e),o(t),i(``),c(``),f.current?.focus()}let g=d.data?.secrets??[];return B(`form`,{class:`stack card`,onSubmit:m,"aria-label":`Secrets`,children:[B(`h2`,{children:`Secrets`}),B(`p`,{class:`muted`,children:`Write-only: setting an existing name rotates it. No value is ever shown again.`}),!e&&B(`p`,{class:`muted`,children:`Listing secret names is not available on this server.`}),e&&B(V,{error:d.error}),e&&d.data&&B(`div`,{class:`scroll`,children:B(`table`,{class:`compact`,"data-testid":`secrets`,children:[B(`thead`,{children:B(`tr`,{children:[B(`th`,{children:`Name`}),B(`th`,{children:`Purpose`}),B(`th`,{children:`Set`}),B(`th`,{children:B(`span`,{class:`sr`,children:`Rotate`})})]})}),B(`tbody`,{children:[g.map(e=>B(`tr`,{children:[B(`td`,{children:B(`code`,{children:e.name})}),B(`td`,{children:e.purpose.toLowerCase()}),B(`td`,{title:e.updatedAt,children:ln(e.updatedAt,p)}),B(`td`,{children:B(`button`,{type:`button`,onClick:()=>h(e.name,e.purpose),"aria-label":`Rotate ${e.name}`,children:`Rotate`})})]},e.name)),g.length===0&&B(`tr`,{children:B(`td`,{colSpan:4,class:`muted`,children:`No secrets yet.`})})]})]})}),B(`div`,{class:`row`,children:[B(H,{label:`Name`,children:B(`input`,{name:`secretName`,required:!0,value:t,onInput:e=>n(e.currentTarget.value)})}),B(H,{label:`Value`,children:B(`input`,{ref:f,name:`secretValue`,type:`password`,autocomplete:`new-password`,required:!0,value:r,onInput:e=>i(e.currentTarget.value)})}),B(H,{label:`Purpose`,children:B(`select`,{name:`purpose`,value:a,onChange:e=>o(e.currentTarget.value),children:[B(`option`,{value:`HARNESS`,children:`harness env`}),B(`option`,{value:`CLUSTER`,children:`cluster credential`})]})})]}),B(`button`,{class:`primary`,children:`Set secret`}),s&&B(`p`,{class:`ok`,children:s}),B(V,{error:l})]})}var _n=[`MEMBER`,`ADMIN`,`OPERATOR`],vn=[[`never`,0],[`1 day`,86400],[`7 days`,604800],[`30 days`,2592e3],[`90 days`,7776e3],[`1 year`,31536e3]],yn=e=>e?.focus();function bn(e,t){return e.revokedAt?`revoked`:e.expiresAt&&Date.parse(e.expiresAt)<=t?`expired`:`active`}function xn({text:e,target:t}){let[n,r]=L(``);async function i(){try{await navigator.clipboard.writeText(e),r(`Copied.`)}catch{let e=t();e&&getSelection()?.selectAllChildren(e),r(`Selected: press Ctrl+C (⌘C) to copy.`)}}return B(y,{children:[B(`button`,{type:`button`,onClick:i,children:`Copy`}),B(`span`,{class:`muted`,role:`status`,children:n})]})}function Sn({viewer:e}){let t=_t(Xt,{}),n=yt(3e4),r=e.role!==`MEMBER`,i=_n.slice(0,_n.indexOf(e.role)+1),[a,o]=L({subject:``,role:`MEMBER`,lifetime:`0`}),[s,c]=L(null),[l,u]=L(``),[d,f]=L(null),p=Se(null);async function m(e){e.preventDefault(),f(null);try{let e=Number(a.lifetime),n=(await tt(Zt,{role:a.role,subject:r&&a.subject.trim()?a.subject.trim():null,expiresIn:e>0?e:null})).createToken;c({token:n.token,subject:n.apiToken.subject,role:n.apiToken.role}),t.set(e=>({tokens:[n.apiToken,...e.tokens]}))}catch(e){f(vt(e))}}async function h(e){f(null),u(``);try{let n=await tt(Qt,{id:e});t.set(t=>({tokens:t.tokens.map(t=>t.id===e?n.revokeToken:t)}))}catch(e){f(vt(e))}}let g=t.data?.tokens??[];return B(`div`,{class:`card`,"data-testid":`tokens-card`,children:[B(`h2`,{id:`tokens`,children:`Tokens`}),B(`p`,{class:`muted`,children:[r?`Your tenant's tokens.`:`Your own tokens.`,` A token's value is shown once, when it is made; revoking one refuses it from its next request on.`]}),B(`form`,{class:`row align-end`,onSubmit:m,"aria-label":`Create a token`,children:[B(H,{label:`Subject`,children:B(`input`,{name:`tokenSubject`,value:r?a.subject:e.subject,disabled:!r,placeholder:e.subject,onInput:e=>o({...a,subject:e.currentTarget.value})})}),B(H,{label:`Role`,children:B(`select`,{name:`tokenRole`,value:a.role,onChange:e=>o({...a,role:e.currentTarget.value}),children:i.map(e=>B(`option`,{value:e,children:e.toLowerCase()}))})}),B(H,{label:`Expires`,children:B(`select`,{name:`tokenLifetime`,value:a.lifetime,onChange:e=>o({...a,lifetime:e.currentTarget.value}),children:vn.map(([e,t])=>B(`option`,{value:String(t),children:t?`in ${e}`:e}))})}),B(`button`,{class:`primary`,children:`Create token`})]}),s&&B(`div`,{class:`notice`,"data-testid":`new-token`,role:`status`,children:[B(`p`,{children:[B(`strong`,{children:[`New `,s.role.toLowerCase(),` token for `,s.subject,`.`]}),` `,`Copy it now: it is not shown again.`]}),B(`p`,{class:`secret-line`,children:[B(`code`,{class:`secret`,ref:p,children:s.token}),` `,B(xn,{text:s.token,target:()=>p.current})]}),B(`button`,{type:`button`,class:`link`,onClick:()=>c(null),children:`Done, hide it`})]}),B(V,{error:d??t.error}),t.loading&&!t.data?B(gt,{}):B(`div`,{class:`scroll`,children:B(`table`,{"data-testid":`tokens`,children:[B(`thead`,{children:B(`tr`,{children:[B(`th`,{children:`Subject`}),B(`th`,{children:`Role`}),B(`th`,{children:`State`}),B(`th`,{class:`hide-sm`,children:`Created`}),B(`th`,{class:`hide-sm`,children:`Last used`}),B(`th`,{class:`hide-sm`,children:`Expires`}),B(`th`,{children:B(`span`,{class:`sr`,children:`Revoke`})})]})}),B(`tbody`,{children:[g.map(e=>{let t=bn(e,n);return B(`tr`,{"data-token":e.id,"data-state":t,class:t===`active`?void 0:`archived`,children:[B(`td`,{children:e.subject}),B(`td`,{children:e.role.toLowerCase()}),B(`td`,{children:B(`span`,{class:`badge tok-${t}`,children:t})}),B(`td`,{class:`hide-sm`,title:e.createdAt,children:ln(e.createdAt,n)}),B(`td`,{class:`hide-sm`,title:e.lastUsedAt??void 0,children:e.lastUsedAt?ln(e.lastUsedAt,n):B(`span`,{class:`muted`,children:`never`})}),B(`td`,{class:`hide-sm`,title:e.expiresAt??void 0,children:e.expiresAt?new Date(e.expiresAt).toLocaleDateString():B(`span`,{class:`muted`,children:`never`})}),B(`td`,{class:`actions`,children:t===`active`&&(l===e.id?B(y,{children:[B(`button`,{class:`danger`,ref:yn,onClick:()=>h(e.id),children:`Confirm revoke`}),B(`button`,{onClick:()=>u(``),children:`Keep`})]}):B(`button`,{onClick:()=>u(e.id),"aria-label":`Revoke the token of ${e.subject} made ${new Date(e.createdAt).toLocaleString()}`,children:`Revoke`}))})]},e.id)}),g.length===0&&B(`tr`,{children:B(`td`,{colSpan:7,class:`muted`,children:`No tokens.`})})]})]})})]})}function Cn(){let[e,t]=L(``),[n,r]=L(null);return B(`div`,{class:`stack card`,children:[B(`h2`,{children:`Webhook signing secret`}),B(`p`,{class:`muted`,children:`Rotating makes a new secret at once; the old one stops verifying. It is shown once.`}),B(`button`,{onClick:async()=>{r(null);try{t((await tt(Yt,{})).rotateWebhookSecret)}catch(e){r(vt(e))}},children:`Rotate webhook secret`}),e&&B(`p`,{children:[`New secret (copy it now): `,B(`code`,{class:`secret`,children:e})]}),B(V,{error:n})]})}function wn({viewer:e}){let t=xt(),n=e=>t?.fields?.has(e)??!1,r=e.role===`ADMIN`||e.role===`OPERATOR`;return B(`section`,{children:[B(`h1`,{children:`Admin`}),B(`div`,{class:`grid2`,children:[B(`div`,{class:`card`,children:[B(`h2`,{children:`Your tenant`}),B(pn,{t:e.tenant}),B(`p`,{class:`muted`,children:[`Signed in as `,e.subject,` (`,e.role.toLowerCase(),`).`]})]}),e.role===`OPERATOR`?B(hn,{viewer:e}):B(`p`,{class:`muted`,children:`Tenant policy is set by an operator.`})]}),n(`Query.tokens`)?B(Sn,{viewer:e}):B(y,{children:[B(`h2`,{children:`Tokens`}),B(ht,{what:`Token management (list, create, revoke)`,children:[` `,`Create tokens with `,B(`code`,{children:`everdict token create`}),`.`]})]}),r?B(`div`,{class:`grid2`,children:[B(gn,{hasList:n(`Query.secrets`)}),B(Cn,{})]}):B(`p`,{class:`muted`,children:`Secrets and the webhook secret need an admin token.`})]})}var Tn=!0,En=`uplot`,Dn=`u-hz`,On=`u-vt`,kn=`u-title`,An=`u-wrap`,jn=`u-under`,Mn=`u-over`,Nn=`u-axis`,Pn=`u-off`,Fn=`u-select`,In=`u-cursor-x`,Ln=`u-cursor-y`,Rn=`u-cursor-pt`,zn=`u-legend`,Bn=`u-live`,Vn=`u-inline`,Hn=`u-series`,Un=`u-marker`,Wn=`u-label`,Gn=`u-value`,Kn=`width`,qn=`height`,Jn=`top`,Yn=`bottom`,Xn=`left`,Zn=`right`,Qn=`#000`,$n=`#0000`,er=`mousemove`,tr=`mousedown`,nr=`mouseup`,rr=`mouseenter`,ir=`mouseleave`,ar=`dblclick`,or=`resize`,sr=`scroll`,cr=`change`,lr=`dppxchange`,ur=`--`,dr=typeof window<`u`,fr=dr?document:null,pr=dr?window:null,mr=dr?navigator:null,J,hr;function gr(){let e=devicePixelRatio;J!=e&&(J=e,hr&&jr(cr,hr,gr),hr=matchMedia(`(min-resolution: ${J-.001}dppx) and (max-resolution: ${J+.001}dppx)`),Ar(cr,hr,gr),pr.dispatchEvent(new CustomEvent(lr)))}function _r(e,t){if(t!=null){let n=e.classList;!n.contains(t)&&n.add(t)}}function vr(e,t){let n=e.classList;n.contains(t)&&n.remove(t)}function yr(e,t,n){e.style[t]=n+`px`}function br(e,t,n,r){let i=fr.createElement(e);return t!=null&&_r(i,t),n?.insertBefore(i,r),i}function xr(e,t){return br(`div`,e,t)}var Sr=new WeakMap;function Cr(e,t,n,r,i){let a=`translate(`+t+`px,`+n+`px)`;a!=Sr.get(e)&&(e.style.transform=a,Sr.set(e,a),t<0||n<0||t>r||n>i?_r(e,Pn):vr(e,Pn))}var wr=new WeakMap;function Tr(e,t,n){let r=t+n;r!=wr.get(e)&&(wr.set(e,r),e.style.background=t,e.style.borderColor=n)}var Er=new WeakMap;function Dr(e,t,n,r){let i=t+``+n;i!=Er.get(e)&&(Er.set(e,i),e.style.height=n+`px`,e.style.width=t+`px`,e.style.marginLeft=r?-t/2+`px`:0,e.style.marginTop=r?-n/2+`px`:0)}var Or={passive:!0},kr={...Or,capture:!0};function Ar(e,t,n,r){t.addEventListener(e,n,r?kr:Or)}function jr(e,t,n,r){t.removeEventListener(e,n,Or)}dr&&gr();function Mr(e,t,n,r){let i;n||=0,r||=t.length-1;let a=r<=2147483647;for(;r-n>1;)i=a?n+r>>1:Qr((n+r)/2),t[i]<e?n=i:r=i;return e-t[n]<=t[r]-e?n:r}function Nr(e){return(t,n,r)=>{let i=-1,a=-1;for(let a=n;a<=r;a++)if(e(t[a])){i=a;break}for(let i=r;i>=n;i--)if(e(t[i])){a=i;break}return[i,a]}}var Pr=e=>e!=null,Fr=e=>e!=null&&e>0,Ir=Nr(Pr),Lr=Nr(Fr);function Rr(e,t,n,r=0,i=!1){let a=i?Lr:Ir,o=i?Fr:Pr;[t,n]=a(e,t,n);let s=e[t],c=e[t];if(t>-1){if(r==1)s=e[t],c=e[n];else if(r==-1)s=e[n],c=e[t];else for(let r=t;r<=n;r++){let t=e[r];o(t)&&(t<s?s=t:t>c&&(c=t))}}return[s??li,c??-li]}function zr(e,t,n,r){let i=ii(e),a=ii(t);e==t&&(i==-1?(e*=n,t/=n):(e/=n,t*=n));let o=n==10?ai:oi,s=i==1?Qr:ei,c=a==1?ei:Qr,l=s(o(Zr(e))),u=c(o(Zr(t))),d=ri(n,l),f=ri(n,u);return n==10&&(l<0&&(d=Q(d,-l)),u<0&&(f=Q(f,-u))),r||n==2?(e=d*i,t=f*a):(e=Ci(e,d),t=Si(t,f)),[e,t]}function Br(e,t,n,r){let i=zr(e,t,n,r);return e==0&&(i[0]=0),t==0&&(i[1]=0),i}var Vr=.1,Hr={mode:3,pad:Vr},Ur={pad:0,soft:null,mode:0},Wr={min:Ur,max:Ur};function Gr(e,t,n,r){return Pi(n)?qr(e,t,n):(Ur.pad=n,Ur.soft=r?0:null,Ur.mode=r?3:0,qr(e,t,Wr))}function Y(e,t){return e??t}function Kr(e,t,n){for(t=Y(t,0),n=Y(n,e.length-1);t<=n;){if(e[t]!=null)return!0;t++}return!1}function qr(e,t,n){let r=n.min,i=n.max,a=Y(r.pad,0),o=Y(i.pad,0),s=Y(r.hard,-li),c=Y(i.hard,li),l=Y(r.soft,li),u=Y(i.soft,-li),d=Y(r.mode,0),f=Y(i.mode,0),p=t-e,m=ai(p),h=ni(Zr(e),Zr(t)),g=Zr(ai(h)-m);(p<1e-24||g>10)&&(p=0,(e==0||t==0)&&(p=1e-24,d==2&&l!=li&&(a=0),f==2&&u!=-li&&(o=0)));let _=p||h||1e3,v=ri(10,Qr(ai(_))),y=Q(Ci(e-_*(p==0?e==0?.1:1:a),v/10),24),b=e>=l&&(d==1||d==3&&y<=l||d==2&&y>=l)?l:li,x=ni(s,y<b&&e>=b?b:ti(b,y)),S=Q(Si(t+_*(p==0?t==0?.1:1:o),v/10),24),C=t<=u&&(f==1||f==3&&S>=u||f==2&&S<=u)?u:-li,w=ti(c,S>C&&t<=C?C:ni(C,S));return x==w&&x==0&&(w=100),[x,w]}var Jr=new Intl.NumberFormat(dr?mr.language:`en-US`),Yr=e=>Jr.format(e),X=Math,Xr=X.PI,Zr=X.abs,Qr=X.floor,$r=X.round,ei=X.ceil,ti=X.min,ni=X.max,ri=X.pow,ii=X.sign,ai=X.log10,oi=X.log2,si=(e,t=1)=>X.sinh(e)*t,ci=(e,t=1)=>X.asinh(e/t),li=1/0;function ui(e){return(ai((e^e>>31)-(e>>31))|0)+1}function di(e,t,n){return ti(ni(e,t),n)}function fi(e){return typeof e==`function`}function Z(e){return fi(e)?e:()=>e}var pi=()=>{},mi=e=>e,hi=(e,t)=>t,gi=e=>null,_i=e=>!0,vi=(e,t)=>e==t,yi=/\.\d*?(?=9{6,}|0{6,})/gm,bi=e=>{if(ji(e)||wi.has(e))return e;let t=`${e}`,n=t.match(yi);if(n==null)return e;let r=n[0].length-1;if(t.indexOf(`e-`)!=-1){let[e,n]=t.split(`e`);return+`${bi(e)}e${n}`}return Q(e,r)};function xi(e,t){return bi(Q(bi(e/t))*t)}function Si(e,t){return bi(ei(bi(e/t))*t)}function Ci(e,t){return bi(Qr(bi(e/t))*t)}function Q(e,t=0){if(ji(e))return e;let n=10**t;return $r(e*n*(1+2**-52))/n}var wi=new Map;function Ti(e){return((``+e).split(`.`)[1]||``).length}function Ei(e,t,n,r){let i=[],a=r.map(Ti);for(let o=t;o<n;o++){let t=Zr(o),n=Q(ri(e,o),t);for(let s=0;s<r.length;s++){let c=e==10?+`${r[s]}e${o}`:r[s]*n,l=(o>=0?0:t)+(o>=a[s]?0:a[s]),u=e==10?c:Q(c,l);i.push(u),wi.set(u,l)}}return i}var Di={},Oi=[],ki=[null,null],Ai=Array.isArray,ji=Number.isInteger,Mi=e=>e===void 0;function Ni(e){return typeof e==`string`}function Pi(e){let t=!1;if(e!=null){let n=e.constructor;t=n==null||n==Object}return t}function Fi(e){return typeof e==`object`&&!!e}var Ii=Object.getPrototypeOf(Uint8Array),Li=`__proto__`;function Ri(e,t=Pi){let n;if(Ai(e)){let r=e.find(e=>e!=null);if(Ai(r)||t(r)){n=Array(e.length);for(let r=0;r<e.length;r++)n[r]=Ri(e[r],t)}else n=e.slice()}else if(e instanceof Ii)n=e.slice();else if(t(e)){n={};for(let r in e)r!=Li&&(n[r]=Ri(e[r],t))}else n=e;return n}function zi(e){let t=arguments;for(let n=1;n<t.length;n++){let r=t[n];for(let t in r)t!=Li&&(Pi(e[t])?zi(e[t],Ri(r[t])):e[t]=Ri(r[t]))}return e}var Bi=0,Vi=1,Hi=2;function Ui(e,t,n){for(let r=0,i,a=-1;r<t.length;r++){let o=t[r];if(o>a){for(i=o-1;i>=0&&e[i]==null;)e[i--]=null;for(i=o+1;i<n&&e[i]==null;)e[a=i++]=null}}}function Wi(e,t){if(qi(e)){let t=e[0].slice();for(let n=1;n<e.length;n++)t.push(...e[n].slice(1));return Ji(t[0])||(t=Ki(t)),t}let n=new Set;for(let t=0;t<e.length;t++){let r=e[t][0],i=r.length;for(let e=0;e<i;e++)n.add(r[e])}let r=[Array.from(n).sort((e,t)=>e-t)],i=r[0].length,a=new Map;for(let e=0;e<i;e++)a.set(r[0][e],e);for(let n=0;n<e.length;n++){let o=e[n],s=o[0];for(let e=1;e<o.length;e++){let c=o[e],l=Array(i).fill(void 0),u=t?t[n][e]:Vi,d=[];for(let e=0;e<c.length;e++){let t=c[e],n=a.get(s[e]);t===null?u!=Bi&&(l[n]=t,u==Hi&&d.push(n)):l[n]=t}Ui(l,d,i),r.push(l)}}return r}var Gi=typeof queueMicrotask>`u`?e=>Promise.resolve().then(e):queueMicrotask;function Ki(e){let t=e[0],n=t.length,r=Array(n);for(let e=0;e<r.length;e++)r[e]=e;r.sort((e,n)=>t[e]-t[n]);let i=[];for(let t=0;t<e.length;t++){let a=e[t],o=Array(n);for(let e=0;e<n;e++)o[e]=a[r[e]];i.push(o)}return i}function qi(e){let t=e[0][0],n=t.length;for(let r=1;r<e.length;r++){let i=e[r][0];if(i.length!=n)return!1;if(i!=t){for(let e=0;e<n;e++)if(i[e]!=t[e])return!1}}return!0}function Ji(e,t=100){let n=e.length;if(n<=1)return!0;let r=0,i=n-1;for(;r<=i&&e[r]==null;)r++;for(;i>=r&&e[i]==null;)i--;if(i<=r)return!0;let a=ni(1,Qr((i-r+1)/t));for(let t=e[r],n=r+a;n<=i;n+=a){let r=e[n];if(r!=null){if(r<=t)return!1;t=r}}return!0}var Yi=[`January`,`February`,`March`,`April`,`May`,`June`,`July`,`August`,`September`,`October`,`November`,`December`],Xi=[`Sunday`,`Monday`,`Tuesday`,`Wednesday`,`Thursday`,`Friday`,`Saturday`];function Zi(e){return e.slice(0,3)}var Qi=Xi.map(Zi),$i={MMMM:Yi,MMM:Yi.map(Zi),WWWW:Xi,WWW:Qi};function ea(e){return(e<10?`0`:``)+e}function ta(e){return(e<10?`00`:e<100?`0`:``)+e}var na={YYYY:e=>e.getFullYear(),YY:e=>(e.getFullYear()+``).slice(2),MMMM:(e,t)=>t.MMMM[e.getMonth()],MMM:(e,t)=>t.MMM[e.getMonth()],MM:e=>ea(e.getMonth()+1),M:e=>e.getMonth()+1,DD:e=>ea(e.getDate()),D:e=>e.getDate(),WWWW:(e,t)=>t.WWWW[e.getDay()],WWW:(e,t)=>t.WWW[e.getDay()],HH:e=>ea(e.getHours()),H:e=>e.getHours(),h:e=>{let t=e.getHours();return t==0?12:t>12?t-12:t},AA:e=>e.getHours()>=12?`PM`:`AM`,aa:e=>e.getHours()>=12?`pm`:`am`,a:e=>e.getHours()>=12?`p`:`a`,mm:e=>ea(e.getMinutes()),m:e=>e.getMinutes(),ss:e=>ea(e.getSeconds()),s:e=>e.getSeconds(),fff:e=>ta(e.getMilliseconds())};function ra(e,t){t||=$i;let n=[],r=/\{([a-z]+)\}|[^{]+/gi,i;for(;i=r.exec(e);)n.push(i[0][0]==`{`?na[i[1]]:i[0]);return e=>{let r=``;for(let i=0;i<n.length;i++)r+=typeof n[i]==`string`?n[i]:n[i](e,t);return r}}var ia=new Intl.DateTimeFormat().resolvedOptions().timeZone;function aa(e,t){let n;return t==`UTC`||t==`Etc/UTC`?n=new Date(+e+e.getTimezoneOffset()*6e4):t==ia?n=e:(n=new Date(e.toLocaleString(`en-US`,{timeZone:t})),n.setMilliseconds(e.getMilliseconds())),n}var oa=e=>e%1==0,sa=[1,2,2.5,5],ca=Ei(10,-32,0,sa),la=Ei(10,0,32,sa),ua=la.filter(oa),da=ca.concat(la),fa=`
`,pa=`{YYYY}`,ma=fa+pa,ha=`{M}/{D}`,ga=fa+ha,_a=ga+`/{YY}`,va=`{aa}`,ya=`{h}:{mm}`+va,ba=fa+ya,xa=`:{ss}`,$=null;function Sa(e){let t=e*1e3,n=t*60,r=n*60,i=r*24,a=i*30,o=i*365,s=(e==1?Ei(10,0,3,sa).filter(oa):Ei(10,-3,0,sa)).concat([t,t*5,t*10,t*15,t*30,n,n*5,n*10,n*15,n*30,r,r*2,r*3,r*4,r*6,r*8,r*12,i,i*2,i*3,i*4,i*5,i*6,i*7,i*8,i*9,i*10,i*15,a,a*2,a*3,a*4,a*6,o,o*2,o*5,o*10,o*25,o*50,o*100]),c=[[o,pa,$,$,$,$,$,$,1],[i*28,`{MMM}`,ma,$,$,$,$,$,1],[i,ha,ma,$,$,$,$,$,1],[r,`{h}`+va,_a,$,ga,$,$,$,1],[n,ya,_a,$,ga,$,$,$,1],[t,xa,_a+` `+ya,$,ga+` `+ya,$,ba,$,1],[e,xa+`.{fff}`,_a+` `+ya,$,ga+` `+ya,$,ba,$,1]];function l(t){return(s,c,l,u,d,f)=>{let p=[],m=d>=o,h=d>=a&&d<o,g=t(l),_=Q(g*e,3),v=Ma(g.getFullYear(),m?0:g.getMonth(),h||m?1:g.getDate()),y=Q(v*e,3);if(h||m){let n=h?d/a:0,r=m?d/o:0,i=_==y?_:Q(Ma(v.getFullYear()+r,v.getMonth()+n,1)*e,3),s=new Date($r(i/e)),c=s.getFullYear(),l=s.getMonth();for(let a=0;i<=u;a++){let o=Ma(c+r*a,l+n*a,1),s=o-t(Q(o*e,3));i=Q((+o+s)*e,3),i<=u&&p.push(i)}}else{let a=d>=i?i:d,o=y+(Qr(l)-Qr(_))+Si(_-y,a);p.push(o);let m=t(o),h=m.getHours()+m.getMinutes()/n+m.getSeconds()/r,g=d/r,v=f/s.axes[c]._space;for(;o=Q(o+d,e==1?0:3),!(o>u);)if(g>1){let e=Qr(Q(h+g,6))%24,n=t(o).getHours()-e;n>1&&(n=-1),o-=n*r,h=(h+g)%24;let i=p[p.length-1];Q((o-i)/d,3)*v>=.7&&p.push(o)}else p.push(o)}return p}}return[s,c,l]}var[Ca,wa,Ta]=Sa(1),[Ea,Da,Oa]=Sa(.001);Ei(2,-53,53,[1]);function ka(e,t){return e.map(e=>e.map((n,r)=>r==0||r==8||n==null?n:t(r==1||e[8]==0?n:e[1]+n)))}function Aa(e,t){return(n,r,i,a,o)=>{let s=t.find(e=>o>=e[0])||t[t.length-1],c,l,u,d,f,p;return r.map(t=>{let n=e(t),r=n.getFullYear(),i=n.getMonth(),a=n.getDate(),o=n.getHours(),m=n.getMinutes(),h=n.getSeconds(),g=r!=c&&s[2]||i!=l&&s[3]||a!=u&&s[4]||o!=d&&s[5]||m!=f&&s[6]||h!=p&&s[7]||s[1];return c=r,l=i,u=a,d=o,f=m,p=h,g(n)})}}function ja(e,t){let n=ra(t);return(t,r,i,a,o)=>r.map(t=>n(e(t)))}function Ma(e,t,n){return new Date(e,t,n)}function Na(e,t){return t(e)}var Pa=`{YYYY}-{MM}-{DD} {h}:{mm}{aa}`;function Fa(e,t){return(n,r,i,a)=>a==null?ur:t(e(r))}function Ia(e,t){let n=e.series[t];return n.width?n.stroke(e,t):n.points.width?n.points.stroke(e,t):null}function La(e,t){return e.series[t].fill(e,t)}var Ra={show:!0,live:!0,isolate:!1,mount:pi,markers:{show:!0,width:2,stroke:Ia,fill:La,dash:`solid`},idx:null,idxs:null,values:[]};function za(e,t){let n=e.cursor.points,r=xr(),i=n.size(e,t);yr(r,Kn,i),yr(r,qn,i);let a=i/-2;yr(r,`marginLeft`,a),yr(r,`marginTop`,a);let o=n.width(e,t,i);return o&&yr(r,`borderWidth`,o),r}function Ba(e,t){let n=e.series[t].points;return n._fill||n._stroke}function Va(e,t){let n=e.series[t].points;return n._stroke||n._fill}function Ha(e,t){return e.series[t].points.size}var Ua=[0,0];function Wa(e,t,n){return Ua[0]=t,Ua[1]=n,Ua}function Ga(e,t,n,r=!0){return e=>{e.button!=0||r&&e.target!=t||n(e)}}function Ka(e,t,n,r=!0){return e=>{r&&e.target!=t||n(e)}}var qa={show:!0,x:!0,y:!0,lock:!1,move:Wa,points:{one:!1,show:za,size:Ha,width:0,stroke:Va,fill:Ba},bind:{mousedown:Ga,mouseup:Ga,click:Ga,dblclick:Ga,mousemove:Ka,mouseleave:Ka,mouseenter:Ka},drag:{setScale:!0,x:!0,y:!1,dist:0,uni:null,click:(e,t)=>{t.stopPropagation(),t.stopImmediatePropagation()},_x:!1,_y:!1},focus:{dist:(e,t,n,r,i)=>r-i,prox:-1,bias:0},hover:{skip:[void 0],prox:null,bias:0},left:-10,top:-10,idx:null,dataIdx:null,idxs:null,event:null},Ja={show:!0,stroke:`rgba(0,0,0,0.07)`,width:2},Ya=zi({},Ja,{filter:hi}),Xa=zi({},Ya,{size:10}),Za=zi({},Ja,{show:!1}),Qa=`12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji"`,$a=`bold `+Qa,eo=1.5,to={show:!0,scale:`x`,stroke:Qn,space:50,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:$a,side:2,grid:Ya,ticks:Xa,border:Za,font:Qa,lineGap:eo,rotate:0},no=`Value`,ro=`Time`,io={show:!0,scale:`x`,auto:!1,sorted:1,min:li,max:-1/0,idxs:[]};function ao(e,t,n,r,i){return t.map(e=>e==null?``:Yr(e))}function oo(e,t,n,r,i,a,o){let s=[],c=wi.get(i)||0;n=o?n:Q(Si(n,i),c);for(let e=n;e<=r;e=Q(e+i,c))s.push(Object.is(e,-0)?0:e);return s}function so(e,t,n,r,i,a,o){let s=[],c=e.scales[e.axes[t].scale].log;i=ri(c,Qr((c==10?ai:oi)(n))),c==10&&(i=da[Mr(i,da)]);let l=n,u=i*c;c==10&&(u=da[Mr(u,da)]);do s.push(l),l+=i,c==10&&!wi.has(l)&&(l=Q(l,wi.get(i))),l>=u&&(i=l,u=i*c,c==10&&(u=da[Mr(u,da)]));while(l<=r);return s}function co(e,t,n,r,i,a,o){let s=e.scales[e.axes[t].scale].asinh,c=r>s?so(e,t,ni(s,n),r,i):[s],l=r>=0&&n<=0?[0]:[];return(n<-s?so(e,t,ni(s,-r),-n,i):[s]).reverse().map(e=>-e).concat(l,c)}var lo=/./,uo=/[12357]/,fo=/[125]/,po=/1/,mo=(e,t,n,r)=>e.map((e,i)=>t==4&&e==0||i%r==0&&n.test(e.toExponential()[+(e<0)])?e:null);function ho(e,t,n,r,i){let a=e.axes[n],o=a.scale,s=e.scales[o],c=e.valToPos,l=a._space,u=c(10,o),d=c(9,o)-u>=l?lo:c(7,o)-u>=l?uo:c(5,o)-u>=l?fo:po;if(d==po){let e=Zr(c(1,o)-u);if(e<l)return mo(t.slice().reverse(),s.distr,d,ei(l/e)).reverse()}return mo(t,s.distr,d,1)}function go(e,t,n,r,i){let a=e.axes[n],o=a.scale,s=a._space,c=e.valToPos,l=Zr(c(1,o)-c(2,o));return l<s?mo(t.slice().reverse(),3,lo,ei(s/l)).reverse():t}function _o(e,t,n,r){return r==null?ur:t==null?``:Yr(t)}var vo={show:!0,scale:`y`,stroke:Qn,space:30,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:$a,side:3,grid:Ya,ticks:Xa,border:Za,font:Qa,lineGap:eo,rotate:0};function yo(e,t){return Q((3+(e||1)*2)*t,3)}function bo(e,t){let{scale:n,idxs:r}=e.series[0],i=e._data[0],a=e.valToPos(i[r[0]],n,!0),o=Zr(e.valToPos(i[r[1]],n,!0)-a)/(e.series[t].points.space*J);return r[1]-r[0]<=o}var xo={scale:null,auto:!0,sorted:0,min:li,max:-1/0},So=(e,t,n,r,i)=>i,Co={show:!0,auto:!0,sorted:0,gaps:So,alpha:1,facets:[zi({},xo,{scale:`x`}),zi({},xo,{scale:`y`})]},wo={scale:`y`,auto:!0,sorted:0,show:!0,spanGaps:!1,gaps:So,alpha:1,points:{show:bo,filter:null},values:null,min:li,max:-1/0,idxs:[],path:null,clip:null};function To(e,t,n,r,i){return n/10}var Eo={time:Tn,auto:!0,distr:1,log:10,asinh:1,min:null,max:null,dir:1,ori:0},Do=zi({},Eo,{time:!1,ori:1}),Oo={};function ko(e,t){let n=Oo[e];return n||(n={key:e,plots:[],sub(e){n.plots.push(e)},unsub(e){n.plots=n.plots.filter(t=>t!=e)},pub(e,t,r,i,a,o,s){for(let c=0;c<n.plots.length;c++)n.plots[c]!=t&&n.plots[c].pub(e,t,r,i,a,o,s)}},e!=null&&(Oo[e]=n)),n}var Ao=1,jo=2;function Mo(e,t,n){let r=e.mode,i=e.series[t],a=r==2?e._data[t]:e._data,o=e.scales,s=e.bbox,c=a[0],l=r==2?a[1]:a[t],u=r==2?o[i.facets[0].scale]:o[e.series[0].scale],d=r==2?o[i.facets[1].scale]:o[i.scale],f=s.left,p=s.top,m=s.width,h=s.height,g=e.valToPosH,_=e.valToPosV;return u.ori==0?n(i,c,l,u,d,g,_,f,p,m,h,Vo,Uo,Go,qo,Yo):n(i,c,l,u,d,_,g,p,f,h,m,Ho,Wo,Ko,Jo,Xo)}function No(e,t){let n=0,r=0,i=Y(e.bands,Oi);for(let e=0;e<i.length;e++){let a=i[e];a.series[0]==t?n=a.dir:a.series[1]==t&&(a.dir==1?r|=1:r|=2)}return[n,r==1?-1:r==2?1:r==3?2:0]}function Po(e,t,n,r,i){let a=e.mode,o=e.series[t],s=a==2?o.facets[1].scale:o.scale,c=e.scales[s];return i==-1?c.min:i==1?c.max:c.distr==3?c.dir==1?c.min:c.max:0}function Fo(e,t,n,r,i,a){return Mo(e,t,(e,t,o,s,c,l,u,d,f,p,m)=>{let h=e.pxRound,g=s.dir*(s.ori==0?1:-1),_=s.ori==0?Uo:Wo,v,y;g==1?(v=n,y=r):(v=r,y=n);let b=h(l(t[v],s,p,d)),x=h(u(o[v],c,m,f)),S=h(l(t[y],s,p,d)),C=h(u(a==1?c.max:c.min,c,m,f)),w=new Path2D(i);return _(w,S,C),_(w,b,C),_(w,b,x),w})}function Io(e,t,n,r,i,a){let o=null;if(e.length>0){o=new Path2D;let s=t==0?Go:Ko,c=n;for(let t=0;t<e.length;t++){let n=e[t];if(n[1]>n[0]){let e=n[0]-c;e>0&&s(o,c,r,e,r+a),c=n[1]}}let l=n+i-c;l>0&&s(o,c,r-5,l,r+a+10)}return o}function Lo(e,t,n){let r=e[e.length-1];r&&r[0]==t?r[1]=n:e.push([t,n])}function Ro(e,t,n,r,i,a,o){let s=[],c=e.length;for(let l=i==1?n:r;l>=n&&l<=r;l+=i)if(t[l]===null){let u=l,d=l;if(i==1)for(;++l<=r&&t[l]===null;)d=l;else for(;--l>=n&&t[l]===null;)d=l;let f=a(e[u]),p=d==u?f:a(e[d]),m=u-i;f=o<=0&&m>=0&&m<c?a(e[m]):f;let h=d+i;p=o>=0&&h>=0&&h<c?a(e[h]):p,p>=f&&s.push([f,p])}return s}function zo(e){return e==0?mi:e==1?$r:t=>xi(t,e)}function Bo(e){let t=e==0?Vo:Ho,n=e==0?(e,t,n,r,i,a)=>{e.arcTo(t,n,r,i,a)}:(e,t,n,r,i,a)=>{e.arcTo(n,t,i,r,a)},r=e==0?(e,t,n,r,i)=>{e.rect(t,n,r,i)}:(e,t,n,r,i)=>{e.rect(n,t,i,r)};return(e,i,a,o,s,c=0,l=0)=>{c==0&&l==0?r(e,i,a,o,s):(c=ti(c,o/2,s/2),l=ti(l,o/2,s/2),t(e,i+c,a),n(e,i+o,a,i+o,a+s,c),n(e,i+o,a+s,i,a+s,l),n(e,i,a+s,i,a,l),n(e,i,a,i+o,a,c),e.closePath())}}var Vo=(e,t,n)=>{e.moveTo(t,n)},Ho=(e,t,n)=>{e.moveTo(n,t)},Uo=(e,t,n)=>{e.lineTo(t,n)},Wo=(e,t,n)=>{e.lineTo(n,t)},Go=Bo(0),Ko=Bo(1),qo=(e,t,n,r,i,a)=>{e.arc(t,n,r,i,a)},Jo=(e,t,n,r,i,a)=>{e.arc(n,t,r,i,a)},Yo=(e,t,n,r,i,a,o)=>{e.bezierCurveTo(t,n,r,i,a,o)},Xo=(e,t,n,r,i,a,o)=>{e.bezierCurveTo(n,t,i,r,o,a)};function Zo(e){return(e,t,n,r,i)=>Mo(e,t,(t,a,o,s,c,l,u,d,f,p,m)=>{let{pxRound:h,points:g}=t,_,v;s.ori==0?(_=Vo,v=qo):(_=Ho,v=Jo);let y=Q(g.width*J,3),b=(g.size-g.width)/2*J,x=Q(b*2,3),S=new Path2D,C=new Path2D,{left:w,top:T,width:E,height:D}=e.bbox;Go(C,w-x,T-x,E+x*2,D+x*2);let O=e=>{if(o[e]!=null){let t=h(l(a[e],s,p,d)),n=h(u(o[e],c,m,f));_(S,t+b,n),v(S,t,n,b,0,Xr*2)}};if(i)i.forEach(O);else for(let e=n;e<=r;e++)O(e);return{stroke:y>0?S:null,fill:S,clip:C,flags:3}})}function Qo(e){return(t,n,r,i,a,o)=>{r!=i&&(a!=r&&o!=r&&e(t,n,r),a!=i&&o!=i&&e(t,n,i),e(t,n,o))}}var $o=Qo(Uo),es=Qo(Wo);function ts(e){let t=Y(e?.alignGaps,0);return(e,n,r,i)=>Mo(e,n,(a,o,s,c,l,u,d,f,p,m,h)=>{[r,i]=Ir(s,r,i);let g=a.pxRound,_=e=>g(u(e,c,m,f)),v=e=>g(d(e,l,h,p)),y,b;c.ori==0?(y=Uo,b=$o):(y=Wo,b=es);let x=c.dir*(c.ori==0?1:-1),S={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:Ao},C=S.stroke,w=!1;if(i-r>=m*4){let t=t=>e.posToVal(t,c.key,!0),n=null,a=null,l,u,d,f=_(o[x==1?r:i]),p=_(o[r]),m=_(o[i]),h=t(x==1?p+1:m-1);for(let e=x==1?r:i;e>=r&&e<=i;e+=x){let r=o[e],i=(x==1?r<h:r>h)?f:_(r),c=s[e];i==f?c==null?c===null&&(w=!0):(u=c,n==null?(y(C,i,v(u)),l=n=a=u):u<n?n=u:u>a&&(a=u)):(n!=null&&b(C,f,v(n),v(a),v(l),v(u)),c==null?(n=a=null,c===null&&(w=!0)):(u=c,y(C,i,v(u)),n=a=l=u),f=i,h=t(f+x))}n!=null&&n!=a&&d!=f&&b(C,f,v(n),v(a),v(l),v(u))}else for(let e=x==1?r:i;e>=r&&e<=i;e+=x){let t=s[e];t===null?w=!0:t!=null&&y(C,_(o[e]),v(t))}let[T,E]=No(e,n);if(a.fill!=null||T!=0){let t=S.fill=new Path2D(C),s=v(a.fillTo(e,n,a.min,a.max,T)),c=_(o[r]),l=_(o[i]);x==-1&&([l,c]=[c,l]),y(t,l,s),y(t,c,s)}if(!a.spanGaps){let l=[];w&&l.push(...Ro(o,s,r,i,x,_,t)),S.gaps=l=a.gaps(e,n,r,i,l),S.clip=Io(l,c.ori,f,p,m,h)}return E!=0&&(S.band=E==2?[Fo(e,n,r,i,C,-1),Fo(e,n,r,i,C,1)]:Fo(e,n,r,i,C,E)),S})}function ns(e){let t=Y(e.align,1),n=Y(e.ascDesc,!1),r=Y(e.alignGaps,0),i=Y(e.extend,!1);return(e,a,o,s)=>Mo(e,a,(c,l,u,d,f,p,m,h,g,_,v)=>{[o,s]=Ir(u,o,s);let y=c.pxRound,{left:b,width:x}=e.bbox,S=e=>y(p(e,d,_,h)),C=e=>y(m(e,f,v,g)),w=d.ori==0?Uo:Wo,T={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:Ao},E=T.stroke,D=d.dir*(d.ori==0?1:-1),O=C(u[D==1?o:s]),k=S(l[D==1?o:s]),ee=k,A=k;i&&t==-1&&(A=b,w(E,A,O)),w(E,k,O);for(let e=D==1?o:s;e>=o&&e<=s;e+=D){let n=u[e];if(n==null)continue;let r=S(l[e]),i=C(n);t==1?w(E,r,O):w(E,ee,i),w(E,r,i),O=i,ee=r}let te=ee;i&&t==1&&(te=b+x,w(E,te,O));let[ne,re]=No(e,a);if(c.fill!=null||ne!=0){let t=T.fill=new Path2D(E),n=C(c.fillTo(e,a,c.min,c.max,ne));w(t,te,n),w(t,A,n)}if(!c.spanGaps){let i=[];i.push(...Ro(l,u,o,s,D,S,r));let f=c.width*J/2,p=n||t==1?f:-f,m=n||t==-1?-f:f;i.forEach(e=>{e[0]+=p,e[1]+=m}),T.gaps=i=c.gaps(e,a,o,s,i),T.clip=Io(i,d.ori,h,g,_,v)}return re!=0&&(T.band=re==2?[Fo(e,a,o,s,E,-1),Fo(e,a,o,s,E,1)]:Fo(e,a,o,s,E,re)),T})}function rs(e,t,n,r,i,a,o=li){if(e.length>1){let s=null;for(let c=0,l=1/0;c<e.length;c++)if(t[c]!==void 0){if(s!=null){let t=Zr(e[c]-e[s]);t<l&&(l=t,o=Zr(n(e[c],r,i,a)-n(e[s],r,i,a)))}s=c}}return o}function is(e){e||=Di;let t=Y(e.size,[.6,li,1]),n=e.align||0,r=e.gap||0,i=e.radius;i=i==null?[0,0]:typeof i==`number`?[i,0]:i;let a=Z(i),o=1-t[0],s=Y(t[1],li),c=Y(t[2],1),l=Y(e.disp,Di),u=Y(e.each,e=>{}),{fill:d,stroke:f}=l;return(e,t,i,p)=>Mo(e,t,(m,h,g,_,v,y,b,x,S,C,w)=>{let T=m.pxRound,E=n,D=r*J,O=s*J,k=c*J,ee,A;_.ori==0?[ee,A]=a(e,t):[A,ee]=a(e,t);let te=_.dir*(_.ori==0?1:-1),ne=_.ori==0?Go:Ko,re=_.ori==0?u:(e,t,n,r,i,a,o)=>{u(e,t,n,i,r,o,a)},ie=Y(e.bands,Oi).find(e=>e.series[0]==t),ae=ie==null?0:ie.dir,oe=m.fillTo(e,t,m.min,m.max,ae),j=T(b(oe,v,w,S)),M,se,N,P=C,F=T(m.width*J),ce=!1,le=null,ue=null,de=null,fe=null;d!=null&&(F==0||f!=null)&&(ce=!0,le=d.values(e,t,i,p),ue=new Map,new Set(le).forEach(e=>{e!=null&&ue.set(e,new Path2D)}),F>0&&(de=f.values(e,t,i,p),fe=new Map,new Set(de).forEach(e=>{e!=null&&fe.set(e,new Path2D)})));let{x0:pe,size:I}=l;if(pe!=null&&I!=null){E=1,h=pe.values(e,t,i,p),pe.unit==2&&(h=h.map(t=>e.posToVal(x+t*C,_.key,!0)));let n=I.values(e,t,i,p);se=I.unit==2?n[0]*C:y(n[0],_,C,x)-y(0,_,C,x),P=rs(h,g,y,_,C,x,P),N=P-se+D}else P=rs(h,g,y,_,C,x,P),N=P*o+D,se=P-N;N<1&&(N=0),F>=se/2&&(F=0),N<5&&(T=mi);let me=N>0,he=P-N-(me?F:0);se=T(di(he,k,O)),M=(E==0?se/2:E==te?0:se)-E*te*((E==0?D/2:0)+(me?F/2:0));let ge={stroke:null,fill:null,clip:null,band:null,gaps:null,flags:0},_e=ce?null:new Path2D,ve=null;if(ie!=null)ve=e.data[ie.series[1]];else{let{y0:n,y1:r}=l;n!=null&&r!=null&&(g=r.values(e,t,i,p),ve=n.values(e,t,i,p))}let ye=ee*se,be=A*se;for(let n=te==1?i:p;n>=i&&n<=p;n+=te){let r=g[n];if(r==null)continue;if(ve!=null){let e=ve[n]??0;if(r-e==0)continue;j=b(e,v,w,S)}let i=y(_.distr!=2||l!=null?h[n]:n,_,C,x),a=b(Y(r,oe),v,w,S),o=T(i-M),s=T(ni(a,j)),c=T(ti(a,j)),u=s-c;if(r!=null){let i=r<0?be:ye,a=r<0?ye:be;ce?(F>0&&de[n]!=null&&ne(fe.get(de[n]),o,c+Qr(F/2),se,ni(0,u-F),i,a),le[n]!=null&&ne(ue.get(le[n]),o,c+Qr(F/2),se,ni(0,u-F),i,a)):ne(_e,o,c+Qr(F/2),se,ni(0,u-F),i,a),re(e,t,n,o-F/2,c,se+F,u)}}return F>0?ge.stroke=ce?fe:_e:ce||(ge._fill=m.width==0?m._fill:m._stroke??m._fill,ge.width=0),ge.fill=ce?ue:_e,ge})}function as(e,t){let n=Y(t?.alignGaps,0);return(t,r,i,a)=>Mo(t,r,(o,s,c,l,u,d,f,p,m,h,g)=>{[i,a]=Ir(c,i,a);let _=o.pxRound,v=e=>_(d(e,l,h,p)),y=e=>_(f(e,u,g,m)),b,x,S;l.ori==0?(b=Vo,S=Uo,x=Yo):(b=Ho,S=Wo,x=Xo);let C=l.dir*(l.ori==0?1:-1),w=v(s[C==1?i:a]),T=w,E=[],D=[];for(let e=C==1?i:a;e>=i&&e<=a;e+=C)if(c[e]!=null){let t=s[e],n=v(t);E.push(T=n),D.push(y(c[e]))}let O={stroke:e(E,D,b,S,x,_),fill:null,clip:null,band:null,gaps:null,flags:Ao},k=O.stroke,[ee,A]=No(t,r);if(o.fill!=null||ee!=0){let e=O.fill=new Path2D(k),n=y(o.fillTo(t,r,o.min,o.max,ee));S(e,T,n),S(e,w,n)}if(!o.spanGaps){let e=[];e.push(...Ro(s,c,i,a,C,v,n)),O.gaps=e=o.gaps(t,r,i,a,e),O.clip=Io(e,l.ori,p,m,h,g)}return A!=0&&(O.band=A==2?[Fo(t,r,i,a,k,-1),Fo(t,r,i,a,k,1)]:Fo(t,r,i,a,k,A)),O})}function os(e){return as(ss,e)}function ss(e,t,n,r,i,a){let o=e.length;if(o<2)return null;let s=new Path2D;if(n(s,e[0],t[0]),o==2)r(s,e[1],t[1]);else{let n=Array(o),r=Array(o-1),a=Array(o-1),c=Array(o-1);for(let n=0;n<o-1;n++)a[n]=t[n+1]-t[n],c[n]=e[n+1]-e[n],r[n]=a[n]/c[n];n[0]=r[0];for(let e=1;e<o-1;e++)r[e]===0||r[e-1]===0||r[e-1]>0!=r[e]>0?n[e]=0:(n[e]=3*(c[e-1]+c[e])/((2*c[e]+c[e-1])/r[e-1]+(c[e]+2*c[e-1])/r[e]),isFinite(n[e])||(n[e]=0));n[o-1]=r[o-2];for(let r=0;r<o-1;r++)i(s,e[r]+c[r]/3,t[r]+n[r]*c[r]/3,e[r+1]-c[r]/3,t[r+1]-n[r+1]*c[r]/3,e[r+1],t[r+1])}return s}var cs=new Set;function ls(){for(let e of cs)e.syncRect(!0)}dr&&(Ar(or,pr,ls),Ar(sr,pr,ls,!0),Ar(lr,pr,()=>{Ts.pxRatio=J}));var us=ts(),ds=Zo();function fs(e,t,n,r){return(r?[e[0],e[1]].concat(e.slice(2)):[e[0]].concat(e.slice(1))).map((e,r)=>ms(e,r,t,n))}function ps(e,t){return e.map((e,n)=>n==0?{}:zi({},t,e))}function ms(e,t,n,r){return zi({},t==0?n:r,e)}function hs(e,t,n){return t==null?ki:[t,n]}var gs=hs;function _s(e,t,n){return t==null?ki:Gr(t,n,Vr,!0)}function vs(e,t,n,r){return t==null?ki:zr(t,n,e.scales[r].log,!1)}var ys=vs;function bs(e,t,n,r){return t==null?ki:Br(t,n,e.scales[r].log,!1)}var xs=bs;function Ss(e,t,n,r,i){let a=ni(ui(e),ui(t)),o=t-e,s=Mr(i/r*o,n);do{let e=n[s],t=r*e/o;if(t>=i&&a+(e<5?wi.get(e):0)<=17)return[e,t]}while(++s<n.length);return[0,0]}function Cs(e){let t,n;return e=e.replace(/(\d+)px/,(e,r)=>(t=$r((n=+r)*J))+`px`),[e,t,n]}function ws(e){e.show&&[e.font,e.labelFont].forEach(e=>{let t=Q(e[2]*J,1);e[0]=e[0].replace(/[0-9.]+px/,t+`px`),e[1]=t})}function Ts(e,t,n){let r={mode:Y(e.mode,1)},i=r.mode;function a(e,t,n,r){let i=t.valToPct(e);return r+n*(t.dir==-1?1-i:i)}function o(e,t,n,r){let i=t.valToPct(e);return r+n*(t.dir==-1?i:1-i)}function s(e,t,n,r){return t.ori==0?a(e,t,n,r):o(e,t,n,r)}r.valToPosH=a,r.valToPosV=o;let c=!1;r.status=0;let l=r.root=xr(En);if(e.id!=null&&(l.id=e.id),_r(l,e.class),e.title){let t=xr(kn,l);t.textContent=e.title}let u=br(`canvas`),d=r.ctx=u.getContext(`2d`),f=xr(An,l);Ar(`click`,f,e=>{e.target===m&&(G!=$t||rn!=en)&&on.click(r,e)},!0);let p=r.under=xr(jn,f);f.appendChild(u);let m=r.over=xr(Mn,f);e=Ri(e);let h=+Y(e.pxAlign,1),g=zo(h);(e.plugins||[]).forEach(t=>{t.opts&&(e=t.opts(r,e)||e)});let _=e.ms||.001,v=r.series=i==1?fs(e.series||[],io,wo,!1):ps(e.series||[null],Co),y=r.axes=fs(e.axes||[],to,vo,!0),b=r.scales={},x=r.bands=e.bands||[];x.forEach(e=>{e.fill=Z(e.fill||null),e.dir=Y(e.dir,-1)});let S=i==2?v[1].facets[0].scale:v[0].scale,C={axes:Lt,series:Dt},w=(e.drawOrder||[`axes`,`series`]).map(e=>C[e]);function T(e){let t=e.distr==3?t=>ai(t>0?t:e.clamp(r,t,e.min,e.max,e.key)):e.distr==4?t=>ci(t,e.asinh):e.distr==100?t=>e.fwd(t):e=>e;return n=>{let r=t(n),{_min:i,_max:a}=e,o=a-i;return(r-i)/o}}function E(t){let n=b[t];if(n==null){let r=(e.scales||Di)[t]||Di;if(r.from!=null){E(r.from);let e=zi({},b[r.from],r,{key:t});e.valToPct=T(e),b[t]=e}else{n=b[t]=zi({},t==S?Eo:Do,r),n.key=t;let e=n.time,a=n.range,o=Ai(a);if((t!=S||i==2&&!e)&&(o&&(a[0]==null||a[1]==null)&&(a={min:a[0]==null?Hr:{mode:1,hard:a[0],soft:a[0]},max:a[1]==null?Hr:{mode:1,hard:a[1],soft:a[1]}},o=!1),!o&&Pi(a))){let e=a;a=(t,n,r)=>n==null?ki:Gr(n,r,e)}n.range=Z(a||(e?gs:t==S?n.distr==3?ys:n.distr==4?xs:hs:n.distr==3?vs:n.distr==4?bs:_s)),n.auto=Z(!o&&n.auto),n.clamp=Z(n.clamp||To),n._min=n._max=null,n.valToPct=T(n)}}}E(`x`),E(`y`),i==1&&v.forEach(e=>{E(e.scale)}),y.forEach(e=>{E(e.scale)});for(let t in e.scales)E(t);let D=b[S],O=D.distr,k,ee;D.ori==0?(_r(l,Dn),k=a,ee=o):(_r(l,On),k=o,ee=a);let A={};for(let e in b){let t=b[e];(t.min!=null||t.max!=null)&&(A[e]={min:t.min,max:t.max},t.min=t.max=null)}let te=e.tzDate||(e=>new Date($r(e/_))),ne=e.fmtDate||ra,re=_==1?Ta(te):Oa(te),ie=Aa(te,ka(_==1?wa:Da,ne)),ae=Fa(te,Na(Pa,ne)),oe=[],j=r.legend=zi({},Ra,e.legend),M=r.cursor=zi({},qa,{drag:{y:i==2}},e.cursor),se=j.show,N=M.show,P=j.markers;j.idxs=oe,P.width=Z(P.width),P.dash=Z(P.dash),P.stroke=Z(P.stroke),P.fill=Z(P.fill);let F,ce,le,ue=[],de=[],fe,pe=!1,I={};if(j.live){let e=v[1]?v[1].values:null;pe=e!=null,fe=pe?e(r,1,0):{_:0};for(let e in fe)I[e]=ur}if(se){if(F=br(`table`,zn,l),le=br(`tbody`,null,F),j.mount(r,F),pe){ce=br(`thead`,null,F,le);let e=br(`tr`,null,ce);for(var me in br(`th`,null,e),fe)br(`th`,Wn,e).textContent=me}else _r(F,Vn),j.live&&_r(F,Bn)}let he={show:!0},ge={show:!1};function _e(e,t){if(t==0&&(pe||!j.live||i==2))return ki;let n=[],a=br(`tr`,Hn,le,le.childNodes[t]);_r(a,e.class),e.show||_r(a,Pn);let o=br(`th`,null,a);if(P.show){let e=xr(Un,o);if(t>0){let n=P.width(r,t);n&&(e.style.border=n+`px `+P.dash(r,t)+` `+P.stroke(r,t)),e.style.background=P.fill(r,t)}}let s=xr(Wn,o);for(var c in e.label instanceof HTMLElement?s.appendChild(e.label):s.textContent=e.label,t>0&&(P.show||(s.style.color=e.width>0?P.stroke(r,t):P.fill(r,t)),ye(`click`,o,t=>{if(M._lock)return;We(t);let n=v.indexOf(e);if((t.ctrlKey||t.metaKey)!=j.isolate){let e=v.some((e,t)=>t>0&&t!=n&&e.show);v.forEach((t,r)=>{r>0&&fn(r,e?r==n?he:ge:he,!0,ii.setSeries)})}else fn(n,{show:!e.show},!0,ii.setSeries)},!1),qe&&ye(rr,o,t=>{M._lock||(We(t),fn(v.indexOf(e),bn,!0,ii.setSeries))},!1)),fe){let e=br(`td`,Gn,a);e.textContent=`--`,n.push(e)}return[a,n]}let ve=new Map;function ye(e,t,n,i=!0){let a=ve.get(t)||{},o=M.bind[e](r,t,n,i);o&&(Ar(e,t,a[e]=o),ve.set(t,a))}function be(e,t,n){let r=ve.get(t)||{};for(let n in r)(e==null||n==e)&&(jr(n,t,r[n]),delete r[n]);e??ve.delete(t)}let L=0,xe=0,R=0,z=0,Se=0,Ce=0,we=Se,Te=Ce,Ee=R,De=z,Oe=0,ke=0,Ae=0,je=0;r.bbox={};let Me=!1,Ne=!1,Pe=!1,Fe=!1,Ie=!1,Le=!1;function Re(e,t,n){(n||e!=r.width||t!=r.height)&&ze(e,t),Rt(!1),Pe=!0,Ne=!0,Ut()}function ze(e,t){r.width=L=R=e,r.height=xe=z=t,Se=Ce=0,He(),Ue();let n=r.bbox;Oe=n.left=xi(Se*J,.5),ke=n.top=xi(Ce*J,.5),Ae=n.width=xi(R*J,.5),je=n.height=xi(z*J,.5)}function Be(){let e=!1,t=0;for(;!e;){t++;let n=Ft(t),i=It(t);e=t==3||n&&i,e||(ze(r.width,r.height),Ne=!0)}}function Ve({width:e,height:t}){Re(e,t)}r.setSize=Ve;function He(){let e=!1,t=!1,n=!1,r=!1;y.forEach((i,a)=>{if(i.show&&i._show){let{side:a,_size:o}=i,s=a%2,c=o+(i.label==null?0:i.labelSize);c>0&&(s?(R-=c,a==3?(Se+=c,r=!0):n=!0):(z-=c,a==0?(Ce+=c,e=!0):t=!0))}}),nt[0]=e,nt[1]=n,nt[2]=t,nt[3]=r,R-=ot[1]+ot[3],Se+=ot[3],z-=ot[2]+ot[0],Ce+=ot[0]}function Ue(){let e=Se+R,t=Ce+z,n=Se,r=Ce;function i(i,a){switch(i){case 1:return e+=a,e-a;case 2:return t+=a,t-a;case 3:return n-=a,n+a;case 0:return r-=a,r+a}}y.forEach((e,t)=>{if(e.show&&e._show){let t=e.side;e._pos=i(t,e._size),e.label!=null&&(e._lpos=i(t,e.labelSize))}})}if(M.dataIdx==null){let e=M.hover,n=e.skip=new Set(e.skip??[]);n.add(void 0);let r=e.prox=Z(e.prox),i=e.bias??=0;M.dataIdx=(e,a,o,s)=>{if(a==0)return o;let c=o,l=r(e,a,o,s)??li,u=l>=0&&l<li,d=D.ori==0?R:z,f=M.left,p=t[0],m=t[a];if(n.has(m[o])){c=null;let e=null,t=null,r;if(i==0||i==-1)for(r=o;e==null&&r-->0;)n.has(m[r])||(e=r);if(i==0||i==1)for(r=o;t==null&&r++<m.length;)n.has(m[r])||(t=r);if(e!=null||t!=null){if(u){let n=e==null?-1/0:k(p[e],D,d,0),r=t==null?1/0:k(p[t],D,d,0),i=f-n,a=r-f;i<=a?i<=l&&(c=e):a<=l&&(c=t)}else c=t==null?e:e==null?t:o-e<=t-o?e:t}}else u&&Zr(f-k(p[o],D,d,0))>l&&(c=null);return c}}let We=e=>{M.event=e};M.idxs=oe,M._lock=!1;let Ge=M.points;Ge.show=Z(Ge.show),Ge.size=Z(Ge.size),Ge.stroke=Z(Ge.stroke),Ge.width=Z(Ge.width),Ge.fill=Z(Ge.fill);let Ke=r.focus=zi({},e.focus||{alpha:.3},M.focus),qe=Ke.prox>=0,Je=qe&&Ge.one,Ye=[],Xe=[],Ze=[];function Qe(e,t){let n=Ge.show(r,t);if(n instanceof HTMLElement)return _r(n,Rn),_r(n,e.class),Cr(n,-10,-10,R,z),m.insertBefore(n,Ye[t]),n}function $e(e,t){if(i==1||t>0){let t=i==1&&b[e.scale].time,n=e.value;e.value=t?Ni(n)?Fa(te,Na(n,ne)):n||ae:n||_o,e.label=e.label||(t?ro:no)}if(Je||t>0){e.width=e.width==null?1:e.width,e.paths=e.paths||us||gi,e.fillTo=Z(e.fillTo||Po),e.pxAlign=+Y(e.pxAlign,h),e.pxRound=zo(e.pxAlign),e.stroke=Z(e.stroke||null),e.fill=Z(e.fill||null),e._stroke=e._fill=e._paths=e._focus=null;let t=yo(ni(1,e.width),1),n=e.points=zi({},{size:t,width:ni(1,t*.2),stroke:e.stroke,space:t*2,paths:ds,_stroke:null,_fill:null},e.points);n.show=Z(n.show),n.filter=Z(n.filter),n.fill=Z(n.fill),n.stroke=Z(n.stroke),n.paths=Z(n.paths),n.pxAlign=e.pxAlign}if(se){let n=_e(e,t);ue.splice(t,0,n[0]),de.splice(t,0,n[1]),j.values.push(null)}if(N){oe.splice(t,0,null);let n=null;Je?t==0&&(n=Qe(e,t)):t>0&&(n=Qe(e,t)),Ye.splice(t,0,n),Xe.splice(t,0,0),Ze.splice(t,0,0)}X(`addSeries`,t)}function et(e,t){t??=v.length,e=i==1?ms(e,t,io,wo):ms(e,t,{},Co),v.splice(t,0,e),$e(v[t],t)}r.addSeries=et;function tt(e){if(v.splice(e,1),se){j.values.splice(e,1),de.splice(e,1);let t=ue.splice(e,1)[0];be(null,t.firstChild),t.remove()}N&&(oe.splice(e,1),Ye.splice(e,1)[0].remove(),Xe.splice(e,1),Ze.splice(e,1)),X(`delSeries`,e)}r.delSeries=tt;let nt=[!1,!1,!1,!1];function rt(e,t){if(e._show=e.show,e.show){let n=e.side%2,i=b[e.scale];i??=(e.scale=n?v[1].scale:S,b[e.scale]);let a=i.time;e.size=Z(e.size),e.space=Z(e.space),e.rotate=Z(e.rotate),Ai(e.incrs)&&e.incrs.forEach(e=>{!wi.has(e)&&wi.set(e,Ti(e))}),e.incrs=Z(e.incrs||(i.distr==2?ua:a?_==1?Ca:Ea:da)),e.splits=Z(e.splits||(a&&i.distr==1?re:i.distr==3?so:i.distr==4?co:oo)),e.stroke=Z(e.stroke),e.grid.stroke=Z(e.grid.stroke),e.ticks.stroke=Z(e.ticks.stroke),e.border.stroke=Z(e.border.stroke);let o=e.values;e.values=Ai(o)&&!Ai(o[0])?Z(o):a?Ai(o)?Aa(te,ka(o,ne)):Ni(o)?ja(te,o):o||ie:o||ao,e.filter=Z(e.filter||(i.distr>=3&&i.log==10?ho:i.distr==3&&i.log==2?go:hi)),e.font=Cs(e.font),e.labelFont=Cs(e.labelFont),e._size=e.size(r,null,t,0),e._space=e._rotate=e._incrs=e._found=e._splits=e._values=null,e._size>0&&(nt[t]=!0,e._el=xr(Nn,f))}}function it(e,t,n,r){let[i,a,o,s]=n,c=t%2,l=0;return c==0&&(s||a)&&(l=t==0&&!i||t==2&&!o?$r(to.size/3):0),c==1&&(i||o)&&(l=t==1&&!a||t==3&&!s?$r(vo.size/2):0),l}let at=r.padding=(e.padding||[it,it,it,it]).map(e=>Z(Y(e,it))),ot=r._padding=at.map((e,t)=>e(r,t,nt,0)),st,ct=null,lt=null,ut=i==1?v[0].idxs:null,dt=null,ft=!1;function B(e,n){if(t=e??[],r.data=r._data=t,i==2){st=0;for(let e=1;e<v.length;e++)st+=t[e][0].length}else{t.length==0&&(r.data=r._data=t=[[]]),dt=t[0],st=dt.length;let e=t;if(O==2){e=t.slice();let n=e[0]=Array(st);for(let e=0;e<st;e++)n[e]=e}r._data=t=e}if(Rt(!0),X(`setData`),O==2&&(Pe=!0),n!==!1){let e=D;e.auto(r,ft)?pt():dn(S,e.min,e.max),Fe||=M.left>=0,Le=!0,Ut()}}r.setData=B;function pt(){ft=!0;let e,n;i==1&&(st>0?(ct=ut[0]=0,lt=ut[1]=st-1,e=t[0][ct],n=t[0][lt],O==2?(e=ct,n=lt):e==n&&(O==3?[e,n]=zr(e,e,D.log,!1):O==4?[e,n]=Br(e,e,D.log,!1):D.time?n=e+$r(86400/_):[e,n]=Gr(e,n,Vr,!0))):(ct=ut[0]=e=null,lt=ut[1]=n=null)),dn(S,e,n)}let mt,V,ht,H,gt,_t,vt,yt,bt,xt;function St(e,t,n,r,i,a){e??=$n,n??=Oi,r??=`butt`,i??=$n,a??=`round`,e!=mt&&(d.strokeStyle=mt=e),i!=V&&(d.fillStyle=V=i),t!=ht&&(d.lineWidth=ht=t),a!=gt&&(d.lineJoin=gt=a),r!=_t&&(d.lineCap=_t=r),n!=H&&d.setLineDash(H=n)}function U(e,t,n,r){t!=V&&(d.fillStyle=V=t),e!=vt&&(d.font=vt=e),n!=yt&&(d.textAlign=yt=n),r!=bt&&(d.textBaseline=bt=r)}function Ct(e,t,n,i,a=0){if(i.length>0&&e.auto(r,ft)&&(t==null||t.min==null)){let t=Y(ct,0),r=Y(lt,i.length-1),o=n.min==null?Rr(i,t,r,a,e.distr==3):[n.min,n.max];e.min=ti(e.min,n.min=o[0]),e.max=ni(e.max,n.max=o[1])}}let wt={min:null,max:null};function Tt(){for(let e in b){let t=b[e];A[e]==null&&(t.min==null||A[S]!=null&&t.auto(r,ft))&&(A[e]=wt)}for(let e in b){let t=b[e];A[e]==null&&t.from!=null&&A[t.from]!=null&&(A[e]=wt)}A[S]!=null&&Rt(!0);let e={};for(let t in A){let n=A[t];if(n!=null){let a=e[t]=Ri(b[t],Fi);if(n.min!=null)zi(a,n);else if(t!=S||i==2){if(st==0&&a.from==null){let e=a.range(r,null,null,t);a.min=e[0],a.max=e[1]}else a.min=li,a.max=-1/0}}}if(st>0){v.forEach((n,a)=>{if(i==1){let i=n.scale,o=A[i];if(o==null)return;let s=e[i];if(a==0){let e=s.range(r,s.min,s.max,i);s.min=e[0],s.max=e[1],ct=Mr(s.min,t[0]),lt=Mr(s.max,t[0]),lt-ct>1&&(t[0][ct]<s.min&&ct++,t[0][lt]>s.max&&lt--),n.min=dt[ct],n.max=dt[lt]}else n.show&&n.auto&&Ct(s,o,n,t[a],n.sorted);n.idxs[0]=ct,n.idxs[1]=lt}else if(a>0&&n.show&&n.auto){let[r,i]=n.facets,o=r.scale,s=i.scale,[c,l]=t[a],u=e[o],d=e[s];u!=null&&Ct(u,A[o],r,c,r.sorted),d!=null&&Ct(d,A[s],i,l,i.sorted),n.min=i.min,n.max=i.max}});for(let t in e){let n=e[t],i=A[t];if(n.from==null&&(i==null||i.min==null)){let e=n.range(r,n.min==li?null:n.min,n.max==-1/0?null:n.max,t);n.min=e[0],n.max=e[1]}}}for(let t in e){let n=e[t];if(n.from!=null){let i=e[n.from];if(i.min==null)n.min=n.max=null;else{let e=n.range(r,i.min,i.max,t);n.min=e[0],n.max=e[1]}}}let n={},a=!1;for(let t in e){let r=e[t],i=b[t];if(i.min!=r.min||i.max!=r.max){i.min=r.min,i.max=r.max;let e=i.distr;i._min=e==3?ai(i.min):e==4?ci(i.min,i.asinh):e==100?i.fwd(i.min):i.min,i._max=e==3?ai(i.max):e==4?ci(i.max,i.asinh):e==100?i.fwd(i.max):i.max,n[t]=a=!0}}if(a){v.forEach((e,t)=>{i==2?t>0&&n.y&&(e._paths=null):n[e.scale]&&(e._paths=null)});for(let e in n)Pe=!0,X(`setScale`,e);N&&M.left>=0&&(Fe=Le=!0)}for(let e in A)A[e]=null}function Et(e){let t=di(ct-1,0,st-1),n=di(lt+1,0,st-1);for(;e[t]==null&&t>0;)t--;for(;e[n]==null&&n<st-1;)n++;return[t,n]}function Dt(){if(st>0){let e=v.some(e=>e._focus)&&xt!=Ke.alpha;e&&(d.globalAlpha=xt=Ke.alpha),v.forEach((e,n)=>{if(n>0&&e.show&&(Ot(n,!1),Ot(n,!0),e._paths==null)){let a=xt;xt!=e.alpha&&(d.globalAlpha=xt=e.alpha);let o=i==2?[0,t[n][0].length-1]:Et(t[n]);e._paths=e.paths(r,n,o[0],o[1]),xt!=a&&(d.globalAlpha=xt=a)}}),v.forEach((e,t)=>{if(t>0&&e.show){let n=xt;xt!=e.alpha&&(d.globalAlpha=xt=e.alpha),e._paths!=null&&kt(t,!1);{let n=e._paths==null?null:e._paths.gaps,i=e.points.show(r,t,ct,lt,n),a=e.points.filter(r,t,i,n);(i||a)&&(e.points._paths=e.points.paths(r,t,ct,lt,a),kt(t,!0))}xt!=n&&(d.globalAlpha=xt=n),X(`drawSeries`,t)}}),e&&(d.globalAlpha=xt=1)}}function Ot(e,t){let n=t?v[e].points:v[e];n._stroke=n.stroke(r,e),n._fill=n.fill(r,e)}function kt(e,t){let n=t?v[e].points:v[e],{stroke:r,fill:i,clip:a,flags:o,_stroke:s=n._stroke,_fill:c=n._fill,_width:l=n.width}=n._paths;l=Q(l*J,3);let u=null,f=l%2/2;t&&c==null&&(c=l>0?`#fff`:s);let p=n.pxAlign==1&&f>0;if(p&&d.translate(f,f),!t){let e=Oe-l/2,t=ke-l/2,n=Ae+l,r=je+l;u=new Path2D,u.rect(e,t,n,r)}t?At(s,l,n.dash,n.cap,c,r,i,o,a):W(e,s,l,n.dash,n.cap,c,r,i,o,u,a),p&&d.translate(-f,-f)}function W(e,n,i,a,o,s,c,l,u,d,f){let p=!1;u!=0&&x.forEach((m,h)=>{if(m.series[0]==e){let e=v[m.series[1]],g=t[m.series[1]],_=(e._paths||Di).band;Ai(_)&&(_=m.dir==1?_[0]:_[1]);let y,b=null;e.show&&_&&Kr(g,ct,lt)?(b=m.fill(r,h)||s,y=e._paths.clip):_=null,At(n,i,a,o,b,c,l,u,d,f,y,_),p=!0}}),p||At(n,i,a,o,s,c,l,u,d,f)}function At(e,t,n,r,i,a,o,s,c,l,u,f){St(e,t,n,r,i),(c||l||f)&&(d.save(),c&&d.clip(c),l&&d.clip(l)),f?(s&3)==3?(d.clip(f),u&&d.clip(u),Mt(i,o),jt(e,a,t)):s&jo?(Mt(i,o),d.clip(f),jt(e,a,t)):s&Ao&&(d.save(),d.clip(f),u&&d.clip(u),Mt(i,o),d.restore(),jt(e,a,t)):(Mt(i,o),jt(e,a,t)),(c||l||f)&&d.restore()}function jt(e,t,n){n>0&&(t instanceof Map?t.forEach((e,t)=>{d.strokeStyle=mt=t,d.stroke(e)}):t!=null&&e&&d.stroke(t))}function Mt(e,t){t instanceof Map?t.forEach((e,t)=>{d.fillStyle=V=t,d.fill(e)}):t!=null&&e&&d.fill(t)}function Nt(e,t,n,i){let a=y[e],o;if(i<=0)o=[0,0];else{let s=a._space=a.space(r,e,t,n,i);o=Ss(t,n,a._incrs=a.incrs(r,e,t,n,i,s),i,s)}return a._found=o}function Pt(e,t,n,r,i,a,o,s,c,l){let u=o%2/2;h==1&&d.translate(u,u),St(s,o,c,l,s),d.beginPath();let f,p,m,g,_=i+(r==0||r==3?-a:a);n==0?(p=i,g=_):(f=i,m=_);for(let r=0;r<e.length;r++)t[r]!=null&&(n==0?f=m=e[r]:p=g=e[r],d.moveTo(f,p),d.lineTo(m,g));d.stroke(),h==1&&d.translate(-u,-u)}function Ft(e){let t=!0;return y.forEach((n,i)=>{if(!n.show)return;let a=b[n.scale];if(a.min==null){n._show&&(t=!1,n._show=!1,Rt(!1));return}n._show||(t=!1,n._show=!0,Rt(!1));let o=n.side,s=o%2,{min:c,max:l}=a,[u,d]=Nt(i,c,l,s==0?R:z);if(d==0)return;let f=a.distr==2,p=n._splits=n.splits(r,i,c,l,u,d,f),m=a.distr==2?p.map(e=>dt[e]):p,h=a.distr==2?dt[p[1]]-dt[p[0]]:u,g=n._values=n.values(r,n.filter(r,m,i,d,h),i,d,h);n._rotate=o==2?n.rotate(r,g,i,d):0;let _=n._size;n._size=ei(n.size(r,g,i,e)),_!=null&&n._size!=_&&(t=!1)}),t}function It(e){let t=!0;return at.forEach((n,i)=>{let a=n(r,i,nt,e);a!=ot[i]&&(t=!1),ot[i]=a}),t}function Lt(){for(let e=0;e<y.length;e++){let t=y[e];if(!t.show||!t._show)continue;let n=t.side,i=n%2,a,o,c=t.stroke(r,e),l=n==0||n==3?-1:1,[u,f]=t._found;if(t.label!=null){let s=t.labelGap*l,p=$r((t._lpos+s)*J);U(t.labelFont[0],c,`center`,n==2?Jn:Yn),d.save(),i==1?(a=o=0,d.translate(p,$r(ke+je/2)),d.rotate((n==3?-Xr:Xr)/2)):(a=$r(Oe+Ae/2),o=p);let m=fi(t.label)?t.label(r,e,u,f):t.label;d.fillText(m,a,o),d.restore()}if(f==0)continue;let p=b[t.scale],m=i==0?Ae:je,h=i==0?Oe:ke,_=t._splits,v=p.distr==2?_.map(e=>dt[e]):_,x=p.distr==2?dt[_[1]]-dt[_[0]]:u,S=t.ticks,C=t.border,w=S.show?S.size:0,T=$r(w*J),E=$r((t.alignTo==2?t._size-w-t.gap:t.gap)*J),D=t._rotate*-Xr/180,O=g(t._pos*J),k=O+(T+E)*l;o=i==0?k:0,a=i==1?k:0;let ee=t.font[0];U(ee,c,t.align==1?Xn:t.align==2?Zn:D>0?Xn:D<0?Zn:i==0?`center`:n==3?Zn:Xn,D||i==1?`middle`:n==2?Jn:Yn);let A=t.font[1]*t.lineGap,te=_.map(e=>g(s(e,p,m,h))),ne=t._values;for(let e=0;e<ne.length;e++){let t=ne[e];if(t!=null){i==0?a=te[e]:o=te[e],t=``+t;let n=t.indexOf(`
`)==-1?[t]:t.split(/\n/gm);for(let e=0;e<n.length;e++){let t=n[e];D?(d.save(),d.translate(a,o+e*A),d.rotate(D),d.fillText(t,0,0),d.restore()):d.fillText(t,a,o+e*A)}}}S.show&&Pt(te,S.filter(r,v,e,f,x),i,n,O,T,Q(S.width*J,3),S.stroke(r,e),S.dash,S.cap);let re=t.grid;re.show&&Pt(te,re.filter(r,v,e,f,x),i,i==0?2:1,i==0?ke:Oe,i==0?je:Ae,Q(re.width*J,3),re.stroke(r,e),re.dash,re.cap),C.show&&Pt([O],[1],+(i==0),i==0?1:2,i==1?ke:Oe,i==1?je:Ae,Q(C.width*J,3),C.stroke(r,e),C.dash,C.cap)}X(`drawAxes`)}function Rt(e){v.forEach((t,n)=>{n>0&&(t._paths=null,e&&(i==1?(t.min=null,t.max=null):t.facets.forEach(e=>{e.min=null,e.max=null})))})}let zt=!1,Bt=!1,Vt=[];function Ht(){Bt=!1;for(let e=0;e<Vt.length;e++)X(...Vt[e]);Vt.length=0}function Ut(){zt||=(Gi(Gt),!0)}function Wt(e,t=!1){zt=!0,Bt=t,e(r),Gt(),t&&Vt.length>0&&queueMicrotask(Ht)}r.batch=Wt;function Gt(){if(Me&&=(Tt(),!1),Pe&&=(Be(),!1),Ne){if(yr(p,Xn,Se),yr(p,Jn,Ce),yr(p,Kn,R),yr(p,qn,z),yr(m,Xn,Se),yr(m,Jn,Ce),yr(m,Kn,R),yr(m,qn,z),yr(f,Kn,L),yr(f,qn,xe),u.width=$r(L*J),u.height=$r(xe*J),y.forEach(({_el:e,_show:t,_size:n,_pos:r,side:i})=>{if(e!=null){if(t){let t=i===3||i===0?n:0,a=i%2==1;yr(e,a?`left`:`top`,r-t),yr(e,a?`width`:`height`,n),yr(e,a?`top`:`left`,a?Ce:Se),yr(e,a?`height`:`width`,a?z:R),vr(e,Pn)}else _r(e,Pn)}}),mt=V=ht=gt=_t=vt=yt=bt=H=null,xt=1,gr(!0),Se!=we||Ce!=Te||R!=Ee||z!=De){Rt(!1);let e=R/Ee,t=z/De;if(N&&!Fe&&M.left>=0){M.left*=e,M.top*=t,Yt&&Cr(Yt,$r(M.left),0,R,z),Xt&&Cr(Xt,0,$r(M.top),R,z);for(let n=0;n<Ye.length;n++){let r=Ye[n];r!=null&&(Xe[n]*=e,Ze[n]*=t,Cr(r,ei(Xe[n]),ei(Ze[n]),R,z))}}if(q.show&&!Ie&&q.left>=0&&q.width>0){q.left*=e,q.width*=e,q.top*=t,q.height*=t;for(let e in Er)yr(cn,e,q[e])}we=Se,Te=Ce,Ee=R,De=z}X(`setSize`),Ne=!1}L>0&&xe>0&&(d.clearRect(0,0,u.width,u.height),X(`drawClear`),w.forEach(e=>e()),X(`draw`)),q.show&&Ie&&(ln(q),Ie=!1),N&&Fe&&(mr(null,!0,!1),Fe=!1),j.show&&j.live&&Le&&(cr(),Le=!1),c||(c=!0,r.status=1,X(`ready`)),ft=!1,zt=!1}r.redraw=(e,t)=>{Pe=t||!1,e===!1?Ut():dn(S,D.min,D.max)};function Kt(e,n){let i=b[e];if(i.from==null){if(st==0){let t=i.range(r,n.min,n.max,e);n.min=t[0],n.max=t[1]}if(n.min>n.max){let e=n.min;n.min=n.max,n.max=e}if(st>1&&n.min!=null&&n.max!=null&&n.max-n.min<1e-16)return;e==S&&i.distr==2&&st>0&&(n.min=Mr(n.min,t[0]),n.max=Mr(n.max,t[0]),n.min==n.max&&n.max++),A[e]=n,Me=!0,Ut()}}r.setScale=Kt;let qt,Jt,Yt,Xt,Zt,Qt,$t,en,tn,nn,G,rn,an=!1,on=M.drag,sn=on.x,K=on.y;N&&(M.x&&(qt=xr(In,m)),M.y&&(Jt=xr(Ln,m)),D.ori==0?(Yt=qt,Xt=Jt):(Yt=Jt,Xt=qt),G=M.left,rn=M.top);let q=r.select=zi({show:!0,over:!0,left:0,width:0,top:0,height:0},e.select),cn=q.show?xr(Fn,q.over?m:p):null;function ln(e,t){if(q.show){for(let t in e)q[t]=e[t],t in Er&&yr(cn,t,e[t]);t!==!1&&X(`setSelect`)}}r.setSelect=ln;function un(e){if(v[e].show)se&&vr(ue[e],Pn);else if(se&&_r(ue[e],Pn),N){let t=Je?Ye[0]:Ye[e];t!=null&&Cr(t,-10,-10,R,z)}}function dn(e,t,n){Kt(e,{min:t,max:n})}function fn(e,t,n,a){t.focus!=null&&xn(e),t.show!=null&&v.forEach((n,r)=>{r>0&&(e==r||e==null)&&(n.show=t.show,un(r),i==2?(dn(n.facets[0].scale,null,null),dn(n.facets[1].scale,null,null)):dn(n.scale,null,null),Ut())}),n!==!1&&X(`setSeries`,e,t),a&&pi(`setSeries`,r,e,t)}r.setSeries=fn;function pn(e,t){zi(x[e],t)}function mn(e,t){e.fill=Z(e.fill||null),e.dir=Y(e.dir,-1),t??=x.length,x.splice(t,0,e)}function hn(e){e==null?x.length=0:x.splice(e,1)}r.addBand=mn,r.setBand=pn,r.delBand=hn;function gn(e,t){v[e].alpha=t,N&&Ye[e]!=null&&(Ye[e].style.opacity=t),se&&ue[e]&&(ue[e].style.opacity=t)}let _n,vn,yn,bn={focus:!0};function xn(e){if(e!=yn){let t=e==null,n=Ke.alpha!=1;v.forEach((r,a)=>{if(i==1||a>0){let i=t||a==0||a==e;r._focus=t?null:i,n&&gn(a,i?1:Ke.alpha)}}),yn=e,n&&Ut()}}se&&qe&&ye(ir,F,e=>{M._lock||(We(e),yn!=null&&fn(null,bn,!0,ii.setSeries))});function Sn(e,t,n){let r=b[t];n&&(e=e/J-(r.ori==1?Ce:Se));let i=R;r.ori==1&&(i=z,e=i-e),r.dir==-1&&(e=i-e);let a=r._min,o=r._max,s=e/i,c=a+(o-a)*s,l=r.distr;return l==3?ri(10,c):l==4?si(c,r.asinh):l==100?r.bwd(c):c}function Cn(e,n){return Mr(Sn(e,S,n),t[0],ct,lt)}r.valToIdx=e=>Mr(e,t[0]),r.posToIdx=Cn,r.posToVal=Sn,r.valToPos=(e,t,n)=>b[t].ori==0?a(e,b[t],n?Ae:R,n?Oe:0):o(e,b[t],n?je:z,n?ke:0),r.setCursor=(e,t,n)=>{G=e.left,rn=e.top,mr(null,t,n)};function wn(e,t){yr(cn,Xn,q.left=e),yr(cn,Kn,q.width=t)}function Tn(e,t){yr(cn,Jn,q.top=e),yr(cn,qn,q.height=t)}let Qn=D.ori==0?wn:Tn,or=D.ori==1?wn:Tn;function sr(){if(se&&j.live)for(let e=+(i==2);e<v.length;e++){if(e==0&&pe)continue;let t=j.values[e],n=0;for(let r in t)de[e][n++].firstChild.nodeValue=t[r]}}function cr(e,t){if(e!=null&&(e.idxs?e.idxs.forEach((e,t)=>{oe[t]=e}):Mi(e.idx)||oe.fill(e.idx),j.idx=oe[0]),se&&j.live){for(let e=0;e<v.length;e++)(e>0||i==1&&!pe)&&dr(e,oe[e]);sr()}Le=!1,t!==!1&&X(`setLegend`)}r.setLegend=cr;function dr(e,n){let i=v[e],a=e==0&&O==2?dt:t[e],o;pe?o=i.values(r,e,n)??I:(o=i.value(r,n==null?null:a[n],e,n),o=o==null?I:{_:o}),j.values[e]=o}function mr(e,n,a){tn=G,nn=rn,[G,rn]=M.move(r,G,rn),M.left=G,M.top=rn,N&&(Yt&&Cr(Yt,$r(G),0,R,z),Xt&&Cr(Xt,0,$r(rn),R,z));let o,s=ct>lt;_n=li,vn=null;let c=D.ori==0?R:z,l=D.ori==1?R:z;if(G<0||st==0||s){o=M.idx=null;for(let e=0;e<v.length;e++){let t=Ye[e];t!=null&&Cr(t,-10,-10,R,z)}qe&&fn(null,bn,!0,e==null&&ii.setSeries),j.live&&(oe.fill(o),Le=!0)}else{let e,n,a;i==1&&(e=D.ori==0?G:rn,n=Sn(e,S),o=M.idx=Mr(n,t[0],ct,lt),a=k(t[0][o],D,c,0));let s=-10,u=-10,d=0,f=0,p=!0,m=``,h=``;for(let e=+(i==2);e<v.length;e++){let g=v[e],_=oe[e],y=_==null?null:i==1?t[e][_]:t[e][1][_],x=M.dataIdx(r,e,o,n),S=x==null?null:i==1?t[e][x]:t[e][1][x];if(Le=Le||S!=y||x!=_,oe[e]=x,e>0&&g.show){let n=x==null?-10:x==o?a:k(i==1?t[0][x]:t[e][0][x],D,c,0),_=S==null?-10:ee(S,i==1?b[g.scale]:b[g.facets[1].scale],l,0);if(qe&&S!=null){let t=D.ori==1?G:rn,n=Zr(Ke.dist(r,e,x,_,t));if(n<_n){let r=Ke.bias;if(r!=0){let i=Sn(t,g.scale),a=S>=0?1:-1,o=i>=0?1:-1;o==a&&(o==1?r==1?S>=i:S<=i:r==1?S<=i:S>=i)&&(_n=n,vn=e)}else _n=n,vn=e}}if(Le||Je){let t,i;D.ori==0?(t=n,i=_):(t=_,i=n);let a,o,c,l,g,v,y=!0,b=Ge.bbox;if(b!=null){y=!1;let t=b(r,e);c=t.left,l=t.top,a=t.width,o=t.height}else c=t,l=i,a=o=Ge.size(r,e);if(v=Ge.fill(r,e),g=Ge.stroke(r,e),Je)e==vn&&_n<=Ke.prox&&(s=c,u=l,d=a,f=o,p=y,m=v,h=g);else{let t=Ye[e];t!=null&&(Xe[e]=c,Ze[e]=l,Dr(t,a,o,y),Tr(t,v,g),Cr(t,ei(c),ei(l),R,z))}}}}if(Je){let e=Ke.prox;if(Le||(yn==null?_n<=e:_n>e||vn!=yn)){let e=Ye[0];e!=null&&(Xe[0]=s,Ze[0]=u,Dr(e,d,f,p),Tr(e,m,h),Cr(e,ei(s),ei(u),R,z))}}}if(q.show&&an){if(e!=null){let[t,n]=ii.scales,[r,i]=ii.match,[a,o]=e.cursor.sync.scales,s=e.cursor.drag;if(sn=s._x,K=s._y,sn||K){let{left:s,top:u,width:d,height:f}=e.select,p=e.scales[a].ori,m=e.posToVal,h,g,_,v,y,x=t!=null&&r(t,a),S=n!=null&&i(n,o);x&&sn?(p==0?(h=s,g=d):(h=u,g=f),_=b[t],v=k(m(h,a),_,c,0),y=k(m(h+g,a),_,c,0),Qn(ti(v,y),Zr(y-v))):Qn(0,c),S&&K?(p==1?(h=s,g=d):(h=u,g=f),_=b[n],v=ee(m(h,o),_,l,0),y=ee(m(h+g,o),_,l,0),or(ti(v,y),Zr(y-v))):or(0,l)}else Or()}else{let e=Zr(tn-Zt),t=Zr(nn-Qt);if(D.ori==1){let n=e;e=t,t=n}sn=on.x&&e>=on.dist,K=on.y&&t>=on.dist;let n=on.uni;n==null?on.x&&on.y&&(sn||K)&&(sn=K=!0):sn&&K&&(sn=e>=n,K=t>=n,!sn&&!K&&(t>e?K=!0:sn=!0));let r,i;sn&&(D.ori==0?(r=$t,i=G):(r=en,i=rn),Qn(ti(r,i),Zr(i-r)),K||or(0,l)),K&&(D.ori==1?(r=$t,i=G):(r=en,i=rn),or(ti(r,i),Zr(i-r)),sn||Qn(0,c)),!sn&&!K&&(Qn(0,0),or(0,0))}}if(on._x=sn,on._y=K,e==null){if(a){if(oi!=null){let[e,t]=ii.scales;ii.values[0]=e==null?null:Sn(D.ori==0?G:rn,e),ii.values[1]=t==null?null:Sn(D.ori==1?G:rn,t)}pi(er,r,G,rn,R,z,o)}if(qe){let e=a&&ii.setSeries,t=Ke.prox;yn==null?_n<=t&&fn(vn,bn,!0,e):_n>t?fn(null,bn,!0,e):vn!=yn&&fn(vn,bn,!0,e)}}Le&&(j.idx=o,cr()),n!==!1&&X(`setCursor`)}let hr=null;Object.defineProperty(r,"rect",{get(){return hr??gr(!1),hr}});function gr(e=!1){e?hr=null:(hr=m.getBoundingClientRect(),X(`syncRect`,hr))}function Sr(e,t,n,r,i,a,o){M._lock||an&&e!=null&&e.movementX==0&&e.movementY==0||(wr(e,t,n,r,i,a,o,!1,e!=null),e==null?mr(t,!0,!1):mr(null,!0,!0))}function wr(e,t,n,i,a,o,c,l,u){if(hr??gr(!1),We(e),e!=null)n=e.clientX-hr.left,i=e.clientY-hr.top;else{if(n<0||i<0){G=-10,rn=-10;return}let[e,r]=ii.scales,c=t.cursor.sync,[l,u]=c.values,[d,f]=c.scales,[p,m]=ii.match,h=t.axes[0].side%2==1,g=D.ori==0?R:z,_=D.ori==1?R:z,v=h?o:a,y=h?a:o,x=h?i:n,S=h?n:i;if(n=d==null?x/v*g:p(e,d)?s(l,b[e],g,0):-10,i=f==null?S/y*_:m(r,f)?s(u,b[r],_,0):-10,D.ori==1){let e=n;n=i,i=e}}u&&(t==null||t.cursor.event.type==er)&&((n<=1||n>=R-1)&&(n=xi(n,R)),(i<=1||i>=z-1)&&(i=xi(i,z))),l?(Zt=n,Qt=i,[$t,en]=M.move(r,n,i)):(G=n,rn=i)}let Er={width:0,height:0,left:0,top:0};function Or(){ln(Er,!1)}let kr,Nr,Pr,Fr;function Ir(e,t,n,i,a,o,s){an=!0,sn=K=on._x=on._y=!1,wr(e,t,n,i,a,o,s,!0,!1),e!=null&&(ye(nr,fr,Lr,!1),pi(tr,r,$t,en,R,z,null));let{left:c,top:l,width:u,height:d}=q;kr=c,Nr=l,Pr=u,Fr=d}function Lr(e,t,n,i,a,o,s){an=on._x=on._y=!1,wr(e,t,n,i,a,o,s,!1,!0);let{left:c,top:l,width:u,height:d}=q,f=u>0||d>0,p=kr!=c||Nr!=l||Pr!=u||Fr!=d;if(f&&p&&ln(q),on.setScale&&f&&p){let e=c,t=u,n=l,r=d;if(D.ori==1&&(e=l,t=d,n=c,r=u),sn&&dn(S,Sn(e,S),Sn(e+t,S)),K)for(let e in b){let t=b[e];e!=S&&t.from==null&&t.min!=li&&dn(e,Sn(n+r,e),Sn(n,e))}Or()}else M.lock&&(M._lock=!M._lock,mr(t,!0,e!=null));e!=null&&(be(nr,fr),pi(nr,r,G,rn,R,z,null))}function Ur(e,t,n,r,i,a,o){if(M._lock)return;We(e);let s=an;if(an){let e=!0,t=!0,n,r;D.ori==0?(n=sn,r=K):(n=K,r=sn),n&&r&&(e=G<=10||G>=R-10,t=rn<=10||rn>=z-10),n&&e&&(G=G<$t?0:R),r&&t&&(rn=rn<en?0:z),mr(null,!0,!0),an=!1}G=-10,rn=-10,oe.fill(null),mr(null,!0,!0),s&&(an=s)}function Wr(e,t,n,i,a,o,s){M._lock||(We(e),pt(),Or(),e!=null&&pi(ar,r,G,rn,R,z,null))}function qr(){y.forEach(ws),Re(r.width,r.height,!0)}Ar(lr,pr,qr);let Jr={};Jr.mousedown=Ir,Jr.mousemove=Sr,Jr.mouseup=Lr,Jr.dblclick=Wr,Jr.setSeries=(e,t,n,i)=>{let a=ii.match[2];n=a(r,t,n),n!=-1&&fn(n,i,!0,!1)},N&&(ye(tr,m,Ir),ye(er,m,Sr),ye(rr,m,e=>{We(e),gr(!1)}),ye(ir,m,Ur),ye(ar,m,Wr),cs.add(r),r.syncRect=gr);let Yr=r.hooks=e.hooks||{};function X(e,t,n){Bt?Vt.push([e,t,n]):e in Yr&&Yr[e].forEach(e=>{e.call(null,r,t,n)})}(e.plugins||[]).forEach(e=>{for(let t in e.hooks)Yr[t]=(Yr[t]||[]).concat(e.hooks[t])});let Qr=(e,t,n)=>n,ii=zi({key:null,setSeries:!1,filters:{pub:_i,sub:_i},scales:[S,v[1]?v[1].scale:null],match:[vi,vi,Qr],values:[null,null]},M.sync);ii.match.length==2&&ii.match.push(Qr),M.sync=ii;let oi=ii.key,ui=ko(oi);function pi(e,t,n,r,i,a,o){ii.filters.pub(e,t,n,r,i,a,o)&&ui.pub(e,t,n,r,i,a,o)}ui.sub(r);function mi(e,t,n,r,i,a,o){ii.filters.sub(e,t,n,r,i,a,o)&&Jr[e](null,t,n,r,i,a,o)}r.pub=mi;function yi(){ui.unsub(r),cs.delete(r),ve.clear(),jr(lr,pr,qr),l.remove(),F?.remove(),X(`destroy`)}r.destroy=yi;function bi(){X(`init`,e,t),B(t||e.data,!1),A[S]?Kt(S,A[S]):pt(),Ie=q.show&&(q.width>0||q.height>0),Fe=Le=!0,Re(e.width,e.height)}return v.forEach($e),y.forEach(rt),n?n instanceof HTMLElement?(n.appendChild(l),bi()):n(r,bi):bi(),r}Ts.assign=zi,Ts.fmtNum=Yr,Ts.rangeNum=Gr,Ts.rangeLog=zr,Ts.rangeAsinh=Br,Ts.orient=Mo,Ts.pxRatio=J,Ts.join=Wi,Ts.fmtDate=ra,Ts.tzDate=aa,Ts.sync=ko;{Ts.addGap=Lo,Ts.clipGaps=Io;let e=Ts.paths={points:Zo};e.linear=ts,e.stepped=ns,e.bars=is,e.spline=os}var Es=e=>e===`SUCCEEDED`||e===`CANCELED`;function Ds(e){if(e==null||!Number.isFinite(e))return`—`;let t=e*100;return Number.isInteger(t)||t>=10&&t<=90?`${Math.round(t)}%`:`${t.toFixed(1)}%`}function Os(e,t){return`${Ds(e).replace(`%`,``)}–${Ds(t)}`}function ks(e){return e.passed+e.failed+e.errored}function As(e){let t=ks(e);return t===0?null:e.passed/t}function js(e){let t=ks(e)+e.canceled;return{done:t,total:e.cases,fraction:e.cases===0?0:t/e.cases}}function Ms(e){let t=[...e].sort((e,t)=>e.runtime.localeCompare(t.runtime));return{labels:t.map(e=>e.runtime),series:[{label:`passed`,values:t.map(e=>e.passed),color:`#059669`},{label:`failed`,values:t.map(e=>e.failed),color:`#dc2626`},{label:`errored`,values:t.map(e=>e.errored),color:`#d97706`},{label:`not done`,values:t.map(e=>Math.max(0,e.cases-ks(e))),color:`#94a3b8`}]}}function Ns(e){let t=[];return e.forEach((e,n)=>t.push(e.map((e,r)=>e+(n>0?t[n-1][r]:0)))),t}function Ps(e){return Number.isFinite(e)?e<.001?`p < 0.001`:e>=.995?`p = 1`:`p = ${e<.01?e.toFixed(3):e.toFixed(2)}`:`p = —`}function Fs(e,t,n){let r=[...new Set([...e.aggregate.runtimes.map(e=>e.runtime),...t.aggregate.runtimes.map(e=>e.runtime)])].sort().map(n=>{let r=e.aggregate.runtimes.find(e=>e.runtime===n)??null,i=t.aggregate.runtimes.find(e=>e.runtime===n)??null,a=r&&As(r),o=i&&As(i);return{runtime:n,a:r,b:i,rateA:a,rateB:o,delta:a!=null&&o!=null?o-a:null}}),i=[...[...n.regressed].sort().map(e=>({caseId:e,change:`regressed`})),...[...n.fixed].sort().map(e=>({caseId:e,change:`fixed`}))],a=n.fixed.length-n.regressed.length,o,s,c=Ps(n.pValue);return n.paired===0?(o=`none`,s=`No case was decided in both scorecards: nothing to compare yet.`):n.significant&&a!==0?(o=a>0?`better`:`worse`,s=`${t.name} is ${o} than ${e.name}: ${n.fixed.length} fixed, ${n.regressed.length} regressed — significant (McNemar ${c}).`):(o=`same`,s=n.fixed.length+n.regressed.length===0?`No paired case changed its outcome (McNemar ${c}).`:`${n.fixed.length} fixed, ${n.regressed.length} regressed — not significant (McNemar ${c}).`),{paired:n.paired,unchanged:n.paired-n.regressed.length-n.fixed.length,passRateA:n.passRateA,passRateB:n.passRateB,delta:n.passRateB-n.passRateA,pValue:c,significant:n.significant,direction:o,verdict:s,runtimes:r,cases:i}}function Is(e){if(e==null||!Number.isFinite(e))return`—`;let t=Math.round(e*1e3)/10;if(t===0)return`±0 pts`;let n=Number.isInteger(t)?String(Math.abs(t)):Math.abs(t).toFixed(1);return`${t>0?`+`:`−`}${n} pts`}function Ls(e,t){let n=new URLSearchParams;e&&n.set(`a`,e),t&&n.set(`b`,t);let r=n.toString();return`/scorecards/compare${r?`?${r}`:``}`}function Rs(e){let t=t=>{let n=(e.get(t)??``).trim();return/^[1-9]\d*$/.test(n)?n:``};return{a:t(`a`),b:t(`b`)}}function zs(e,t){return e.includes(t)?e.filter(e=>e!==t):[...e,t].slice(-2)}function Bs(e){return[...e].sort((e,t)=>Number(e)-Number(t))}var Vs=[`#2563eb`,`#db2777`,`#059669`,`#d97706`,`#7c3aed`,`#0891b2`,`#dc2626`,`#65a30d`],Hs=Ts.paths.stepped({align:1});function Us(e){return Vs[e%Vs.length]}function Ws({title:e,t,series:n,yMax:r,yFormat:i,integer:a=!1,height:o=220,testid:s}){let c=Se(null),l=Se(null);return R(()=>{if(!c.current)return;let s=matchMedia(`(prefers-color-scheme: dark)`).matches,u={stroke:s?`#cbd5e1`:`#334155`,grid:{stroke:s?`#334155`:`#e2e8f0`}},d={title:e,width:c.current.clientWidth||600,height:o,scales:{y:r==null?{range:(e,t,n)=>[0,Math.max(1,n*1.1)]}:{range:[0,r]}},axes:[{...u,space:80,incrs:[1,5,10,15,30,60,120,300,600,900,1800,3600],values:(e,t)=>t.map(e=>new Date(e*1e3).toLocaleTimeString([],{hourCycle:`h23`,hour:`2-digit`,minute:`2-digit`,second:`2-digit`}))},{...u,incrs:a?[1,2,5,10,20,50,100,200,500,1e3]:void 0,values:(e,t)=>t.map(e=>i?i(e):String(e))}],series:[{},...n.map(e=>({label:e.label,stroke:e.color,width:2,dash:e.dash?[6,4]:void 0,spanGaps:!1,paths:e.points?()=>null:Hs,points:e.points?{show:!0,size:7,fill:e.color}:void 0,value:(e,t)=>t==null?`—`:i?i(t):String(t)}))]};l.current=new Ts(d,[t,...n.map(e=>e.values)],c.current);let f=new ResizeObserver(()=>{c.current&&l.current&&l.current.setSize({width:c.current.clientWidth,height:o})});return f.observe(c.current),()=>{f.disconnect(),l.current?.destroy(),l.current=null}},[n.map(e=>`${e.label}:${+!!e.dash}:${+!!e.points}`).join(`|`),e,o,r,a]),R(()=>{l.current?.setData([t,...n.map(e=>e.values)])}),B(`div`,{class:`chart`,ref:c,"data-testid":s,"data-points":t.length,role:`img`,"aria-label":e})}var Gs=Ts.paths.bars({size:[.6,64],align:0});function Ks({title:e,labels:t,series:n,height:r=220,testid:i}){let a=Se(null),o=Se(null),s=`${t.join(`|`)}#${n.map(e=>e.label).join(`|`)}`,c=()=>{let e=Ns(n.map(e=>e.values));return[t.map((e,t)=>t),...e.reverse()]};return R(()=>{if(!a.current)return;let i=matchMedia(`(prefers-color-scheme: dark)`).matches,s={stroke:i?`#cbd5e1`:`#334155`,grid:{stroke:i?`#334155`:`#e2e8f0`}},l=[...n].reverse(),u={title:e,width:a.current.clientWidth||600,height:r,scales:{x:{time:!1,range:[-.5,t.length-.5]},y:{range:(e,t,n)=>[0,Math.max(1,n*1.1)]}},axes:[{...s,grid:{show:!1},incrs:[1],values:(e,n)=>n.map(e=>t[e]??``)},{...s,incrs:[1,2,5,10,20,50,100,200,500,1e3,2e3,5e3],values:(e,t)=>t.map(String)}],cursor:{show:!1},legend:{show:!1},series:[{},...l.map(e=>({label:e.label,stroke:e.color,fill:e.color,width:0,paths:Gs,points:{show:!1}}))]};o.current=new Ts(u,c(),a.current);let d=new ResizeObserver(()=>{a.current&&o.current&&o.current.setSize({width:a.current.clientWidth,height:r})});return d.observe(a.current),()=>{d.disconnect(),o.current?.destroy(),o.current=null}},[s,e,r]),R(()=>{o.current?.setData(c())}),B(`div`,{class:`chart bars`,"data-testid":i,"data-total":n.reduce((e,t)=>e+t.values.reduce((e,t)=>e+t,0),0),children:[B(`div`,{ref:a,role:`img`,"aria-label":e}),B(`ul`,{class:`legend`,children:n.map(e=>B(`li`,{children:[B(`span`,{class:`swatch`,style:{background:e.color}}),` `,e.label,` `,e.values.reduce((e,t)=>e+t,0)]}))})]})}function qs(e){let t=e.replace(/\/+$/,``).split(`/`).filter(Boolean).map(decodeURIComponent);if(t.length===0)return{page:`runs`};let[n,r,...i]=t;if(i.length>0)return{page:`notfound`};switch(n){case`signin`:case`submit`:case`queue`:case`admin`:return r===void 0?{page:n}:{page:`notfound`};case`scorecards`:return r===void 0?{page:`scorecards`}:r===`compare`?{page:`compare`}:{page:`scorecard`,id:r};case`runs`:return r===void 0?{page:`runs`}:{page:`run`,id:r};case`runtimes`:return r===void 0?{page:`runtimes`}:{page:`runtime`,name:r}}return{page:`notfound`}}function Js(e){return`/runs/${encodeURIComponent(e)}`}function Ys(e){return`/scorecards/${encodeURIComponent(e)}`}function Xs(e){return`/runtimes/${encodeURIComponent(e)}`}var Zs=new Set;window.addEventListener(`popstate`,()=>Zs.forEach(e=>e()));function Qs(e,t=!1){t?history.replaceState(null,``,e):history.pushState(null,``,e),Zs.forEach(e=>e()),e.includes(`#`)||window.scrollTo(0,0)}function $s(){let[,e]=L(0);return R(()=>{let t=()=>e(e=>e+1);return Zs.add(t),()=>{Zs.delete(t)}},[]),new URL(location.href)}function ec(e){e.addEventListener(`click`,e=>{if(e.defaultPrevented||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;let t=e.target.closest(`a`);!t||t.target||t.hasAttribute(`download`)||t.origin!==location.origin||t.pathname===`/graphiql`||t.pathname.startsWith(`/static/`)||t.pathname===location.pathname&&t.search===location.search&&t.hash||(e.preventDefault(),Qs(t.pathname+t.search+t.hash))})}function tc(e,t,n=600){let r=e.filter(e=>e.t>t.t-n&&e.t<t.t);return r.push(t),r}function nc(e){let t=new Set;for(let n of e)for(let e of n.tenants)t.add(e.tenant);return[...t].sort()}function rc(e){let t=nc(e),n={t:[],share:{},fair:{}};for(let e of t)n.share[e]=[],n.fair[e]=[];for(let r of e){n.t.push(r.t);let e=r.tenants.reduce((e,t)=>e+t.running,0),i=r.tenants.filter(e=>e.running+e.queued>0).reduce((e,t)=>e+t.weight,0);for(let a of t){let t=r.tenants.find(e=>e.tenant===a);n.share[a].push(e>0?(t?.running??0)/e:null);let o=t&&t.running+t.queued>0;n.fair[a].push(i>0?o?t.weight/i:0:null)}}return n}function ic(e){let t=new Set;for(let n of e)for(let e of Object.keys(n.inFlight))t.add(e);let n={};for(let r of[...t].sort())n[r]=e.map(e=>e.inFlight[r]??0);return{t:e.map(e=>e.t),byRuntime:n}}function ac(e,t){return{t,tenants:e.tenants.map(e=>({...e})),inFlight:Object.fromEntries(e.runtimes.map(e=>[e.runtime,e.inFlight]))}}var oc=e=>`${Math.round(e*100)}%`;function sc(){let[e,t]=L(null),[n,r]=L([]),[i,a]=L(null),[o,s]=L(null),c=Se(null),l=yt(5e3);R(()=>{let e=0,n=()=>{e||=window.setTimeout(()=>{e=0,tt(Kt,{}).then(e=>a(e.runs)).catch(e=>s(vt(e)))},500)},i=ut(Gt,{},{next:e=>{c.current=e.queueSnapshot,t(e.queueSnapshot),r(t=>tc(t,ac(e.queueSnapshot,Date.now()/1e3))),n()},error:s}),o=setInterval(()=>{c.current&&r(e=>tc(e,ac(c.current,Date.now()/1e3)))},5e3);return()=>{i(),clearInterval(o),clearTimeout(e)}},[]);let u=rc(n),d=[];Object.keys(u.share).forEach((e,t)=>{d.push({label:`${e} share`,values:u.share[e],color:Us(t)}),d.push({label:`${e} fair`,values:u.fair[e],color:Us(t),dash:!0})});let f=ic(n),p=Object.entries(f.byRuntime).map(([e,t],n)=>({label:e,values:t,color:Us(n)}));return B(`section`,{children:[B(`h1`,{children:[`Queue `,B(`span`,{class:`live`,title:`updates live`,"aria-label":`live`})]}),B(V,{error:o}),!e&&!o&&B(gt,{}),e&&B(y,{children:[B(`p`,{class:`muted`,children:[`Updated `,ln(e.generatedAt,l),`. Solid: the tenant's share of running runs; dashed: its weight's share among tenants with work.`]}),B(`div`,{class:`grid2`,children:[B(Ws,{testid:`share-chart`,title:`Share of running runs vs weight`,t:u.t,series:d,yMax:1,yFormat:oc}),B(Ws,{testid:`slots-chart`,title:`Slots in use per runtime`,t:f.t,series:p,integer:!0})]}),B(`div`,{class:`grid2`,children:[B(`div`,{class:`scroll`,children:B(`table`,{"data-testid":`tenants`,children:[B(`thead`,{children:B(`tr`,{children:[B(`th`,{children:`Tenant`}),B(`th`,{children:`Weight`}),B(`th`,{children:`Queued`}),B(`th`,{children:`Running`})]})}),B(`tbody`,{children:e.tenants.map(e=>B(`tr`,{children:[B(`td`,{children:e.tenant}),B(`td`,{children:e.weight}),B(`td`,{children:e.queued}),B(`td`,{children:e.running})]}))})]})}),B(`div`,{class:`scroll`,children:B(`table`,{"data-testid":`runtime-load`,children:[B(`thead`,{children:B(`tr`,{children:[B(`th`,{children:`Runtime`}),B(`th`,{children:`Slots in use`}),B(`th`,{children:`Circuit`})]})}),B(`tbody`,{children:e.runtimes.map(e=>B(`tr`,{children:[B(`td`,{children:e.runtime}),B(`td`,{children:[B(`meter`,{min:0,max:Math.max(1,e.slots),value:e.inFlight,"aria-label":`${e.runtime} slots in use`}),` `,e.inFlight,` / `,e.slots]}),B(`td`,{children:B(`span`,{class:`badge circuit-${e.circuit.toLowerCase()}`,children:e.circuit.replace(`_`,` `)})})]}))})]})})]})]}),B(`h2`,{children:`Waiting runs`}),i&&B(`div`,{class:`scroll`,children:B(`table`,{"data-testid":`waiting-runs`,children:[B(`thead`,{children:B(`tr`,{children:[B(`th`,{children:`Run`}),B(`th`,{children:`Runtime`}),B(`th`,{children:`Why`}),B(`th`,{children:`Ahead`}),B(`th`,{children:`Queued`})]})}),B(`tbody`,{children:[(i.edges??[]).flatMap(e=>e?.node?[B(`tr`,{children:[B(`td`,{children:B(`a`,{href:Js(e.node.id),children:e.node.correlationId})}),B(`td`,{children:e.node.runtime}),B(`td`,{children:e.node.waitingReason?B(y,{children:[B(`span`,{class:`chip`,children:e.node.waitingReason.code}),` `,e.node.waitingReason.message]}):B(`span`,{class:`muted`,children:`starting`})}),B(`td`,{children:e.node.waitingReason?.position??`—`}),B(`td`,{children:ln(e.node.createdAt,l)})]})]:[]),i.totalCount===0&&B(`tr`,{children:B(`td`,{colSpan:5,class:`muted`,children:`Nothing is waiting.`})})]})]})})]})}var cc={lines:[],contiguous:0,dropped:0},lc=2e4;function uc(e,t,n=lc){if(t.length===0)return e;let r=e.lines.length?e.lines[e.lines.length-1].seq:0,i,a=[...t].sort((e,t)=>e.seq-t.seq);if(a[0].seq>r){i=e.lines.slice();for(let e of a)(i.length===0||e.seq>i[i.length-1].seq)&&i.push(e)}else{let t=new Map;for(let n of e.lines)t.set(n.seq,n);for(let e of a)t.has(e.seq)||t.set(e.seq,e);i=[...t.values()].sort((e,t)=>e.seq-t.seq)}let o=e.dropped;i.length>n&&(o+=i.length-n,i=i.slice(i.length-n));let s=e.contiguous,c=i.findIndex(e=>e.seq>s);if(c>=0)for(let e=c;e<i.length&&i[e].seq===s+1;e++)s=i[e].seq;return{lines:i,contiguous:s,dropped:o}}function dc(e){let t=[];for(let n=1;n<e.lines.length;n++){let r=e.lines[n-1].seq,i=e.lines[n].seq;i>r+1&&t.push([r+1,i-1])}return t}function fc(e,t){let n=t.trim().toLowerCase();return n?e.lines.filter(e=>e.text.toLowerCase().includes(n)).map(e=>e.seq):[]}var pc=e=>e===`SUCCEEDED`||e===`FAILED`;function mc({id:e}){let t=_t(Nt,{id:e}),[n,r]=L(null),[i,a]=L(null),[o,s]=L(!1),c=yt(1e3);R(()=>r(null),[e]),R(()=>ut(Pt,{id:e},{next:e=>r(e.runUpdated)}),[e]);let l=n??t.data?.run??null;R(()=>{if(l?.status!==`QUEUED`)return;let t=setInterval(()=>{tt(Nt,{id:e}).then(e=>e.run&&r(t=>t&&t.status!==`QUEUED`?t:e.run)).catch(()=>{})},3e3);return()=>clearInterval(t)},[e,l?.status]);async function u(){s(!0),a(null);try{let t=await tt(It,{id:e});r(t.cancelRun)}catch(e){a(vt(e))}finally{s(!1)}}if(t.loading&&!l)return B(gt,{});if(t.error&&!l)return B(V,{error:t.error});if(!l)return B(`section`,{children:[B(`h1`,{children:[`Run `,e]}),B(`p`,{class:`muted`,children:`No such run in your tenant.`})]});let d=l.result;return B(`section`,{children:[B(`div`,{class:`head`,children:[B(`h1`,{children:[l.correlationId,` `,B(pt,{status:l.status})]}),!pc(l.status)&&B(`button`,{class:`danger`,onClick:u,disabled:o,children:o?`Canceling…`:`Cancel run`})]}),B(V,{error:i}),l.status===`QUEUED`&&l.waitingReason&&B(`div`,{class:`notice`,"data-testid":`waiting`,children:[B(`strong`,{children:[`Waiting: `,l.waitingReason.code.replace(`_`,` `).toLowerCase()]}),` — `,l.waitingReason.message,l.waitingReason.position>0&&B(`span`,{children:[` (`,l.waitingReason.position,` ahead on its runtime)`]})]}),l.error&&B(`div`,{class:`error-panel`,role:`alert`,"data-testid":`run-error`,children:[B(`span`,{class:`badge v-fail`,children:l.error.class}),` `,l.error.code!==l.error.class&&B(`code`,{children:l.error.code}),` `,l.error.message]}),B(`div`,{class:`grid2`,children:[B(`dl`,{class:`facts`,children:[B(`dt`,{children:`Runtime`}),B(`dd`,{children:[B(`a`,{href:Xs(l.runtime.split(`@`)[0]),children:l.runtime}),l.runtimeVersion!=null&&B(`span`,{class:`muted`,children:[` (version `,l.runtimeVersion,`)`]})]}),B(`dt`,{children:`Harness`}),B(`dd`,{children:[l.harness.name,l.harness.version&&B(`span`,{class:`muted`,children:[` `,l.harness.version]})]}),B(`dt`,{children:`Case`}),B(`dd`,{children:l.case.id}),l.scorecardID!=null&&B(y,{children:[B(`dt`,{children:`Scorecard`}),B(`dd`,{children:[B(`a`,{href:Ys(String(l.scorecardID)),children:[`#`,l.scorecardID]}),l.try>1&&B(`span`,{class:`muted`,children:[` (try `,l.try,`)`]})]})]}),B(`dt`,{children:`Trigger`}),B(`dd`,{children:[l.trigger,` `,B(`span`,{class:`muted`,children:[`by `,l.createdBy]})]}),B(`dt`,{children:`Priority`}),B(`dd`,{children:l.priority.toLowerCase()}),B(`dt`,{children:`Attempt`}),B(`dd`,{children:l.attemptCount}),B(`dt`,{children:`Created`}),B(`dd`,{title:l.createdAt,children:new Date(l.createdAt).toLocaleString()}),B(`dt`,{children:`Duration`}),B(`dd`,{children:cn(l.startedAt,l.finishedAt,c)}),B(`dt`,{children:`Cost`}),B(`dd`,{children:K(l.costUsd)})]}),B(`div`,{children:[B(`h2`,{children:[`Result `,B(mt,{verdict:d?.verdict})]}),d?B(y,{children:[B(`table`,{class:`compact`,"data-testid":`graders`,children:[B(`thead`,{children:B(`tr`,{children:[B(`th`,{children:`Grader`}),B(`th`,{children:`Passed`}),B(`th`,{children:`Value`})]})}),B(`tbody`,{children:d.graders.map(e=>B(`tr`,{children:[B(`td`,{children:e.kind}),B(`td`,{children:e.passed?`✓ yes`:`✗ no`}),B(`td`,{children:e.value??`—`})]}))})]}),B(`dl`,{class:`facts`,children:[B(`dt`,{children:`Latency`}),B(`dd`,{children:q(d.latencyMs)}),B(`dt`,{children:`Exit code`}),B(`dd`,{children:d.exitCode??`—`}),d.limitHit&&B(y,{children:[B(`dt`,{children:`Limit hit`}),B(`dd`,{children:d.limitHit})]}),B(`dt`,{children:`Tokens in / out`}),B(`dd`,{children:[un(d.usage?.inputTokens),` / `,un(d.usage?.outputTokens)]}),B(`dt`,{children:`Steps`}),B(`dd`,{children:d.steps??d.usage?.steps??`—`}),B(`dt`,{children:`Reported cost`}),B(`dd`,{children:K(d.usage?.costUsd??d.costUsd)})]}),d.output&&B(`details`,{children:[B(`summary`,{children:`Output`}),B(`pre`,{class:`output`,children:d.output})]})]}):B(`p`,{class:`muted`,children:pc(l.status)?`No result.`:`Not graded yet.`})]})]}),B(`details`,{class:`submitted`,children:[B(`summary`,{children:`What was submitted`}),B(`dl`,{class:`facts`,children:[B(`dt`,{children:`Task`}),B(`dd`,{children:B(`pre`,{children:l.case.task})}),B(`dt`,{children:`Command`}),B(`dd`,{children:B(`code`,{children:JSON.stringify(l.harness.command)})}),l.harness.image&&B(y,{children:[B(`dt`,{children:`Image`}),B(`dd`,{children:l.harness.image})]}),B(`dt`,{children:`Env`}),B(`dd`,{children:l.harness.env.length===0?`—`:l.harness.env.map(e=>B(`span`,{class:`chip`,children:[e.name,e.secretRef&&B(`span`,{class:`muted`,children:[` ← secret `,e.secretRef]})]}))}),l.case.repo&&B(y,{children:[B(`dt`,{children:`Repo`}),B(`dd`,{children:[l.case.repo.url,` `,l.case.repo.ref]})]}),l.case.files.length>0&&B(y,{children:[B(`dt`,{children:`Files`}),B(`dd`,{children:l.case.files.map(e=>e.path).join(`, `)})]}),B(`dt`,{children:`Timeout`}),B(`dd`,{children:[l.case.timeoutSec||300,`s`]}),B(`dt`,{children:`Graders`}),B(`dd`,{children:l.case.graders.map(e=>B(`div`,{children:[e.kind,e.command&&B(`code`,{children:[` `,JSON.stringify(e.command)]}),e.max!=null&&B(`span`,{children:[` ≤ `,e.max]})]}))})]})]}),B(hc,{id:e})]})}function hc({id:e}){let[t,n]=L(cc),[r,i]=L(!0),[a,o]=L(!1),[s,c]=L(``),[l,u]=L(0),[d,f]=L(``),[p,m]=L(()=>{let e=/^#L(\d+)$/.exec(location.hash);return e?Number(e[1]):null}),h=Se(null),g=Se([]);R(()=>{n(cc),o(!1);let t=0,r=()=>{t=0;let e=g.current;g.current=[],n(t=>uc(t,e))},i=ut(Ft,{id:e,fromSeq:0},{next:e=>{g.current.push(e.runLogs),t||=requestAnimationFrame(r)},complete:()=>o(!0)});return()=>{i(),t&&cancelAnimationFrame(t)}},[e]);let _=fc(t,s);z(()=>{let e=h.current;if(e){if(p!=null){let t=e.querySelector(`[data-seq="${p}"]`);t&&(t.scrollIntoView({block:`center`}),m(null))}else r&&(e.scrollTop=e.scrollHeight)}},[t,r,p]);function v(e){i(!1),m(e),history.replaceState(null,``,`#L${e}`)}function y(){let e=h.current;e&&!(e.scrollHeight-e.scrollTop-e.clientHeight<8)&&r&&i(!1)}let b=dc(t),x=/^#L(\d+)$/.exec(location.hash)?.[1];return B(`div`,{class:`logs-panel`,children:[B(`div`,{class:`head`,children:[B(`h2`,{children:[`Logs `,B(`span`,{class:`muted`,children:[t.lines.length,` lines`]}),!a&&B(`span`,{class:`live`,title:`streaming`,"aria-label":`streaming`})]}),B(`div`,{class:`toolbar`,children:[B(`label`,{children:[B(`input`,{type:`checkbox`,checked:r,onChange:e=>i(e.currentTarget.checked)}),` Follow`]}),B(`input`,{"aria-label":`Search the logs`,placeholder:`search`,value:s,onInput:e=>(c(e.currentTarget.value),u(0)),onKeyDown:e=>{if(e.key===`Enter`&&_.length){let t=(l+(e.shiftKey?_.length-1:1))%_.length;u(t),v(_[t])}}}),s&&B(`span`,{class:`muted`,"data-testid":`log-hits`,children:[_.length,` `,_.length===1?`match`:`matches`]}),B(`form`,{class:`inline`,onSubmit:e=>{e.preventDefault();let t=Number(d);Number.isInteger(t)&&t>0&&v(t)},children:[B(`input`,{"aria-label":`Jump to line`,placeholder:`seq`,inputMode:`numeric`,size:6,value:d,onInput:e=>f(e.currentTarget.value)}),B(`button`,{children:`Go`})]})]})]}),t.dropped>0&&B(`p`,{class:`muted`,children:[t.dropped,` earlier lines are not kept in the browser.`]}),b.length>0&&B(`p`,{class:`error`,children:[`Lines missing: `,b.map(([e,t])=>e===t?e:`${e}–${t}`).join(`, `)]}),B(`pre`,{class:`logs`,ref:h,onScroll:y,tabIndex:0,"aria-label":`log lines`,"data-testid":`logs`,children:[t.lines.map(e=>{let t=s&&e.text.toLowerCase().includes(s.trim().toLowerCase());return B(`div`,{"data-seq":e.seq,class:`line ${e.stream}${t?` hit`:``}${String(e.seq)===x?` selected`:``}`,children:[B(`a`,{class:`seq`,href:`#L${e.seq}`,onClick:t=>(t.preventDefault(),v(e.seq)),tabIndex:-1,children:e.seq}),B(`span`,{class:`text`,children:e.text})]},e.seq)}),t.lines.length===0&&B(`span`,{class:`muted`,children:a?`No log lines.`:`Waiting for log lines…`})]})]})}function gc(e){let t=e.filter(e=>e.startedAt&&e.finishedAt).map(e=>({t:Date.parse(e.finishedAt)/1e3,secs:(Date.parse(e.finishedAt)-Date.parse(e.startedAt))/1e3,pass:e.status===`SUCCEEDED`&&e.result?.verdict===`PASS`})).sort((e,t)=>e.t-t.t);return{t:t.map(e=>e.t),pass:t.map(e=>e.pass?e.secs:null),fail:t.map(e=>e.pass?null:e.secs)}}var _c={back:[],after:``};function vc(e,t){return t?{back:[...e.back,e.after],after:t}:e}function yc(e){return e.back.length===0?e:{back:e.back.slice(0,-1),after:e.back[e.back.length-1]}}function bc(e){return e.back.length+1}function xc(e){return e.after?[...e.back,e.after].join(`~`):``}function Sc(e){if(!e)return _c;let t=e.split(`~`);return{back:t.slice(0,-1),after:t[t.length-1]}}var Cc=[`QUEUED`,`RUNNING`,`SUCCEEDED`,`FAILED`],wc=[`PASS`,`FAIL`],Tc=[`status`,`runtime`,`verdict`,`page`];function Ec(e){let t=(e.get(`status`)??``).toUpperCase(),n=(e.get(`verdict`)??``).toUpperCase();return{status:Cc.includes(t)?t:``,runtime:(e.get(`runtime`)??``).trim(),verdict:wc.includes(n)?n:``,page:e.get(`page`)??``}}function Dc(e,t){let n={...e,...t};return Tc.some(n=>n!==`page`&&n in t&&t[n]!==e[n])&&(n.page=t.page??``),n}function Oc(e){let t=new URLSearchParams;for(let n of Tc)e[n]&&t.set(n,e[n]);let n=t.toString();return n?`?${n}`:``}function kc(e){return!!(e.status||e.runtime||e.verdict)}function Ac(e){let t={};return e.status&&(t.status=e.status),e.verdict&&(t.verdict=e.verdict),e.runtime&&(e.runtime.includes(`@`)?t.runtimeRef=e.runtime:t.or=[{runtimeRef:e.runtime},{runtimeRefHasPrefix:`${e.runtime}@`}]),t}function jc(e,t){return t.status&&e.status!==t.status||t.verdict&&e.result?.verdict!==t.verdict?!1:t.runtime?t.runtime.includes(`@`)?e.runtime===t.runtime:e.runtime===t.runtime||e.runtime.startsWith(`${t.runtime}@`):!0}function Mc(){let e=$s(),t=Ec(e.searchParams),n=Sc(t.page),r=n=>Qs(e.pathname+Oc(Dc(t,n)),!0),[i,a]=L(``),[o,s]=L(``),c=yt(5e3),l=_t(jt,{first:25,after:n.after||null,where:Ac(t)});R(()=>ut(Mt,{},{next:({runEvents:e})=>l.set(r=>{let i=r.runs.edges??[],a=i.findIndex(t=>t?.node?.id===e.id);if(a>=0){let t=i.slice();return t[a]={...t[a],node:e},{...r,runs:{...r.runs,edges:t}}}if(n.after||!jc(e,t))return r;let o=[{node:e},...i].slice(0,25);return{...r,runs:{...r.runs,totalCount:r.runs.totalCount+1,edges:o}}})}),[Oc(t)]);function u(e){e.preventDefault();let t=dn(i);t?Qs(Js(t)):s(`Enter a correlation id like evd-run-42, or a run id.`)}let d=(l.data?.runs.edges??[]).flatMap(e=>e?.node?[e.node]:[]),f=gc(d);return B(`section`,{children:[B(`div`,{class:`head`,children:[B(`h1`,{children:[`Runs `,B(`span`,{class:`live`,title:`updates live`,"aria-label":`live`})]}),B(`a`,{class:`button primary`,href:`/submit`,children:`Submit a run`})]}),B(`div`,{class:`toolbar`,children:[B(`label`,{children:[`Status`,` `,B(`select`,{name:`status`,value:t.status,onChange:e=>r({status:e.currentTarget.value}),children:[B(`option`,{value:``,children:`any`}),Cc.map(e=>B(`option`,{value:e,children:e.toLowerCase()}))]})]}),B(`label`,{children:[`Verdict`,` `,B(`select`,{name:`verdict`,value:t.verdict,onChange:e=>r({verdict:e.currentTarget.value}),children:[B(`option`,{value:``,children:`any`}),wc.map(e=>B(`option`,{value:e,children:e.toLowerCase()}))]})]}),B(`label`,{children:[`Runtime`,` `,B(`input`,{name:`runtime`,placeholder:`name`,value:t.runtime,onChange:e=>r({runtime:e.currentTarget.value.trim()})})]}),kc(t)&&B(`button`,{class:`link`,onClick:()=>Qs(e.pathname,!0),children:`Clear filters`}),B(`form`,{onSubmit:u,class:`inline`,role:`search`,children:[B(`input`,{name:`search`,"aria-label":`Find a run by correlation id`,placeholder:`evd-run-42`,value:i,onInput:e=>(a(e.currentTarget.value),s(``))}),B(`button`,{children:`Find`})]})]}),o&&B(`p`,{class:`error`,children:o}),B(V,{error:l.error}),l.loading&&!l.data?B(gt,{}):B(`div`,{class:`scroll`,children:B(`table`,{class:`runs`,"data-testid":`runs`,children:[B(`thead`,{children:B(`tr`,{children:[B(`th`,{children:`Run`}),B(`th`,{children:`Status`}),B(`th`,{children:`Verdict`}),B(`th`,{children:`Runtime`}),B(`th`,{class:`hide-sm`,children:`Harness`}),B(`th`,{class:`hide-sm`,children:`Duration`}),B(`th`,{class:`hide-sm`,children:`Cost`}),B(`th`,{children:`Created`})]})}),B(`tbody`,{children:[d.map(e=>B(`tr`,{"data-status":e.status,children:[B(`td`,{children:[B(`a`,{href:Js(e.id),children:e.correlationId}),e.scorecardID!=null&&B(y,{children:[` `,B(`a`,{class:`chip`,href:Ys(String(e.scorecardID)),title:`its scorecard`,children:[`scorecard #`,e.scorecardID]})]})]}),B(`td`,{children:B(pt,{status:e.status})}),B(`td`,{children:e.error?B(`span`,{class:`badge v-fail`,children:e.error.class}):B(mt,{verdict:e.result?.verdict})}),B(`td`,{children:[e.runtime,e.runtimeVersion!=null&&B(`span`,{class:`muted`,children:[`@`,e.runtimeVersion]})]}),B(`td`,{class:`hide-sm`,children:e.harnessName}),B(`td`,{class:`hide-sm`,children:cn(e.startedAt,e.finishedAt,c)}),B(`td`,{class:`hide-sm`,children:K(e.costUsd)}),B(`td`,{title:e.createdAt,children:ln(e.createdAt,c)})]},e.id)),d.length===0&&B(`tr`,{children:B(`td`,{colSpan:8,class:`muted`,children:[`No runs`,kc(t)?` match these filters`:` yet`,`.`]})})]})]})}),f.t.length>1&&B(`details`,{class:`latency`,open:!0,children:[B(`summary`,{children:`Latency of the settled runs on this page`}),B(Ws,{testid:`latency-chart`,title:`Seconds from start to finish`,t:f.t,series:[{label:`pass`,values:f.pass,color:`#059669`,points:!0},{label:`other`,values:f.fail,color:`#dc2626`,points:!0}],height:180})]}),B(`nav`,{class:`pager`,"aria-label":`pages`,children:[B(`button`,{disabled:n.back.length===0,onClick:()=>r({page:xc(yc(n))}),children:`← Newer`}),B(`span`,{class:`muted`,children:[`page `,bc(n),` · `,l.data?.runs.totalCount??0,` runs`]}),B(`button`,{disabled:!l.data?.runs.pageInfo.hasNextPage,onClick:()=>r({page:xc(vc(n,l.data?.runs.pageInfo.endCursor))}),children:`Older →`})]})]})}function Nc(){let e=Sc($s().searchParams.get(`page`)),t=_t(Rt,{first:25,after:e.after||null}),n=(t.data?.runtimes.edges??[]).flatMap(e=>e?.node?[e.node]:[]),r=e=>Qs(e?`/runtimes?page=${encodeURIComponent(e)}`:`/runtimes`,!0);return B(`section`,{children:[B(`h1`,{children:`Runtimes`}),B(V,{error:t.error}),t.loading&&!t.data?B(gt,{}):B(`div`,{class:`scroll`,children:B(`table`,{"data-testid":`runtimes`,children:[B(`thead`,{children:B(`tr`,{children:[B(`th`,{children:`Name`}),B(`th`,{children:`Kind`}),B(`th`,{children:`Latest`}),B(`th`,{class:`hide-sm`,children:`Capabilities`}),B(`th`,{children:`Tags`})]})}),B(`tbody`,{children:[n.map(e=>B(`tr`,{children:[B(`td`,{children:[B(`a`,{href:Xs(e.name),children:e.name}),` `,e.shared&&B(`span`,{class:`chip`,children:`shared`})]}),B(`td`,{children:e.kind}),B(`td`,{children:e.latest?`v${e.latest.version}`:B(`span`,{class:`muted`,children:`all archived`})}),B(`td`,{class:`hide-sm`,children:e.latest?.capabilities.map(e=>B(`span`,{class:`chip`,children:e}))}),B(`td`,{children:e.latest?.tags.join(`, `)})]},e.id)),n.length===0&&B(`tr`,{children:B(`td`,{colSpan:5,class:`muted`,children:`No runtimes yet: register one below.`})})]})]})}),(e.back.length>0||t.data?.runtimes.pageInfo.hasNextPage)&&B(`nav`,{class:`pager`,"aria-label":`pages`,children:[B(`button`,{disabled:e.back.length===0,onClick:()=>r(xc(yc(e))),children:`← Previous`}),B(`button`,{disabled:!t.data?.runtimes.pageInfo.hasNextPage,onClick:()=>r(xc(vc(e,t.data?.runtimes.pageInfo.endCursor))),children:`Next →`})]}),B(Fc,{onRegistered:t.reload})]})}function Pc(e){let t=e=>e.trim()===``?void 0:Number(e),n=e=>e.trim()===``?void 0:e.trim(),r=e.capabilities.split(/[\s,]+/).map(e=>e.trim()).filter(Boolean),i={name:e.name.trim(),kind:e.kind,capabilities:r.length?r:void 0};return t(e.maxConcurrent)!=null&&(i.admission={maxConcurrent:t(e.maxConcurrent)}),t(e.costPerHourUsd)!=null&&(i.costPerHourUsd=t(e.costPerHourUsd)),e.kind===`LOCAL`&&(i.local={hardened:e.hardened}),e.kind===`NOMAD`&&(i.nomad={addr:e.addr.trim(),authSecret:n(e.authSecret),driver:n(e.driver)}),e.kind===`K8S`&&(i.k8s={apiServer:n(e.apiServer),namespace:n(e.namespace),kubeconfigSecret:n(e.kubeconfigSecret),runtimeClass:n(e.runtimeClass)}),i}function Fc({onRegistered:e}){let[t,n]=L({name:``,kind:`LOCAL`,capabilities:``,maxConcurrent:``,costPerHourUsd:``,hardened:!1,addr:``,authSecret:``,driver:``,apiServer:``,namespace:``,kubeconfigSecret:``,runtimeClass:``}),[r,i]=L(null),[a,o]=L(null),[s,c]=L(``),l=Pc(t);R(()=>{if(!t.name.trim()){i(null);return}let e=!0,n=setTimeout(()=>{tt(Bt,{input:l}).then(t=>e&&(i(t.validateRuntime),o(null))).catch(t=>e&&o(vt(t)))},250);return()=>{e=!1,clearTimeout(n)}},[JSON.stringify(l)]);async function u(t){t.preventDefault(),o(null);try{let t=await tt(Vt,{input:l});c(`Registered ${l.name} version ${t.registerRuntime.version}.`),e()}catch(e){o(vt(e))}}let d=e=>t=>{let r=t.currentTarget;c(``);let i=r.type===`checkbox`?r.checked:r.value;n(t=>({...t,[e]:i}))},f=e=>r?.problems.filter(t=>t.field===e||t.field.startsWith(`${e}.`)).map(e=>B(`small`,{class:`error`,children:e.message}));return B(`form`,{class:`stack card`,onSubmit:u,"aria-label":`Register a runtime`,children:[B(`h2`,{children:`Register a runtime`}),B(`p`,{class:`muted`,children:`Registering an existing name makes its next version.`}),B(`div`,{class:`row`,children:[B(H,{label:`Name`,children:[B(`input`,{name:`name`,required:!0,value:t.name,onInput:d(`name`),placeholder:`gpu-pool`}),f(`name`)]}),B(H,{label:`Kind`,children:[B(`select`,{name:`kind`,value:t.kind,onChange:d(`kind`),children:[B(`option`,{children:`LOCAL`}),B(`option`,{children:`NOMAD`}),B(`option`,{children:`K8S`})]}),f(`kind`)]}),B(H,{label:`Max concurrent`,children:[B(`input`,{name:`maxConcurrent`,type:`number`,min:0,value:t.maxConcurrent,onInput:d(`maxConcurrent`),placeholder:`default`}),f(`admission`)]}),B(H,{label:`Cost per hour (USD)`,children:[B(`input`,{name:`costPerHourUsd`,type:`number`,min:0,step:`any`,value:t.costPerHourUsd,onInput:d(`costPerHourUsd`)}),f(`costPerHourUsd`)]})]}),B(H,{label:`Capabilities`,hint:`Space or comma separated, from the capability vocabulary.`,children:[B(`input`,{name:`capabilities`,value:t.capabilities,onInput:d(`capabilities`),placeholder:`browser gpu`}),f(`capabilities`)]}),t.kind===`LOCAL`&&B(`label`,{class:`check`,children:[B(`input`,{type:`checkbox`,name:`hardened`,checked:t.hardened,onChange:d(`hardened`)}),` Hardened (bubblewrap)`]}),t.kind===`NOMAD`&&B(`div`,{class:`row`,children:[B(H,{label:`Address`,children:[B(`input`,{name:`addr`,value:t.addr,onInput:d(`addr`),placeholder:`https://nomad.example:4646`}),f(`nomad.addr`)]}),B(H,{label:`ACL token secret (name)`,children:[B(`input`,{name:`authSecret`,value:t.authSecret,onInput:d(`authSecret`)}),f(`nomad.authSecret`)]}),B(H,{label:`Driver`,children:B(`input`,{name:`driver`,value:t.driver,onInput:d(`driver`),placeholder:`docker`})})]}),t.kind===`K8S`&&B(`div`,{class:`row`,children:[B(H,{label:`API server`,children:B(`input`,{name:`apiServer`,value:t.apiServer,onInput:d(`apiServer`)})}),B(H,{label:`Namespace`,children:B(`input`,{name:`namespace`,value:t.namespace,onInput:d(`namespace`)})}),B(H,{label:`Kubeconfig secret (name)`,children:B(`input`,{name:`kubeconfigSecret`,value:t.kubeconfigSecret,onInput:d(`kubeconfigSecret`)})}),B(H,{label:`RuntimeClass`,children:B(`input`,{name:`runtimeClass`,value:t.runtimeClass,onInput:d(`runtimeClass`),placeholder:`gvisor`})})]}),B(`div`,{role:`status`,"aria-live":`polite`,"data-testid":`validation`,children:r&&(r.valid?B(`p`,{class:`ok`,children:[`Valid. Capabilities:`,` `,r.capabilities.map(e=>B(`span`,{class:`chip`,children:e}))]}):B(`ul`,{class:`error`,children:r.problems.map(e=>B(`li`,{children:[B(`code`,{children:e.field}),` `,e.message]}))}))}),B(`button`,{class:`primary`,disabled:!r?.valid,children:`Register`}),s&&B(`p`,{class:`ok`,children:s}),B(V,{error:a})]})}function Ic({name:e}){let t=_t(zt,{name:e}),[n,r]=L(null),[i,a]=L(null),[o,s]=L({});async function c(e){a(null);try{await e(),t.reload()}catch(e){a(vt(e))}}async function l(t){r({ref:t??`latest`,text:`probing…`,ok:!0});try{let n=(await tt(Ht,{name:e,ref:t??null})).probeRuntime;r({ref:t??`latest`,ok:n.reachable&&n.authenticated,text:`${n.reachable?`reachable`:`unreachable`}, ${n.authenticated?`authenticated`:`not authenticated`}, ${n.hardened?`hardened`:`not hardened`}${n.message?` — ${n.message}`:``}${n.capabilities.length?`; capabilities: ${n.capabilities.join(`, `)}`:``}`})}catch(e){r(null),a(vt(e))}}if(t.loading&&!t.data)return B(gt,{});let u=t.data?.runtime;return u?B(`section`,{children:[B(`div`,{class:`head`,children:[B(`h1`,{children:[u.name,` `,B(`span`,{class:`chip`,children:u.kind}),` `,u.shared&&B(`span`,{class:`chip`,children:`shared`})]}),B(`button`,{onClick:()=>l(),children:`Probe latest`})]}),n&&B(`p`,{class:n.ok?`ok`:`error`,role:`status`,"data-testid":`probe`,children:[`Probe (`,n.ref,`): `,n.text]}),B(V,{error:i}),B(`p`,{children:B(`a`,{href:`/runs?runtime=${encodeURIComponent(u.name)}`,children:`Runs on this runtime →`})}),B(`div`,{class:`scroll`,children:B(`table`,{"data-testid":`versions`,children:[B(`thead`,{children:B(`tr`,{children:[B(`th`,{children:`Version`}),B(`th`,{children:`Capabilities`}),B(`th`,{class:`hide-sm`,children:`Admission`}),B(`th`,{class:`hide-sm`,children:`Cost/h`}),B(`th`,{children:`Tags`}),B(`th`,{})]})}),B(`tbody`,{children:[...u.versions].reverse().map(t=>B(`tr`,{class:t.archived?`archived`:``,children:[B(`td`,{children:[`v`,t.version,` `,t.archived&&B(`span`,{class:`chip`,children:`archived`})]}),B(`td`,{children:t.capabilities.map(e=>B(`span`,{class:`chip`,children:e}))}),B(`td`,{class:`hide-sm`,children:[t.spec.admission.maxConcurrent||`default`,` slots`,t.spec.admission.memoryBudgetMb>0&&`, ${t.spec.admission.memoryBudgetMb} MB`,t.spec.admission.cpuBudget>0&&`, ${t.spec.admission.cpuBudget} CPU`]}),B(`td`,{class:`hide-sm`,children:K(t.spec.costPerHourUsd)}),B(`td`,{children:B(`form`,{class:`inline`,onSubmit:n=>{n.preventDefault();let r=(o[t.version]??t.tags.join(` `)).split(/[\s,]+/).filter(Boolean);c(()=>tt(Ut,{name:e,version:t.version,tags:r}))},children:[B(`input`,{"aria-label":`Tags of version ${t.version}`,size:12,value:o[t.version]??t.tags.join(` `),onInput:e=>s({...o,[t.version]:e.currentTarget.value})}),B(`button`,{children:`Set`})]})}),B(`td`,{class:`actions`,children:[B(`button`,{onClick:()=>l(String(t.version)),children:`Probe`}),!t.archived&&B(`button`,{class:`danger`,onClick:()=>c(()=>tt(Wt,{name:e,version:t.version})),children:`Archive`})]})]},t.id))})]})})]}):B(`section`,{children:[B(`h1`,{children:[`Runtime `,e]}),B(V,{error:t.error}),!t.error&&B(`p`,{class:`muted`,children:`No runtime by this name is visible to your tenant.`})]})}var Lc=20,Rc=50,zc=50;function Bc(e,t){let n=Se(0),r=Se(e);return r.current=e,R(()=>()=>clearTimeout(n.current),[]),()=>{n.current||=window.setTimeout(()=>{n.current=0,r.current()},t)}}function Vc(e,t,n){n?e.searchParams.set(t,n):e.searchParams.delete(t),Qs(e.pathname+e.search,!0)}function Hc({a:e}){let t=ks(e)===0;return B(`div`,{class:`card passrate`,"data-testid":`pass-rate`,children:[B(`h2`,{children:`Pass rate`}),t?B(`p`,{class:`big muted`,children:`—`}):B(`p`,{class:`big`,children:[B(`span`,{"data-testid":`rate`,children:Ds(e.passRate)}),` `,B(`span`,{class:`muted`,children:[`of `,un(ks(e)),` decided`]})]}),!t&&B(y,{children:[B(`div`,{class:`ci`,role:`img`,"aria-label":`95% interval ${Os(e.passRateLow,e.passRateHigh)}, pass rate ${Ds(e.passRate)}`,children:[B(`span`,{class:`ci-range`,style:{left:`${e.passRateLow*100}%`,width:`${(e.passRateHigh-e.passRateLow)*100}%`}}),B(`span`,{class:`ci-mark`,style:{left:`${e.passRate*100}%`}})]}),B(`p`,{class:`muted`,children:[`Wilson 95% interval `,B(`strong`,{"data-testid":`interval`,children:Os(e.passRateLow,e.passRateHigh)})]})]})]})}function Uc(){let e=$s(),t=Sc(e.searchParams.get(`page`)),n=_t(en,{first:Lc,after:t.after||null}),[r,i]=L([]),a=yt(5e3),o=Bc(n.reload,2e3);R(()=>ut(Mt,{},{next:({runEvents:e})=>e.scorecardID!=null&&o()}),[]);let s=(n.data?.scorecards.edges??[]).flatMap(e=>e?.node?[e.node]:[]),[c,l]=Bs(r);return B(`section`,{children:[B(`div`,{class:`head`,children:[B(`h1`,{children:[`Scorecards `,B(`span`,{class:`live`,title:`updates live`,"aria-label":`live`})]}),B(`a`,{class:`button primary`,href:`/submit#scorecard`,children:`Submit a scorecard`})]}),B(`div`,{class:`toolbar`,children:[B(`button`,{class:`primary`,disabled:r.length!==2,onClick:()=>Qs(Ls(c,l)),children:`Compare selected`}),B(`span`,{class:`muted`,"aria-live":`polite`,children:r.length===2?`#${c} (baseline) with #${l}`:`Pick two scorecards to compare.`})]}),B(V,{error:n.error}),n.loading&&!n.data?B(gt,{}):B(`div`,{class:`scroll`,children:B(`table`,{"data-testid":`scorecards`,children:[B(`thead`,{children:B(`tr`,{children:[B(`th`,{children:B(`span`,{class:`sr`,children:`Compare`})}),B(`th`,{children:`Scorecard`}),B(`th`,{children:`Status`}),B(`th`,{children:`Pass rate`}),B(`th`,{children:`Cases`}),B(`th`,{class:`hide-sm`,children:`Runtime`}),B(`th`,{class:`hide-sm`,children:`Harness`}),B(`th`,{children:`Created`})]})}),B(`tbody`,{children:[s.map(e=>B(`tr`,{"data-status":e.status,children:[B(`td`,{children:B(`input`,{type:`checkbox`,"aria-label":`Compare ${e.name} #${e.id}`,checked:r.includes(e.id),onChange:()=>i(t=>zs(t,e.id))})}),B(`td`,{children:[B(`a`,{href:Ys(e.id),children:e.name}),` `,B(`span`,{class:`muted`,children:[`#`,e.id]})]}),B(`td`,{children:B(pt,{status:e.status})}),B(`td`,{children:ks(e.aggregate)?Ds(e.aggregate.passRate):B(`span`,{class:`muted`,children:`—`})}),B(`td`,{children:[B(`span`,{class:`ok`,children:e.aggregate.passed}),`/`,B(`span`,{class:`error`,children:e.aggregate.failed}),`/`,B(`span`,{class:`warn`,children:e.aggregate.errored}),` `,B(`span`,{class:`muted`,children:[`of `,e.total]})]}),B(`td`,{class:`hide-sm`,children:e.runtime}),B(`td`,{class:`hide-sm`,children:e.harnessName}),B(`td`,{title:e.createdAt,children:ln(e.createdAt,a)})]},e.id)),s.length===0&&B(`tr`,{children:B(`td`,{colSpan:8,class:`muted`,children:[`No scorecards yet: `,B(`a`,{href:`/submit#scorecard`,children:`upload a cases file`}),`.`]})})]})]})}),B(`p`,{class:`muted legend-line`,children:[`Cases: `,B(`span`,{class:`ok`,children:`passed`}),`/`,B(`span`,{class:`error`,children:`failed`}),`/`,B(`span`,{class:`warn`,children:`errored`}),` of all.`]}),B(`nav`,{class:`pager`,"aria-label":`pages`,children:[B(`button`,{disabled:t.back.length===0,onClick:()=>Vc(e,`page`,xc(yc(t))),children:`← Newer`}),B(`span`,{class:`muted`,children:[`page `,bc(t),` · `,n.data?.scorecards.totalCount??0,` scorecards`]}),B(`button`,{disabled:!n.data?.scorecards.pageInfo.hasNextPage,onClick:()=>Vc(e,`page`,xc(vc(t,n.data?.scorecards.pageInfo.endCursor))),children:`Older →`})]})]})}function Wc({id:e}){let t=_t(tn,{id:e}),[n,r]=L(null),[i,a]=L(null),[o,s]=L(!1),[c,l]=L(null);R(()=>ut(nn,{id:e},{next:e=>(r(e.scorecardUpdated),l(null)),error:l}),[e]);let u=n??t.data?.scorecard??null;async function d(){s(!0),a(null);try{r((await tt(G,{id:e})).cancelScorecard)}catch(e){a(vt(e))}finally{s(!1)}}if(t.loading&&!u)return B(gt,{});if(t.error&&!u)return B(V,{error:t.error});if(!u)return B(`section`,{children:[B(`h1`,{children:[`Scorecard `,e]}),B(`p`,{class:`muted`,children:`No such scorecard in your tenant.`})]});let f=u.aggregate,p=js(f),m=Ms(f.runtimes);return B(`section`,{children:[B(`div`,{class:`head`,children:[B(`h1`,{children:[u.name,` `,B(`span`,{class:`muted`,children:[`#`,u.id]}),` `,B(pt,{status:u.status}),!Es(u.status)&&B(`span`,{class:`live`,title:`updates live`,"aria-label":`live`})]}),!Es(u.status)&&B(`button`,{class:`danger`,onClick:d,disabled:o,children:o?`Canceling…`:`Cancel scorecard`})]}),B(V,{error:i??c}),!Es(u.status)&&u.waitingReason&&B(`div`,{class:`notice`,"data-testid":`waiting`,children:[B(`strong`,{children:`Waiting:`}),` `,u.waitingReason]}),B(`div`,{class:`grid2`,children:[B(Hc,{a:f}),B(`div`,{class:`card`,children:[B(`h2`,{children:`Progress`}),B(`progress`,{max:Math.max(1,p.total),value:p.done,"aria-label":`cases done`}),B(`p`,{"data-testid":`aggregate`,"data-done":p.done,"data-cases":f.cases,children:[B(`strong`,{children:[p.done,`/`,f.cases,` done`]}),`: `,B(`span`,{class:`ok`,children:[f.passed,` passed`]}),`, `,B(`span`,{class:`error`,children:[f.failed,` failed`]}),`,`,` `,B(`span`,{class:`warn`,children:[f.errored,` errored`]}),`, `,f.running,` running, `,f.queued,` queued`,f.canceled>0&&`, ${f.canceled} canceled`]}),B(`dl`,{class:`facts`,children:[B(`dt`,{children:`Cost`}),B(`dd`,{children:K(f.costUsd)}),B(`dt`,{children:`Latency`}),B(`dd`,{children:[`p50 `,q(f.latencyP50Ms),` · p95 `,q(f.latencyP95Ms)]}),B(`dt`,{children:`Retries`}),B(`dd`,{children:[f.retries,` `,B(`span`,{class:`muted`,children:[`(up to `,u.maxAttempts,` tries a case)`]})]}),B(`dt`,{children:`Runtime`}),B(`dd`,{children:u.runtime}),B(`dt`,{children:`Harness`}),B(`dd`,{children:u.harnessName}),B(`dt`,{children:`By`}),B(`dd`,{children:[u.createdBy,` `,B(`span`,{class:`muted`,children:[`· `,u.priority.toLowerCase()]})]}),B(`dt`,{children:`Created`}),B(`dd`,{title:u.createdAt,children:new Date(u.createdAt).toLocaleString()}),u.finishedAt&&B(y,{children:[B(`dt`,{children:`Took`}),B(`dd`,{children:cn(u.createdAt,u.finishedAt,Date.now())})]})]})]})]}),B(`h2`,{children:`By runtime`}),m.labels.length>0&&B(Ks,{testid:`runtime-chart`,title:`Cases by runtime and outcome`,labels:m.labels,series:m.series,height:200}),B(`div`,{class:`scroll`,children:B(`table`,{"data-testid":`runtimes-table`,children:[B(`thead`,{children:B(`tr`,{children:[B(`th`,{children:`Runtime`}),B(`th`,{children:`Cases`}),B(`th`,{children:`Passed`}),B(`th`,{children:`Failed`}),B(`th`,{children:`Errored`}),B(`th`,{children:`Pass rate`}),B(`th`,{class:`hide-sm`,children:`Cost`})]})}),B(`tbody`,{children:f.runtimes.map(e=>B(`tr`,{children:[B(`td`,{children:B(`a`,{href:Xs(e.runtime.split(`@`)[0]),children:e.runtime})}),B(`td`,{children:e.cases}),B(`td`,{children:e.passed}),B(`td`,{children:e.failed}),B(`td`,{children:e.errored}),B(`td`,{children:Ds(As(e))}),B(`td`,{class:`hide-sm`,children:K(e.costUsd)})]},e.runtime))})]})}),(f.graders.length>0||f.failures.length>0)&&B(`div`,{class:`grid2`,children:[f.graders.length>0&&B(`div`,{children:[B(`h2`,{children:`Graders`}),B(`table`,{class:`compact`,"data-testid":`graders`,children:[B(`thead`,{children:B(`tr`,{children:[B(`th`,{children:`Grader`}),B(`th`,{children:`Passed`}),B(`th`,{children:`Failed`})]})}),B(`tbody`,{children:f.graders.map(e=>B(`tr`,{children:[B(`td`,{children:e.kind}),B(`td`,{children:e.passed}),B(`td`,{children:e.failed})]},e.kind))})]})]}),f.failures.length>0&&B(`div`,{children:[B(`h2`,{children:`Errors`}),B(`table`,{class:`compact`,"data-testid":`failures`,children:[B(`thead`,{children:B(`tr`,{children:[B(`th`,{children:`Class`}),B(`th`,{children:`Code`}),B(`th`,{children:`Cases`})]})}),B(`tbody`,{children:f.failures.map(e=>B(`tr`,{children:[B(`td`,{children:B(`span`,{class:`badge v-fail`,children:e.class})}),B(`td`,{children:B(`code`,{children:e.code})}),B(`td`,{children:e.count})]},`${e.class}/${e.code}`))})]})]})]}),B(Gc,{id:u.id}),B(Kc,{id:u.id})]})}function Gc({id:e}){let t=(_t(en,{first:50,after:null}).data?.scorecards.edges??[]).flatMap(t=>t?.node&&t.node.id!==e?[t.node]:[]),[n,r]=L(``),i=n||t.find(t=>Number(t.id)<Number(e))?.id||t[0]?.id||``;return t.length?B(`form`,{class:`toolbar`,"aria-label":`Compare with another scorecard`,onSubmit:t=>{t.preventDefault();let[n,r]=Bs([i,e]);Qs(Ls(n,r))},children:[B(`label`,{children:[`Compare with`,` `,B(`select`,{name:`baseline`,value:i,onChange:e=>r(e.currentTarget.value),children:t.map(e=>B(`option`,{value:e.id,children:[`#`,e.id,` `,e.name]}))})]}),B(`button`,{children:`Compare`}),B(`span`,{class:`muted`,children:`(the older is the baseline)`})]}):null}function Kc({id:e}){let t=$s(),n=Sc(t.searchParams.get(`runs`)),r=_t(an,{scorecard:Number(e),first:Rc,after:n.after||null}),i=yt(5e3),a=!!r.data&&!r.data.runs.pageInfo.hasNextPage;R(()=>ut(Mt,{},{next:({runEvents:t})=>{t.scorecardID===Number(e)&&r.set(e=>{let n=e.runs.edges??[],r=n.findIndex(e=>e?.node?.id===t.id);if(r>=0){let i=n.slice();return i[r]={...i[r],node:t},{...e,runs:{...e.runs,edges:i}}}return!a||n.length>=Rc?e:{...e,runs:{...e.runs,totalCount:e.runs.totalCount+1,edges:[...n,{node:t}]}}})}}),[e,n.after,a]);let o=(r.data?.runs.edges??[]).flatMap(e=>e?.node?[e.node]:[]);return B(y,{children:[B(`h2`,{id:`runs`,children:`Runs`}),B(V,{error:r.error}),r.loading&&!r.data?B(gt,{}):B(`div`,{class:`scroll`,children:B(`table`,{"data-testid":`children`,children:[B(`thead`,{children:B(`tr`,{children:[B(`th`,{children:`Case`}),B(`th`,{children:`Status`}),B(`th`,{children:`Verdict`}),B(`th`,{children:`Runtime`}),B(`th`,{class:`hide-sm`,children:`Duration`}),B(`th`,{class:`hide-sm`,children:`Cost`}),B(`th`,{class:`hide-sm`,children:`Created`})]})}),B(`tbody`,{children:[o.map(e=>B(`tr`,{"data-status":e.status,"data-case":e.caseID,children:[B(`td`,{children:[B(`a`,{href:Js(e.id),children:e.caseID}),e.try>1&&B(`span`,{class:`muted`,children:[` try `,e.try]})]}),B(`td`,{children:B(pt,{status:e.status})}),B(`td`,{children:e.error?B(`span`,{class:`badge v-fail`,children:e.error.class}):B(mt,{verdict:e.result?.verdict})}),B(`td`,{children:e.runtime}),B(`td`,{class:`hide-sm`,children:cn(e.startedAt,e.finishedAt,i)}),B(`td`,{class:`hide-sm`,children:K(e.costUsd)}),B(`td`,{class:`hide-sm`,title:e.createdAt,children:ln(e.createdAt,i)})]},e.id)),o.length===0&&B(`tr`,{children:B(`td`,{colSpan:7,class:`muted`,children:`No runs.`})})]})]})}),(n.back.length>0||r.data?.runs.pageInfo.hasNextPage)&&B(`nav`,{class:`pager`,"aria-label":`pages of runs`,children:[B(`button`,{disabled:n.back.length===0,onClick:()=>Vc(t,`runs`,xc(yc(n))),children:`← Previous`}),B(`span`,{class:`muted`,children:[`page `,bc(n),` · `,r.data?.runs.totalCount??0,` runs`]}),B(`button`,{disabled:!r.data?.runs.pageInfo.hasNextPage,onClick:()=>Vc(t,`runs`,xc(vc(n,r.data?.runs.pageInfo.endCursor))),children:`Next →`})]})]})}function qc(e){let t=new Map;for(let n of e)(t.get(n.caseID)?.try??0)<n.try&&t.set(n.caseID,n);return t}function Jc({r:e}){return e?B(`a`,{href:Js(e.id),children:e.error?B(`span`,{class:`badge v-fail`,children:e.error.class}):e.result?B(mt,{verdict:e.result.verdict}):e.status.toLowerCase()}):B(`span`,{class:`muted`,children:`—`})}function Yc(){let{a:e,b:t}=Rs($s().searchParams),n=_t(en,{first:50,after:null}),r=!!e&&!!t&&e!==t,i=_t(on,{a:e,b:t},!r),a=(n.data?.scorecards.edges??[]).flatMap(e=>e?.node?[e.node]:[]),o=r?i.data:null,s=o?.a&&o.b?Fs(o.a,o.b,o.compareScorecards):null,c=s?.cases.slice(0,zc).map(e=>e.caseId)??[],l=_t(sn,{a:Number(e),b:Number(t),cases:c},!s||c.length===0),u=e=>(e?.edges??[]).flatMap(e=>e?.node?[e.node]:[]),d=qc(u(l.data?.a)),f=qc(u(l.data?.b)),p=n=>r=>{let i=r.currentTarget.value;Qs(Ls(n===`a`?i:e,n===`b`?i:t),!0)},m=e=>{let t=a.some(t=>t.id===e);return B(y,{children:[B(`option`,{value:``,children:`choose…`}),e&&!t&&B(`option`,{value:e,children:[`#`,e]}),a.map(e=>B(`option`,{value:e.id,children:[`#`,e.id,` `,e.name,` (`,e.status.toLowerCase(),`)`]}))]})};return B(`section`,{children:[B(`h1`,{children:`Compare scorecards`}),B(`form`,{class:`toolbar`,"aria-label":`Scorecards to compare`,onSubmit:e=>e.preventDefault(),children:[B(`label`,{children:[`Baseline (a)`,` `,B(`select`,{name:`a`,value:e,onChange:p(`a`),children:m(e)})]}),B(`label`,{children:[`Candidate (b)`,` `,B(`select`,{name:`b`,value:t,onChange:p(`b`),children:m(t)})]}),B(`button`,{type:`button`,disabled:!e&&!t,onClick:()=>Qs(Ls(t,e),!0),children:`Swap`})]}),B(V,{error:n.error}),!r&&B(`p`,{class:`muted`,children:e&&e===t?`Pick two different scorecards.`:`Pick a baseline and a candidate: cases are paired by id.`}),r&&B(V,{error:i.error}),r&&i.loading&&!i.data&&B(gt,{}),o&&(!o.a||!o.b)&&B(`p`,{class:`muted`,children:`No such scorecard in your tenant.`}),s&&o?.a&&o.b&&B(y,{children:[B(`p`,{class:`notice compare-${s.direction}`,"data-testid":`compare-verdict`,role:`status`,children:s.verdict}),B(`div`,{class:`scroll`,children:B(`table`,{"data-testid":`compare-summary`,children:[B(`thead`,{children:B(`tr`,{children:[B(`th`,{}),B(`th`,{class:`name`,children:[`a: `,B(`a`,{href:Ys(o.a.id),children:o.a.name}),` `,B(`span`,{class:`muted`,children:[`#`,o.a.id]})]}),B(`th`,{class:`name`,children:[`b: `,B(`a`,{href:Ys(o.b.id),children:o.b.name}),` `,B(`span`,{class:`muted`,children:[`#`,o.b.id]})]}),B(`th`,{children:`Change`})]})}),B(`tbody`,{children:[B(`tr`,{children:[B(`th`,{scope:`row`,children:[`Pass rate, paired cases (`,s.paired,`)`]}),B(`td`,{children:Ds(s.passRateA)}),B(`td`,{children:Ds(s.passRateB)}),B(`td`,{children:Is(s.delta)})]}),B(`tr`,{children:[B(`th`,{scope:`row`,children:`Pass rate, all (95% interval)`}),B(`td`,{children:[ks(o.a.aggregate)?Ds(o.a.aggregate.passRate):`—`,` `,B(`span`,{class:`muted`,children:[`(`,Os(o.a.aggregate.passRateLow,o.a.aggregate.passRateHigh),`)`]})]}),B(`td`,{children:[ks(o.b.aggregate)?Ds(o.b.aggregate.passRate):`—`,` `,B(`span`,{class:`muted`,children:[`(`,Os(o.b.aggregate.passRateLow,o.b.aggregate.passRateHigh),`)`]})]}),B(`td`,{})]}),B(`tr`,{children:[B(`th`,{scope:`row`,children:`Status`}),B(`td`,{children:B(pt,{status:o.a.status})}),B(`td`,{children:B(pt,{status:o.b.status})}),B(`td`,{})]}),B(`tr`,{children:[B(`th`,{scope:`row`,children:`McNemar's test`}),B(`td`,{colSpan:2,children:[s.pValue,` · `,s.cases.filter(e=>e.change===`fixed`).length,` fixed, `,s.cases.filter(e=>e.change===`regressed`).length,` `,`regressed, `,s.unchanged,` unchanged`]}),B(`td`,{children:s.significant?B(`strong`,{children:`significant`}):B(`span`,{class:`muted`,children:`not significant`})})]})]})]})}),B(`h2`,{children:`By runtime`}),B(`div`,{class:`scroll`,children:B(`table`,{"data-testid":`compare-runtimes`,children:[B(`thead`,{children:B(`tr`,{children:[B(`th`,{children:`Runtime`}),B(`th`,{children:`a: passed / decided`}),B(`th`,{children:`b: passed / decided`}),B(`th`,{children:`a`}),B(`th`,{children:`b`}),B(`th`,{children:`Change`})]})}),B(`tbody`,{children:s.runtimes.map(e=>B(`tr`,{children:[B(`td`,{children:e.runtime}),B(`td`,{children:e.a?`${e.a.passed} / ${ks(e.a)}`:`—`}),B(`td`,{children:e.b?`${e.b.passed} / ${ks(e.b)}`:`—`}),B(`td`,{children:Ds(e.rateA)}),B(`td`,{children:Ds(e.rateB)}),B(`td`,{children:Is(e.delta)})]},e.runtime))})]})}),B(`h2`,{children:`Cases that changed`}),s.cases.length===0?B(`p`,{class:`muted`,"data-testid":`compare-cases`,children:`No paired case changed its outcome.`}):B(`div`,{class:`scroll`,children:B(`table`,{"data-testid":`compare-cases`,children:[B(`thead`,{children:B(`tr`,{children:[B(`th`,{children:`Case`}),B(`th`,{children:`Change`}),B(`th`,{children:`a`}),B(`th`,{children:`b`})]})}),B(`tbody`,{children:s.cases.map(e=>B(`tr`,{"data-change":e.change,children:[B(`td`,{children:e.caseId}),B(`td`,{children:e.change===`fixed`?B(`span`,{class:`badge v-pass`,children:`fixed`}):B(`span`,{class:`badge v-fail`,children:`regressed`})}),B(`td`,{children:B(Jc,{r:d.get(e.caseId)})}),B(`td`,{children:B(Jc,{r:f.get(e.caseId)})})]},e.caseId))})]})})]})]})}function Xc({onSignedIn:e}){let[t,n]=L(Ze()),[r,i]=L(null),[a,o]=L(!1),s=new URL(location.href).searchParams.get(`next`)||`/runs`;async function c(n){n.preventDefault(),o(!0),Qe(t.trim()),St();try{await tt(At,{}),e(),Qs(s.startsWith(`/`)&&!s.startsWith(`//`)?s:`/runs`)}catch(e){Qe(``),i(vt(e))}finally{o(!1)}}return B(`section`,{class:`narrow`,children:[B(`h1`,{children:`Sign in`}),B(`p`,{class:`muted`,children:[`Paste an API token. It stays in this browser (localStorage) and goes with every request. Make one with`,` `,B(`code`,{children:`everdict token create --tenant acme --role admin`}),`.`]}),B(`form`,{onSubmit:c,class:`stack`,children:[B(H,{label:`API token`,children:B(`input`,{name:`token`,type:`password`,autocomplete:`off`,placeholder:`evd_…`,required:!0,value:t,onInput:e=>n(e.currentTarget.value),autofocus:!0})}),B(`button`,{class:`primary`,disabled:a,children:`Sign in`}),B(V,{error:r})]})]})}function Zc(e){let t=[],n=[];return e.split(`
`).forEach((e,r)=>{let i=e.trim();if(!i||i.startsWith(`#`))return;let a=i.indexOf(`=`),o=(a<0?i:i.slice(0,a)).trim();if(!/^[A-Za-z_][A-Za-z0-9_]*$/.test(o)){n.push(`line ${r+1}: "${o}" is not a variable name`);return}if(a<0){n.push(`line ${r+1}: want NAME=value or NAME=@secret`);return}let s=i.slice(a+1);s.startsWith(`@`)&&s.length>1?t.push({name:o,secretRef:s.slice(1)}):t.push({name:o,value:s})}),{vars:t,problems:n}}var Qc=1e4,$c=1<<20,el=86400,tl=/^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$/,nl=[`TESTS_PASS`,`STEPS`,`COST`,`LATENCY`],rl=[`id`,`task`,`image`,`repo`,`files`,`browser`,`osUse`,`isolation`,`timeoutSec`,`resources`,`graders`],il=e=>typeof e==`object`&&!!e&&!Array.isArray(e),al=e=>typeof e==`string`,ol=e=>typeof e==`number`&&Number.isFinite(e),sl=e=>ol(e)&&Number.isInteger(e);function cl(e,t,n){return Object.keys(e).filter(e=>!t.includes(e)).map(e=>`unknown field "${n}${e}"`)}function ll(e){if(!il(e))return[`not a case: want a JSON object`];let t=cl(e,rl,``);!(`id`in e)||e.id===``?t.push(`the case has no "id"`):al(e.id)&&tl.test(e.id)||t.push(`"id" ${JSON.stringify(e.id)} must be 1 to 40 lowercase letters, digits and inner dashes`),`task`in e?al(e.task)?e.task.trim()===``&&t.push(`"task" is empty`):t.push(`"task" must be a string`):t.push(`the case has no "task"`),`image`in e&&!al(e.image)&&t.push(`"image" must be a string`);for(let n of[`browser`,`osUse`,`isolation`])n in e&&typeof e[n]!=`boolean`&&t.push(`"${n}" must be true or false`);return`timeoutSec`in e&&(!sl(e.timeoutSec)||e.timeoutSec<0||e.timeoutSec>86400)&&t.push(`"timeoutSec" must be a whole number of seconds, at most ${el}`),`repo`in e&&(il(e.repo)?(t.push(...cl(e.repo,[`url`,`ref`],`repo.`)),al(e.repo.url)&&e.repo.url.trim()!==``||t.push(`"repo.url" is required when a repo is given`),`ref`in e.repo&&!al(e.repo.ref)&&t.push(`"repo.ref" must be a string`)):t.push(`"repo" must be an object: {"url": …, "ref": …}`)),`files`in e&&(Array.isArray(e.files)?e.files.forEach((e,n)=>{if(!il(e))return t.push(`"files[${n}]" must be an object`);t.push(...cl(e,[`path`,`content`],`files[${n}].`)),al(e.path)&&dl(e.path)||t.push(`"files[${n}].path" must be a relative path inside the workspace`),al(e.content)||t.push(`"files[${n}].content" must be a string`)}):t.push(`"files" must be a list of {"path": …, "content": …}`)),`resources`in e&&(il(e.resources)?(t.push(...cl(e.resources,[`memoryMb`,`cpu`],`resources.`)),`memoryMb`in e.resources&&(!sl(e.resources.memoryMb)||e.resources.memoryMb<0)&&t.push(`"resources.memoryMb" must be a whole number, not negative`),`cpu`in e.resources&&(!ol(e.resources.cpu)||e.resources.cpu<0)&&t.push(`"resources.cpu" must be a number, not negative`)):t.push(`"resources" must be an object: {"memoryMb": …, "cpu": …}`)),`graders`in e&&(Array.isArray(e.graders)?e.graders.forEach((e,n)=>t.push(...ul(e,`graders[${n}]`))):t.push(`"graders" must be a list`)),t}function ul(e,t){if(!il(e))return[`"${t}" must be an object`];let n=cl(e,[`kind`,`command`,`max`],`${t}.`);return nl.includes(e.kind)||n.push(`"${t}.kind" must be one of ${nl.join(`, `)}`),`command`in e&&!(Array.isArray(e.command)&&e.command.every(al))&&n.push(`"${t}.command" must be a list of strings`),e.kind===`TESTS_PASS`&&!(Array.isArray(e.command)&&e.command.length>0)&&n.push(`"${t}.command" is required for TESTS_PASS`),`max`in e&&e.max!==null&&(!ol(e.max)||e.max<0)&&n.push(`"${t}.max" must be a number, not negative`),n}function dl(e){if(e===``||e.startsWith(`/`))return!1;let t=[];for(let n of e.split(`/`))if(n!==``&&n!==`.`){if(n===`..`){if(t.length===0)return!1;t.pop()}else t.push(n)}return!0}var fl=new TextEncoder;function pl(e){let t=[],n=[],r=0,i=(e,t)=>{n.length<50?n.push({line:e,message:t}):r++},a=new Map;return e.replace(/^\uFEFF/,``).split(/\r?\n/).forEach((e,n)=>{let r=n+1,o=e.trim();if(o===``)return;if(fl.encode(o).length>1048576)return i(r,`the line is longer than ${$c} bytes`);let s;try{s=JSON.parse(o)}catch{return i(r,/^\{.*\}\s*[{[]/.test(o)?`one JSON object a line`:`not a case: not valid JSON`)}let c=ll(s),l=il(s)&&al(s.id)?s.id:``;if(l&&tl.test(l)){let e=a.get(l);e===void 0?a.set(l,r):c.push(`"id" "${l}" repeats line ${e}`)}c.forEach(e=>i(r,e)),c.length===0&&t.push(s)}),t.length===0&&n.length===0&&i(0,`the file holds no cases`),t.length>1e4&&i(0,`a scorecard holds at most ${Qc.toLocaleString(`en-US`)} cases; this file has ${t.length.toLocaleString(`en-US`)}`),{cases:t,problems:n,more:r}}function ml(e){return e.replace(/^.*[\\/]/,``).replace(/\.jsonl$/i,``)}function hl(){let e=_t(Rt,{first:100,after:null}),t=xt(),n=(e.data?.runtimes.edges??[]).flatMap(e=>e?.node?[e.node.name]:[]),[r,i]=L({runtime:``,task:`Write 42 to answer.txt`,harness:`web`,command:`echo solving; echo 42 > answer.txt`,test:`grep -q 42 answer.txt`,env:``,timeout:`60`,priority:`INTERACTIVE`}),[a,o]=L(null),[s,c]=L(!1),l=Zc(r.env);R(()=>{n.length&&i(e=>e.runtime?e:{...e,runtime:n[0]})},[n[0]]);let u=r.runtime,d=e=>t=>{let n=t.currentTarget.value;i(t=>({...t,[e]:n}))};async function f(e){if(e.preventDefault(),l.problems.length)return;c(!0),o(null);let t={runtime:u,priority:r.priority,trigger:`web`,harness:{name:r.harness||`web`,command:fn(r.command),env:l.vars},case:{task:r.task,timeoutSec:Number(r.timeout)||void 0,graders:r.test.trim()?[{kind:`TESTS_PASS`,command:fn(r.test)}]:void 0}};try{Qs(Js((await tt(Lt,{input:t})).submitRun.id))}catch(e){o(vt(e))}finally{c(!1)}}let p=t?.fields?.has(`Mutation.submitScorecard`);return R(()=>{location.hash===`#scorecard`&&document.getElementById(`scorecard`)?.scrollIntoView()},[]),B(`section`,{class:`narrow`,children:[B(`h1`,{children:`Submit a run`}),B(`form`,{onSubmit:f,class:`stack`,"aria-label":`Submit a run`,children:[B(H,{label:`Runtime`,children:[B(`input`,{name:`runtime`,list:`runtime-names`,required:!0,value:u,onInput:d(`runtime`),placeholder:`name, name@3 or name@tag`}),B(`datalist`,{id:`runtime-names`,children:n.map(e=>B(`option`,{value:e}))})]}),B(H,{label:`Task`,children:B(`textarea`,{name:`task`,rows:3,required:!0,value:r.task,onInput:d(`task`)})}),B(`div`,{class:`row`,children:[B(H,{label:`Harness name`,children:B(`input`,{name:`harness`,value:r.harness,onInput:d(`harness`)})}),B(H,{label:`Priority`,children:B(`select`,{name:`priority`,value:r.priority,onChange:d(`priority`),children:[B(`option`,{value:`INTERACTIVE`,children:`interactive`}),B(`option`,{value:`BATCH`,children:`batch`})]})}),B(H,{label:`Timeout (s)`,children:B(`input`,{name:`timeout`,type:`number`,min:1,value:r.timeout,onInput:d(`timeout`)})})]}),B(H,{label:`Harness command (sh -c)`,children:B(`input`,{name:`command`,required:!0,value:r.command,onInput:d(`command`)})}),B(H,{label:`Test command (sh -c; exit 0 passes; empty: no TESTS_PASS grader)`,children:B(`input`,{name:`test`,value:r.test,onInput:d(`test`)})}),B(H,{label:`Environment`,hint:`One a line: NAME=value, or NAME=@secret to use a tenant secret (its value never leaves the server).`,children:B(`textarea`,{name:`env`,rows:2,value:r.env,onInput:d(`env`),placeholder:`MODEL=small
API_KEY=@openai`})}),l.problems.map(e=>B(`p`,{class:`error`,children:e})),B(`button`,{class:`primary`,disabled:s||l.problems.length>0,children:`Submit`}),B(V,{error:a})]}),B(`h2`,{id:`scorecard`,children:`Submit a scorecard from JSONL`}),t&&!p?B(ht,{what:`Scorecards (many cases from a JSONL upload)`}):B(_l,{names:n})]})}var gl=`{"id": "answer-42", "task": "Write 42 to answer.txt", "graders": [{"kind": "TESTS_PASS", "command": ["sh", "-c", "grep -q 42 answer.txt"]}]}
{"id": "fix-login", "task": "Fix the login test", "repo": {"url": "https://github.com/acme/app", "ref": "main"}, "timeoutSec": 600}`;function _l({names:e}){let[t,n]=L(``),[r,i]=L(``),[a,o]=L({name:``,runtime:``,harness:`web`,command:`echo solving; echo 42 > answer.txt`,maxAttempts:``,priority:`BATCH`}),[s,c]=L(null),[l,u]=L(!1),d=Ce(()=>t.trim()?pl(t):null,[t]);R(()=>{e.length&&o(t=>t.runtime?t:{...t,runtime:e[0]})},[e[0]]);let f=e=>t=>{let n=t.currentTarget.value;o(t=>({...t,[e]:n}))};async function p(e){let t=e.currentTarget.files?.[0];t&&(i(t.name),n(await t.text()),o(e=>e.name?e:{...e,name:ml(t.name)}))}async function m(e){if(e.preventDefault(),!d||d.problems.length)return;u(!0),c(null);let t={name:a.name.trim(),runtime:a.runtime.trim(),priority:a.priority,harness:{name:a.harness||`web`,command:fn(a.command)},cases:d.cases,maxAttempts:a.maxAttempts?Number(a.maxAttempts):void 0};try{Qs(Ys((await tt(rn,{input:t})).submitScorecard.id))}catch(e){c(vt(e))}finally{u(!1)}}let h=!!d&&d.problems.length===0;return B(`form`,{onSubmit:m,class:`stack`,"aria-label":`Submit a scorecard`,children:[B(`p`,{class:`muted`,children:[`One case a line, as `,B(`code`,{children:`everdict scorecard run`}),` reads them: a JSON object with an `,B(`code`,{children:`id`}),` (1 to 40 lowercase letters, digits and inner dashes, unique) and a `,B(`code`,{children:`task`}),`, and optionally `,B(`code`,{children:`repo`}),`, `,B(`code`,{children:`files`}),`,`,` `,B(`code`,{children:`image`}),`, `,B(`code`,{children:`timeoutSec`}),`, `,B(`code`,{children:`resources`}),` and `,B(`code`,{children:`graders`}),`. Each case becomes a run of the harness below.`]}),B(`details`,{children:[B(`summary`,{children:`Example`}),B(`pre`,{class:`output`,children:gl})]}),B(H,{label:`Cases file (JSONL)`,children:B(`input`,{name:`cases`,type:`file`,accept:`.jsonl,.json,.ndjson,.txt,application/jsonl,application/x-ndjson,text/plain`,onChange:p})}),B(H,{label:`Or paste the cases`,hint:r?`Loaded from ${r}; edits here are what is sent.`:void 0,children:B(`textarea`,{name:`casesText`,rows:4,value:t,onInput:e=>n(e.currentTarget.value),placeholder:`{"id": "case-1", "task": "…"}`,spellcheck:!1})}),d&&B(`div`,{"aria-live":`polite`,children:h?B(`p`,{class:`ok`,"data-testid":`cases-summary`,children:[d.cases.length===1?`1 case`:`${un(d.cases.length)} cases`,`:`,` `,d.cases.slice(0,8).map(e=>e.id).join(`, `),d.cases.length>8&&`, …`]}):B(`ul`,{class:`problems error`,"data-testid":`case-problems`,children:[d.problems.map(e=>B(`li`,{children:[e.line>0?`line ${e.line}: `:``,e.message]})),d.more>0&&B(`li`,{children:[`… and `,d.more,` more`]})]})}),B(`div`,{class:`row`,children:[B(H,{label:`Scorecard name`,children:B(`input`,{name:`scorecardName`,required:!0,value:a.name,onInput:f(`name`),placeholder:`nightly`})}),B(H,{label:`Runtimes`,hint:`"name", "a,b" to shard, or "auto"`,children:[B(`input`,{name:`scorecardRuntime`,list:`scorecard-runtimes`,required:!0,value:a.runtime,onInput:f(`runtime`)}),B(`datalist`,{id:`scorecard-runtimes`,children:[...e,`auto`].map(e=>B(`option`,{value:e}))})]})]}),B(`div`,{class:`row`,children:[B(H,{label:`Harness name`,children:B(`input`,{name:`scorecardHarness`,value:a.harness,onInput:f(`harness`)})}),B(H,{label:`Tries per case`,children:B(`input`,{name:`maxAttempts`,type:`number`,min:1,max:10,placeholder:`3`,value:a.maxAttempts,onInput:f(`maxAttempts`)})}),B(H,{label:`Priority`,children:B(`select`,{name:`scorecardPriority`,value:a.priority,onChange:f(`priority`),children:[B(`option`,{value:`BATCH`,children:`batch`}),B(`option`,{value:`INTERACTIVE`,children:`interactive`})]})})]}),B(H,{label:`Harness command for every case (sh -c)`,children:B(`input`,{name:`scorecardCommand`,required:!0,value:a.command,onInput:f(`command`)})}),B(`button`,{class:`primary`,disabled:l||!h,children:`Submit scorecard`}),B(V,{error:s})]})}var vl=[[`/runs`,`Runs`,[`runs`,`run`]],[`/submit`,`Submit`,[`submit`]],[`/runtimes`,`Runtimes`,[`runtimes`,`runtime`]],[`/queue`,`Queue`,[`queue`]],[`/scorecards`,`Scorecards`,[`scorecards`,`scorecard`,`compare`]],[`/admin`,`Admin`,[`admin`]]];function yl(e){switch(e.page){case`run`:return`Run ${e.id}`;case`runtime`:return`Runtime ${e.name}`;case`scorecard`:return`Scorecard ${e.id}`;case`compare`:return`Compare scorecards`;case`notfound`:return`Not found`;case`signin`:return`Sign in`}return e.page[0].toUpperCase()+e.page.slice(1)}function bl(){let e=$s(),t=qs(e.pathname),[n,r]=L(null),[i,a]=L(null),[o,s]=L(0),[c,l]=L(`closed`);R(()=>st(l),[]),R(()=>{Ze()?tt(At,{}).then(e=>(r(e.viewer),a(null))).catch(e=>{let t=vt(e);t.code===`UNAUTHENTICATED`&&Qe(``),a(t),r(null)}):r(null)},[o]),R(()=>{document.title=`${yl(t)} · Everdict`},[e.pathname]);let u=!!Ze();R(()=>{!u&&t.page!==`signin`&&Qs(`/signin?next=${encodeURIComponent(e.pathname+e.search)}`,!0)},[u,t.page]);let d;if(t.page===`signin`)d=B(Xc,{onSignedIn:()=>s(e=>e+1)});else if(!u)d=null;else if(!n)d=i?B(V,{error:i}):B(gt,{});else switch(t.page){case`runs`:d=B(Mc,{});break;case`run`:d=B(mc,{id:t.id},t.id);break;case`submit`:d=B(hl,{});break;case`runtimes`:d=B(Nc,{});break;case`runtime`:d=B(Ic,{name:t.name},t.name);break;case`queue`:d=B(sc,{});break;case`scorecards`:d=B(Uc,{});break;case`scorecard`:d=B(Wc,{id:t.id},t.id);break;case`compare`:d=B(Yc,{});break;case`admin`:d=B(wn,{viewer:n});break;default:d=B(`section`,{children:[B(`h1`,{children:`Not found`}),B(`p`,{children:[`No page at `,B(`code`,{children:e.pathname}),`. `,B(`a`,{href:`/runs`,children:`Go to runs`}),`.`]})]})}return B(y,{children:[B(`a`,{class:`skip`,href:`#main`,onClick:e=>{e.preventDefault(),document.getElementById(`main`)?.focus()},children:`Skip to content`}),B(`header`,{class:`top`,children:[B(`a`,{class:`brand`,href:`/runs`,children:`Everdict`}),B(`nav`,{"aria-label":`main`,children:[vl.map(([e,n,r])=>B(`a`,{href:e,"aria-current":r.includes(t.page)?`page`:void 0,children:n})),B(`a`,{href:`/graphiql`,children:`GraphiQL`})]}),B(`div`,{class:`who`,children:[u&&B(`span`,{class:`sock sock-${c}`,title:`live updates: ${c}`,"aria-label":`live updates ${c}`}),n&&B(`span`,{class:`muted`,"data-testid":`viewer`,children:[n.subject,` · `,n.tenant.slug,` · `,n.role.toLowerCase()]}),u?B(`button`,{class:`link`,onClick:()=>{Qe(``),r(null),Qs(`/signin`)},children:`Sign out`}):t.page!==`signin`&&B(`a`,{href:`/signin`,children:`Sign in`})]})]}),B(`main`,{id:`main`,tabIndex:-1,children:d})]})}var xl=document.getElementById(`app`);ec(document.body),N(B(bl,{}),xl);