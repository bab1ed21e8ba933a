package check

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"helm.sh/helm/v3/pkg/chart"
	"helm.sh/helm/v3/pkg/chart/loader"
	"helm.sh/helm/v3/pkg/chartutil"
	"helm.sh/helm/v3/pkg/engine"
	"helm.sh/helm/v3/pkg/releaseutil"
	appsv1 "k8s.io/api/apps/v1"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	policyv1 "k8s.io/api/policy/v1"
	rbacv1 "k8s.io/api/rbac/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	"k8s.io/client-go/applyconfigurations"
	"k8s.io/client-go/kubernetes/scheme"
	"sigs.k8s.io/yaml"
)

const chartDir = "../helm/everdict"

// The paths serve answers (server.Server): liveness and readiness.
const (
	livenessPath  = "/healthz"
	readinessPath = "/readyz"
)

// rendered is one values file's output: the typed objects by kind, and the
// custom resources (no Go type in client-go's scheme) as maps.
type rendered struct {
	objects []runtime.Object
	custom  []map[string]any
}

func loadChart(t *testing.T) *chart.Chart {
	t.Helper()
	ch, err := loader.Load(chartDir)
	if err != nil {
		t.Fatal(err)
	}
	return ch
}

// render renders the chart as `helm install evd` in namespace everdict would,
// validating vals against values.schema.json.
func render(ch *chart.Chart, vals map[string]any) (map[string]string, error) {
	opts := chartutil.ReleaseOptions{Name: "evd", Namespace: "everdict", Revision: 1, IsInstall: true}
	rv, err := chartutil.ToRenderValues(ch, vals, opts, chartutil.DefaultCapabilities)
	if err != nil {
		return nil, err
	}
	return engine.Render(ch, rv)
}

// decodeStrict decodes every manifest strictly into client-go's types (an
// unknown or duplicate field fails) and checks each against the Kubernetes
// OpenAPI schema client-go carries (the one server-side apply validates
// with). Custom resources are checked by their own test.
func decodeStrict(t *testing.T, out map[string]string) rendered {
	t.Helper()
	codecs := serializer.NewCodecFactory(scheme.Scheme, serializer.EnableStrict)
	deser := codecs.UniversalDeserializer()
	tc := applyconfigurations.NewTypeConverter(scheme.Scheme)
	var r rendered
	names := make([]string, 0, len(out))
	for name := range out {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		if !strings.HasSuffix(name, ".yaml") {
			continue
		}
		for _, doc := range releaseutil.SplitManifests(out[name]) {
			if strings.TrimSpace(doc) == "" {
				continue
			}
			var head struct{ APIVersion, Kind string }
			if err := yaml.Unmarshal([]byte(doc), &head); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if head.APIVersion == "monitoring.coreos.com/v1" {
				var m map[string]any
				if err := yaml.UnmarshalStrict([]byte(doc), &m); err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				r.custom = append(r.custom, m)
				continue
			}
			obj, _, err := deser.Decode([]byte(doc), nil, nil)
			if err != nil {
				t.Fatalf("%s: strict decode: %v\n%s", name, err, doc)
			}
			if _, err := tc.ObjectToTyped(obj); err != nil {
				t.Fatalf("%s: %s against the Kubernetes schema: %v", name, head.Kind, err)
			}
			r.objects = append(r.objects, obj)
		}
	}
	return r
}

func of[T runtime.Object](r rendered) []T {
	var out []T
	for _, o := range r.objects {
		if v, ok := o.(T); ok {
			out = append(out, v)
		}
	}
	return out
}

func readValues(t *testing.T, path string) map[string]any {
	t.Helper()
	vals, err := chartutil.ReadValuesFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return vals.AsMap()
}

// TestTheChartRendersValidObjectsForEveryCIValuesFile renders the chart for
// each ci/*-values.yaml and holds every object to the deployment's
// promises: non-root, no privilege, a read-only root with an emptyDir /tmp,
// resources set, no :latest image, the secret key and URLs from Secrets,
// probes on serve's paths, a PodDisruptionBudget below the replicas, and
// replicas that do not migrate while a Job does.
func TestTheChartRendersValidObjectsForEveryCIValuesFile(t *testing.T) {
	ch := loadChart(t)
	files, err := filepath.Glob(filepath.Join(chartDir, "ci", "*-values.yaml"))
	if err != nil || len(files) < 3 {
		t.Fatalf("ci values files = %v, %v; want default, gitops and full-featured", files, err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			vals := readValues(t, file)
			out, err := render(ch, vals)
			if err != nil {
				t.Fatal(err)
			}
			r := decodeStrict(t, out)
			deploys := of[*appsv1.Deployment](r)
			if len(deploys) != 1 {
				t.Fatalf("%d Deployments, want 1", len(deploys))
			}
			d := deploys[0]
			jobs := of[*batchv1.Job](r)
			if len(jobs) != 1 {
				t.Fatalf("%d migration Jobs, want 1", len(jobs))
			}
			checkPod(t, "Deployment", d.Spec.Template.Spec)
			checkPod(t, "Job", jobs[0].Spec.Template.Spec)
			checkServer(t, d)
			if diff := cmp.Diff([]string{"migrate"}, jobs[0].Spec.Template.Spec.Containers[0].Args); diff != "" {
				t.Errorf("the Job's args (-want +got):\n%s", diff)
			}

			// Replicas: the Deployment's, or the HPA's floor.
			replicas := int32(0)
			if d.Spec.Replicas != nil {
				replicas = *d.Spec.Replicas
			}
			hpas := of[*autoscalingv2.HorizontalPodAutoscaler](r)
			for _, h := range hpas {
				if d.Spec.Replicas != nil {
					t.Error("with an HPA the Deployment must leave replicas to it")
				}
				replicas = *h.Spec.MinReplicas
			}
			if replicas < 2 {
				t.Errorf("replicas = %d, want at least 2", replicas)
			}
			for _, pdb := range of[*policyv1.PodDisruptionBudget](r) {
				if pdb.Spec.MinAvailable == nil || pdb.Spec.MinAvailable.IntVal >= replicas {
					t.Errorf("PDB minAvailable %v is not below the %d replicas: no node could drain", pdb.Spec.MinAvailable, replicas)
				}
				if diff := cmp.Diff(d.Spec.Selector.MatchLabels, pdb.Spec.Selector.MatchLabels); diff != "" {
					t.Errorf("the PDB selects other pods than the Deployment's (-want +got):\n%s", diff)
				}
			}
			if len(of[*policyv1.PodDisruptionBudget](r)) != 1 {
				t.Error("no PodDisruptionBudget")
			}

			// The hook: pre-install/pre-upgrade unless GitOps asked for a plain Job.
			hooks := true
			if m, ok := vals["migrations"].(map[string]any); ok && m["useHelmHooks"] == false {
				hooks = false
			}
			gotHook := jobs[0].Annotations["helm.sh/hook"]
			if hooks && gotHook != "pre-install,pre-upgrade" {
				t.Errorf("the migration Job's hook = %q, want pre-install,pre-upgrade", gotHook)
			}
			if !hooks && gotHook != "" {
				t.Errorf("with useHelmHooks false the Job is a hook (%q), which Argo CD and Flux would not run", gotHook)
			}

			for _, role := range of[*rbacv1.Role](r) {
				checkRole(t, role)
			}
			for _, cr := range r.custom {
				checkServiceMonitor(t, cr)
			}
			for _, s := range of[*corev1.Secret](r) {
				if hooks && s.Annotations["helm.sh/hook"] == "" {
					t.Errorf("Secret %s is not a hook: the pre-install migration Job would start before it exists", s.Name)
				}
			}
		})
	}
}

// checkPod holds a pod to the image's promises.
func checkPod(t *testing.T, what string, p corev1.PodSpec) {
	t.Helper()
	psc := p.SecurityContext
	if psc == nil || psc.RunAsNonRoot == nil || !*psc.RunAsNonRoot || psc.RunAsUser == nil || *psc.RunAsUser != 65532 {
		t.Errorf("%s: the pod may run as root: %+v", what, psc)
	}
	if psc == nil || psc.SeccompProfile == nil || psc.SeccompProfile.Type != corev1.SeccompProfileTypeRuntimeDefault {
		t.Errorf("%s: seccomp is not RuntimeDefault", what)
	}
	tmp := false
	for _, v := range p.Volumes {
		tmp = tmp || (v.Name == "tmp" && v.EmptyDir != nil)
	}
	for _, c := range p.Containers {
		sc := c.SecurityContext
		switch {
		case sc == nil:
			t.Fatalf("%s/%s: no securityContext", what, c.Name)
		case sc.RunAsNonRoot == nil || !*sc.RunAsNonRoot:
			t.Errorf("%s/%s: runAsNonRoot is not true", what, c.Name)
		case sc.ReadOnlyRootFilesystem == nil || !*sc.ReadOnlyRootFilesystem:
			t.Errorf("%s/%s: the root filesystem is writable", what, c.Name)
		case sc.AllowPrivilegeEscalation == nil || *sc.AllowPrivilegeEscalation:
			t.Errorf("%s/%s: privilege escalation is allowed", what, c.Name)
		case sc.Capabilities == nil || !slices.Equal(sc.Capabilities.Drop, []corev1.Capability{"ALL"}) || len(sc.Capabilities.Add) > 0:
			t.Errorf("%s/%s: capabilities %+v, want all dropped and none added", what, c.Name, sc.Capabilities)
		}
		for _, res := range []corev1.ResourceName{corev1.ResourceCPU, corev1.ResourceMemory} {
			if _, ok := c.Resources.Requests[res]; !ok {
				t.Errorf("%s/%s: no %s request", what, c.Name, res)
			}
			if _, ok := c.Resources.Limits[res]; !ok && res == corev1.ResourceMemory {
				t.Errorf("%s/%s: no memory limit", what, c.Name)
			}
		}
		if strings.HasSuffix(c.Image, ":latest") || (!strings.Contains(c.Image, "@sha256:") && !strings.Contains(c.Image[strings.LastIndex(c.Image, "/")+1:], ":")) {
			t.Errorf("%s/%s: image %q is not pinned to a version or digest", what, c.Name, c.Image)
		}
		mounted := false
		for _, m := range c.VolumeMounts {
			mounted = mounted || (m.Name == "tmp" && m.MountPath == "/tmp")
		}
		if !tmp || !mounted {
			t.Errorf("%s/%s: no emptyDir at /tmp under the read-only root", what, c.Name)
		}
		for _, e := range c.Env {
			switch e.Name {
			case "EVERDICT_SECRET_KEY", "EVERDICT_DATABASE_URL", "EVERDICT_REDIS_URL":
				if e.Value != "" || e.ValueFrom == nil || e.ValueFrom.SecretKeyRef == nil {
					t.Errorf("%s/%s: %s is not read from a Secret", what, c.Name, e.Name)
				}
			}
		}
	}
}

// checkServer holds the Deployment's container to what serve needs.
func checkServer(t *testing.T, d *appsv1.Deployment) {
	t.Helper()
	c := d.Spec.Template.Spec.Containers[0]
	if diff := cmp.Diff([]string{"serve", "--no-migrate"}, c.Args); diff != "" {
		t.Errorf("the replicas' args (-want +got):\n%s", diff)
	}
	env := map[string]corev1.EnvVar{}
	for _, e := range c.Env {
		env[e.Name] = e
	}
	for _, must := range []string{"EVERDICT_SECRET_KEY", "EVERDICT_DATABASE_URL", "EVERDICT_ADDR", "EVERDICT_DATA_DIR"} {
		if _, ok := env[must]; !ok {
			t.Errorf("the replicas lack %s", must)
		}
	}
	if !strings.HasPrefix(env["EVERDICT_DATA_DIR"].Value, "/tmp/") {
		t.Errorf("EVERDICT_DATA_DIR = %q, want under the /tmp emptyDir", env["EVERDICT_DATA_DIR"].Value)
	}
	probe := func(name string, p *corev1.Probe, path string) {
		if p == nil || p.HTTPGet == nil {
			t.Errorf("no %s probe", name)
			return
		}
		if p.HTTPGet.Path != path || p.HTTPGet.Port.StrVal != "http" {
			t.Errorf("%s probe = %s on %s, want %s on http", name, p.HTTPGet.Path, p.HTTPGet.Port.String(), path)
		}
	}
	probe("liveness", c.LivenessProbe, livenessPath)
	probe("readiness", c.ReadinessProbe, readinessPath)
	if len(c.Ports) != 1 || c.Ports[0].Name != "http" || fmt.Sprint(c.Ports[0].ContainerPort) != strings.TrimPrefix(env["EVERDICT_ADDR"].Value, "0.0.0.0:") {
		t.Errorf("port %+v does not match EVERDICT_ADDR %q", c.Ports, env["EVERDICT_ADDR"].Value)
	}
	if len(d.Spec.Template.Spec.TopologySpreadConstraints) == 0 {
		t.Error("no topology spread: every replica may land on one node")
	}
}

// checkRole: exactly what the Kubernetes runtime uses.
func checkRole(t *testing.T, r *rbacv1.Role) {
	t.Helper()
	var got []string
	for _, rule := range r.Rules {
		for _, res := range rule.Resources {
			got = append(got, res)
		}
		if slices.Contains(rule.Verbs, "*") || slices.Contains(rule.Resources, "*") {
			t.Errorf("Role %s grants a wildcard: %+v", r.Name, rule)
		}
	}
	slices.Sort(got)
	want := []string{"configmaps", "jobs", "networkpolicies", "pods", "pods/exec", "pods/log", "secrets"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Role %s's resources (-want +got):\n%s", r.Name, diff)
	}
}

// checkServiceMonitor: the one custom resource, decoded strictly above.
func checkServiceMonitor(t *testing.T, m map[string]any) {
	t.Helper()
	var sm struct {
		APIVersion string `json:"apiVersion"`
		Kind       string `json:"kind"`
		Metadata   struct {
			Name   string            `json:"name"`
			Labels map[string]string `json:"labels"`
		} `json:"metadata"`
		Spec struct {
			Selector struct {
				MatchLabels map[string]string `json:"matchLabels"`
			} `json:"selector"`
			Endpoints []struct {
				Port     string `json:"port"`
				Path     string `json:"path"`
				Interval string `json:"interval"`
			} `json:"endpoints"`
		} `json:"spec"`
	}
	raw, _ := yaml.Marshal(m)
	if err := yaml.UnmarshalStrict(raw, &sm); err != nil {
		t.Fatalf("ServiceMonitor: %v", err)
	}
	if sm.Kind != "ServiceMonitor" || len(sm.Spec.Endpoints) != 1 || sm.Spec.Endpoints[0].Path != "/metrics" || sm.Spec.Endpoints[0].Port != "http" {
		t.Errorf("ServiceMonitor = %+v, want /metrics on port http", sm)
	}
}

// TestTheChartRefusesUnsafeValues: what would break a deployment fails the
// render with a message instead of reaching the cluster.
func TestTheChartRefusesUnsafeValues(t *testing.T) {
	ch := loadChart(t)
	base := func() map[string]any {
		return readValues(t, filepath.Join(chartDir, "ci", "default-values.yaml"))
	}
	cases := map[string]struct {
		set  func(map[string]any)
		want string
	}{
		"a latest image": {func(v map[string]any) { v["image"] = map[string]any{"tag": "latest"} }, "image/tag"},
		"a PDB as large as the replicas": {func(v map[string]any) {
			v["replicaCount"] = 2
			v["podDisruptionBudget"] = map[string]any{"minAvailable": 2}
		}, "minAvailable"},
		"no database":      {func(v map[string]any) { delete(v, "externalDatabase") }, "externalDatabase"},
		"no secret key":    {func(v map[string]any) { delete(v, "secretKey") }, "secretKey"},
		"a misspelt value": {func(v map[string]any) { v["replicas"] = 3 }, "replicas"},
		"a database that is not PostgreSQL": {func(v map[string]any) {
			v["externalDatabase"] = map[string]any{"url": "mysql://db/everdict"}
		}, "url"},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			v := base()
			tc.set(v)
			_, err := render(ch, v)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("render = %v, want an error naming %s", err, tc.want)
			}
		})
	}
}

// TestTheDefaultValuesAreTheChartsDefaults: values.yaml ships two replicas
// and hooks on, and ci/default-values.yaml sets only what has no default.
func TestTheDefaultValuesAreTheChartsDefaults(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join(chartDir, "values.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	var v struct {
		ReplicaCount int `json:"replicaCount"`
		Migrations   struct {
			UseHelmHooks bool `json:"useHelmHooks"`
		} `json:"migrations"`
	}
	if err := yaml.Unmarshal(raw, &v); err != nil {
		t.Fatal(err)
	}
	if v.ReplicaCount != 2 || !v.Migrations.UseHelmHooks {
		t.Errorf("defaults = %+v, want 2 replicas and Helm hooks", v)
	}
}
