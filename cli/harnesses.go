package cli

import (
	"context"
	"fmt"
	"strconv"
	"strings"
)

func (c *cmd) harnessList(ctx context.Context, args []string) error {
	f := c.flags("harness list")
	if pos, err := c.parse(f, args); err != nil {
		return err
	} else if len(pos) > 0 {
		return usageErr("harness list: unexpected argument %q", pos[0])
	}
	cl, err := c.client(f)
	if err != nil {
		return err
	}
	hs, err := cl.ListHarnesses(ctx)
	if err != nil {
		return err
	}
	if c.json {
		return c.out.json(hs)
	}
	rows := make([][]string, 0, len(hs))
	for _, h := range hs {
		version, tags, digest := "-", "-", "-"
		if l := h.Latest; l != nil {
			version, tags, digest = strconv.Itoa(l.Version), orDash(strings.Join(l.Tags, ",")), l.Digest
		}
		rows = append(rows, []string{h.Name, version, tags, digest})
	}
	return c.out.table([]string{"NAME", "LATEST", "TAGS", "DIGEST"}, rows)
}

// harnessRegister registers the next version of the harness a YAML (or
// JSON) file describes, in the shape of the GraphQL HarnessSpecInput; the
// same spec again returns the newest version.
func (c *cmd) harnessRegister(ctx context.Context, args []string) error {
	f := c.flags("harness register")
	file := f.String("f", "", "the spec file, YAML or JSON (HarnessSpecInput's fields)")
	if pos, err := c.parse(f, args); err != nil {
		return err
	} else if len(pos) > 0 {
		return usageErr("harness register: unexpected argument %q", pos[0])
	}
	if *file == "" {
		return usageErr("harness register: -f harness.yaml is required")
	}
	spec, err := readSpec(*file)
	if err != nil {
		return err
	}
	cl, err := c.client(f)
	if err != nil {
		return err
	}
	v, err := cl.RegisterHarness(ctx, spec)
	if err != nil {
		return err
	}
	if c.json {
		return c.out.json(v)
	}
	return c.out.fields([][2]string{
		{"Harness", fmt.Sprint(spec["name"])}, {"Version", strconv.Itoa(v.Version)}, {"Digest", v.Digest},
		{"Tags", strings.Join(v.Tags, ",")},
	})
}

// harnessTag makes exactly the given tags name a version of a harness:
// each tag moves there (setHarnessVersionTags); with none, the version
// keeps no tag.
func (c *cmd) harnessTag(ctx context.Context, args []string) error {
	f := c.flags("harness tag")
	pos, err := c.parse(f, args)
	if err != nil {
		return err
	}
	if len(pos) < 2 {
		return usageErr("harness tag: give the harness, the version and its tags, like: harness tag claude-code 3 stable")
	}
	version, err := strconv.Atoi(pos[1])
	if err != nil || version <= 0 {
		return usageErr("harness tag: version %q is not a version number (1, 2, …)", pos[1])
	}
	tags := pos[2:]
	if tags == nil {
		tags = []string{}
	}
	cl, err := c.client(f)
	if err != nil {
		return err
	}
	v, err := cl.SetHarnessVersionTags(ctx, pos[0], version, tags)
	if err != nil {
		return err
	}
	if c.json {
		return c.out.json(v)
	}
	return c.out.fields([][2]string{
		{"Harness", pos[0]}, {"Version", strconv.Itoa(v.Version)}, {"Digest", v.Digest}, {"Tags", orDash(strings.Join(v.Tags, ","))},
	})
}
