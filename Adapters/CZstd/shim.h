// Zstandard (zstd) for Swift: the C API as it is.
#ifndef CONBOOK_CZSTD_SHIM_H
#define CONBOOK_CZSTD_SHIM_H
#include <zstd.h>
#endif
