package xwd_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"image/png"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/everdict/everdict/backends/internal/xwd"
)

// dump builds a little-endian 32-bit TrueColor ZPixmap dump of w×h pixels,
// each the colour of at(x, y) (0xRRGGBB).
func dump(w, h int, at func(x, y int) uint32) []byte {
	name := []byte("test\x00")
	header := make([]byte, 100)
	words := []uint32{uint32(100 + len(name)), 7, 2, 24, uint32(w), uint32(h), 0, 0, 32, 0, 32, 32, uint32(w * 4), 4,
		0xff0000, 0xff00, 0xff, 8, 0, 0, uint32(w), uint32(h), 0, 0, 0}
	for i, v := range words {
		binary.BigEndian.PutUint32(header[i*4:], v)
	}
	out := append(header, name...)
	for y := range h {
		for x := range w {
			out = binary.LittleEndian.AppendUint32(out, at(x, y))
		}
	}
	return out
}

func TestADumpBecomesAPNGOfTheSamePixels(t *testing.T) {
	t.Parallel()
	d := dump(3, 2, func(x, y int) uint32 {
		if x == 2 && y == 1 {
			return 0x11aa33
		}
		return 0xffffff
	})
	b, err := xwd.PNG(d)
	if err != nil {
		t.Fatalf("PNG: %v", err)
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("not a PNG: %v", err)
	}
	if got := img.Bounds().Size(); got.X != 3 || got.Y != 2 {
		t.Fatalf("size %v, want 3×2", got)
	}
	r, g, bl, _ := img.At(2, 1).RGBA()
	if r>>8 != 0x11 || g>>8 != 0xaa || bl>>8 != 0x33 {
		t.Errorf("pixel (2,1) is %02x%02x%02x, want 11aa33", r>>8, g>>8, bl>>8)
	}
	r, g, bl, _ = img.At(0, 0).RGBA()
	if r>>8 != 0xff || g>>8 != 0xff || bl>>8 != 0xff {
		t.Errorf("pixel (0,0) is %02x%02x%02x, want ffffff", r>>8, g>>8, bl>>8)
	}
}

func TestADumpThatLiesAboutItsSizeIsRefused(t *testing.T) {
	t.Parallel()
	d := dump(4, 4, func(int, int) uint32 { return 0 })
	for name, mutate := range map[string]func([]byte) []byte{
		"cut short":       func(b []byte) []byte { return b[:len(b)-1] },
		"huge width":      func(b []byte) []byte { binary.BigEndian.PutUint32(b[16:], xwd.MaxSide+1); return b },
		"short lines":     func(b []byte) []byte { binary.BigEndian.PutUint32(b[48:], 4); return b },
		"huge colour map": func(b []byte) []byte { binary.BigEndian.PutUint32(b[76:], 1<<30); return b },
		"palette visual":  func(b []byte) []byte { binary.BigEndian.PutUint32(b[52:], 3); return b },
		"no header":       func(b []byte) []byte { return b[:40] },
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if _, err := xwd.PNG(mutate(bytes.Clone(d))); !errors.Is(err, xwd.ErrNotXWD) {
				t.Errorf("PNG: %v, want ErrNotXWD", err)
			}
		})
	}
}

func TestXvfbsScreenDumpedByXwdDecodes(t *testing.T) {
	t.Parallel()
	xvfb, err := exec.LookPath("Xvfb")
	if err != nil {
		t.Skipf("Xvfb is not installed (make deps installs it): %v", err)
	}
	// -displayfd: the server picks a free display and writes its number
	// once it listens.
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = r.Close() }()
	srv := exec.CommandContext(ctx, xvfb, "-displayfd", "3", "-nolisten", "tcp", "-nolisten", "local", "-wr", "-screen", "0", "320x200x24")
	srv.ExtraFiles = []*os.File{w}
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	_ = w.Close()
	defer func() { _ = srv.Process.Kill(); _ = srv.Wait() }()
	n, err := bufio.NewReader(r).ReadString('\n')
	if err != nil {
		t.Fatalf("Xvfb named no display: %v", err)
	}
	display := ":" + strings.TrimSpace(n)
	argv := xwd.Command(display)
	out, err := exec.CommandContext(ctx, argv[0], argv[1:]...).Output()
	if err != nil {
		t.Fatalf("xwd: %v", err)
	}
	b, err := xwd.PNG(out)
	if err != nil {
		t.Fatalf("PNG: %v", err)
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("not a PNG: %v", err)
	}
	if got := img.Bounds().Size(); got.X != 320 || got.Y != 200 {
		t.Errorf("size %v, want 320×200", got)
	}
	if r, g, bl, _ := img.At(10, 10).RGBA(); r>>8 != 0xff || g>>8 != 0xff || bl>>8 != 0xff {
		t.Errorf("the white root is %02x%02x%02x", r>>8, g>>8, bl>>8)
	}
}
