// Package secrets keeps tenant secrets safe at rest and keeps credentials out
// of places they do not belong.
//
// A Box seals a secret value with AES-256-GCM under the control plane's key;
// LoadKey finds that key (EVERDICT_SECRET_KEY, else a 0600 key file in the
// data directory). ValidateName is the syntax of a secret's name, the only
// form in which a secret appears in a runtime spec or a harness, and
// LooksLikeCredential flags a value that should have been stored as a secret
// rather than written in plain text.
//
// Nothing here logs, and no error carries a secret value or a key.
package secrets
