package run_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/run"
)

// The token every refused URL below carries: no part of a refusal may show it.
const repoToken = "ghp_S3cr3tT0kenValue"

func TestASubmissionWithCredentialsInTheRepoURLIsRefusedWithoutEchoingThem(t *testing.T) {
	t.Parallel()
	h := evalcase.Harness{Name: "h", Command: []string{"true"}}
	cases := map[string]struct {
		url     string
		refused bool
	}{
		"user and token":                     {"https://user:" + repoToken + "@github.com/org/repo.git", true},
		"a token as the user":                {"https://" + repoToken + "@github.com/org/repo.git", true},
		"x-access-token over http":           {"http://x-access-token:" + repoToken + "@git.internal/org/repo", true},
		"a password on an ssh URL":           {"ssh://git:" + repoToken + "@github.com/org/repo.git", true},
		"a token query parameter":            {"https://gitlab.com/org/repo.git?private_token=" + repoToken, true},
		"an access_token query parameter":    {"https://host/org/repo.git?ref=main&Access_Token=" + repoToken, true},
		"a signed URL":                       {"https://bucket.example/repo.tar?X-Amz-Signature=" + repoToken, true},
		"scp-like syntax with a password":    {"git:" + repoToken + "@github.com:org/repo.git", true},
		"an unparseable URL with a password": {"https://user:" + repoToken + "%zz@github.com/org/repo", true},
		"a plain https URL":                  {"https://github.com/org/repo.git", false},
		"a plain URL with a harmless query":  {"https://github.com/org/repo.git?ref=main", false},
		"an ssh URL naming its account":      {"ssh://git@github.com/org/repo.git", false},
		"scp-like syntax naming its account": {"git@github.com:org/repo.git", false},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			c := evalcase.Case{Task: "t", Repo: &evalcase.Repo{URL: tc.url}}
			err := run.ValidateSubmission(c, h)
			if !tc.refused {
				if err != nil {
					t.Fatalf("ValidateSubmission(%s) = %v, want nil", tc.url, err)
				}
				return
			}
			if err == nil {
				t.Fatalf("ValidateSubmission(%s) = nil, want BAD_USER_INPUT", tc.url)
			}
			if code := errcode.Of(err); code != errcode.BadUserInput {
				t.Errorf("code = %s, want BAD_USER_INPUT", code)
			}
			// The message and every extension field, as the API would show them.
			shown := err.Error()
			var e *errcode.Error
			if errors.As(err, &e) {
				b, _ := json.Marshal(e.Fields)
				shown += string(b)
			}
			if strings.Contains(shown, repoToken) || strings.Contains(shown, "S3cr3t") {
				t.Errorf("the refusal echoes the credential: %s", shown)
			}
			if !strings.Contains(shown, "secret") {
				t.Errorf("the refusal does not point to secrets: %s", shown)
			}
		})
	}
}
