// Package credentials is the vocabulary and the resolution of the
// credentials a tenant registers for its private repositories and images:
// which credential, if any, a clone of a repository or a pull of an image
// uses. It is pure: no IO, no secret value (a Credential names the tenant
// secret that holds one).
//
// A credential's match is a host, an optional port and an optional path
// prefix, written without a scheme: "github.com/acme", "git.acme.dev:8443",
// "ghcr.io", "*.dkr.ecr.us-east-1.amazonaws.com". The leftmost label alone
// may be "*", which matches exactly one label (as the kubelet's credential
// keyring does): "*.acme.dev" matches "git.acme.dev", not "acme.dev" nor
// "a.b.acme.dev". A wildcard anywhere else is refused, so an Amazon ECR
// registry is matched per region ("*.dkr.ecr.us-east-1.amazonaws.com"
// covers every account's registry there), never across every region.
//
// Resolve picks, among the credentials whose match covers a target, the most
// specific one, the way the kubelet keyring and Argo CD's repo-creds do:
// the longest path prefix, then an exact host over a wildcard, then the
// longer host; equal ones by name, so the choice is deterministic.
package credentials
