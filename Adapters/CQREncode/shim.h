// libqrencode for Swift: Debian's libqrencode-dev (pkg-config `libqrencode`), of which Conbook
// uses only the in-memory encoding of a text in alphanumeric mode (`QRinput_new2`,
// `QRinput_append`, `QRcode_encodeInput`) to draw a share code in the terminal.
#ifndef CONBOOK_CQRENCODE_SHIM_H
#define CONBOOK_CQRENCODE_SHIM_H

#include <qrencode.h>

#endif
