package judge

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"

	"github.com/anthropics/anthropic-sdk-go/v2"
	aoption "github.com/anthropics/anthropic-sdk-go/v2/option"
	"github.com/openai/openai-go/v3"
	ooption "github.com/openai/openai-go/v3/option"
	"github.com/openai/openai-go/v3/shared"
)

// turn is one message of a grading conversation after the system prompt.
type turn struct {
	assistant bool
	text      string
}

// reply is what one call returned: the structured output's raw text, the
// tokens it used and, when the provider said, its cost.
type reply struct {
	text    string
	in, out int64
	cost    *float64
}

// caller makes one provider call, with no retries of its own.
type caller interface {
	call(ctx context.Context, model, system string, turns []turn) (reply, error)
}

// toolName is the forced tool a judge records its grade with (Anthropic).
const toolName = "record_grade"

// newCaller returns the client of p's kind over hc. The libraries' own
// environment defaults (OPENAI_*, ANTHROPIC_* variables of the control
// plane) are never read: only p's base URL and key are used.
func newCaller(p Provider, hc *http.Client, maxTokens int64) caller {
	if p.Kind == KindAnthropic {
		// The library sends the key as a bearer token; the Messages API's
		// own header, x-api-key, is set too, for servers that read only it.
		c := anthropic.NewClient(aoption.WithoutEnvironmentDefaults(), aoption.WithBaseURL(p.BaseURL),
			aoption.WithAPIKey(p.APIKey), aoption.WithHeader("x-api-key", p.APIKey), aoption.WithHTTPClient(hc), aoption.WithMaxRetries(0))
		return anthropicCaller{c: c.Messages, maxTokens: maxTokens}
	}
	svc := openai.NewChatCompletionService(ooption.WithBaseURL(p.BaseURL), ooption.WithAPIKey(p.APIKey),
		ooption.WithHTTPClient(hc), ooption.WithMaxRetries(0))
	return openaiCaller{c: svc, maxTokens: maxTokens}
}

type openaiCaller struct {
	c         openai.ChatCompletionService
	maxTokens int64
}

func (o openaiCaller) call(ctx context.Context, model, system string, turns []turn) (reply, error) {
	msgs := []openai.ChatCompletionMessageParamUnion{openai.SystemMessage(system)}
	for _, t := range turns {
		if t.assistant {
			msgs = append(msgs, openai.AssistantMessage(t.text))
		} else {
			msgs = append(msgs, openai.UserMessage(t.text))
		}
	}
	res, err := o.c.New(ctx, openai.ChatCompletionNewParams{
		Model:               shared.ChatModel(model),
		Messages:            msgs,
		MaxCompletionTokens: openai.Int(o.maxTokens),
		ResponseFormat: openai.ChatCompletionNewParamsResponseFormatUnion{OfJSONSchema: &shared.ResponseFormatJSONSchemaParam{
			JSONSchema: shared.ResponseFormatJSONSchemaJSONSchemaParam{
				Name: "grade", Strict: openai.Bool(true), Schema: outputSchema,
			},
		}},
	})
	if err != nil {
		return reply{}, err
	}
	r := reply{in: res.Usage.PromptTokens, out: res.Usage.CompletionTokens}
	// OpenAI-compatible gateways (OpenRouter, LiteLLM) report a cost as
	// usage.cost in USD; OpenAI itself does not.
	var extra struct {
		Usage struct {
			Cost *float64 `json:"cost"`
		} `json:"usage"`
	}
	if json.Unmarshal([]byte(res.RawJSON()), &extra) == nil && extra.Usage.Cost != nil && *extra.Usage.Cost >= 0 {
		r.cost = extra.Usage.Cost
	}
	switch {
	case len(res.Choices) == 0:
		r.text = ""
	case res.Choices[0].Message.Refusal != "":
		return r, errRefused
	default:
		r.text = res.Choices[0].Message.Content
	}
	return r, nil
}

// errRefused is a judge that declined to answer: a reply that fails
// validation.
var errRefused = errors.New("the judge refused to answer")

type anthropicCaller struct {
	c         anthropic.MessageService
	maxTokens int64
}

func (a anthropicCaller) call(ctx context.Context, model, system string, turns []turn) (reply, error) {
	var msgs []anthropic.MessageParam
	for _, t := range turns {
		if t.assistant {
			msgs = append(msgs, anthropic.NewAssistantMessage(anthropic.NewTextBlock(t.text)))
		} else {
			msgs = append(msgs, anthropic.NewUserMessage(anthropic.NewTextBlock(t.text)))
		}
	}
	props := outputSchema["properties"]
	res, err := a.c.New(ctx, anthropic.MessageNewParams{
		Model:     anthropic.Model(model),
		MaxTokens: a.maxTokens,
		System:    []anthropic.TextBlockParam{{Text: system}},
		Messages:  msgs,
		Tools: []anthropic.ToolUnionParam{{OfTool: &anthropic.ToolParam{
			Name:        toolName,
			Description: anthropic.String("Record the grade: verdict, score and reasoning."),
			InputSchema: anthropic.ToolInputSchemaParam{Properties: props, Required: []string{"verdict", "score", "reasoning"},
				ExtraFields: map[string]any{"additionalProperties": false}},
		}}},
		ToolChoice: anthropic.ToolChoiceParamOfTool(toolName),
	})
	if err != nil {
		return reply{}, err
	}
	r := reply{in: res.Usage.InputTokens, out: res.Usage.OutputTokens}
	calls := 0
	for _, b := range res.Content {
		if b.Type == "tool_use" && b.Name == toolName {
			calls++
			r.text = string(b.Input)
		}
	}
	if calls != 1 {
		// No call, or two: nothing to read a grade from.
		r.text = ""
	}
	return r, nil
}
