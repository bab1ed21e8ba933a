package netguard

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
	"strings"
	"sync"
	"time"
)

// Limits of the proxy.
const (
	// proxyHeaderTimeout bounds reading a request's head and dialing its
	// destination.
	proxyHeaderTimeout = 30 * time.Second
	// proxyMaxHead bounds a request's line and headers.
	proxyMaxHead = 64 << 10
)

// Proxy is an HTTP proxy on 127.0.0.1 for one program that fetches on a
// tenant's behalf (git cloning a case's repository): it connects to one
// destination only, the host:port it was made for, and only through its
// Policy's dialer, so the address a name resolves to is checked at connect
// time like every other connection the control plane makes for a tenant.
// It serves CONNECT (https) and absolute-form requests (http); a request
// for any other destination is answered 403 and recorded (see Refused). Make
// one with ListenProxy and Close it; it is safe for concurrent use.
type Proxy struct {
	policy Policy
	target string
	ln     net.Listener
	wg     sync.WaitGroup

	mu      sync.Mutex
	conns   map[net.Conn]struct{}
	refused error
	closed  bool
}

// ListenProxy starts a proxy on a free port of 127.0.0.1 that connects to
// target (host:port) only, through p.
func ListenProxy(p Policy, target string) (*Proxy, error) {
	if _, _, err := net.SplitHostPort(target); err != nil {
		return nil, fmt.Errorf("proxy target %q: %w", target, err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("proxy: %w", err)
	}
	x := &Proxy{policy: p, target: target, ln: ln, conns: map[net.Conn]struct{}{}}
	x.wg.Add(1)
	go x.serve()
	return x, nil
}

// URL is the proxy's address, for http.proxy or HTTPS_PROXY.
func (x *Proxy) URL() string { return "http://" + x.ln.Addr().String() }

// Refused returns why the first refused destination was refused (wrapping
// ErrForbidden), or nil when none was.
func (x *Proxy) Refused() error {
	x.mu.Lock()
	defer x.mu.Unlock()
	return x.refused
}

// Close stops the proxy, closes every connection it holds and waits for its
// goroutines.
func (x *Proxy) Close() error {
	err := x.ln.Close()
	x.mu.Lock()
	x.closed = true
	for c := range x.conns {
		_ = c.Close()
	}
	x.mu.Unlock()
	x.wg.Wait()
	return err
}

// track adds c to the connections Close closes; false when closed already.
func (x *Proxy) track(c net.Conn) bool {
	x.mu.Lock()
	defer x.mu.Unlock()
	if x.closed {
		_ = c.Close()
		return false
	}
	x.conns[c] = struct{}{}
	return true
}

func (x *Proxy) untrack(c net.Conn) {
	x.mu.Lock()
	delete(x.conns, c)
	x.mu.Unlock()
	_ = c.Close()
}

func (x *Proxy) refuse(err error) {
	x.mu.Lock()
	defer x.mu.Unlock()
	if x.refused == nil {
		x.refused = err
	}
}

func (x *Proxy) serve() {
	defer x.wg.Done()
	for {
		c, err := x.ln.Accept()
		if err != nil {
			return
		}
		if !x.track(c) {
			continue
		}
		x.wg.Add(1)
		go func() {
			defer x.wg.Done()
			defer x.untrack(c)
			x.handle(c)
		}()
	}
}

// handle serves one client connection: it reads the request's head, checks
// its destination, dials it through the policy and then copies bytes both
// ways until either side ends.
func (x *Proxy) handle(c net.Conn) {
	_ = c.SetReadDeadline(time.Now().Add(proxyHeaderTimeout))
	br := bufio.NewReaderSize(c, 4096)
	head, err := readHead(br)
	if err != nil {
		return
	}
	method, dest, err := destination(head)
	if err != nil {
		x.refuse(fmt.Errorf("proxy: %v: %w", err, ErrForbidden))
		answer(c, "400 Bad Request")
		return
	}
	if !sameHostPort(dest, x.target) {
		x.refuse(fmt.Errorf("proxy: %s is not the destination this fetch may reach: %w", dest, ErrForbidden))
		answer(c, "403 Forbidden")
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), proxyHeaderTimeout)
	up, err := x.policy.DialContext(ctx, "tcp", x.target)
	cancel()
	if err != nil {
		if errors.Is(err, ErrForbidden) {
			x.refuse(err)
			answer(c, "403 Forbidden")
			return
		}
		answer(c, "502 Bad Gateway")
		return
	}
	if !x.track(up) {
		return
	}
	defer x.untrack(up)
	_ = c.SetReadDeadline(time.Time{})
	if method == "CONNECT" {
		if _, err := io.WriteString(c, "HTTP/1.1 200 Connection established\r\n\r\n"); err != nil {
			return
		}
	} else if _, err := up.Write(closing(head)); err != nil {
		return
	}
	done := make(chan struct{}, 2)
	go func() { _, _ = io.Copy(up, br); done <- struct{}{} }()
	go func() { _, _ = io.Copy(c, up); done <- struct{}{} }()
	<-done
	_ = c.Close()
	_ = up.Close()
	<-done
}

// readHead reads a request's line and headers, up to the empty line.
func readHead(br *bufio.Reader) ([]byte, error) {
	var head []byte
	for {
		line, err := br.ReadSlice('\n')
		if err != nil && !errors.Is(err, bufio.ErrBufferFull) {
			return nil, err
		}
		head = append(head, line...)
		if len(head) > proxyMaxHead {
			return nil, errors.New("request head too large")
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if len(bytes.TrimRight(line, "\r\n")) == 0 {
			return head, nil
		}
	}
}

// destination returns a request's method and the host:port it asks for: the
// authority of a CONNECT, or the host of an absolute-form http URL.
func destination(head []byte) (method, dest string, err error) {
	line, _, _ := bytes.Cut(head, []byte("\n"))
	parts := strings.Fields(string(line))
	if len(parts) != 3 || !strings.HasPrefix(parts[2], "HTTP/1.") {
		return "", "", errors.New("not an HTTP/1 request")
	}
	method, target := parts[0], parts[1]
	if method == "CONNECT" {
		if _, _, err := net.SplitHostPort(target); err != nil {
			return "", "", fmt.Errorf("CONNECT to %q: %v", target, err)
		}
		return method, target, nil
	}
	u, err := url.Parse(target)
	if err != nil || u.Scheme != "http" || u.Host == "" {
		return "", "", fmt.Errorf("%s of %q: only CONNECT and absolute http URLs are proxied", method, target)
	}
	port := u.Port()
	if port == "" {
		port = "80"
	}
	return method, net.JoinHostPort(u.Hostname(), port), nil
}

// closing rewrites a request's head to ask for the connection to close after
// its response, so the client sends its next request (maybe for another
// destination) on a new connection, checked again.
func closing(head []byte) []byte {
	lines := strings.SplitAfter(string(head), "\n")
	out := make([]string, 0, len(lines)+1)
	for i, l := range lines {
		name, _, _ := strings.Cut(l, ":")
		switch {
		case l == "":
			continue
		case i == 0:
		case strings.EqualFold(name, "Connection"), strings.EqualFold(name, "Proxy-Connection"), strings.EqualFold(name, "Keep-Alive"):
			continue
		case strings.TrimRight(l, "\r\n") == "":
			out = append(out, "Connection: close\r\n")
		}
		out = append(out, l)
	}
	return []byte(strings.Join(out, ""))
}

// sameHostPort compares two host:port, host names without case.
func sameHostPort(a, b string) bool {
	ah, ap, err1 := net.SplitHostPort(a)
	bh, bp, err2 := net.SplitHostPort(b)
	return err1 == nil && err2 == nil && ap == bp && strings.EqualFold(ah, bh)
}

// answer writes a response with no body and closes the exchange.
func answer(c net.Conn, status string) {
	_, _ = io.WriteString(c, "HTTP/1.1 "+status+"\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
}
