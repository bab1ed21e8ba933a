// Package k8s is the K8S execution backend: it runs the harness protocol
// (DESIGN §5) as a Kubernetes Job on a tenant's cluster, through client-go.
//
// # Credentials
//
// The kubeconfig (Config.Kubeconfig, resolved by the caller from the spec's
// kubeconfigSecret) is read in memory with clientcmd and never written to
// disk; the spec's context selects its context (the current one otherwise)
// and the spec's apiServer overrides its server. It must carry its
// credentials inline: a kubeconfig whose user runs an exec credential plugin
// or an auth-provider, or that names a token file, certificate files or a
// certificate-authority file, is refused by New, since each would run or
// read something on the control plane's host (its own service account token,
// for one). The credentials are used only by the API client: the pod gets
// no service account token (automountServiceAccountToken false) and no
// service links, and its environment holds none of them.
//
// # The objects of a run
//
// A run is placed in the spec's namespace when the spec names one, else in
// the trust zone's (evd-<tenant>), else in "default"; the namespace must
// exist. In it the backend makes sure of one NetworkPolicy,
// everdict-run-isolation (created when missing, put back when changed),
// selecting every pod it starts (app.kubernetes.io/managed-by=everdict):
// ingress only from pods of the namespace; egress to pods of the namespace,
// to the cluster DNS (kube-system's k8s-app=kube-dns, port 53), and to public
// addresses (0.0.0.0/0 and ::/0 except the private, shared and link-local
// ranges where other tenants' pods, the nodes, the services and the cloud
// metadata endpoint live) unless Config.DenyInternet. Deny-all-but-DNS was
// rejected as the default: an agent under evaluation calls its model's API.
// Note that tenants sharing a namespace (a spec that names one) share the
// fence.
//
// Then a ConfigMap named like the Job holds the task text and the seed files
// (binaryData for content that is not UTF-8; 1 MiB at most in all, the API's
// limit), and the Job (name: the run id when it is a DNS label, else evd-
// and a hash of it) runs one pod, never retried (backoffLimit 0,
// restartPolicy Never), with:
//
//   - labels everdict.io/run=<run id, or h-<hash> when the id is no label
//     value>, everdict.io/tenant and app.kubernetes.io/managed-by; the
//     annotations everdict.io/run-id, tenant, case-id, timeout-sec and
//     graders on the Job (the pod does not see them), which is how a later
//     process grades a run it did not dispatch;
//   - runtimeClassName from the spec when it names one; a job whose trust
//     zone requires a hardened runtime is refused (SANDBOX_UNAVAILABLE)
//     unless that class isolates (runtime.RuntimeSpec.Hardened);
//   - the harness container: the case's image, else the harness's, else
//     Config.Image (see ImageDefault for what an image needs),
//     running /bin/sh -c WRAPPER everdict HARNESS-ARGV... with the harness's
//     env (a secret one, from a secretRef or equal to one of Job.Secrets,
//     by secretKeyRef into the run's Secret: no secret value is in the Job
//     or its pod) plus EVERDICT_TASK (/everdict/payload/task.txt),
//     EVERDICT_RESULT (/everdict/out/report.json), EVERDICT_RUN_ID, when
//     the job carries one, TRACEPARENT, and EVERDICT_WIRE_KEY (the run's
//     wire key, wire.RunKey of Config.WireKey, by secretKeyRef), which the
//     wrapper takes out of the environment before it starts anything;
//   - the container runs as root (runAsUser 0) with every capability
//     dropped but CHOWN, DAC_OVERRIDE, FOWNER, KILL, SETGID, SETUID and
//     SYS_CHROOT: the wrapper's, which starts the harness and its graders
//     as the tenant's user (a uid of Config.HarnessUIDs chosen by the
//     tenant, wire.UIDs.Tenant, its gid the same), with none; the pod's
//     securityContext runs everything else (the clone init container) as
//     that user with runAsNonRoot, and k8s.userNamespaces adds
//     hostUsers: false;
//     every $ of its command, args and env is written $$, so Kubernetes
//     expands no $(VAR) in them; memory and CPU requests equal to limits
//     from the case's resources (none when it claims none);
//     allowPrivilegeEscalation false and the RuntimeDefault seccomp profile;
//   - an emptyDir at /everdict (the wrapper's state and the workspace
//     /everdict/workspace) and the ConfigMap at /everdict/payload, whose
//     files the wrapper copies into the workspace before the harness starts;
//   - when the case names a repository (https only, http too for a trusted
//     tenant: backends.ValidateRepo), an init container of Config.GitImage
//     that fetches the ref at depth 1 into the workspace with no prompt or
//     host configuration, following no redirect
//     (http.followRedirects=false), every other transport disabled
//     (protocol.allow=never and GIT_ALLOW_PROTOCOL); the namespace's network
//     policy keeps it from private and metadata addresses;
//   - a termination grace of Config.KillGrace plus 5 s, an
//     activeDeadlineSeconds backstop (the timeout, every grader's timeout
//     and 10 minutes), and ttlSecondsAfterFinished of Config.JobTTL.
//
// The Job owns the ConfigMap and the run's Secret (an owner reference set
// once the Job exists), so they go when Kubernetes deletes the finished Job
// after its TTL; the Secret, made before the Job and immutable, is deleted
// already when the run ends, is canceled or is adopted to its end. A run
// adopted after that reads as Absent.
//
// # Result and log transport
//
// The transport is the NOMAD backend's, in the same words: the wrapper
// (wire.Script, shared with backends/nomad) writes every line of the
// harness's and graders' stdout and stderr as tagged records on the
// container's stdout, stamped with the time, and last the report and an end
// record; the backend reads the container's log through a LogSource (by
// default the pod's log API, followed while the container runs and read
// again to its end once it ended), numbers the lines from the bytes alone
// (so an Adopt numbers them as the Dispatch did) and grades the end record
// with evalcase.Grade. The end record is authenticated with the run's wire
// key (an A record, wire.Mac), which only the wrapper holds: the harness
// runs as another user, so it can neither read the wrapper's environment
// nor open its stdout. An end record that is not authenticated with the
// run's key, or that the wrapper cannot have written (a second one, records
// after it, or a container that exited with a code other than 0 after it),
// refuses the result as INFRA/FORGED_RESULT (see SECURITY.md). client-go's fake clientset answers every pod log
// request with the same fixed body, which is why Config.Logs exists: tests
// serve the fake cluster's logs through it. Logs the kubelet rotated away
// are lost to a later Adopt.
//
// A pod that ends without an end record is classified: an OOMKilled
// termination (or an end record saying the container's cgroup saw an OOM
// kill) is INFRA/OOM_KILLED; a canceled run is CANCELED; a failed clone is
// CONFIG/CLONE_FAILED naming the repository's host (annotation
// everdict.io/repo-host), one the server refused as unauthorized (the clone
// script, wire.Clone, exits 41) saying so; a container that cannot start (ImagePullBackOff,
// InvalidImageName, CreateContainerConfigError…) is stopped and fails as
// CONFIG/HARNESS_START_FAILED (recorded on the Job for a later Adopt); a pod
// that failed or vanished without its container ending (its node lost,
// evicted) and anything else is INFRA/JOB_LOST. Rejected credentials (401,
// 403) is INFRA/UNAUTHORIZED and an unreachable cluster INFRA/UNREACHABLE.
//
// # Following, cancel and adopt
//
// A run's pod is watched (a watch on its label, restarted when it ends) and
// looked at again at every event and every Config.PollInterval. Cancel, and
// a Dispatch or Adopt whose context is canceled, annotate the Job
// everdict.io/canceled and suspend it, so the Job controller deletes the pod
// and the Job stays the record of the cancel: deleting the Job, as a first
// design had it, would make a later Adopt read Absent and run the case
// again. A suspended Job never finishes, so it is not deleted by its TTL.
// Adopt finds the Job by name in the namespace the spec names or this
// instance placed it in, else by its everdict.io/run label across every
// namespace (which needs the right to list Jobs cluster-wide).
//
// # Into a running job
//
// The backend implements backends.Access. Exec and Terminal find the run's
// pod as follow does (its Job by run id, then its first pod) and need its
// harness container running: a run id with no Job is ErrNotFound, a Job
// that finished, was canceled or has no running pod ErrNotRunning. They go
// through the pods/exec subresource with remotecommand's protocol
// v5.channel.k8s.io over a websocket, which API servers of Kubernetes 1.30
// and later serve (an older one is UNSUPPORTED: there is no SPDY
// fallback). The backend speaks it itself rather than through client-go's
// websocket executor, whose dialer ignores Config.Dial: every connection to
// the API server, an exec's too, goes through that dialer (the control
// plane's address guard). The credentials need the right to create
// pods/exec besides Jobs (a refusal is INFRA/UNAUTHORIZED); a backend made
// with a Clientset and no kubeconfig has no API server to exec through,
// and its Access is ErrUnsupported.
//
// Kubernetes gives an exec the container's whole environment, the
// harness's secrets included, so the command runs as /bin/sh -c WRAPPER
// everdict-exec ARGV... (wire.Entry): the wrapper changes to the workspace
// and runs ARGV under env -i with PATH (wire.EnterPath), HOME (/everdict),
// EVERDICT_RUN_ID and, on a terminal, TERM=xterm-256color only. At an
// exec's timeout the backend cuts the stream and reports TimedOut with exit
// code 137. Kubernetes does not stop an exec whose client went away, so
// the wrapper also runs ARGV under timeout -s KILL (the timeout rounded up
// to a second) when the image has a timeout(1) (coreutils and busybox
// do): the command's process group is killed in the container too. In an
// image without one it runs on until it ends or the pod does. A terminal's
// Close ends its stream; a command that does not end when its terminal
// goes away may run on until the pod ends. Screen is ErrUnsupported: a
// cluster job serves no browser the control plane can reach.
//
// # What is not guarded
//
// The harness can read the grader commands in the wrapper's argv, and a
// process it leaves in a session of its own outlives the kill of its group
// until the pod ends (it runs as the harness's user, so it can disturb the
// graders, which run as that user too, but not the wrapper). An exec runs
// in the same container as the harness's user: it gets none of the
// harness's environment but can read it where the harness's processes show
// it (/proc/PID/environ); it cannot read the wrapper's.
package k8s
