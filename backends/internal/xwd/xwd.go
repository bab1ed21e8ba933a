// Package xwd turns an X window dump (what `xwd -root` prints) into a PNG:
// the screen of an osUse case's virtual display, captured in the job (as
// its user, through backends.Access's exec path) and encoded here. The dump
// comes from the tenant's job, so everything in it is bounded and checked
// before a pixel is read.
package xwd

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"image"
	"image/png"
	"math/bits"
)

// Limits on a dump.
const (
	// MaxSide bounds a dump's width and height in pixels.
	MaxSide = 8192
	// headerLen is the fixed part of the header: 25 big-endian words.
	headerLen = 25 * 4
	// maxHeaderLen bounds the header with its window name.
	maxHeaderLen = headerLen + 4096
	// colorLen is one colormap entry (XWDColor).
	colorLen = 12
	// maxColors bounds the colormap entries.
	maxColors = 1 << 16
)

// Command is the capture command a job runs for its display (":99"): the
// dump of its root window on stdout, no bell.
func Command(display string) []string {
	return []string{"xwd", "-root", "-silent", "-display", display}
}

// ErrNotXWD is wrapped by PNG for input that is no dump it reads.
var ErrNotXWD = errors.New("not an X window dump of a true-colour screen")

// PNG decodes a ZPixmap dump of a TrueColor or DirectColor visual at 16,
// 24 or 32 bits a pixel (what Xvfb's screens are) and encodes it as a PNG.
func PNG(dump []byte) ([]byte, error) {
	img, err := Decode(dump)
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&out, img); err != nil {
		return nil, fmt.Errorf("encode the screen: %w", err)
	}
	return out.Bytes(), nil
}

// Decode reads a dump (see PNG) into an image.
func Decode(dump []byte) (*image.NRGBA, error) {
	if len(dump) < headerLen {
		return nil, fmt.Errorf("%w: %d bytes", ErrNotXWD, len(dump))
	}
	w := func(i int) uint32 { return binary.BigEndian.Uint32(dump[i*4:]) }
	var (
		headerSize   = w(0)
		version      = w(1)
		format       = w(2)
		width        = w(4)
		height       = w(5)
		byteOrder    = w(7)
		bitsPerPixel = w(11)
		bytesPerLine = w(12)
		class        = w(13)
		masks        = [3]uint32{w(14), w(15), w(16)}
		ncolors      = w(19)
	)
	const zPixmap, trueColor, directColor = 2, 4, 5
	switch {
	case version != 7 || format != zPixmap:
		return nil, fmt.Errorf("%w: version %d, format %d", ErrNotXWD, version, format)
	case class != trueColor && class != directColor:
		return nil, fmt.Errorf("%w: visual class %d", ErrNotXWD, class)
	case headerSize < headerLen || headerSize > maxHeaderLen || ncolors > maxColors:
		return nil, fmt.Errorf("%w: header of %d bytes, %d colours", ErrNotXWD, headerSize, ncolors)
	case width == 0 || height == 0 || width > MaxSide || height > MaxSide:
		return nil, fmt.Errorf("%w: %d×%d pixels", ErrNotXWD, width, height)
	case bitsPerPixel != 16 && bitsPerPixel != 24 && bitsPerPixel != 32:
		return nil, fmt.Errorf("%w: %d bits a pixel", ErrNotXWD, bitsPerPixel)
	case uint64(bytesPerLine) < uint64(width)*uint64(bitsPerPixel)/8:
		return nil, fmt.Errorf("%w: %d bytes a line", ErrNotXWD, bytesPerLine)
	}
	for _, m := range masks {
		if m == 0 {
			return nil, fmt.Errorf("%w: an empty colour mask", ErrNotXWD)
		}
	}
	start := uint64(headerSize) + uint64(ncolors)*colorLen
	if uint64(len(dump)) < start+uint64(bytesPerLine)*uint64(height) {
		return nil, fmt.Errorf("%w: %d bytes, %d×%d pixels need %d", ErrNotXWD, len(dump), width, height, start+uint64(bytesPerLine)*uint64(height))
	}
	pix := dump[start:]
	bpp := int(bitsPerPixel) / 8
	var order binary.ByteOrder = binary.BigEndian
	if byteOrder == 0 {
		order = binary.LittleEndian
	}
	var shift, size [3]int
	for i, m := range masks {
		shift[i] = bits.TrailingZeros32(m)
		size[i] = bits.OnesCount32(m)
	}
	scale := func(v uint32, c int) uint8 {
		v = (v & masks[c]) >> shift[c]
		if size[c] >= 8 {
			return uint8(v >> (size[c] - 8))
		}
		return uint8(v * 255 / (1<<size[c] - 1))
	}
	img := image.NewNRGBA(image.Rect(0, 0, int(width), int(height)))
	var word [4]byte
	for y := range int(height) {
		line := pix[y*int(bytesPerLine):]
		for x := range int(width) {
			p := line[x*bpp : x*bpp+bpp]
			var v uint32
			switch bpp {
			case 4:
				v = order.Uint32(p)
			case 2:
				v = uint32(order.Uint16(p))
			default:
				if order == binary.LittleEndian {
					copy(word[:], p)
					word[3] = 0
					v = binary.LittleEndian.Uint32(word[:])
				} else {
					word[0] = 0
					copy(word[1:], p)
					v = binary.BigEndian.Uint32(word[:])
				}
			}
			o := img.PixOffset(x, y)
			img.Pix[o], img.Pix[o+1], img.Pix[o+2], img.Pix[o+3] = scale(v, 0), scale(v, 1), scale(v, 2), 0xff
		}
	}
	return img, nil
}
