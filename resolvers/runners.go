package resolvers

import "context"

// pointers returns pointers to the elements of vs (gqlgen's list shape).
func pointers[T any](vs []T, err error) ([]*T, error) {
	if err != nil {
		return nil, err
	}
	out := make([]*T, len(vs))
	for i := range vs {
		out[i] = &vs[i]
	}
	return out, nil
}

// pointerStream forwards a stream of values as pointers until it closes or
// ctx is done.
func pointerStream[T any](ctx context.Context, in <-chan T, err error) (<-chan *T, error) {
	if err != nil {
		return nil, err
	}
	out := make(chan *T)
	go func() {
		defer close(out)
		for v := range in {
			select {
			case out <- &v:
			case <-ctx.Done():
				return
			}
		}
	}()
	return out, nil
}
