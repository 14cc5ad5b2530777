// stb_image for Swift: Debian's libstb (pkg-config `stb`, headers in /usr/include/stb), of which
// Conbook uses only the in-memory PNG and JPEG decoding (`stbi_info_from_memory`,
// `stbi_load_from_memory`, `stbi_zlib_decode_buffer`), never the file-based loaders.
#ifndef CONBOOK_CSTB_SHIM_H
#define CONBOOK_CSTB_SHIM_H

// Declares only the in-memory API: the library itself keeps its file-based functions.
#define STBI_NO_STDIO
#include <stb_image.h>

#endif
