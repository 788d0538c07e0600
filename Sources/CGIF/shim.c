// giflib's decoder behind a small row-by-row interface (first frame only).
#include "CGIF.h"

#include <gif_lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { OK = 0, CORRUPT = 1, TRUNCATED = 2, UNSUPPORTED = 3, TOO_LARGE = 4, NO_MEMORY = 5 };

typedef struct {
    const uint8_t *data;
    size_t size;
    size_t position;
    int short_read;  // giflib asked for bytes past the end: whatever error follows, it is truncation
} fb_gif_reader;

static int fb_gif_read(GifFileType *gif, GifByteType *out, int count) {
    fb_gif_reader *reader = (fb_gif_reader *)gif->UserData;
    size_t available = reader->size - reader->position;
    size_t wanted = count < 0 ? 0 : (size_t)count;
    size_t taken = wanted < available ? wanted : available;
    memcpy(out, reader->data + reader->position, taken);
    reader->position += taken;
    if (taken < wanted) reader->short_read = 1;
    return (int)taken;  // fewer than asked makes giflib report D_GIF_ERR_READ_FAILED
}

static int fb_gif_status_of(int error) {
    switch (error) {
    case D_GIF_ERR_READ_FAILED: return TRUNCATED;
    case D_GIF_ERR_NOT_ENOUGH_MEM: return NO_MEMORY;
    default: return CORRUPT;
    }
}

#define fb_gif_status(error) (reader.short_read ? TRUNCATED : fb_gif_status_of(error))

static void fb_gif_message(char *message, size_t message_size, int short_read, int error) {
    if (message == NULL || message_size == 0) return;
    const char *reason = short_read || error == D_GIF_ERR_READ_FAILED ? "file ends before the image data does"
                                                                      : GifErrorString(error);
    snprintf(message, message_size, "%s", reason != NULL ? reason : "unknown GIF error");
}

static GifFileType *fb_gif_open(fb_gif_reader *reader, int *status, char *message, size_t message_size) {
    int error = 0;
    GifFileType *gif = DGifOpen(reader, fb_gif_read, &error);
    if (gif == NULL) {
        *status = reader->short_read ? TRUNCATED : fb_gif_status_of(error);
        fb_gif_message(message, message_size, reader->short_read, error);
    }
    return gif;
}

int fb_gif_read_header(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                       char *message, size_t message_size) {
    fb_gif_reader reader = {data, size, 0, 0};
    int status = OK;
    GifFileType *gif = fb_gif_open(&reader, &status, message, message_size);
    if (gif == NULL) return status;
    *width = (uint32_t)gif->SWidth;
    *height = (uint32_t)gif->SHeight;
    DGifCloseFile(gif, NULL);
    return OK;
}

static int fb_gif_fail(GifFileType *gif, int status, char *message, size_t message_size, const char *text) {
    if (message != NULL && message_size > 0) snprintf(message, message_size, "%s", text);
    DGifCloseFile(gif, NULL);
    return status;
}

int fb_gif_decode_first_frame(const uint8_t *data, size_t size, uint32_t max_width, uint32_t max_height,
                              fb_gif_row_sink sink, void *context, char *message, size_t message_size) {
    fb_gif_reader reader = {data, size, 0, 0};
    int status = OK;
    GifFileType *gif = fb_gif_open(&reader, &status, message, message_size);
    if (gif == NULL) return status;
    uint32_t screen_width = (uint32_t)gif->SWidth, screen_height = (uint32_t)gif->SHeight;
    if (screen_width > max_width || screen_height > max_height) {
        char text[128];
        snprintf(text, sizeof text, "image is %ux%u pixels, larger than the %ux%u limit",
                 screen_width, screen_height, max_width, max_height);
        return fb_gif_fail(gif, TOO_LARGE, message, message_size, text);
    }
    int transparent = NO_TRANSPARENT_COLOR;
    for (;;) {
        GifRecordType record;
        if (DGifGetRecordType(gif, &record) == GIF_ERROR) {
            int error = gif->Error;
            fb_gif_message(message, message_size, reader.short_read, error);
            DGifCloseFile(gif, NULL);
            return fb_gif_status(error);
        }
        if (record == TERMINATE_RECORD_TYPE) {
            return fb_gif_fail(gif, CORRUPT, message, message_size, "GIF file has no image");
        }
        if (record == EXTENSION_RECORD_TYPE) {
            int code = 0;
            GifByteType *extension = NULL;
            if (DGifGetExtension(gif, &code, &extension) == GIF_ERROR) break;
            if (code == GRAPHICS_EXT_FUNC_CODE && extension != NULL) {
                GraphicsControlBlock control;
                if (DGifExtensionToGCB(extension[0], extension + 1, &control) == GIF_OK) {
                    transparent = control.TransparentColor;
                }
            }
            while (extension != NULL) {
                if (DGifGetExtensionNext(gif, &extension) == GIF_ERROR) break;
            }
            if (gif->Error != 0 && gif->Error != D_GIF_SUCCEEDED) break;
            continue;
        }
        if (record != IMAGE_DESC_RECORD_TYPE) continue;
        if (DGifGetImageDesc(gif) == GIF_ERROR) break;

        GifImageDesc *frame = &gif->Image;
        ColorMapObject *colors = frame->ColorMap != NULL ? frame->ColorMap : gif->SColorMap;
        if (colors == NULL) {
            return fb_gif_fail(gif, CORRUPT, message, message_size, "GIF frame has no colour table");
        }
        if (frame->Width <= 0 || frame->Height <= 0 || (uint32_t)frame->Width > max_width ||
            (uint32_t)frame->Height > max_height) {
            return fb_gif_fail(gif, frame->Width <= 0 || frame->Height <= 0 ? CORRUPT : TOO_LARGE,
                               message, message_size, "GIF frame size is empty or over the limit");
        }
        // A frame may be placed partly outside the screen (or the screen may say 0x0): clip
        // to the screen when there is one.
        uint32_t left = (uint32_t)frame->Left, top = (uint32_t)frame->Top;
        uint32_t frame_width = (uint32_t)frame->Width, frame_height = (uint32_t)frame->Height;
        uint32_t limit_width = screen_width > 0 ? screen_width : left + frame_width;
        uint32_t limit_height = screen_height > 0 ? screen_height : top + frame_height;
        uint32_t visible = left >= limit_width ? 0 : (limit_width - left < frame_width ? limit_width - left : frame_width);

        GifPixelType *indices = malloc(frame_width);
        uint8_t *rgba = malloc((size_t)frame_width * 4 + 16);
        if (indices == NULL || rgba == NULL) {
            free(indices); free(rgba);
            return fb_gif_fail(gif, NO_MEMORY, message, message_size, "out of memory for a GIF row");
        }
        static const int pass_start[4] = {0, 4, 2, 1};
        static const int pass_step[4] = {8, 8, 4, 2};
        int passes = frame->Interlace ? 4 : 1;
        int stopped = 0;
        for (int pass = 0; pass < passes && !stopped; pass++) {
            uint32_t start = frame->Interlace ? (uint32_t)pass_start[pass] : 0;
            uint32_t step = frame->Interlace ? (uint32_t)pass_step[pass] : 1;
            for (uint32_t row = start; row < frame_height && !stopped; row += step) {
                if (DGifGetLine(gif, indices, (int)frame_width) == GIF_ERROR) {
                    int error = gif->Error;
                    free(indices); free(rgba);
                    fb_gif_message(message, message_size, reader.short_read, error);
                    DGifCloseFile(gif, NULL);
                    return fb_gif_status(error);
                }
                uint32_t y = top + row;
                if (y >= limit_height || visible == 0) continue;
                for (uint32_t x = 0; x < visible; x++) {
                    int index = indices[x];
                    uint8_t *p = rgba + x * 4;
                    if (index == transparent || index >= colors->ColorCount) {
                        p[0] = p[1] = p[2] = p[3] = 0;
                    } else {
                        GifColorType color = colors->Colors[index];
                        p[0] = color.Red; p[1] = color.Green; p[2] = color.Blue; p[3] = 255;
                    }
                }
                stopped = sink(context, y, left, 1, rgba, visible);
            }
        }
        free(indices);
        free(rgba);
        DGifCloseFile(gif, NULL);
        return OK;
    }
    int error = gif->Error;
    fb_gif_message(message, message_size, reader.short_read, error);
    DGifCloseFile(gif, NULL);
    return fb_gif_status(error);
}
