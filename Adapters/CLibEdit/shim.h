// libedit (BSD editline) for Swift, through its readline-compatible API: line editing with the
// arrow keys, history and Ctrl-R search at a terminal.
//
// The editor reads keys through `conbook_read_key` rather than libedit's own reader, for two
// reasons: it decodes UTF-8 itself (libedit's readline interface hands a custom reader's value to
// the editor as one character, so the reader returns whole code points: `ö` typed stays `ö`), and it
// wakes up on Ctrl-C (SIGINT) to end the line being typed, as shells do, instead of the process.
#ifndef CONBOOK_CLIBEDIT_SHIM_H
#define CONBOOK_CLIBEDIT_SHIM_H
#include <errno.h>
#include <fcntl.h>
#include <langinfo.h>
#include <locale.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <editline/readline.h>

/// Names the program for ~/.editrc (`conbook:bind …`); the name must outlive the editor.
static inline void conbook_set_readline_name(const char *name) {
    rl_readline_name = name;
}

/// Lets the editor read and write characters beyond ASCII: the C library's character type follows
/// the environment's locale, and when that is not UTF-8 (unset, `C`, `POSIX`), `C.UTF-8`. Returns
/// whether the characters are read as UTF-8 now.
static inline int conbook_use_utf8_characters(void) {
    setlocale(LC_CTYPE, "");
    const char *codeset = nl_langinfo(CODESET);
    if (codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0)) return 1;
    if (setlocale(LC_CTYPE, "C.UTF-8") == NULL && setlocale(LC_CTYPE, "C.utf8") == NULL) return 0;
    return 1;
}

/// The pipe the SIGINT handler writes to while a line is read: [0] read by the key reader, [1]
/// written by the handler (writing to a pipe is safe in a signal handler).
static int conbook_interrupt_pipe[2] = {-1, -1};
/// Whether a line is being read now; outside, Ctrl-C ends the process as usual.
static volatile sig_atomic_t conbook_is_reading_line = 0;
/// Whether the line just read was ended by Ctrl-C (its text is then discarded).
static volatile sig_atomic_t conbook_line_was_interrupted = 0;

static void conbook_on_interrupt(int signal_number) {
    if (!conbook_is_reading_line) {
        // Not at the prompt: end as an interrupted program does (exit status 130 in a shell).
        signal(signal_number, SIG_DFL);
        raise(signal_number);
        return;
    }
    int saved_errno = errno;
    char byte = 1;
    ssize_t written = write(conbook_interrupt_pipe[1], &byte, 1);
    (void)written;
    errno = saved_errno;
}

/// Reads one byte of standard input, waking up on Ctrl-C: 1 when a byte was read, 0 at the end of
/// the input (or an error), -1 when Ctrl-C was pressed.
static inline int conbook_read_byte(int descriptor, unsigned char *byte) {
    for (;;) {
        struct pollfd watched[2] = {{descriptor, POLLIN, 0}, {conbook_interrupt_pipe[0], POLLIN, 0}};
        int ready = poll(watched, 2, -1);
        if (ready < 0) {
            if (errno == EINTR) continue;
            return 0;
        }
        if (watched[1].revents & POLLIN) {
            char drained[16];
            ssize_t count = read(conbook_interrupt_pipe[0], drained, sizeof drained);
            (void)count;
            return -1;
        }
        if (watched[0].revents & (POLLIN | POLLHUP | POLLERR)) {
            ssize_t count = read(descriptor, byte, 1);
            if (count == 1) return 1;
            if (count < 0 && errno == EINTR) continue;
            return 0;
        }
    }
}

/// The editor's key reader: one whole character (a Unicode code point decoded from UTF-8; U+FFFD
/// for a malformed sequence), EOF at the end of the input, and a newline after Ctrl-C, recording
/// that the line was interrupted.
static int conbook_read_key(FILE *stream) {
    int descriptor = fileno(stream);
    unsigned char first;
    int status = conbook_read_byte(descriptor, &first);
    if (status == 0) return EOF;
    if (status < 0) {
        conbook_line_was_interrupted = 1;
        return '\n';
    }
    if (first < 0x80) return first;
    int length;
    unsigned int scalar;
    if (first >= 0xC2 && first <= 0xDF) {
        length = 2;
        scalar = first & 0x1F;
    } else if (first >= 0xE0 && first <= 0xEF) {
        length = 3;
        scalar = first & 0x0F;
    } else if (first >= 0xF0 && first <= 0xF4) {
        length = 4;
        scalar = first & 0x07;
    } else {
        return 0xFFFD;
    }
    for (int index = 1; index < length; index++) {
        unsigned char next;
        status = conbook_read_byte(descriptor, &next);
        if (status == 0) return EOF;
        if (status < 0) {
            conbook_line_was_interrupted = 1;
            return '\n';
        }
        if ((next & 0xC0) != 0x80) return 0xFFFD;
        scalar = (scalar << 6) | (next & 0x3F);
    }
    int overlong = (length == 3 && scalar < 0x800) || (length == 4 && scalar < 0x10000);
    if (overlong || scalar > 0x10FFFF || (scalar >= 0xD800 && scalar <= 0xDFFF)) return 0xFFFD;
    return (int)scalar;
}

/// Makes the editor read keys with `conbook_read_key` and Ctrl-C end the line being typed. Returns
/// 0 when done, -1 when the pipe could not be made (then Ctrl-C ends the process, as before).
static inline int conbook_install_key_reader(void) {
    rl_getc_function = conbook_read_key;
    if (conbook_interrupt_pipe[0] >= 0) return 0;
    if (pipe(conbook_interrupt_pipe) != 0) return -1;
    // The handler must never block: a full pipe (Ctrl-C held down) loses the extra presses.
    fcntl(conbook_interrupt_pipe[1], F_SETFL, fcntl(conbook_interrupt_pipe[1], F_GETFL) | O_NONBLOCK);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = conbook_on_interrupt;
    sigemptyset(&action.sa_mask);
    return sigaction(SIGINT, &action, NULL);
}

/// Marks the start (1) or the end (0) of reading a line; at the start, forgets an earlier Ctrl-C.
static inline void conbook_set_reading_line(int reading) {
    if (reading) conbook_line_was_interrupted = 0;
    conbook_is_reading_line = reading;
}

/// Whether the line just read was ended by Ctrl-C.
static inline int conbook_was_line_interrupted(void) {
    return conbook_line_was_interrupted;
}
#endif
