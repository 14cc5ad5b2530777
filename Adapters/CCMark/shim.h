// cmark, the CommonMark reference implementation in C (Debian libcmark-dev).
#ifndef CONBOOK_CCMARK_SHIM_H
#define CONBOOK_CCMARK_SHIM_H
#include <cmark.h>
#endif
