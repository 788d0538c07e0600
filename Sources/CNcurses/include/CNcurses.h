// Placeholder shim header; the terminal-layer owner replaces it.
#ifndef CNCURSES_H
#define CNCURSES_H
#endif
