package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/everdict/everdict/client"
)

// fileConfig is the client's config file: the server and token `everdict
// login` saved.
type fileConfig struct {
	Server string `json:"server,omitempty"`
	Token  string `json:"token,omitempty"`
}

// configPath is $XDG_CONFIG_HOME/everdict/config.json, else
// $HOME/.config/everdict/config.json.
func configPath(getenv func(string) string) (string, error) {
	if d := getenv("XDG_CONFIG_HOME"); d != "" {
		return filepath.Join(d, "everdict", "config.json"), nil
	}
	if h := getenv("HOME"); h != "" {
		return filepath.Join(h, ".config", "everdict", "config.json"), nil
	}
	return "", errors.New("cannot place the config file: set XDG_CONFIG_HOME or HOME")
}

// loadConfig reads the config file; a missing one is empty.
func loadConfig(getenv func(string) string) (fileConfig, error) {
	var c fileConfig
	p, err := configPath(getenv)
	if err != nil {
		return c, nil // nowhere to look: nothing saved
	}
	raw, err := os.ReadFile(p)
	if errors.Is(err, fs.ErrNotExist) {
		return c, nil
	}
	if err != nil {
		return c, fmt.Errorf("read config: %w", err)
	}
	if err := json.Unmarshal(raw, &c); err != nil {
		return c, fmt.Errorf("config %s is not valid JSON: %w", p, err)
	}
	return c, nil
}

// saveConfig writes c to the config file, readable by its owner only.
func saveConfig(getenv func(string) string, c fileConfig) (string, error) {
	p, err := configPath(getenv)
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
		return "", fmt.Errorf("create config directory: %w", err)
	}
	raw, _ := json.MarshalIndent(c, "", "  ")
	tmp := p + ".tmp"
	if err := os.WriteFile(tmp, append(raw, '\n'), 0o600); err != nil {
		return "", fmt.Errorf("write config: %w", err)
	}
	if err := os.Chmod(tmp, 0o600); err != nil { // an older file's mode does not carry over
		return "", fmt.Errorf("write config: %w", err)
	}
	if err := os.Rename(tmp, p); err != nil {
		return "", fmt.Errorf("write config: %w", err)
	}
	return p, nil
}

// login checks the token against the server (viewer) and saves both.
func (c *cmd) login(ctx context.Context, args []string) error {
	f := c.flags("login")
	token := f.String("token", "", "the API token (default $EVERDICT_TOKEN)")
	if _, err := c.parse(f, args); err != nil {
		return err
	}
	cfg, err := loadConfig(c.env.Getenv)
	if err != nil {
		return err
	}
	server := firstOf(f.server, c.env.Getenv("EVERDICT_SERVER"), cfg.Server, ServerDefault)
	tok := firstOf(*token, c.env.Getenv("EVERDICT_TOKEN"))
	if tok == "" {
		return usageErr("login: --token is required (or set EVERDICT_TOKEN)")
	}
	cl, err := client.New(server, tok, c.env.HTTP)
	if err != nil {
		return err
	}
	var v struct {
		Viewer struct {
			Subject string `json:"subject"`
			Role    string `json:"role"`
			Tenant  struct {
				Slug string `json:"slug"`
			} `json:"tenant"`
		} `json:"viewer"`
	}
	if err := cl.Do(ctx, `{ viewer { subject role tenant { slug } } }`, nil, &v); err != nil {
		return err
	}
	p, err := saveConfig(c.env.Getenv, fileConfig{Server: server, Token: tok})
	if err != nil {
		return err
	}
	if c.json {
		return c.out.json(map[string]any{"server": server, "config": p, "subject": v.Viewer.Subject,
			"tenant": v.Viewer.Tenant.Slug, "role": v.Viewer.Role})
	}
	fmt.Fprintf(c.env.Stdout, "Logged in to %s as %s (tenant %s, %s). Saved to %s.\n",
		server, v.Viewer.Subject, v.Viewer.Tenant.Slug, v.Viewer.Role, p)
	return nil
}
