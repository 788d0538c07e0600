#ifndef FEEDBROWSER_CGIF_H
#define FEEDBROWSER_CGIF_H

// giflib behind a small interface for Swift: the first frame of a GIF, row by row, as RGBA8.
// Status codes are those of CPNG.h (0 ok, 1 corrupt, 2 truncated, 3 unsupported, 4 too large,
// 5 no memory); the message says what was wrong.

#include <stddef.h>
#include <stdint.h>

/// Receives one RGBA8 row `y` of `count` pixels starting at column `x`, every `x_step` columns.
/// Rows of an interlaced GIF arrive out of order. Returns 0 to go on, non-zero to stop.
typedef int (*fb_gif_row_sink)(void *context, uint32_t y, uint32_t x, uint32_t x_step,
                               const uint8_t *rgba, uint32_t count);

/// Reads the logical screen size (the picture's size) without decoding any pixel.
int fb_gif_read_header(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                       char *message, size_t message_size);

/// Decodes the first frame, placed on the logical screen; pixels outside the frame and the
/// transparent colour are left out (the caller treats them as transparent).
int fb_gif_decode_first_frame(const uint8_t *data, size_t size, uint32_t max_width, uint32_t max_height,
                              fb_gif_row_sink sink, void *context, char *message, size_t message_size);

#endif
