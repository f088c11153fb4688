#include "common/bench/timeline.hpp"

#include "common/opencl/profiling.hpp"
#include "common/tutorial/canvas.hpp"
#include "common/tutorial/chart.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace ocltut {

namespace {

// The lanes in the order they first appear.
std::vector<std::string> lanes_of(const std::vector<TimelineBar>& bars)
{
    std::vector<std::string> lanes;
    for (const TimelineBar& bar : bars)
        if (std::find(lanes.begin(), lanes.end(), bar.lane) == lanes.end()) lanes.push_back(bar.lane);
    return lanes;
}

int lane_index(const std::vector<std::string>& lanes, const std::string& lane)
{
    return static_cast<int>(std::find(lanes.begin(), lanes.end(), lane) - lanes.begin());
}

// Where things go, in pixels.
constexpr int picture_width = 1200;
constexpr int label_width = 120;
constexpr int plot_right_margin = 30;
constexpr int title_height = 40;
constexpr int lane_height = 44;
constexpr int bar_margin = 6;
constexpr int axis_height = 50;

constexpr Rgb ink{35, 35, 35};
constexpr Rgb grid_grey{226, 226, 226};
// A colour per lane, in the order the lanes first appear, cycling.
constexpr Rgb lane_colours[] = {{46, 98, 160}, {214, 120, 30}, {60, 140, 70}, {140, 80, 160}};
constexpr Rgb bar_edge{255, 255, 255};

std::string axis_label(double ms)
{
    char text[32];
    std::snprintf(text, sizeof text, ms < 10 ? "%.2g" : "%.0f", ms);
    return text;
}

}  // namespace

std::vector<TimelineBar> timeline_bars(const std::vector<TimelineCommand>& commands)
{
    struct Stamps {
        cl_ulong start, end;
    };
    std::vector<Stamps> stamps;
    cl_ulong earliest = std::numeric_limits<cl_ulong>::max();
    for (const TimelineCommand& command : commands) {
        const cl_ulong queued = command.event.getProfilingInfo<CL_PROFILING_COMMAND_QUEUED>();
        const cl_ulong submit = command.event.getProfilingInfo<CL_PROFILING_COMMAND_SUBMIT>();
        const cl_ulong start = command.event.getProfilingInfo<CL_PROFILING_COMMAND_START>();
        const cl_ulong end = command.event.getProfilingInfo<CL_PROFILING_COMMAND_END>();
        // A transfer of a few bytes may take "no time" at the clock's
        // resolution; only the order of the stamps must hold.
        if (!plausible_timestamps(queued, submit, start, std::max(end, start + 1))) return {};
        stamps.push_back({start, end});
        earliest = std::min(earliest, start);
    }
    std::vector<TimelineBar> bars;
    for (std::size_t i = 0; i < commands.size(); ++i)
        bars.push_back({commands[i].lane, commands[i].name, static_cast<double>(stamps[i].start - earliest) * 1e-6,
                        static_cast<double>(stamps[i].end - earliest) * 1e-6});
    return bars;
}

Image timeline_picture(const std::vector<TimelineBar>& bars, const std::string& title)
{
    const std::vector<std::string> lanes = lanes_of(bars);
    const int plot_left = label_width;
    const int plot_width = picture_width - plot_left - plot_right_margin;
    const int plot_top = title_height;
    const int plot_height = static_cast<int>(lanes.size()) * lane_height;
    Canvas canvas(picture_width, plot_top + plot_height + axis_height);
    canvas.text(10, 12, title, ink);

    double last_ms = 0;
    for (const TimelineBar& bar : bars) last_ms = std::max(last_ms, bar.end_ms);
    const double step = round_step(last_ms > 0 ? last_ms : 1, 8);
    const double axis_ms = step * std::ceil((last_ms > 0 ? last_ms : 1) / step);
    const auto x_of = [&](double ms) { return plot_left + static_cast<int>(ms / axis_ms * plot_width + 0.5); };

    for (double tick = 0; tick <= axis_ms + step / 2; tick += step) {
        canvas.fill(x_of(tick), plot_top, 1, plot_height + 6, grid_grey);
        const std::string label = axis_label(tick);
        canvas.text(x_of(tick) - text_width(label) / 2, plot_top + plot_height + 10, label, ink);
    }
    canvas.text(plot_left + plot_width / 2 - text_width("ms") / 2, plot_top + plot_height + 30, "ms", ink);

    for (std::size_t lane = 0; lane < lanes.size(); ++lane)
        canvas.text(10, plot_top + static_cast<int>(lane) * lane_height + (lane_height - text_height) / 2, lanes[lane],
                    ink);
    for (const TimelineBar& bar : bars) {
        const int lane = lane_index(lanes, bar.lane);
        const int left = x_of(bar.start_ms);
        const int width = std::max(x_of(bar.end_ms) - left, 1);
        const int top = plot_top + lane * lane_height + bar_margin;
        canvas.fill(left, top, width, lane_height - 2 * bar_margin, lane_colours[lane % 4]);
        // A white edge on the left keeps back-to-back bars apart.
        if (width > 2) canvas.fill(left, top, 1, lane_height - 2 * bar_margin, bar_edge);
    }
    return canvas.take();
}

std::string chrome_trace(const std::vector<TimelineBar>& bars)
{
    const std::vector<std::string> lanes = lanes_of(bars);
    nlohmann::json events = nlohmann::json::array();
    for (std::size_t lane = 0; lane < lanes.size(); ++lane)
        events.push_back(
            {{"name", "thread_name"}, {"ph", "M"}, {"pid", 1}, {"tid", lane}, {"args", {{"name", lanes[lane]}}}});
    for (const TimelineBar& bar : bars)
        events.push_back({{"name", bar.name},
                          {"cat", bar.lane},
                          {"ph", "X"},
                          {"pid", 1},
                          {"tid", lane_index(lanes, bar.lane)},
                          {"ts", bar.start_ms * 1000},
                          {"dur", (bar.end_ms - bar.start_ms) * 1000}});
    return nlohmann::json{{"traceEvents", events}, {"displayTimeUnit", "ms"}}.dump(1) + "\n";
}

}  // namespace ocltut
