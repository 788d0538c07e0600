#define _GNU_SOURCE 1
#include "CNcurses.h"
#include <ncursesw/term.h>

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
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
static struct sigaction previous_winch;
static volatile sig_atomic_t winch_installed = 0;

// The wake pipe (the self-pipe trick): signal handlers and other threads write a byte to end the
// loop's wait in poll(); the loop drains it. Both ends are non-blocking, so a full pipe (a wake-up
// is already pending) never blocks a writer.
static int wake_fds[2] = { -1, -1 };

int cn_wake_open(void) {
    if (wake_fds[0] >= 0) return 0;
    return pipe2(wake_fds, O_NONBLOCK | O_CLOEXEC) == 0 ? 0 : -1;
}

void cn_wake(void) {
    int fd = wake_fds[1];
    if (fd < 0) return;
    int saved_errno = errno;
    char byte = 1;
    ssize_t written = write(fd, &byte, 1);
    (void)written;
    errno = saved_errno;
}

static int drain_wake_pipe(void) {
    char buffer[64];
    int drained = 0;
    while (read(wake_fds[0], buffer, sizeof buffer) > 0) drained = 1;
    return drained;
}

int cn_wait(int timeout_ms, int watch_input) {
    struct pollfd fds[2];
    int count = 0;
    if (wake_fds[0] >= 0) {
        fds[count].fd = wake_fds[0];
        fds[count].events = POLLIN;
        fds[count].revents = 0;
        count++;
    }
    int input = -1;
    if (watch_input) {
        input = count;
        fds[count].fd = STDIN_FILENO;
        fds[count].events = POLLIN;
        fds[count].revents = 0;
        count++;
    }
    int ready = poll(fds, (nfds_t)count, timeout_ms);
    if (ready < 0) return errno == EINTR ? CN_WAIT_WOKEN : CN_WAIT_TIMEOUT;
    if (ready == 0) return CN_WAIT_TIMEOUT;
    int woken = wake_fds[0] >= 0 && (fds[0].revents & POLLIN) && drain_wake_pipe();
    if (input >= 0 && (fds[input].revents & POLLIN)) return CN_WAIT_INPUT;
    if (input >= 0 && (fds[input].revents & (POLLHUP | POLLERR | POLLNVAL))) return CN_WAIT_HANGUP;
    return woken ? CN_WAIT_WOKEN : CN_WAIT_TIMEOUT;
}

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
    cn_wake();
}

static void on_resize_signal(int signal_number) {
    // ncurses' own handler records the new size (get_wch then returns KEY_RESIZE); the byte in
    // the wake pipe ends the loop's poll, whichever thread the signal was delivered to.
    if (previous_winch.sa_handler != SIG_DFL && previous_winch.sa_handler != SIG_IGN) {
        if (previous_winch.sa_flags & SA_SIGINFO) previous_winch.sa_sigaction(signal_number, NULL, NULL);
        else previous_winch.sa_handler(signal_number);
    }
    cn_wake();
}

void cn_install_resize_wakeup(void) {
    if (winch_installed) return;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_handler = on_resize_signal;
    action.sa_flags = SA_RESTART;
    sigaction(SIGWINCH, &action, &previous_winch);
    winch_installed = 1;
}

static void on_fatal_signal(int signal_number) {
    cn_emergency_restore();
    // The Swift backtracer that runs next is interactive when standard input is a terminal: it
    // would wait on the reader's terminal ("Press space to interact...") instead of ending. With
    // input from /dev/null it prints the backtrace and the program ends at once.
    int null_input = open("/dev/null", O_RDONLY);
    if (null_input >= 0) {
        dup2(null_input, STDIN_FILENO);
        close(null_input);
    }
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
    if (winch_installed) {
        sigaction(SIGWINCH, &previous_winch, NULL);
        winch_installed = 0;
    }
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

SCREEN *cn_newterm(const char *term) { return newterm(term, stdout, stdin); }

int cn_terminfo_colors(const char *name) {
    // setupterm loads the entry into a TERMINAL of its own, freed here: nothing is drawn and
    // no screen is made, so it is safe before newterm.
    TERMINAL *saved = cur_term;
    int error = 0;
    if (setupterm(name, STDOUT_FILENO, &error) != OK) {
        set_curterm(saved);
        return -1;
    }
    int colors = tigetnum("colors");
    TERMINAL *loaded = set_curterm(saved);
    del_curterm(loaded);
    return colors;
}

int cn_wcwidth(wchar_t character) { return wcwidth(character); }
