package main

import (
	"context"
	"fmt"

	"github.com/everdict/everdict/ent/tenant"
	"github.com/everdict/everdict/store"
	"github.com/everdict/everdict/tenancy"
)

// bootstrapLocalRuntime registers the shared LOCAL runtime "local" for the
// default tenant, version 1.
func bootstrapLocalRuntime(ctx context.Context, db *store.DB) error {
	sys := tenancy.System(ctx)
	t, err := db.Tenant.Query().Where(tenant.Slug("default")).Only(sys)
	if err != nil {
		return fmt.Errorf("bootstrap local runtime: %w", err)
	}
	rt, err := db.RegisteredRuntime.Create().SetTenantID(t.ID).SetName("local").
		SetKind("LOCAL").SetShared(true).Save(sys)
	if err != nil {
		return fmt.Errorf("bootstrap local runtime: %w", err)
	}
	spec := map[string]any{"name": "local", "kind": "LOCAL", "shared": true}
	if err := db.RuntimeVersion.Create().SetRuntimeID(rt.ID).SetVersion(1).
		SetSpec(spec).SetCreatedBy("bootstrap").Exec(sys); err != nil {
		return fmt.Errorf("bootstrap local runtime: %w", err)
	}
	return nil
}
