package store

import (
	"context"
	"database/sql/driver"
	"errors"
	"io"
	"net"
	"syscall"

	"github.com/jackc/pgx/v5/pgconn"
)

// IsUnavailable reports whether err says the database could not be reached
// or dropped the connection (refused, reset, shut down, starting up), as
// opposed to refusing a statement: the request may succeed once the
// database is back.
func IsUnavailable(err error) bool {
	if err == nil || errors.Is(err, context.Canceled) {
		return false
	}
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		// Class 08: connection exception; 57P01-57P03: shutting down or
		// not yet accepting connections.
		return len(pgErr.Code) == 5 && (pgErr.Code[:2] == "08" || pgErr.Code == "57P01" ||
			pgErr.Code == "57P02" || pgErr.Code == "57P03")
	}
	var connErr *pgconn.ConnectError
	var opErr *net.OpError
	return errors.As(err, &connErr) || errors.As(err, &opErr) ||
		errors.Is(err, driver.ErrBadConn) || errors.Is(err, syscall.ECONNREFUSED) ||
		errors.Is(err, syscall.ECONNRESET) || errors.Is(err, io.ErrUnexpectedEOF)
}
