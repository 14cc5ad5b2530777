// SQLite for Swift: the C API plus wrappers for what does not import (SQLITE_TRANSIENT is a macro).
#ifndef CONBOOK_CSQLITE_SHIM_H
#define CONBOOK_CSQLITE_SHIM_H
#include <sqlite3.h>

/// Binds text that SQLite copies at once (SQLITE_TRANSIENT), so Swift's buffer may go away.
static inline int conbook_sqlite3_bind_text(sqlite3_stmt *statement, int index, const char *text, int bytes) {
    return sqlite3_bind_text(statement, index, text, bytes, SQLITE_TRANSIENT);
}

/// Binds a blob that SQLite copies at once (SQLITE_TRANSIENT).
static inline int conbook_sqlite3_bind_blob(sqlite3_stmt *statement, int index, const void *bytes, int count) {
    return sqlite3_bind_blob(statement, index, bytes, count, SQLITE_TRANSIENT);
}

/// Sets a function's result to a blob that SQLite copies at once (SQLITE_TRANSIENT).
static inline void conbook_sqlite3_result_blob(sqlite3_context *context, const void *bytes, int count) {
    sqlite3_result_blob(context, bytes, count, SQLITE_TRANSIENT);
}

/// Sets a function's result to text that SQLite copies at once (SQLITE_TRANSIENT).
static inline void conbook_sqlite3_result_text(sqlite3_context *context, const char *text, int bytes) {
    sqlite3_result_text(context, text, bytes, SQLITE_TRANSIENT);
}
#endif
