#define _GNU_SOURCE 1
#include "CNcurses.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

int cn_put_cell(int y, int x, const wchar_t *chars, int count, attr_t attributes, int pair) {
    wchar_t buffer[CCHARW_MAX + 1];
    int n = count < CCHARW_MAX ? count : CCHARW_MAX;
    for (int i = 0; i < n; i++) buffer[i] = chars[i];
    buffer[n] = L'\0';
    cchar_t cell;
    // The extended pair goes through the opts pointer so pairs above 32767 work (ncurses >= 6.1).
    if (setcchar(&cell, buffer, attributes, 0, &pair) == ERR) return ERR;
    return mvwadd_wch(stdscr, y, x, &cell);
}

int cn_get_wch(int *out) {
    wint_t value = 0;
    int result = wget_wch(stdscr, &value);
    *out = (int)value;
    return result;
}

int cn_get_mouse(int *x, int *y, mmask_t *state) {
    MEVENT event;
    if (getmouse(&event) != OK) return ERR;
    *x = event.x;
    *y = event.y;
    *state = event.bstate;
    return OK;
}

// State shared with signal handlers: written before the handlers are installed or as
// sig_atomic_t, so a handler never sees a half-written value.
static struct termios saved_modes;
static volatile sig_atomic_t saved_modes_valid = 0;
static char reset_bytes[512];
static volatile sig_atomic_t reset_length = 0;
static volatile sig_atomic_t curses_active = 0;
static volatile sig_atomic_t pending_signal = 0;
static volatile sig_atomic_t handlers_installed = 0;
static int atexit_registered = 0;

static const int quit_signals[] = { SIGINT, SIGTERM, SIGHUP };
static const int fatal_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT };
#define QUIT_COUNT (int)(sizeof quit_signals / sizeof quit_signals[0])
#define FATAL_COUNT (int)(sizeof fatal_signals / sizeof fatal_signals[0])
static struct sigaction previous_quit[QUIT_COUNT];
static struct sigaction previous_fatal[FATAL_COUNT];

void cn_save_terminal_modes(void) {
    if (tcgetattr(STDIN_FILENO, &saved_modes) == 0) saved_modes_valid = 1;
}

void cn_set_emergency_reset(const char *bytes, size_t length) {
    reset_length = 0;
    if (length > sizeof reset_bytes) length = sizeof reset_bytes;
    memcpy(reset_bytes, bytes, length);
    reset_length = (sig_atomic_t)length;
}

void cn_set_active(int active) { curses_active = active ? 1 : 0; }

void cn_emergency_restore(void) {
    if (!curses_active) return;
    curses_active = 0;
    int saved_errno = errno;
    size_t done = 0;
    size_t length = (size_t)reset_length;
    while (done < length) {
        ssize_t n = write(STDOUT_FILENO, reset_bytes + done, length - done);
        if (n > 0) done += (size_t)n;
        else if (n < 0 && errno == EINTR) continue;
        else break;
    }
    if (saved_modes_valid) tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved_modes);
    errno = saved_errno;
}

static void on_quit_signal(int signal_number) {
    if (pending_signal != 0 || !curses_active) {
        // The loop has not reacted to the first request (or curses is not up): restore the
        // terminal and die from this signal with the default action once the handler returns.
        cn_emergency_restore();
        struct sigaction fallback;
        memset(&fallback, 0, sizeof fallback);
        fallback.sa_handler = SIG_DFL;
        sigemptyset(&fallback.sa_mask);
        sigaction(signal_number, &fallback, NULL);
        raise(signal_number);
        return;
    }
    pending_signal = signal_number;
}

static void on_fatal_signal(int signal_number) {
    cn_emergency_restore();
    for (int i = 0; i < FATAL_COUNT; i++) {
        if (fatal_signals[i] == signal_number) sigaction(signal_number, &previous_fatal[i], NULL);
    }
    // Delivered after return to the previous handler (the Swift backtracer or the default).
    raise(signal_number);
}

static void teardown_at_exit(void) { cn_teardown(); }

void cn_install_signal_handlers(void) {
    if (handlers_installed) return;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    // No SA_RESTART: a blocking read returns EINTR so the loop notices the signal at once.
    action.sa_handler = on_quit_signal;
    for (int i = 0; i < QUIT_COUNT; i++) sigaction(quit_signals[i], &action, &previous_quit[i]);
    action.sa_handler = on_fatal_signal;
    for (int i = 0; i < FATAL_COUNT; i++) sigaction(fatal_signals[i], &action, &previous_fatal[i]);
    handlers_installed = 1;
    if (!atexit_registered) {
        atexit(teardown_at_exit);
        atexit_registered = 1;
    }
}

void cn_restore_signal_handlers(void) {
    if (!handlers_installed) return;
    for (int i = 0; i < QUIT_COUNT; i++) sigaction(quit_signals[i], &previous_quit[i], NULL);
    for (int i = 0; i < FATAL_COUNT; i++) sigaction(fatal_signals[i], &previous_fatal[i], NULL);
    handlers_installed = 0;
}

int cn_take_pending_signal(void) {
    int value = pending_signal;
    pending_signal = 0;
    return value;
}

void cn_teardown(void) {
    if (!curses_active) return;
    curses_active = 0;
    endwin();
}

SCREEN *cn_newterm(void) { return newterm(NULL, stdout, stdin); }

int cn_wcwidth(wchar_t character) { return wcwidth(character); }
