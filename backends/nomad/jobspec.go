package nomad

import (
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/hashicorp/nomad/api"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/internal/cluster"
	"github.com/everdict/everdict/backends/internal/wire"
	"github.com/everdict/everdict/credentials"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
)

// Names in the Nomad job.
const (
	groupName = "run"
	taskName  = "harness"
	// cloneTaskName is the prestart task that clones a private repository
	// (privateClone).
	cloneTaskName = "clone"
	// The job's meta keys: what Adopt needs to grade and to log a run it
	// did not dispatch. Nomad also shows them to the task as NOMAD_META_*
	// variables; none is a secret.
	metaRunID   = "everdict.run_id"
	metaTenant  = "everdict.tenant"
	metaCaseID  = "everdict.case_id"
	metaTimeout = "everdict.timeout_sec"
	metaGraders = "everdict.graders"
	// metaUser is the user, "uid:gid", the run's harness runs as: what an
	// exec into the run runs as too.
	metaUser = "everdict.user"
	// metaRepoHost is the host of the case's repository, what a failed
	// clone names.
	metaRepoHost = "everdict.repo_host"
	// Paths in the task directory (relative to the allocation's task dir,
	// where templates and artifacts are written) and as the task sees them.
	relState = "local/everdict"
	// relSecretEnv is the template that renders the run's Nomad Variable
	// (its secret env) into the task's environment; secrets/ is the task's
	// private directory.
	relSecretEnv = "secrets/everdict.env"
	relWorkspace = "local/workspace"
	// relCloneEnv is the clone task's template that renders its own Nomad
	// Variable (the credential's header) into its environment.
	relCloneEnv = "secrets/clone.env"
	// relFiles is where a run with a private clone has its seed files
	// written, to be copied over the clone (the clone lands after Nomad
	// renders the templates).
	relFiles = relState + "/files"
	// envRepo is the directory, in the allocation's shared directory, the
	// clone task checks a private repository out in; the wrapper moves it
	// into the workspace.
	envRepo     = `"$NOMAD_ALLOC_DIR/everdict-repo"`
	envTaskPath = "${NOMAD_TASK_DIR}/everdict/task.txt"
	envResult   = "${NOMAD_TASK_DIR}/out/report.json"
	envAnswer   = "${NOMAD_TASK_DIR}/out/answer.txt"
	envArtifact = "${NOMAD_TASK_DIR}/out/artifacts"
)

// The drivers by how they run a job. Drivers that run a command take the
// wrapper as sh -c; image drivers also take an image. Every other driver
// (qemu, firecracker-task-driver: a VM image, no command) cannot run the
// harness protocol.
var (
	imageDrivers   = []string{"docker", "podman"}
	commandDrivers = []string{"docker", "podman", "exec", "raw_exec"}
)

// commitRef matches a ref that looks like a commit id, which a shallow clone
// of a branch cannot fetch.
var commitRef = regexp.MustCompile(`^[0-9a-fA-F]{7,64}$`)

// variablePath is where a run's secret env is kept: the path of the job's
// own Nomad Variables, which the job's workload identity may read and
// nothing else of the job shows.
func variablePath(runID string) string { return "nomad/jobs/" + runID }

// cloneVariablePath is where a run's clone credential is kept: the path of
// the clone task's own Nomad Variables, which that task's workload identity
// may read and the harness task's may not (Nomad's implicit policy gives a
// task its job's, its group's and its own path only).
func cloneVariablePath(runID string) string {
	return variablePath(runID) + "/" + groupName + "/" + cloneTaskName
}

// cloneHeaderKey is the clone variable's item holding git's extra header.
const cloneHeaderKey = "GIT_CONFIG_VALUE_0"

// privateClone reports whether job's repository is cloned by the clone
// task, with its credential: it has one (backends.GitAuth) for the
// repository's host. Nomad's artifact fetcher could take a token only in
// the URL, which is in the job spec; a public repository still goes
// through it.
func privateClone(job backends.Job) bool {
	return job.Case.Repo != nil && len(job.GitAuth.Env(job.Case.Repo.URL)) > 0
}

// cloneVariable returns the items of the clone task's Nomad Variable (git's
// Authorization header for the repository's host), nil when the run has no
// private clone.
func cloneVariable(job backends.Job) map[string]string {
	if !privateClone(job) {
		return nil
	}
	for _, kv := range job.GitAuth.Env(job.Case.Repo.URL) {
		if k, v, _ := strings.Cut(kv, "="); k == cloneHeaderKey {
			return map[string]string{cloneHeaderKey: v}
		}
	}
	return nil
}

// secretEnvTemplate renders every item of the run's variable as an env
// line, its value JSON-quoted (Nomad's env file format reads the escapes).
func secretEnvTemplate(path string) string {
	return `{{ with nomadVar "` + path + `" }}{{ range $k, $v := . }}{{ $k }}={{ $v | toJSON }}` + "\n" + `{{ end }}{{ end }}`
}

// buildJob returns the Nomad job of a run in namespace ns and the items of
// its Nomad Variable (the run's wire key and its secret env), which the
// job's template renders into the task's environment: no secret value is in
// the job. It refuses (class CONFIG) what the driver cannot run.
func (b *Backend) buildJob(job backends.Job, ns string) (*api.Job, map[string]string, error) {
	driver := b.cfg.Spec.EffectiveDriver()
	image := evalcase.PinImage(job.Case, job.Harness)
	if image != "" && !slices.Contains(imageDrivers, driver) {
		// The runtime's driver runs no image: refuse rather than switch it
		// to docker behind the registrant's back (submit refuses such a
		// case already: the runtime is not labelled docker).
		return nil, nil, backends.Errorf(domain.FailureConfig, backends.CodeUnsupported,
			"the nomad driver %q runs no image, and the case or harness names one: %w", driver, backends.ErrUnsupported)
	}
	if !slices.Contains(commandDrivers, driver) {
		return nil, nil, backends.Errorf(domain.FailureConfig, backends.CodeUnsupported,
			"the nomad driver %q runs a VM image and takes no harness command: %w", driver, backends.ErrUnsupported)
	}
	if slices.Contains(imageDrivers, driver) && image == "" {
		image = b.cfg.Image
	}
	spec, err := keys.Spec(job, b.cfg.uids, b.cfg.GraderTimeout, b.cfg.KillGrace)
	if err != nil {
		return nil, nil, err
	}
	user := spec.User
	private := privateClone(job)
	var prepare []string
	if private {
		// The clone task's checkout, then the seed files over it, as a
		// Kubernetes pod's workspace is made.
		prepare = []string{
			`{ cp -R ` + envRepo + `/. "$W"/ && rm -rf ` + envRepo + `; }`,
			`{ [ ! -d "$D/files" ] || cp -R -L "$D/files/." "$W"/; }`,
		}
	}
	w := spec.Wrapper
	w.StateDir, w.Workspace, w.Prepare = `"$NOMAD_TASK_DIR/everdict"`, `"$NOMAD_TASK_DIR/workspace"`, prepare
	script := wire.Script(w)
	args := append([]string{"-c", script, "everdict"}, job.Harness.Command...)
	config := map[string]any{"command": "/bin/sh", "args": args}
	if slices.Contains(imageDrivers, driver) {
		config = map[string]any{"image": image, "entrypoint": []string{"/bin/sh"}, "args": args}
	}
	if a, ok := registryAuth(job.RegistryAuth, image); ok && slices.Contains(imageDrivers, driver) {
		// The task's pull credential: Nomad takes it in the task's config
		// only (the docker and podman drivers' auth block), so this one
		// value of the run is in its job spec, visible to whoever may
		// read the namespace's jobs; nothing else of the job's is.
		config["auth"] = []map[string]any{{"username": a.Username, "password": a.Password}}
	}
	if driver == "docker" && b.cfg.Spec.DockerRuntime != "" {
		// The OCI runtime the client's docker starts the task with (gVisor's
		// runsc, Kata): the kernel boundary of a hardened Nomad runtime.
		config["runtime"] = b.cfg.Spec.DockerRuntime
	}

	env := map[string]string{}
	secret := map[string]string{}
	for _, e := range cluster.Env(job, envTaskPath, envResult, envAnswer, envArtifact) {
		if !e.Secret {
			env[e.Name] = e.Value
			delete(secret, e.Name)
			continue
		}
		secret[e.Name] = e.Value
		delete(env, e.Name)
	}
	secret[backends.EnvWireKey] = wire.RunKey(b.cfg.WireKey, job.RunID)

	templates := []*api.Template{template(relState+"/task.txt", job.Case.Task)}
	files := relWorkspace
	if private {
		files = relFiles
	}
	for _, f := range job.Case.Files {
		templates = append(templates, template(files+"/"+f.Path, f.Content))
	}
	templates = append(templates, &api.Template{
		DestPath:     new(relSecretEnv),
		EmbeddedTmpl: new(secretEnvTemplate(variablePath(job.RunID))),
		ChangeMode:   new("noop"),
		Perms:        new("0600"),
		Envvars:      new(true),
	})
	var artifacts []*api.TaskArtifact
	var clone *api.Task
	if r := job.Case.Repo; r != nil && private {
		t, err := b.cloneTask(job, *r, user, driver)
		if err != nil {
			return nil, nil, err
		}
		clone = t
	} else if r != nil {
		a, err := gitArtifact(*r, job.Zone.Trusted)
		if err != nil {
			return nil, nil, err
		}
		artifacts = append(artifacts, a)
	}

	var res api.Resources
	if mb := job.Case.Resources.MemoryMB; mb > 0 {
		res.MemoryMB = &mb
	}
	if cpu := job.Case.Resources.CPU; cpu > 0 {
		res.CPU = new(int(math.Ceil(cpu * float64(b.cfg.CPUMHzPerCore))))
	}

	dcs := b.cfg.Spec.Datacenters
	if len(dcs) == 0 {
		dcs = []string{"*"}
	}
	j := &api.Job{
		ID:          new(job.RunID),
		Name:        new(job.RunID),
		Namespace:   new(ns),
		Type:        new(api.JobTypeBatch),
		Datacenters: slices.Clone(dcs),
		Meta:        spec.Meta,
		TaskGroups: []*api.TaskGroup{{
			Name:  new(groupName),
			Count: new(1),
			// A run is tried once: a restart or a reschedule would run
			// the harness again and mix two runs' logs.
			RestartPolicy:    &api.RestartPolicy{Attempts: new(0), Mode: new(api.RestartPolicyModeFail)},
			ReschedulePolicy: &api.ReschedulePolicy{Attempts: new(0), Unlimited: new(false)},
			Tasks: []*api.Task{{
				Name:   taskName,
				Driver: driver,
				// The wrapper runs as root, to start the harness and its
				// graders as the tenant's user (wire.Script) and keep its
				// key from them. Every driver runs the task as root so;
				// raw_exec runs it as the client's user, which must be
				// root for the wrapper to switch.
				User:        "root",
				Config:      config,
				Env:         env,
				Resources:   &res,
				KillTimeout: new(b.cfg.KillGrace + killSlack),
				KillSignal:  "SIGTERM",
				Templates:   templates,
				Artifacts:   artifacts,
			}},
		}},
	}
	if clone != nil {
		g := j.TaskGroups[0]
		g.Tasks = append(g.Tasks, clone)
	}
	if r := b.cfg.Spec.Region; r != "" {
		j.Region = new(r)
	}
	return j, secret, nil
}

// cloneTask is the prestart task that clones a private repository into
// the allocation's shared directory (envRepo) with the run's credential,
// the way a Kubernetes pod's clone init container does (wire.Clone): git's
// extra header for the repository's host reaches it only through its own
// Nomad Variable (cloneVariablePath), rendered into its environment by a
// template; the job spec holds the header's name and host, never its
// value. It runs on the run's driver: on an image driver in GitImage as
// the tenant's user, on exec and raw_exec with the client's git as nobody.
// A clone the server refuses as unauthorized exits wire.CloneExitAuth.
func (b *Backend) cloneTask(job backends.Job, r evalcase.Repo, user wire.User, driver string) (*api.Task, error) {
	if _, err := backends.ValidateRepo(r, job.Zone.Trusted); err != nil {
		return nil, err
	}
	clone := wire.Clone{Dir: envRepo, Trusted: job.Zone.Trusted}
	args := append([]string{"-c", clone.Script()}, wire.CloneArgs(r)...)
	config := map[string]any{"command": "/bin/sh", "args": args}
	taskUser := "nobody"
	if slices.Contains(imageDrivers, driver) {
		config = map[string]any{"image": b.cfg.GitImage, "entrypoint": []string{"/bin/sh"}, "args": args}
		taskUser = user.String()
	}
	env := map[string]string{}
	for _, kv := range append(clone.Env("${NOMAD_TASK_DIR}"), job.GitAuth.Env(r.URL)...) {
		if k, v, _ := strings.Cut(kv, "="); k != cloneHeaderKey {
			env[k] = v
		}
	}
	return &api.Task{
		Name:      cloneTaskName,
		Driver:    driver,
		User:      taskUser,
		Lifecycle: &api.TaskLifecycle{Hook: api.TaskLifecycleHookPrestart, Sidecar: false},
		Config:    config,
		Env:       env,
		Templates: []*api.Template{{
			DestPath:     new(relCloneEnv),
			EmbeddedTmpl: new(secretEnvTemplate(cloneVariablePath(job.RunID))),
			ChangeMode:   new("noop"),
			Perms:        new("0600"),
			Envvars:      new(true),
		}},
		KillTimeout: new(b.cfg.KillGrace + killSlack),
		KillSignal:  "SIGTERM",
	}, nil
}

// template writes content verbatim to dest (relative to the task dir). Nomad
// renders templates; delimiters that do not occur in content make the
// rendering an identity.
func template(dest, content string) *api.Template {
	left, right := delimiters(content)
	return &api.Template{
		DestPath:     new(dest),
		EmbeddedTmpl: new(content),
		ChangeMode:   new("noop"),
		Perms:        new("0644"),
		LeftDelim:    new(left),
		RightDelim:   new(right),
	}
}

// delimiters returns template delimiters that do not occur in content.
func delimiters(content string) (left, right string) {
	for n := 0; ; n++ {
		left, right = "[[evd"+strconv.Itoa(n)+"[[", "]]evd"+strconv.Itoa(n)+"]]"
		if !strings.Contains(content, left) {
			return left, right
		}
	}
}

// gitArtifact clones a case's repository into the workspace with Nomad's
// artifact fetcher (go-getter's git getter), shallowly unless the ref looks
// like a commit. The URL must be https (http too for a trusted tenant, see
// backends.ValidateRepo): no git://, ssh:// or file:// (go-getter would read
// the client's own files or use its ssh identity), no credentials, and the
// git:: forced getter, so go-getter detects nothing else from the URL. The
// options are ref and depth only (never sshkey). What else the fetch may do
// (redirects, the addresses it reaches) is the client's: its artifact block
// and network, see the package documentation.
func gitArtifact(r evalcase.Repo, trusted bool) (*api.TaskArtifact, error) {
	if _, err := backends.ValidateRepo(r, trusted); err != nil {
		return nil, err
	}
	opts := map[string]string{}
	if r.Ref != "" {
		opts["ref"] = r.Ref
	}
	if !commitRef.MatchString(r.Ref) {
		opts["depth"] = "1"
	}
	return &api.TaskArtifact{
		GetterSource:   new("git::" + r.URL),
		GetterOptions:  opts,
		GetterInsecure: new(false),
		RelativeDest:   new(relWorkspace),
	}, nil
}

// registryAuth is the credential of auths for the registry host[:port] of
// image, and whether there is one.
func registryAuth(auths []backends.RegistryAuth, image string) (backends.RegistryAuth, bool) {
	if image == "" {
		return backends.RegistryAuth{}, false
	}
	t := credentials.ImageTarget(image)
	host := t.Host
	if t.Port != "" {
		host += ":" + t.Port
	}
	for _, a := range auths {
		if a.Host == host {
			return a, true
		}
	}
	return backends.RegistryAuth{}, false
}
