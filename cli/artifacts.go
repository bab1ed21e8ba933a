package cli

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strconv"

	"github.com/everdict/everdict/client"
)

// runArtifacts lists a run's kept files, or with --get downloads one.
func (c *cmd) runArtifacts(ctx context.Context, args []string) error {
	f := c.flags("run artifacts")
	get := f.String("get", "", "download the artifact of this name (the latest attempt's) instead of listing")
	out := f.String("out", "", `with --get: the file to write (default: the name's last element in the current directory; "-" is stdout)`)
	force := f.Bool("force", false, "with --get: overwrite the file --out names")
	id, err := c.oneID(f, args)
	if err != nil {
		return err
	}
	if *get == "" && (*out != "" || *force) {
		return usageErr("run artifacts: --out and --force go with --get NAME")
	}
	cl, err := c.client(f)
	if err != nil {
		return err
	}
	list, dropped, err := cl.RunArtifacts(ctx, id)
	if err != nil {
		return err
	}
	if *get != "" {
		return c.getArtifact(ctx, cl, id, list, *get, *out, *force)
	}
	if c.json {
		if list == nil {
			list = []client.Artifact{}
		}
		if dropped == nil {
			dropped = []client.DroppedArtifact{}
		}
		return c.out.json(map[string]any{"artifacts": list, "dropped": dropped})
	}
	rows := make([][]string, 0, len(list))
	for _, a := range list {
		rows = append(rows, []string{a.Name, a.Kind, strconv.FormatInt(a.Size, 10), a.ContentType,
			strconv.Itoa(a.Attempt), a.SHA256[:min(12, len(a.SHA256))]})
	}
	if len(rows) == 0 {
		fmt.Fprintf(c.env.Stderr, "run %s kept no artifacts (a harness writes them under $EVERDICT_ARTIFACTS_DIR)\n", id)
	} else if err := c.out.table([]string{"NAME", "KIND", "BYTES", "TYPE", "ATTEMPT", "SHA256"}, rows); err != nil {
		return err
	}
	for _, d := range dropped {
		fmt.Fprintf(c.env.Stderr, "dropped: %s (%s)\n", d.Name, d.Reason)
	}
	return nil
}

// getArtifact downloads the latest attempt's artifact called name. The
// file it writes is named by the user (--out) or by the last element of
// the name, never by a path the server sent: a name cannot lead out of
// the directory. The bytes go to a temporary file renamed into place once
// their SHA-256 checks, so a failed download leaves nothing behind.
func (c *cmd) getArtifact(ctx context.Context, cl *client.Client, id string, list []client.Artifact, name, out string, force bool) error {
	var a *client.Artifact
	for i := range list {
		if list[i].Name == name && (a == nil || list[i].Attempt >= a.Attempt) {
			a = &list[i]
		}
	}
	if a == nil {
		return &client.Error{Message: fmt.Sprintf("run %s kept no artifact named %q (run artifacts %s lists them)", id, name, id),
			Extensions: map[string]any{"code": "NOT_FOUND"}}
	}
	if out == "-" {
		return cl.Download(ctx, *a, c.env.Stdout)
	}
	if out == "" {
		out = path.Base(a.Name)
	}
	if !force {
		if _, err := os.Lstat(out); err == nil {
			return usageErr("run artifacts: %s exists: give --force to overwrite it, or another --out", out)
		}
	}
	tmp, err := os.CreateTemp(filepath.Dir(out), ".everdict-artifact-*")
	if err != nil {
		return fmt.Errorf("write %s: %w", out, err)
	}
	done := false
	defer func() {
		if !done {
			_ = tmp.Close()
			_ = os.Remove(tmp.Name())
		}
	}()
	if err := cl.Download(ctx, *a, tmp); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("write %s: %w", out, err)
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return fmt.Errorf("write %s: %w", out, err)
	}
	if err := place(tmp.Name(), out, force); err != nil {
		return err
	}
	done = true
	if c.json {
		return c.out.json(map[string]any{"artifact": a, "path": out})
	}
	fmt.Fprintf(c.env.Stderr, "saved %s (%d bytes, sha256 checked) to %s\n", a.Name, a.Size, out)
	return nil
}

// place moves the downloaded file tmp to out. With force it replaces what
// is there; without, it links tmp to out, which fails when out exists, so a
// file made there after the first check is never overwritten either.
func place(tmp, out string, force bool) error {
	if force {
		if err := os.Rename(tmp, out); err != nil {
			return fmt.Errorf("write %s: %w", out, err)
		}
		return nil
	}
	if err := os.Link(tmp, out); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return usageErr("run artifacts: %s exists: give --force to overwrite it, or another --out", out)
		}
		return fmt.Errorf("write %s: %w", out, err)
	}
	_ = os.Remove(tmp)
	return nil
}
