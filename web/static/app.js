// Everdict's web app: sign in with an API token, submit runs, and watch runs,
// their logs and the queue live over GraphQL subscriptions. No build step:
// plain browser JavaScript and graphql-ws, all served by the binary.
(function () {
  'use strict';
  var KEY = 'everdict.token';
  var token = localStorage.getItem(KEY) || '';
  var ws = null;
  var runs = new Map(); // id → run
  var selected = null;
  var stopLogs = null;
  var $ = function (id) { return document.getElementById(id); };

  function esc(s) {
    return String(s == null ? '' : s).replace(/[&<>"']/g, function (c) {
      return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c];
    });
  }

  function gql(query, variables) {
    return fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ' + token },
      body: JSON.stringify({ query: query, variables: variables || {} }),
    }).then(function (r) { return r.json(); }).then(function (body) {
      if (body.errors && body.errors.length) {
        var e = body.errors[0];
        throw new Error((e.extensions && e.extensions.code ? e.extensions.code + ': ' : '') + e.message);
      }
      return body.data;
    });
  }

  function subscribe(query, variables, onData) {
    return ws.subscribe({ query: query, variables: variables || {} }, {
      next: function (m) { if (m.data) onData(m.data); },
      error: function (e) { console.warn('subscription', e); },
      complete: function () {},
    });
  }

  var RUN_FIELDS = 'id status runtime runtimeVersion createdAt startedAt finishedAt attemptCount correlationId ' +
    'result { verdict limitHit latencyMs exitCode graders { kind passed value } } error { code class message }';

  function renderRuns() {
    var rows = Array.from(runs.values()).sort(function (a, b) { return b.createdAt.localeCompare(a.createdAt); });
    $('runs').tBodies[0].innerHTML = rows.map(function (r) {
      return '<tr data-id="' + esc(r.id) + '"' + (r.id === selected ? ' class="selected"' : '') + '>' +
        '<td>' + esc(r.correlationId || r.id) + '</td>' +
        '<td class="status ' + esc(r.status) + '">' + esc(r.status) + '</td>' +
        '<td>' + esc(r.runtime) + '</td>' +
        '<td class="' + esc(r.result && r.result.verdict) + '">' + esc(r.result ? r.result.verdict : r.error ? r.error.code : '') + '</td>' +
        '<td>' + esc(new Date(r.createdAt).toLocaleTimeString()) + '</td></tr>';
    }).join('');
  }

  function renderDetail() {
    var r = runs.get(selected);
    if (!r) return;
    $('detail-id').textContent = r.correlationId || r.id;
    var html = '<dl><dt>Status</dt><dd class="status ' + esc(r.status) + '">' + esc(r.status) + '</dd>' +
      '<dt>Runtime</dt><dd>' + esc(r.runtime) + (r.runtimeVersion ? ' (v' + esc(r.runtimeVersion) + ')' : '') + '</dd>' +
      '<dt>Attempt</dt><dd>' + esc(r.attemptCount) + '</dd>';
    if (r.result) {
      html += '<dt>Verdict</dt><dd class="' + esc(r.result.verdict) + '">' + esc(r.result.verdict) +
        (r.result.limitHit ? ' (limit: ' + esc(r.result.limitHit) + ')' : '') + '</dd>' +
        '<dt>Graders</dt><dd>' + r.result.graders.map(function (g) {
          return esc(g.kind) + ' ' + (g.passed ? '✓' : '✗') + (g.value != null ? ' ' + esc(g.value) : '');
        }).join(', ') + '</dd>';
    }
    if (r.error) html += '<dt>Error</dt><dd class="error">' + esc(r.error.code + ' (' + r.error.class + '): ' + r.error.message) + '</dd>';
    $('detail-body').innerHTML = html + '</dl>';
    $('detail-body').classList.remove('muted');
  }

  function select(id) {
    selected = id;
    renderRuns();
    renderDetail();
    if (stopLogs) stopLogs();
    $('logs').textContent = '';
    stopLogs = subscribe('subscription($id: ID!) { runLogs(id: $id, fromSeq: 0) { seq stream text } }', { id: id }, function (d) {
      var l = d.runLogs, span = document.createElement('span');
      span.className = l.stream;
      span.textContent = l.text + '\n';
      $('logs').appendChild(span);
      $('logs').scrollTop = $('logs').scrollHeight;
    });
  }

  function upsert(r) {
    runs.set(r.id, Object.assign(runs.get(r.id) || {}, r));
    renderRuns();
    if (r.id === selected) renderDetail();
  }

  function renderQueue(q) {
    $('queue').classList.remove('muted');
    $('queue').innerHTML = '<table><thead><tr><th>Tenant</th><th>Queued</th><th>Running</th><th>Weight</th></tr></thead><tbody>' +
      q.tenants.map(function (t) {
        return '<tr><td>' + esc(t.tenant) + '</td><td>' + t.queued + '</td><td>' + t.running + '</td><td>' + t.weight + '</td></tr>';
      }).join('') + '</tbody></table><table><thead><tr><th>Runtime</th><th>In flight</th><th>Circuit</th></tr></thead><tbody>' +
      q.runtimes.map(function (r) {
        return '<tr><td>' + esc(r.runtime) + '</td><td>' + r.inFlight + ' / ' + r.slots + '</td><td>' + esc(r.circuit) + '</td></tr>';
      }).join('') + '</tbody></table>';
  }

  function start() {
    if (ws) ws.dispose();
    runs.clear();
    ws = graphqlWs.createClient({
      url: (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/graphql',
      connectionParams: function () { return { Authorization: 'Bearer ' + token }; },
      retryAttempts: 5,
    });
    gql('{ viewer { tenant { slug } role subject } runtimes(first: 100) { edges { node { name kind latest { version } } } } ' +
        'runs(first: 50, orderBy: {field: CREATED_AT, direction: DESC}) { edges { node { ' + RUN_FIELDS + ' } } } }')
      .then(function (d) {
        $('viewer').textContent = d.viewer.subject + ' · ' + d.viewer.tenant.slug + ' · ' + d.viewer.role;
        $('runtime').innerHTML = d.runtimes.edges.map(function (e) {
          return '<option>' + esc(e.node.name) + '</option>';
        }).join('');
        d.runs.edges.forEach(function (e) { upsert(e.node); });
        subscribe('subscription { runEvents { ' + RUN_FIELDS + ' } }', {}, function (d) { upsert(d.runEvents); });
        subscribe('subscription { queueSnapshot { tenants { tenant queued running weight } runtimes { runtime slots inFlight circuit } } }', {},
          function (d) { renderQueue(d.queueSnapshot); });
      })
      .catch(function (e) { $('viewer').textContent = e.message; });
  }

  $('signin').addEventListener('submit', function (ev) {
    ev.preventDefault();
    token = $('token').value.trim();
    localStorage.setItem(KEY, token);
    start();
  });

  $('runs').addEventListener('click', function (ev) {
    var tr = ev.target.closest('tr[data-id]');
    if (tr) select(tr.dataset.id);
  });

  $('submit').addEventListener('submit', function (ev) {
    ev.preventDefault();
    $('submit-error').textContent = '';
    var c = { task: $('task').value, timeoutSec: parseInt($('timeout').value, 10) || undefined };
    if ($('test').value.trim()) c.graders = [{ kind: 'TESTS_PASS', command: ['sh', '-c', $('test').value] }];
    gql('mutation($in: SubmitRunInput!) { submitRun(input: $in) { ' + RUN_FIELDS + ' } }', {
      in: { runtime: $('runtime').value, harness: { name: 'web', command: ['sh', '-c', $('harness').value] }, case: c },
    }).then(function (d) { upsert(d.submitRun); select(d.submitRun.id); })
      .catch(function (e) { $('submit-error').textContent = e.message; });
  });

  $('token').value = token;
  if (token) start();
})();
