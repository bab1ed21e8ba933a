package runtime

import (
	"fmt"
	"io"
	"strconv"
)

// Values lists the kinds; ent uses it for the runtimes.kind column.
func (Kind) Values() []string {
	return []string{string(KindLocal), string(KindNomad), string(KindK8s), string(KindHTTP)}
}

// MarshalGQL writes k as a GraphQL enum value.
func (k Kind) MarshalGQL(w io.Writer) { _, _ = io.WriteString(w, strconv.Quote(string(k))) }

// UnmarshalGQL reads a GraphQL enum value into k, refusing unknown kinds.
func (k *Kind) UnmarshalGQL(v any) error {
	s, ok := v.(string)
	if !ok {
		return fmt.Errorf("runtime kind must be a string, got %T", v)
	}
	if !Kind(s).Valid() {
		return fmt.Errorf("unknown runtime kind %q: want LOCAL, NOMAD, K8S or HTTP", s)
	}
	*k = Kind(s)
	return nil
}
