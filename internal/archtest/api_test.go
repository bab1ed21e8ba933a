package archtest

import (
	"go/importer"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// entPkg is ent's generated code: the store's rows, not the domain.
const entPkg = module + "/ent"

// TestRunSchedulerAndWatchExportNoFunctionOverAnEntType: run/, scheduler/
// and watch/ hand domain values across their seams (run.Run, not *ent.Run):
// no exported function, method or function type of theirs names a type of
// ent or its subpackages in its signature. Read from the compiler's export
// data (`go list -export`), so it sees the API as callers do.
//
// Consumer-declared interfaces (run.Secrets over ent's secret.Purpose) and
// config fields (the *ent.Client a store owner is given) are not functions
// and are not checked.
func TestRunSchedulerAndWatchExportNoFunctionOverAnEntType(t *testing.T) {
	t.Parallel()
	pkgs := []string{module + "/run", module + "/scheduler", module + "/watch"}
	out, err := exec.Command("go", append([]string{"list", "-export", "-deps", "-f", "{{.ImportPath}} {{.Export}}"}, pkgs...)...).Output()
	if err != nil {
		t.Fatalf("go list -export: %v", err)
	}
	export := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		path, file, _ := strings.Cut(line, " ")
		export[path] = file
	}
	imp := importer.ForCompiler(token.NewFileSet(), "gc", func(path string) (io.ReadCloser, error) { return os.Open(export[path]) })
	var got []string
	for _, path := range pkgs {
		pkg, err := imp.Import(path)
		if err != nil {
			t.Fatalf("import %s: %v", path, err)
		}
		got = append(got, overEnt(pkg)...)
	}
	slices.Sort(got)
	if diff := cmp.Diff([]string(nil), got); diff != "" {
		t.Errorf("exported functions over ent types (-want +got):\n%s", diff)
	}
}

// overEnt lists pkg's exported functions, methods and function types whose
// signature names an ent type.
func overEnt(pkg *types.Package) []string {
	var got []string
	name := strings.TrimPrefix(pkg.Path(), module+"/")
	scope := pkg.Scope()
	for _, n := range scope.Names() {
		switch o := scope.Lookup(n).(type) {
		case *types.Func:
			if o.Exported() && mentionsEnt(o.Type(), map[types.Type]bool{}) {
				got = append(got, name+"."+n+": "+o.Type().String())
			}
		case *types.TypeName:
			if !o.Exported() {
				continue
			}
			if sig, ok := o.Type().Underlying().(*types.Signature); ok && mentionsEnt(sig, map[types.Type]bool{}) {
				got = append(got, name+"."+n+" (func type): "+sig.String())
			}
			if _, ok := o.Type().Underlying().(*types.Interface); ok {
				continue
			}
			ms := types.NewMethodSet(types.NewPointer(o.Type()))
			for i := range ms.Len() {
				m := ms.At(i).Obj()
				if m.Exported() && m.Pkg() == pkg && mentionsEnt(m.Type(), map[types.Type]bool{}) {
					got = append(got, name+"."+n+"."+m.Name()+": "+m.Type().String())
				}
			}
		}
	}
	return got
}

// mentionsEnt reports whether t names a type of ent or its subpackages,
// anywhere in it: an element, a parameter, a type argument.
func mentionsEnt(t types.Type, seen map[types.Type]bool) bool {
	if seen[t] {
		return false
	}
	seen[t] = true
	switch t := t.(type) {
	case *types.Alias:
		return fromEnt(t.Obj()) || mentionsEnt(types.Unalias(t), seen)
	case *types.Named:
		if fromEnt(t.Obj()) {
			return true
		}
		for i := range t.TypeArgs().Len() {
			if mentionsEnt(t.TypeArgs().At(i), seen) {
				return true
			}
		}
		return false
	case *types.Pointer:
		return mentionsEnt(t.Elem(), seen)
	case *types.Slice:
		return mentionsEnt(t.Elem(), seen)
	case *types.Array:
		return mentionsEnt(t.Elem(), seen)
	case *types.Chan:
		return mentionsEnt(t.Elem(), seen)
	case *types.Map:
		return mentionsEnt(t.Key(), seen) || mentionsEnt(t.Elem(), seen)
	case *types.Signature:
		for _, vars := range []*types.Tuple{t.Params(), t.Results()} {
			for i := range vars.Len() {
				if mentionsEnt(vars.At(i).Type(), seen) {
					return true
				}
			}
		}
		return false
	case *types.Struct:
		for i := range t.NumFields() {
			if mentionsEnt(t.Field(i).Type(), seen) {
				return true
			}
		}
		return false
	case *types.Interface:
		for i := range t.NumMethods() {
			if mentionsEnt(t.Method(i).Type(), seen) {
				return true
			}
		}
		return false
	}
	return false
}

func fromEnt(o *types.TypeName) bool {
	return o.Pkg() != nil && (o.Pkg().Path() == entPkg || strings.HasPrefix(o.Pkg().Path(), entPkg+"/"))
}
