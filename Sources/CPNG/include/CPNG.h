#ifndef FEEDBROWSER_CPNG_H
#define FEEDBROWSER_CPNG_H

// A setjmp-free face of libpng for Swift: every libpng error is caught inside shim.c and
// returned as a status code plus a short message, so no longjmp ever crosses a Swift frame.

#include <stddef.h>
#include <stdint.h>

/// Status codes shared by the three image shims (CPNG, CJPEG, CGIF use the same numbers).
enum {
    FB_IMAGE_OK = 0,
    FB_IMAGE_CORRUPT = 1,      // the data is not a valid image of this format
    FB_IMAGE_TRUNCATED = 2,    // the data ends before the image does
    FB_IMAGE_UNSUPPORTED = 3,  // valid, but a variant this decoder does not handle
    FB_IMAGE_TOO_LARGE = 4,    // refused by the caller's limits
    FB_IMAGE_NO_MEMORY = 5,
};

/// Receives one decoded row of RGBA8 pixels (`width` pixels) for image row `y`.
/// `x` is the column of the first pixel (0 for full rows). Returns 0 to go on, non-zero to stop.
typedef int (*fb_png_row_sink)(void *context, uint32_t y, uint32_t x, uint32_t x_step,
                               const uint8_t *rgba, uint32_t count);

/// Reads the header only: dimensions and whether the image is interlaced. Allocates nothing
/// proportional to the image size. `message` receives a short reason on failure.
int fb_png_read_header(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                       int *interlaced, char *message, size_t message_size);

/// Decodes the whole image, handing each row (or, for interlaced images, each pass row with
/// its column start and step) to `sink` as RGBA8. Memory used is one row, never the image.
/// `max_width`/`max_height` are checked against the header before anything is allocated.
int fb_png_decode_rows(const uint8_t *data, size_t size, uint32_t max_width, uint32_t max_height,
                       fb_png_row_sink sink, void *context, char *message, size_t message_size);

/// Encodes RGBA8 pixels as a PNG into a malloc'd buffer (for tests and benchmarks); free with
/// fb_png_free. Returns FB_IMAGE_OK or an error code with a message.
int fb_png_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height, int interlaced,
                       uint8_t **out, size_t *out_size, char *message, size_t message_size);

/// Frees a buffer returned by fb_png_encode_rgba.
void fb_png_free(void *pointer);

#endif
