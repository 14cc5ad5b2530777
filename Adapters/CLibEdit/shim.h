// libedit (BSD editline) for Swift, through its readline-compatible API: line editing with the
// arrow keys, history and Ctrl-R search at a terminal.
#ifndef CONBOOK_CLIBEDIT_SHIM_H
#define CONBOOK_CLIBEDIT_SHIM_H
#include <stdio.h>
#include <editline/readline.h>

/// Names the program for ~/.editrc (`conbook:bind …`); the name must outlive the editor.
static inline void conbook_set_readline_name(const char *name) {
    rl_readline_name = name;
}
#endif
