// Everdict's offline GraphiQL: every asset is served by the binary. The token
// (shared with the web app through localStorage) goes in the Authorization
// header over HTTP and in connection_init over the websocket.
(function () {
  'use strict';
  var KEY = 'everdict.token';
  var input = document.getElementById('token');
  input.value = localStorage.getItem(KEY) || '';

  function render() {
    var token = input.value.trim();
    var wsURL = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/graphql';
    var wsClient = graphqlWs.createClient({
      url: wsURL,
      lazy: true,
      connectionParams: function () { return { Authorization: 'Bearer ' + token }; },
    });
    var fetcher = GraphiQL.createFetcher({
      url: '/graphql',
      headers: token ? { Authorization: 'Bearer ' + token } : {},
      wsClient: wsClient,
    });
    var root = document.getElementById('graphiql');
    if (!root._root) root._root = ReactDOM.createRoot(root);
    root._root.render(React.createElement(GraphiQL, {
      fetcher: fetcher,
      defaultQuery: '# Everdict. Try:\n{\n  viewer { tenant { slug } role }\n  runtimes(first: 10) { edges { node { name kind shared latest { version capabilities } } } }\n}\n',
      key: token,
    }));
  }

  input.addEventListener('change', function () {
    localStorage.setItem(KEY, input.value.trim());
    render();
  });
  render();
})();
