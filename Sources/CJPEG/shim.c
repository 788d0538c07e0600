// libjpeg(-turbo) behind a setjmp-free interface: error_exit longjmps back into this file only.
#include "CJPEG.h"

#include <stdio.h>  // jpeglib.h needs FILE and size_t first
#include <jpeglib.h>
#include <jerror.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

// Same numbers as CPNG.h; kept private so Swift does not see two copies of the names.
enum { OK = 0, CORRUPT = 1, TRUNCATED = 2, UNSUPPORTED = 3, TOO_LARGE = 4, NO_MEMORY = 5 };

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    int truncated;
    char message[JMSG_LENGTH_MAX];
} fb_jpeg_error;

static void fb_jpeg_error_exit(j_common_ptr info) {
    fb_jpeg_error *error = (fb_jpeg_error *)info->err;
    error->base.format_message(info, error->message);
    longjmp(error->jump, 1);
}

static void fb_jpeg_emit_message(j_common_ptr info, int level) {
    fb_jpeg_error *error = (fb_jpeg_error *)info->err;
    // libjpeg pads a truncated file with a fake end marker and only warns; a grey lower half
    // is not a picture, so the premature end is an error here. Other warnings (stray bytes
    // between markers) are common in real files and harmless.
    if (level == -1 && error->base.msg_code == JWRN_JPEG_EOF) {
        error->truncated = 1;
        error->base.format_message(info, error->message);
        longjmp(error->jump, 1);
    }
}

static void fb_jpeg_copy_message(char *destination, size_t destination_size, const char *text) {
    if (destination != NULL && destination_size > 0) snprintf(destination, destination_size, "%s", text);
}

static void fb_jpeg_install_errors(struct jpeg_decompress_struct *info, fb_jpeg_error *error) {
    info->err = jpeg_std_error(&error->base);
    error->base.error_exit = fb_jpeg_error_exit;
    error->base.emit_message = fb_jpeg_emit_message;
    error->truncated = 0;
    error->message[0] = 0;
}

static int fb_jpeg_failure(const fb_jpeg_error *error) {
    if (error->truncated) return TRUNCATED;
    int code = error->base.msg_code;
    if (code == JERR_OUT_OF_MEMORY || code == JERR_NO_BACKING_STORE) return NO_MEMORY;
    if (code == JERR_INPUT_EOF) return TRUNCATED;
    return CORRUPT;
}

int fb_jpeg_read_header(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                        char *message, size_t message_size) {
    if (size == 0) {
        fb_jpeg_copy_message(message, message_size, "empty file");
        return CORRUPT;
    }
    struct jpeg_decompress_struct info;
    fb_jpeg_error error;
    fb_jpeg_install_errors(&info, &error);
    jpeg_create_decompress(&info);
    if (setjmp(error.jump)) {
        int code = fb_jpeg_failure(&error);
        fb_jpeg_copy_message(message, message_size, error.message);
        jpeg_destroy_decompress(&info);
        return code;
    }
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    *width = info.image_width;
    *height = info.image_height;
    jpeg_destroy_decompress(&info);
    return OK;
}

int fb_jpeg_decode_rows(const uint8_t *data, size_t size, uint32_t max_width, uint32_t max_height,
                        uint32_t scale_eighths, fb_jpeg_begin_sink begin, fb_jpeg_row_sink sink,
                        void *context, char *message, size_t message_size) {
    if (size == 0) {
        fb_jpeg_copy_message(message, message_size, "empty file");
        return CORRUPT;
    }
    if (scale_eighths < 1 || scale_eighths > 8) scale_eighths = 8;
    struct jpeg_decompress_struct info;
    fb_jpeg_error error;
    // Changed after setjmp and freed after a longjmp, hence volatile.
    uint8_t *volatile row = NULL;
    fb_jpeg_install_errors(&info, &error);
    jpeg_create_decompress(&info);
    if (setjmp(error.jump)) {
        int code = fb_jpeg_failure(&error);
        fb_jpeg_copy_message(message, message_size, error.message);
        free(row);
        jpeg_destroy_decompress(&info);
        return code;
    }
    // Progressive files buffer every coefficient of the image; the cap turns a hostile
    // "huge progressive" file into JERR_NO_BACKING_STORE instead of gigabytes.
    info.mem->max_memory_to_use = 256L * 1024L * 1024L;
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    if (info.image_width > max_width || info.image_height > max_height) {
        snprintf(message, message_size, "image is %ux%u pixels, larger than the %ux%u limit",
                 info.image_width, info.image_height, max_width, max_height);
        jpeg_destroy_decompress(&info);
        return TOO_LARGE;
    }
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    info.scale_num = scale_eighths;
    info.scale_denom = 8;
    info.dct_method = JDCT_ISLOW;
    jpeg_start_decompress(&info);
    uint32_t width = info.output_width;
    uint32_t height = info.output_height;
    if (begin(context, width, height) != 0) {
        jpeg_abort_decompress(&info);
        jpeg_destroy_decompress(&info);
        return OK;
    }
    row = malloc((size_t)width * 4 + 16);
    if (row == NULL) {
        fb_jpeg_copy_message(message, message_size, "out of memory for a row buffer");
        jpeg_destroy_decompress(&info);
        return NO_MEMORY;
    }
    int stopped = 0;
    while (info.output_scanline < height && !stopped) {
        uint32_t y = info.output_scanline;
        JSAMPROW rows[1] = {row};
        jpeg_read_scanlines(&info, rows, 1);
        if (cmyk) {
            // Adobe writes CMYK inverted; convert in place (4 bytes in, 4 bytes out).
            int inverted = info.saw_Adobe_marker;
            for (uint32_t x = 0; x < width; x++) {
                uint8_t *p = row + x * 4;
                unsigned c = p[0], m = p[1], yy = p[2], k = p[3];
                if (!inverted) { c = 255 - c; m = 255 - m; yy = 255 - yy; k = 255 - k; }
                p[0] = (uint8_t)(c * k / 255);
                p[1] = (uint8_t)(m * k / 255);
                p[2] = (uint8_t)(yy * k / 255);
                p[3] = 255;
            }
        }
        stopped = sink(context, y, 0, 1, row, width);
    }
    if (stopped) jpeg_abort_decompress(&info);
    else jpeg_finish_decompress(&info);
    free(row);
    row = NULL;
    jpeg_destroy_decompress(&info);
    return OK;
}

int fb_jpeg_encode_rgb(const uint8_t *rgb, uint32_t width, uint32_t height, int quality,
                       uint8_t **out, size_t *out_size, char *message, size_t message_size) {
    struct jpeg_compress_struct info;
    fb_jpeg_error error;
    info.err = jpeg_std_error(&error.base);
    error.base.error_exit = fb_jpeg_error_exit;
    error.truncated = 0;
    unsigned char *volatile buffer = NULL;
    unsigned long buffer_size = 0;
    jpeg_create_compress(&info);
    if (setjmp(error.jump)) {
        fb_jpeg_copy_message(message, message_size, error.message);
        jpeg_destroy_compress(&info);
        free(buffer);
        return CORRUPT;
    }
    jpeg_mem_dest(&info, (unsigned char **)&buffer, &buffer_size);
    info.image_width = width;
    info.image_height = height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < height) {
        JSAMPROW rows[1] = {(JSAMPROW)(rgb + (size_t)info.next_scanline * width * 3)};
        jpeg_write_scanlines(&info, rows, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *out = buffer;
    *out_size = buffer_size;
    return OK;
}

void fb_jpeg_free(void *pointer) { free(pointer); }
