#include "CNcurses.h"
