package resolvers

import "context"

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
