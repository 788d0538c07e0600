// libpng behind a setjmp-free interface: all error handling (setjmp/longjmp) stays in this file.
#include "CPNG.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const uint8_t *data;
    size_t size;
    size_t position;
    int truncated;      // set when libpng asked for bytes past the end: a truncated file
    char message[160];  // libpng's own reason, kept for the caller
} fb_png_reader;

static void fb_png_copy_message(char *destination, size_t destination_size, const char *text) {
    if (destination == NULL || destination_size == 0) return;
    snprintf(destination, destination_size, "%s", text);
}

static void fb_png_error(png_structp png, png_const_charp text) {
    fb_png_reader *reader = (fb_png_reader *)png_get_error_ptr(png);
    if (reader != NULL) snprintf(reader->message, sizeof reader->message, "%s", text);
    png_longjmp(png, 1);
}

static void fb_png_warning(png_structp png, png_const_charp text) {
    (void)png; (void)text;  // warnings (bad ancillary chunks) do not stop decoding
}

static void fb_png_read(png_structp png, png_bytep out, size_t count) {
    fb_png_reader *reader = (fb_png_reader *)png_get_io_ptr(png);
    if (count > reader->size - reader->position) {
        reader->truncated = 1;
        png_error(png, "file ends before the image data does");
    }
    memcpy(out, reader->data + reader->position, count);
    reader->position += count;
}

static int fb_png_failure_code(const fb_png_reader *reader) {
    if (reader->truncated) return FB_IMAGE_TRUNCATED;
    if (strstr(reader->message, "memory") != NULL) return FB_IMAGE_NO_MEMORY;
    return FB_IMAGE_CORRUPT;
}

static int fb_png_check_signature(const uint8_t *data, size_t size, char *message, size_t message_size) {
    if (size < 8) {
        fb_png_copy_message(message, message_size, "file is shorter than a PNG signature");
        return size == 0 ? FB_IMAGE_CORRUPT : FB_IMAGE_TRUNCATED;
    }
    if (png_sig_cmp(data, 0, 8) != 0) {
        fb_png_copy_message(message, message_size, "not a PNG file (bad signature)");
        return FB_IMAGE_CORRUPT;
    }
    return FB_IMAGE_OK;
}

int fb_png_read_header(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                       int *interlaced, char *message, size_t message_size) {
    int status = fb_png_check_signature(data, size, message, message_size);
    if (status != FB_IMAGE_OK) return status;

    fb_png_reader reader = {data, size, 0, 0, {0}};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &reader, fb_png_error, fb_png_warning);
    if (png == NULL) {
        fb_png_copy_message(message, message_size, "out of memory creating the PNG reader");
        return FB_IMAGE_NO_MEMORY;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        fb_png_copy_message(message, message_size, "out of memory creating the PNG reader");
        return FB_IMAGE_NO_MEMORY;
    }
    // The header may announce any size up to PNG's limit; libpng's own default cap (1e6) would
    // turn a huge header into a generic error, so lift it and let the caller judge the size.
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    if (setjmp(png_jmpbuf(png))) {
        status = fb_png_failure_code(&reader);
        fb_png_copy_message(message, message_size, reader.message);
        png_destroy_read_struct(&png, &info, NULL);
        return status;
    }
    png_set_read_fn(png, &reader, fb_png_read);
    png_read_info(png, info);
    *width = png_get_image_width(png, info);
    *height = png_get_image_height(png, info);
    *interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
    png_destroy_read_struct(&png, &info, NULL);
    return FB_IMAGE_OK;
}

typedef struct {
    png_structp png;
    png_infop info;
    png_bytep row;
} fb_png_decoder_state;

int fb_png_decode_rows(const uint8_t *data, size_t size, uint32_t max_width, uint32_t max_height,
                       fb_png_row_sink sink, void *context, char *message, size_t message_size) {
    int status = fb_png_check_signature(data, size, message, message_size);
    if (status != FB_IMAGE_OK) return status;

    fb_png_reader reader = {data, size, 0, 0, {0}};
    // `volatile` because these are changed after setjmp and read after a longjmp.
    fb_png_decoder_state *volatile state = calloc(1, sizeof(fb_png_decoder_state));
    if (state == NULL) {
        fb_png_copy_message(message, message_size, "out of memory");
        return FB_IMAGE_NO_MEMORY;
    }
    state->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &reader, fb_png_error, fb_png_warning);
    if (state->png != NULL) state->info = png_create_info_struct(state->png);
    if (state->png == NULL || state->info == NULL) {
        png_destroy_read_struct(&state->png, &state->info, NULL);
        free(state);
        fb_png_copy_message(message, message_size, "out of memory creating the PNG reader");
        return FB_IMAGE_NO_MEMORY;
    }
    png_structp png = state->png;
    png_infop info = state->info;
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    // Ancillary chunks (text, ICC profiles) are not needed for a thumbnail; a cap keeps a
    // hostile compressed text chunk from inflating to gigabytes.
    png_set_chunk_malloc_max(png, 8u * 1024u * 1024u);
    if (setjmp(png_jmpbuf(png))) {
        int code = fb_png_failure_code(&reader);
        fb_png_copy_message(message, message_size, reader.message);
        free(state->row);
        png_destroy_read_struct(&state->png, &state->info, NULL);
        free(state);
        return code;
    }
    png_set_read_fn(png, &reader, fb_png_read);
    png_read_info(png, info);

    uint32_t width = png_get_image_width(png, info);
    uint32_t height = png_get_image_height(png, info);
    if (width > max_width || height > max_height) {
        snprintf(message, message_size, "image is %ux%u pixels, larger than the %ux%u limit",
                 width, height, max_width, max_height);
        png_destroy_read_struct(&state->png, &state->info, NULL);
        free(state);
        return FB_IMAGE_TOO_LARGE;
    }

    // Normalise every colour type and depth to RGBA with 8 bits per channel.
    int color_type = png_get_color_type(png, info);
    png_set_expand(png);
    png_set_strip_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    int interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
    // No png_set_interlace_handling: Adam7 passes are delivered as sparse rows (start column
    // and step) so that the caller can accumulate them without a full-image buffer.
    png_read_update_info(png, info);

    state->row = malloc(png_get_rowbytes(png, info) + 16);
    if (state->row == NULL) {
        png_error(png, "out of memory for a row buffer");
    }
    int stopped = 0;
    if (!interlaced) {
        for (uint32_t y = 0; y < height && !stopped; y++) {
            png_read_row(png, state->row, NULL);
            stopped = sink(context, y, 0, 1, state->row, width);
        }
    } else {
        for (int pass = 0; pass < 7 && !stopped; pass++) {
            uint32_t columns = PNG_PASS_COLS(width, pass);
            uint32_t rows = PNG_PASS_ROWS(height, pass);
            if (columns == 0 || rows == 0) continue;  // libpng skips empty passes too
            uint32_t x0 = PNG_COL_FROM_PASS_COL(0, pass);
            uint32_t step = 1u << PNG_PASS_COL_SHIFT(pass);
            for (uint32_t r = 0; r < rows && !stopped; r++) {
                png_read_row(png, state->row, NULL);
                stopped = sink(context, PNG_ROW_FROM_PASS_ROW(r, pass), x0, step, state->row, columns);
            }
        }
    }
    // The end chunk is not read: a missing IEND after complete pixel data is harmless here.
    free(state->row);
    png_destroy_read_struct(&state->png, &state->info, NULL);
    free(state);
    return FB_IMAGE_OK;
}

typedef struct {
    uint8_t *bytes;
    size_t size;
    size_t capacity;
    int failed;
    char message[160];
} fb_png_writer;

static void fb_png_write(png_structp png, png_bytep bytes, size_t count) {
    fb_png_writer *writer = (fb_png_writer *)png_get_io_ptr(png);
    if (writer->size + count > writer->capacity) {
        size_t capacity = writer->capacity == 0 ? 4096 : writer->capacity;
        while (capacity < writer->size + count) capacity *= 2;
        uint8_t *grown = realloc(writer->bytes, capacity);
        if (grown == NULL) png_error(png, "out of memory");
        writer->bytes = grown;
        writer->capacity = capacity;
    }
    memcpy(writer->bytes + writer->size, bytes, count);
    writer->size += count;
}

static void fb_png_flush(png_structp png) { (void)png; }

static void fb_png_write_error(png_structp png, png_const_charp text) {
    fb_png_writer *writer = (fb_png_writer *)png_get_error_ptr(png);
    snprintf(writer->message, sizeof writer->message, "%s", text);
    png_longjmp(png, 1);
}

int fb_png_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height, int interlaced,
                       uint8_t **out, size_t *out_size, char *message, size_t message_size) {
    fb_png_writer *volatile writer = calloc(1, sizeof(fb_png_writer));
    if (writer == NULL) return FB_IMAGE_NO_MEMORY;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, writer, fb_png_write_error, fb_png_warning);
    png_infop info = png == NULL ? NULL : png_create_info_struct(png);
    if (png == NULL || info == NULL) {
        png_destroy_write_struct(&png, &info);
        free(writer);
        fb_png_copy_message(message, message_size, "out of memory creating the PNG writer");
        return FB_IMAGE_NO_MEMORY;
    }
    if (setjmp(png_jmpbuf(png))) {
        fb_png_copy_message(message, message_size, writer->message);
        png_destroy_write_struct(&png, &info);
        free(writer->bytes);
        free(writer);
        return FB_IMAGE_CORRUPT;
    }
    png_set_write_fn(png, writer, fb_png_write, fb_png_flush);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA,
                 interlaced ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    int passes = png_set_interlace_handling(png);
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < height; y++) {
            png_write_row(png, (png_const_bytep)(rgba + (size_t)y * width * 4));
        }
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    *out = writer->bytes;
    *out_size = writer->size;
    free(writer);
    return FB_IMAGE_OK;
}

void fb_png_free(void *pointer) { free(pointer); }
