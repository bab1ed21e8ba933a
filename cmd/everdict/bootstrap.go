package main

import (
	"context"
	"fmt"

	"github.com/everdict/everdict/auth"
	"github.com/everdict/everdict/ent/tenant"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/runtime/registry"
	"github.com/everdict/everdict/store"
	"github.com/everdict/everdict/tenancy"
)

// bootstrapLocalRuntime registers the shared LOCAL runtime "local" for the
// default tenant (version 1), labelled with what this host offers.
func bootstrapLocalRuntime(ctx context.Context, db *store.DB, reg *registry.Registry) error {
	t, err := db.Tenant.Query().Where(tenant.Slug(auth.DefaultTenant)).Only(tenancy.System(ctx))
	if err != nil {
		return fmt.Errorf("bootstrap local runtime: %w", err)
	}
	op := tenancy.NewContext(ctx, tenancy.Viewer{
		TenantID: t.ID, Tenant: t.Slug, Subject: "bootstrap", Role: tenancy.RoleOperator,
	})
	if _, err := reg.Register(op, runtime.RuntimeSpec{Name: "local", Kind: runtime.KindLocal, Shared: true}); err != nil {
		return fmt.Errorf("bootstrap local runtime: %w", err)
	}
	return nil
}
