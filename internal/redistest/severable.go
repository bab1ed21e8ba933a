package redistest

import (
	"context"
	"net"
	"sync"
)

// Severable dials normally and can cut every connection it made: a Redis
// that drops its clients, for a test. Set a client's Options.Dialer to its
// Dial.
type Severable struct {
	mu    sync.Mutex
	conns []net.Conn
}

// Dial opens a connection Sever will cut.
func (d *Severable) Dial(ctx context.Context, network, addr string) (net.Conn, error) {
	var nd net.Dialer
	c, err := nd.DialContext(ctx, network, addr)
	if err != nil {
		return nil, err
	}
	d.mu.Lock()
	d.conns = append(d.conns, c)
	d.mu.Unlock()
	return c, nil
}

// Sever closes every connection Dial made so far.
func (d *Severable) Sever() {
	d.mu.Lock()
	defer d.mu.Unlock()
	for _, c := range d.conns {
		c.Close()
	}
	d.conns = nil
}
