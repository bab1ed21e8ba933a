package artifacts

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	awsconfig "github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/aws-sdk-go-v2/service/s3/types"
	"github.com/aws/smithy-go"
)

// S3 is the S3-compatible store, for several replicas: each object under
// its bucket's prefix at its key, served by presigned links.
type S3 struct {
	client  *s3.Client
	presign *s3.PresignClient
	bucket  string
	prefix  string
}

// ParseS3URL splits s3://bucket/prefix.
func ParseS3URL(raw string) (bucket, prefix string, err error) {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "s3" || u.Host == "" || u.User != nil || u.RawQuery != "" || u.Fragment != "" {
		return "", "", fmt.Errorf("artifact store %q is not s3://bucket/prefix", raw)
	}
	return u.Host, strings.Trim(path.Clean("/"+u.Path), "/"), nil
}

// NewS3 returns the store of s3://bucket/prefix (raw). Region, endpoint and
// credentials come from the standard AWS environment (AWS_REGION,
// AWS_ENDPOINT_URL or AWS_ENDPOINT_URL_S3, AWS_ACCESS_KEY_ID…, profiles);
// with an endpoint set, requests use path-style addressing, as most
// S3-compatible servers want. Checksums are computed only when an operation
// requires them, which S3-compatible servers need. opts apply last.
func NewS3(ctx context.Context, raw string, opts ...func(*s3.Options)) (*S3, error) {
	bucket, prefix, err := ParseS3URL(raw)
	if err != nil {
		return nil, err
	}
	cfg, err := awsconfig.LoadDefaultConfig(ctx)
	if err != nil {
		return nil, fmt.Errorf("artifact store: aws config: %w", err)
	}
	custom := cfg.BaseEndpoint != nil || os.Getenv("AWS_ENDPOINT_URL_S3") != ""
	client := s3.NewFromConfig(cfg, append([]func(*s3.Options){func(o *s3.Options) {
		o.RequestChecksumCalculation = aws.RequestChecksumCalculationWhenRequired
		o.ResponseChecksumValidation = aws.ResponseChecksumValidationWhenRequired
		o.UsePathStyle = custom
	}}, opts...)...)
	return &S3{client: client, presign: s3.NewPresignClient(client), bucket: bucket, prefix: prefix}, nil
}

func (s *S3) objectKey(key string) (string, error) {
	if err := checkKey(key); err != nil {
		return "", err
	}
	if s.prefix == "" {
		return key, nil
	}
	return s.prefix + "/" + key, nil
}

// Put uploads r. A stream that can seek and read at an offset (a file, a
// bytes.Reader) is sent as it is, after its length is checked; another is
// spooled to a temporary file first, so the request has a length and a
// payload hash.
func (s *S3) Put(ctx context.Context, key string, r io.Reader, max int64) (int64, error) {
	k, err := s.objectKey(key)
	if err != nil {
		return 0, err
	}
	body, ok := r.(readSeekerAt)
	if !ok {
		f, err := os.CreateTemp("", "everdict-artifact-*")
		if err != nil {
			return 0, fmt.Errorf("artifact store: %w", err)
		}
		defer func() { _ = f.Close(); _ = os.Remove(f.Name()) }()
		if _, err := io.Copy(f, io.LimitReader(r, max+1)); err != nil {
			return 0, fmt.Errorf("artifact store: spool %s: %w", key, err)
		}
		if _, err := f.Seek(0, io.SeekStart); err != nil {
			return 0, fmt.Errorf("artifact store: %w", err)
		}
		body = f
	}
	start, err := body.Seek(0, io.SeekCurrent)
	if err != nil {
		return 0, fmt.Errorf("artifact store: %w", err)
	}
	end, err := body.Seek(0, io.SeekEnd)
	if err != nil {
		return 0, fmt.Errorf("artifact store: %w", err)
	}
	n := end - start
	if n > max {
		return 0, fmt.Errorf("artifact store: %s is over %d bytes: %w", key, max, ErrTooLarge)
	}
	if _, err := s.client.PutObject(ctx, &s3.PutObjectInput{
		Bucket: aws.String(s.bucket), Key: aws.String(k), Body: io.NewSectionReader(body, start, n), ContentLength: aws.Int64(n),
	}); err != nil {
		return 0, fmt.Errorf("artifact store: put %s: %w", key, err)
	}
	return n, nil
}

// readSeekerAt is a stream S3 can send as it is.
type readSeekerAt interface {
	io.ReadSeeker
	io.ReaderAt
}

// Open gets the object.
func (s *S3) Open(ctx context.Context, key string) (io.ReadCloser, error) {
	k, err := s.objectKey(key)
	if err != nil {
		return nil, err
	}
	out, err := s.client.GetObject(ctx, &s3.GetObjectInput{Bucket: aws.String(s.bucket), Key: aws.String(k)})
	if err != nil {
		if missing(err) {
			return nil, fmt.Errorf("artifact store: %s: %w", key, ErrNotFound)
		}
		return nil, fmt.Errorf("artifact store: get %s: %w", key, err)
	}
	return out.Body, nil
}

// Delete removes the object; S3 answers a missing one as deleted.
func (s *S3) Delete(ctx context.Context, key string) error {
	k, err := s.objectKey(key)
	if err != nil {
		return err
	}
	if _, err := s.client.DeleteObject(ctx, &s3.DeleteObjectInput{Bucket: aws.String(s.bucket), Key: aws.String(k)}); err != nil && !missing(err) {
		return fmt.Errorf("artifact store: delete %s: %w", key, err)
	}
	return nil
}

// SignedURL presigns a GET of the object for ttl that answers with h's
// content type and disposition (response-content-type and
// response-content-disposition).
func (s *S3) SignedURL(ctx context.Context, key string, h Headers, ttl time.Duration) (string, error) {
	k, err := s.objectKey(key)
	if err != nil {
		return "", err
	}
	in := &s3.GetObjectInput{Bucket: aws.String(s.bucket), Key: aws.String(k)}
	if h.ContentType != "" {
		in.ResponseContentType = aws.String(h.ContentType)
	}
	if h.ContentDisposition != "" {
		in.ResponseContentDisposition = aws.String(h.ContentDisposition)
	}
	req, err := s.presign.PresignGetObject(ctx, in, s3.WithPresignExpires(ttl))
	if err != nil {
		return "", fmt.Errorf("artifact store: presign %s: %w", key, err)
	}
	return req.URL, nil
}

// missing reports whether err is S3's answer for an absent object.
func missing(err error) bool {
	var nsk *types.NoSuchKey
	if errors.As(err, &nsk) {
		return true
	}
	var nf *types.NotFound
	if errors.As(err, &nf) {
		return true
	}
	var api smithy.APIError
	return errors.As(err, &api) && (api.ErrorCode() == "NoSuchKey" || api.ErrorCode() == "NotFound")
}
