package cli

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"

	"sigs.k8s.io/yaml"
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
