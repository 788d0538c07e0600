#ifndef FEEDBROWSER_CJPEG_H
#define FEEDBROWSER_CJPEG_H

// A setjmp-free face of libjpeg(-turbo) for Swift: libjpeg's error_exit longjmps only inside
// shim.c; Swift sees status codes (the numbers of CPNG.h: 0 ok, 1 corrupt, 2 truncated,
// 3 unsupported, 4 too large, 5 no memory) and a short message.

#include <stddef.h>
#include <stdint.h>

/// Told the output size once, before the first row. Returns 0 to go on, non-zero to stop.
typedef int (*fb_jpeg_begin_sink)(void *context, uint32_t width, uint32_t height);
/// Receives one RGBA8 row `y` of `count` pixels starting at column `x`, every `x_step` columns.
typedef int (*fb_jpeg_row_sink)(void *context, uint32_t y, uint32_t x, uint32_t x_step,
                                const uint8_t *rgba, uint32_t count);

/// Reads the header only (no pixel buffers): the full image dimensions.
int fb_jpeg_read_header(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                        char *message, size_t message_size);

/// Decodes at `scale_eighths`/8 of the full size (1...8; libjpeg-turbo's DCT scaling, which is
/// much cheaper than decoding at full size and averaging), row by row into `sink`.
/// The full size is checked against `max_width`/`max_height` before any pixel memory exists.
int fb_jpeg_decode_rows(const uint8_t *data, size_t size, uint32_t max_width, uint32_t max_height,
                        uint32_t scale_eighths, fb_jpeg_begin_sink begin, fb_jpeg_row_sink sink,
                        void *context, char *message, size_t message_size);

/// Encodes RGB8 pixels (3 bytes per pixel) as a baseline JPEG (for tests and benchmarks);
/// free the result with fb_jpeg_free.
int fb_jpeg_encode_rgb(const uint8_t *rgb, uint32_t width, uint32_t height, int quality,
                       uint8_t **out, size_t *out_size, char *message, size_t message_size);

/// Frees a buffer returned by fb_jpeg_encode_rgb.
void fb_jpeg_free(void *pointer);

#endif
