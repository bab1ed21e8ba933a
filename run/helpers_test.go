package run_test

import "github.com/everdict/everdict/backends"

type backendsBackend = backends.Backend
