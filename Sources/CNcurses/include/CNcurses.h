// CNcurses: the parts of ncursesw that Swift can call, plus the terminal-restoring signal code.
//
// SwiftPM does not pass pkg-config's -D flags, so the wide-character API has to be switched on
// here, before the first curses include; without _XOPEN_SOURCE_EXTENDED, cchar_t, setcchar,
// get_wch and add_wch are not declared at all.
#ifndef CNCURSES_H
#define CNCURSES_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <stddef.h>
#include <ncursesw/curses.h>

// MARK: macros and globals Swift cannot import

static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline WINDOW *cn_curscr(void) { return curscr; }
static inline int cn_lines(void) { return LINES; }
static inline int cn_cols(void) { return COLS; }
static inline int cn_colors(void) { return COLORS; }
static inline int cn_color_pairs(void) { return COLOR_PAIRS; }
static inline int cn_max_y(WINDOW *window) { int y, x; getmaxyx(window, y, x); (void)x; return y; }
static inline int cn_max_x(WINDOW *window) { int y, x; getmaxyx(window, y, x); (void)y; return x; }
static inline int cn_ccharw_max(void) { return CCHARW_MAX; }
static inline attr_t cn_color_pair_attr(int pair) { return (attr_t)COLOR_PAIR(pair); }

static inline attr_t cn_a_normal(void) { return A_NORMAL; }
static inline attr_t cn_a_bold(void) { return A_BOLD; }
static inline attr_t cn_a_dim(void) { return A_DIM; }
static inline attr_t cn_a_reverse(void) { return A_REVERSE; }
static inline attr_t cn_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cn_a_italic(void) { return A_ITALIC; }

static inline int cn_ok(void) { return OK; }
static inline int cn_err(void) { return ERR; }
static inline int cn_key_code_yes(void) { return KEY_CODE_YES; }

// Key codes returned by get_wch with KEY_CODE_YES.
enum {
    CN_KEY_DOWN = KEY_DOWN, CN_KEY_UP = KEY_UP, CN_KEY_LEFT = KEY_LEFT, CN_KEY_RIGHT = KEY_RIGHT,
    CN_KEY_HOME = KEY_HOME, CN_KEY_END = KEY_END, CN_KEY_NPAGE = KEY_NPAGE, CN_KEY_PPAGE = KEY_PPAGE,
    CN_KEY_BACKSPACE = KEY_BACKSPACE, CN_KEY_ENTER = KEY_ENTER, CN_KEY_DC = KEY_DC, CN_KEY_IC = KEY_IC,
    CN_KEY_BTAB = KEY_BTAB, CN_KEY_F0 = KEY_F0, CN_KEY_RESIZE = KEY_RESIZE, CN_KEY_MOUSE = KEY_MOUSE,
    CN_KEY_A1 = KEY_A1, CN_KEY_A3 = KEY_A3, CN_KEY_C1 = KEY_C1, CN_KEY_C3 = KEY_C3, CN_KEY_B2 = KEY_B2,
    CN_KEY_SELECT = KEY_SELECT, CN_KEY_FIND = KEY_FIND,
};

// Mouse masks (mmask_t bits) we ask for and decode.
static inline mmask_t cn_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t cn_button2_pressed(void) { return BUTTON2_PRESSED; }
static inline mmask_t cn_button3_pressed(void) { return BUTTON3_PRESSED; }
static inline mmask_t cn_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t cn_button5_pressed(void) {
#ifdef BUTTON5_PRESSED
    return BUTTON5_PRESSED;
#else
    return 0;
#endif
}
static inline mmask_t cn_button1_clicked(void) { return BUTTON1_CLICKED; }

// MARK: drawing and input helpers

/// Writes one cell at (y, x) of stdscr: the wide characters of one grapheme cluster (at most
/// CCHARW_MAX are kept; the caller already checked the first is spacing and the rest are not),
/// attributes and an extended colour pair. Returns OK or ERR.
int cn_put_cell(int y, int x, const wchar_t *chars, int count, attr_t attributes, int pair);

/// What `cn_wait` saw.
enum { CN_WAIT_TIMEOUT = 0, CN_WAIT_INPUT = 1, CN_WAIT_WOKEN = 2, CN_WAIT_HANGUP = 3 };

/// Creates the wake pipe (once). Returns 0, or -1 when no pipe could be made.
int cn_wake_open(void);

/// Ends a `cn_wait` in progress, or the next one: async-signal-safe and callable from any thread.
void cn_wake(void);

/// Sleeps in poll() until standard input is readable (when `watch_input`), `cn_wake` is called or a
/// signal arrives, or `timeout_ms` passes (-1: no limit). Returns a CN_WAIT_ value; HANGUP when
/// the terminal is gone.
int cn_wait(int timeout_ms, int watch_input);

/// Chains a SIGWINCH handler after ncurses' own (call after newterm) that wakes `cn_wait`.
void cn_install_resize_wakeup(void);

/// get_wch on stdscr. Returns OK (a character in *out), KEY_CODE_YES (a key code in *out) or ERR.
int cn_get_wch(int *out);

/// getmouse, unpacked: returns OK and the cell and button state, or ERR.
int cn_get_mouse(int *x, int *y, mmask_t *state);

/// newterm for terminal type `term` (NULL: $TERM) on the process's standard output and input
/// (Swift cannot name stdout/stdin safely).
SCREEN *cn_newterm(const char *term);

/// The number of colours terminfo entry `name` declares (-1 when there is no such entry),
/// without setting up a screen.
int cn_terminfo_colors(const char *name);

/// wcwidth of the C library in the current locale: -1 for unknown or non-printable characters.
int cn_wcwidth(wchar_t character);

// MARK: terminal restoration on every exit path

/// Saves the terminal modes of standard input (call before newterm) so they can be put back
/// from a signal handler, where endwin must not be called.
void cn_save_terminal_modes(void);

/// Stores the bytes a signal handler writes to undo what curses did (attributes off, cursor
/// shown, keypad and mouse reporting off, alternate screen left). At most 511 bytes are kept.
void cn_set_emergency_reset(const char *bytes, size_t length);

/// Marks curses as active (the restoring paths do something only while it is).
void cn_set_active(int active);

/// Installs the handlers: SIGINT, SIGTERM and SIGHUP only record the signal for the main loop
/// (a second one while the first is still unhandled restores the terminal and dies);
/// SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE and SIGABRT (Swift runtime traps among them) restore
/// the terminal, put the previous handler back and re-raise. Also registers an atexit teardown.
void cn_install_signal_handlers(void);

/// Puts back the handlers that were there before cn_install_signal_handlers.
void cn_restore_signal_handlers(void);

/// The signal recorded by the handlers since the last call (0 if none), and clears it.
int cn_take_pending_signal(void);

/// Normal teardown: endwin once if curses is active. Called by the backend and at exit.
void cn_teardown(void);

/// The async-signal-safe teardown: write the reset bytes and restore the saved modes with
/// write(2) and tcsetattr(3) only. Exposed for tests.
void cn_emergency_restore(void);

#endif
