package secrets

import (
	"errors"
	"strings"
	"testing"
)

// The credential fixtures are assembled at run time so that no secret
// scanner mistakes this file for a leak; none of them is a real credential.
var (
	fakeGitHub    = "gh" + "p_" + strings.Repeat("aB3dE5", 6)
	fakeGitHubPAT = "github" + "_pat_" + strings.Repeat("11AbC", 8)
	fakeOpenAI    = "sk" + "-proj-" + strings.Repeat("Xy7Qw2", 6)
	fakeAnthropic = "sk" + "-ant-api03-" + strings.Repeat("Zk9_Lm4", 5)
	fakeAWS       = "AK" + "IA" + "IOSFODNN7EXAMPLE"
	fakeJWT       = "ey" + "JhbGciOiJIUzI1NiJ9.ey" + "JzdWIiOiJ0ZW5hbnQifQ.c2lnbmF0dXJl"
	fakePEM       = "-----" + "BEGIN OPENSSH PRIVATE KEY-----"
	fakeSlack     = "xo" + "xb-" + "1234567890-abcdefghij"
	fakeGoogle    = "AI" + "za" + strings.Repeat("Sy0Ab", 7)
	fakeRandom    = "Qm9" + "vT2ZmZXJ4Rk9yZWFs" + "c2VjcmV0VjI5"    // base64-looking, 33 characters
	fakeAWSSecret = "wJalrXUtnFEMI" + "/K7MDENG/bPxRfiCYEXAMPLEKEY" // AWS's documented example
	fakeHex       = strings.Repeat("9f86d081", 5)
	fakeUUID      = "c5d3e1a2-9b7f-4e3d-8a2b-1f0e9d8c7b6a"
)

func TestLooksLikeCredential(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		value string
		want  bool
	}{
		"a GitHub token is a credential":                 {fakeGitHub, true},
		"a GitHub fine-grained token is a credential":    {fakeGitHubPAT, true},
		"an OpenAI key is a credential":                  {fakeOpenAI, true},
		"an Anthropic key is a credential":               {fakeAnthropic, true},
		"an AWS access key id is a credential":           {fakeAWS, true},
		"an AWS secret access key is a credential":       {fakeAWSSecret, true},
		"a JWT is a credential":                          {fakeJWT, true},
		"a PEM block is a credential":                    {fakePEM + "\nabc", true},
		"a Slack token is a credential":                  {fakeSlack, true},
		"a Google API key is a credential":               {fakeGoogle, true},
		"a long random base64 run is a credential":       {fakeRandom, true},
		"a long hex run is a credential":                 {fakeHex, true},
		"a token inside a longer text is found":          {"region=" + fakeGitHub + "/x", true},
		"a plain word is not":                            {"global", false},
		"an empty string is not":                         {"", false},
		"a DNS-ish name is not":                          {"us-east-1", false},
		"a GKE context name is not":                      {"gke_my-project-123456_us-central1-a_cluster-1", false},
		"an EKS context ARN is not":                      {"arn:aws:eks:us-east-1:123456789012:cluster/prod-cluster", false},
		"a CamelCase identifier is not":                  {"MyProductionCluster2024", false},
		"a versioned identifier is not":                  {"eks_cluster-prod-01_us-east-1_v1-29-0", false},
		"a runtime class is not":                         {"kata-qemu-snp", false},
		"a lowercase sk- name is not":                    {"sk-payments-cluster-eu-west-1", false},
		"an env-style secret name is not":                {"NOMAD_TOKEN_PROD_2024", false},
		"a path is not":                                  {"projects/my-proj-42/locations/us-central1/clusters/prod-2", false},
		"a bare UUID is not (names catch it separately)": {fakeUUID, false},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if got := LooksLikeCredential(tc.value); got != tc.want {
				t.Errorf("LooksLikeCredential = %v, want %v", got, tc.want)
			}
		})
	}
}

func TestValidateName(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		name      string
		wantErr   error // nil: valid
		wantValue bool  // the error says "this is a value"
	}{
		"an env-style name is valid":                {name: "OPENAI_API_KEY"},
		"a dashed lowercase name is valid":          {name: "nomad-token"},
		"a dotted name is valid":                    {name: "prod.kubeconfig"},
		"a name starting with _ is valid":           {name: "_internal"},
		"a name of NameMaxLen characters is valid":  {name: "a" + strings.Repeat("b", NameMaxLen-1)},
		"an empty name is invalid":                  {name: "", wantErr: ErrInvalidName},
		"a name starting with a digit is invalid":   {name: "1password", wantErr: ErrInvalidName},
		"a name with a space is invalid":            {name: "my secret", wantErr: ErrInvalidName},
		"a name with a slash is invalid":            {name: "team/secret", wantErr: ErrInvalidName},
		"a name too long is invalid":                {name: "a" + strings.Repeat("b", NameMaxLen), wantErr: ErrInvalidName},
		"a GitHub token is a value":                 {name: fakeGitHub, wantErr: ErrInvalidName, wantValue: true},
		"a UUID (a Nomad ACL secret id) is a value": {name: fakeUUID, wantErr: ErrInvalidName, wantValue: true},
		"a pasted kubeconfig is a value":            {name: "apiVersion: v1\nkind: Config\n", wantErr: ErrInvalidName, wantValue: true},
		"a JWT is a value":                          {name: fakeJWT, wantErr: ErrInvalidName, wantValue: true},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			err := ValidateName(tc.name)
			if tc.wantErr == nil {
				if err != nil {
					t.Fatalf("ValidateName = %v, want nil", err)
				}
				return
			}
			if !errors.Is(err, tc.wantErr) {
				t.Fatalf("ValidateName = %v, want one wrapping %v", err, tc.wantErr)
			}
			if got := errors.Is(err, ErrValueAsName); got != tc.wantValue {
				t.Errorf("errors.Is(err, ErrValueAsName) = %v, want %v", got, tc.wantValue)
			}
			if tc.name != "" && strings.Contains(err.Error(), tc.name) {
				t.Errorf("error %q quotes the name", err)
			}
		})
	}
}
