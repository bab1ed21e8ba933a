package cli

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"

	"sigs.k8s.io/yaml"

	"github.com/everdict/everdict/client"
)

// MaxSpecBytes bounds a runtime spec file.
const MaxSpecBytes = 256 << 10

func (c *cmd) runtimeList(ctx context.Context, args []string) error {
	f := c.flags("runtime list")
	if pos, err := c.parse(f, args); err != nil {
		return err
	} else if len(pos) > 0 {
		return usageErr("runtime list: unexpected argument %q", pos[0])
	}
	cl, err := c.client(f)
	if err != nil {
		return err
	}
	rts, err := cl.ListRuntimes(ctx)
	if err != nil {
		return err
	}
	if c.json {
		return c.out.json(rts)
	}
	rows := make([][]string, 0, len(rts))
	for _, r := range rts {
		version, tags, caps := "-", "-", "-"
		if l := r.Latest; l != nil {
			version = strconv.Itoa(l.Version)
			tags = orDash(strings.Join(l.Tags, ","))
			caps = orDash(strings.Join(l.Capabilities, ","))
		}
		rows = append(rows, []string{r.Name, r.Kind, strconv.FormatBool(r.Shared), version, tags, caps})
	}
	return c.out.table([]string{"NAME", "KIND", "SHARED", "LATEST", "TAGS", "CAPABILITIES"}, rows)
}

// runtimeRegister registers the next version of the runtime a YAML (or
// JSON) file describes, in the shape of the GraphQL RuntimeSpecInput.
func (c *cmd) runtimeRegister(ctx context.Context, args []string) error {
	f := c.flags("runtime register")
	file := f.String("f", "", "the spec file, YAML or JSON (RuntimeSpecInput's fields)")
	if pos, err := c.parse(f, args); err != nil {
		return err
	} else if len(pos) > 0 {
		return usageErr("runtime register: unexpected argument %q", pos[0])
	}
	if *file == "" {
		return usageErr("runtime register: -f spec.yaml is required")
	}
	spec, err := readSpec(*file)
	if err != nil {
		return err
	}
	cl, err := c.client(f)
	if err != nil {
		return err
	}
	v, err := cl.RegisterRuntime(ctx, spec)
	if err != nil {
		return err
	}
	if c.json {
		return c.out.json(v)
	}
	return c.out.fields([][2]string{
		{"Runtime", fmt.Sprint(spec["name"])}, {"Version", strconv.Itoa(v.Version)}, {"Kind", v.Kind},
		{"Tags", strings.Join(v.Tags, ",")}, {"Capabilities", strings.Join(v.Capabilities, ",")},
	})
}

func readSpec(path string) (map[string]any, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("-f: %w", err)
	}
	if st.Size() > MaxSpecBytes {
		return nil, usageErr("-f %s is %d bytes; a spec may be at most %d", path, st.Size(), MaxSpecBytes)
	}
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("-f: %w", err)
	}
	var spec map[string]any
	if err := yaml.Unmarshal(raw, &spec); err != nil {
		return nil, fmt.Errorf("%s is not a YAML or JSON object: %w", path, err)
	}
	if spec == nil {
		return nil, fmt.Errorf("%s is empty: it needs at least name and kind", path)
	}
	return spec, nil
}

func (c *cmd) runtimeProbe(ctx context.Context, args []string) error {
	f := c.flags("runtime probe")
	ref := f.String("ref", "", "a version number or tag (default: the latest)")
	pos, err := c.parse(f, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usageErr("runtime probe: give one runtime name")
	}
	cl, err := c.client(f)
	if err != nil {
		return err
	}
	p, err := cl.ProbeRuntime(ctx, pos[0], *ref)
	if err != nil {
		return err
	}
	if c.json {
		return c.out.json(p)
	}
	return c.out.fields([][2]string{
		{"Reachable", c.out.paint(strconv.FormatBool(p.Reachable))},
		{"Authenticated", c.out.paint(strconv.FormatBool(p.Authenticated))},
		{"Hardened", strconv.FormatBool(p.Hardened)},
		{"Capabilities", strings.Join(p.Capabilities, ",")},
		{"Message", p.Message},
	})
}

// runtimeTags makes exactly the given tags name a version of a runtime:
// each tag moves there (setRuntimeVersionTags); with none, the version
// keeps no tag.
func (c *cmd) runtimeTags(ctx context.Context, args []string) error {
	f := c.flags("runtime tags")
	tenant := f.String("tenant", "", "OPERATOR only: the tenant whose runtime it is (a slug)")
	pos, err := c.parse(f, args)
	if err != nil {
		return err
	}
	if len(pos) < 2 {
		return usageErr("runtime tags: give the runtime, the version and its tags, like: runtime tags gpu 3 stable")
	}
	version, err := versionArg("runtime tags", pos[1])
	if err != nil {
		return err
	}
	tags := pos[2:]
	if tags == nil {
		tags = []string{}
	}
	cl, err := c.client(f)
	if err != nil {
		return err
	}
	v, err := cl.SetRuntimeVersionTags(ctx, pos[0], version, tags, *tenant)
	if err != nil {
		return err
	}
	return c.runtimeVersion(pos[0], v)
}

// runtimeArchive tombstones a version of a runtime: it takes no new runs,
// and its history stays readable.
func (c *cmd) runtimeArchive(ctx context.Context, args []string) error {
	f := c.flags("runtime archive")
	tenant := f.String("tenant", "", "OPERATOR only: the tenant whose runtime it is (a slug)")
	pos, err := c.parse(f, args)
	if err != nil {
		return err
	}
	if len(pos) != 2 {
		return usageErr("runtime archive: give the runtime and the version, like: runtime archive gpu 2")
	}
	version, err := versionArg("runtime archive", pos[1])
	if err != nil {
		return err
	}
	cl, err := c.client(f)
	if err != nil {
		return err
	}
	v, err := cl.ArchiveRuntimeVersion(ctx, pos[0], version, *tenant)
	if err != nil {
		return err
	}
	return c.runtimeVersion(pos[0], v)
}

func versionArg(cmd, s string) (int, error) {
	version, err := strconv.Atoi(s)
	if err != nil || version <= 0 {
		return 0, usageErr("%s: version %q is not a version number (1, 2, …)", cmd, s)
	}
	return version, nil
}

func (c *cmd) runtimeVersion(name string, v client.RuntimeVersion) error {
	if c.json {
		return c.out.json(v)
	}
	return c.out.fields([][2]string{
		{"Runtime", name}, {"Version", strconv.Itoa(v.Version)}, {"Kind", v.Kind},
		{"Tags", orDash(strings.Join(v.Tags, ","))}, {"Capabilities", orDash(strings.Join(v.Capabilities, ","))},
	})
}

// runtimeValidate checks a spec file as runtime register would, without
// registering it. It exits 0 when the spec is valid and ExitFail with its
// problems, one a line, when it is not.
func (c *cmd) runtimeValidate(ctx context.Context, args []string) error {
	f := c.flags("runtime validate")
	file := f.String("f", "", "the spec file, YAML or JSON (RuntimeSpecInput's fields)")
	if pos, err := c.parse(f, args); err != nil {
		return err
	} else if len(pos) > 0 {
		return usageErr("runtime validate: unexpected argument %q", pos[0])
	}
	if *file == "" {
		return usageErr("runtime validate: -f spec.yaml is required")
	}
	spec, err := readSpec(*file)
	if err != nil {
		return err
	}
	cl, err := c.client(f)
	if err != nil {
		return err
	}
	v, err := cl.ValidateRuntime(ctx, spec)
	if err != nil {
		return err
	}
	if c.json {
		err = c.out.json(v)
	} else {
		rows := make([][]string, 0, len(v.Problems))
		for _, p := range v.Problems {
			rows = append(rows, []string{p.Field, p.Message})
		}
		if len(rows) > 0 {
			err = c.out.table([]string{"FIELD", "PROBLEM"}, rows)
		} else {
			err = c.out.fields([][2]string{{"Valid", c.out.paint("true")}, {"Capabilities", orDash(strings.Join(v.Capabilities, ","))}})
		}
	}
	if err != nil {
		return err
	}
	if !v.Valid {
		return &ExitError{Code: ExitFail, Err: fmt.Errorf("the spec has %d problem(s)", len(v.Problems))}
	}
	return nil
}
