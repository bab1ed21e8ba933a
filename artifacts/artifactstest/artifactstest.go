// Package artifactstest gives tests an S3-compatible artifact store:
// gofakes3 run in process (no real S3-compatible server can be had in this
// build's environment).
package artifactstest

import (
	"context"
	"net/http/httptest"
	"testing"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"

	"github.com/everdict/everdict/artifacts"
)

// S3 starts gofakes3 for the test and returns the store of
// s3://evidence/runs on it. gofakes3 does not check presigned signatures
// or their expiry.
func S3(t testing.TB) *artifacts.S3 {
	t.Helper()
	be := s3mem.New()
	if err := be.CreateBucket("evidence"); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(gofakes3.New(be).Server())
	t.Cleanup(srv.Close)
	s, err := artifacts.NewS3(context.Background(), "s3://evidence/runs", func(o *s3.Options) {
		o.BaseEndpoint = aws.String(srv.URL)
		o.Region = "us-east-1"
		o.UsePathStyle = true
		o.Credentials = credentials.NewStaticCredentialsProvider("test-key", "test-secret", "")
	})
	if err != nil {
		t.Fatal(err)
	}
	return s
}
